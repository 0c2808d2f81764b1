import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@worksphere/contracts';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { dashboardMessages } from '../dashboard.messages';
import { AnnouncementsToConfirmWidget } from './AnnouncementsToConfirmWidget';
import { UnreadChatWidget } from './UnreadChatWidget';

const widgets = dashboardMessages.widgets;

describe('UnreadChatWidget', () => {
  it('lists threads with unread messages, each linking to its thread', async () => {
    mockApi({
      'GET /chat/unread': jsonResponse(200, {
        threads: [
          {
            threadId: 'thread-1',
            chatRoomId: 'room-1',
            title: 'Launch',
            roomName: 'General',
            level: 'all',
            unreadCount: 3,
            mentionCount: 1,
            lastMessageAt: '2030-01-01T09:00:00.000Z',
          },
        ],
      }),
    });
    renderWithQueryClient(<UnreadChatWidget />);
    const link = await screen.findByRole('link', { name: /Launch/ });
    expect(link).toHaveAttribute('href', '/chat?chatRoomId=room-1&threadId=thread-1');
    expect(link).toHaveTextContent(
      `${widgets.unreadChat.unread(3)}, ${widgets.unreadChat.mentions(1)}`,
    );
  });

  it('says when everything is read', async () => {
    mockApi({ 'GET /chat/unread': jsonResponse(200, { threads: [] }) });
    renderWithQueryClient(<UnreadChatWidget />);
    expect(await screen.findByText(widgets.unreadChat.empty)).toBeInTheDocument();
  });
});

describe('AnnouncementsToConfirmWidget', () => {
  it('lists announcements to confirm; Confirm Read records it and the list follows', async () => {
    let active: ChatMessage[] = [
      makeChat({
        id: 'a1',
        content: 'Office closed Friday',
        isImportant: true,
        sender: { id: 'user-2', username: 'bob', firstName: 'Bob', lastName: 'Stone' },
      }),
    ];
    const confirmed: string[] = [];
    mockApi({
      'GET /chat/chats/important/active': () => jsonResponse(200, { importantChats: active }),
      'PUT /chat/chats/a1/confirm-important': ({ url }) => {
        confirmed.push(url.pathname);
        active = [];
        return jsonResponse(200, { ok: true, chat: makeChat({ id: 'a1' }) });
      },
    });
    const user = userEvent.setup();
    renderWithQueryClient(
      <>
        <AnnouncementsToConfirmWidget />
        <ToastContainer />
      </>,
    );
    expect(await screen.findByText('Office closed Friday')).toBeInTheDocument();
    expect(
      screen.getByText(widgets.announcementsToConfirm.from('Bob Stone', 'General')),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: widgets.announcementsToConfirm.open })).toHaveAttribute(
      'href',
      '/chat?chatRoomId=room-1&threadId=thread-1',
    );
    await user.click(screen.getByRole('button', { name: widgets.announcementsToConfirm.confirm }));
    expect(await screen.findByText(widgets.announcementsToConfirm.empty)).toBeInTheDocument();
    await waitFor(() => expect(confirmed).toEqual(['/api/chat/chats/a1/confirm-important']));
  });
});
