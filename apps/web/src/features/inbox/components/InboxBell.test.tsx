import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INBOX_EVENTS, inboxBellLabel, type InboxItem } from '@worksphere/contracts';
import { Route, Routes } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { FakeChatSocket } from '../../../test/fakeChatSocket';
import { jsonResponse, mockApi } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { ChatContext, type ChatContextValue } from '../../chat/realtime/ChatContext';
import { InboxBell } from './InboxBell';

const assigned: InboxItem = {
  id: 'item-1',
  kind: 'task_assigned',
  actor: { id: 'u1', username: 'ana', firstName: 'Ana', lastName: 'Lee' },
  subject: { type: 'task', id: 't1', link: '/tasks?assignee=me&q=Budget' },
  title: 'Assigned to you',
  body: 'Budget',
  readAt: null,
  createdAt: '2026-11-27T12:00:00.000Z',
};

function renderBell(socket: FakeChatSocket) {
  const chat = { socket: socket.asSocket() } as unknown as ChatContextValue;
  return renderWithQueryClient(
    <ChatContext.Provider value={chat}>
      <Routes>
        <Route path="/dash" element={<InboxBell />} />
        <Route path="/tasks" element={<p>Tasks page</p>} />
      </Routes>
      <ToastContainer />
    </ChatContext.Provider>,
    { path: '/dash' },
  );
}

describe('InboxBell', () => {
  it('names its count, follows new items and reads live, and links to /inbox', async () => {
    mockApi({ 'GET /inbox/unread-count': jsonResponse(200, { unreadCount: 2 }) });
    const socket = new FakeChatSocket();
    renderBell(socket);
    const bell = await screen.findByRole('link', { name: inboxBellLabel(2) });
    expect(bell).toHaveAttribute('href', '/inbox');

    act(() =>
      socket.receive(INBOX_EVENTS.newItem, { item: assigned, unreadCount: 3, delivery: 'inbox' }),
    );
    expect(await screen.findByRole('link', { name: inboxBellLabel(3) })).toBeVisible();
    // "Inbox only" shows no toast.
    expect(screen.queryByText('Assigned to you: Budget')).toBeNull();

    act(() => socket.receive(INBOX_EVENTS.read, { ids: [], all: true, unreadCount: 0 }));
    expect(await screen.findByRole('link', { name: inboxBellLabel(0) })).toBeVisible();
  });

  it('counts an item that arrives while the count is still loading', async () => {
    // The first count was read before the item was stored, and answers after the item's event.
    let counts = 0;
    let answerFirst = () => {};
    mockApi({
      'GET /inbox/unread-count': () => {
        counts += 1;
        return counts === 1
          ? new Promise<Response>(
              (resolve) => (answerFirst = () => resolve(jsonResponse(200, { unreadCount: 0 }))),
            )
          : jsonResponse(200, { unreadCount: 1 });
      },
    });
    const socket = new FakeChatSocket();
    renderBell(socket);
    await waitFor(() => expect(counts).toBe(1));
    act(() =>
      socket.receive(INBOX_EVENTS.newItem, { item: assigned, unreadCount: 1, delivery: 'inbox' }),
    );
    act(() => answerFirst());
    expect(await screen.findByRole('link', { name: inboxBellLabel(1) })).toBeVisible();
    expect(counts).toBe(2);
  });

  it('shows a toast for a kind set to toast; clicking it opens the item and reads it', async () => {
    const read: string[] = [];
    mockApi({
      'GET /inbox/unread-count': jsonResponse(200, { unreadCount: 0 }),
      'POST /inbox/item-1/read': () => {
        read.push('item-1');
        return jsonResponse(200, { item: { ...assigned, readAt: 'now' }, unreadCount: 0 });
      },
    });
    const socket = new FakeChatSocket();
    renderBell(socket);
    await screen.findByRole('link', { name: inboxBellLabel(0) });
    act(() =>
      socket.receive(INBOX_EVENTS.newItem, { item: assigned, unreadCount: 1, delivery: 'toast' }),
    );
    await userEvent.click(await screen.findByText('Assigned to you: Budget'));
    expect(await screen.findByText('Tasks page')).toBeVisible();
    await waitFor(() => expect(read).toEqual(['item-1']));
  });
});
