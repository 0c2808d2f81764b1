import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectMessage } from '@worksphere/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { DirectMessageList } from './DirectMessageList';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = chatMessages.direct;
const ann = { id: 'user-1', username: 'ann', firstName: 'Ann', lastName: 'Lee' };
const bo = makeMember({ id: 'user-2', username: 'bo', firstName: 'Bo', lastName: 'Kim' });
const cy = makeMember({ id: 'user-3', username: 'cy', firstName: 'Cy', lastName: 'Ray' });
const person = ({ id, username, firstName, lastName }: typeof bo) => ({
  id,
  username,
  firstName,
  lastName,
});

const withBo: DirectMessage = {
  id: 'room-9',
  threadId: 'thread-9',
  members: [ann, person(bo)],
  createdAt: '2026-11-27T10:00:00.000Z',
  lastMessageAt: '2026-11-27T10:05:00.000Z',
};
const unreadOf = (chatRoomId: string, unreadCount: number) => ({
  threadId: 'thread-9',
  chatRoomId,
  title: 'Direct message',
  roomName: 'Ann Lee, Bo Kim',
  level: 'all',
  unreadCount,
  mentionCount: 0,
  lastMessageAt: '2026-11-27T10:05:00.000Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('DirectMessageList', { timeout: 20_000 }, () => {
  it('names each conversation after the other members, with its unread count', async () => {
    mockApi({
      'GET /chat/direct': jsonResponse(200, { directMessages: [withBo] }),
      'GET /chat/unread': jsonResponse(200, { threads: [unreadOf('room-9', 2)] }),
      'GET /user': jsonResponse(200, { users: [bo, cy] }),
    });
    const onSelect = vi.fn();
    renderWithQueryClient(<DirectMessageList selectedId={null} onSelect={onSelect} />);

    const list = await screen.findByRole('list', { name: messages.title });
    const item = await within(list).findByRole('button', { name: /Bo Kim/ });
    await waitFor(() =>
      expect(within(item).getByTestId('unread-badge')).toHaveAttribute('data-count', '2'),
    );
    expect(item).not.toHaveTextContent('Ann Lee');
    await userEvent.setup().click(item);
    expect(onSelect).toHaveBeenCalledWith(withBo);
  });

  it('picks members in "New message" and opens their conversation', async () => {
    const withBoAndCy = { ...withBo, id: 'room-10', members: [ann, person(bo), person(cy)] };
    const fetchMock = mockApi({
      'GET /chat/direct': jsonResponse(200, { directMessages: [] }),
      'GET /chat/unread': jsonResponse(200, { threads: [] }),
      'GET /user': jsonResponse(200, { users: [makeMember({ ...ann, id: 'user-1' }), bo, cy] }),
      'POST /chat/direct': jsonResponse(201, { directMessage: withBoAndCy }),
    });
    const onSelect = vi.fn();
    const user = userEvent.setup();
    renderWithQueryClient(<DirectMessageList selectedId={null} onSelect={onSelect} />);
    await screen.findByText(messages.empty);

    await user.click(screen.getByRole('button', { name: messages.newMessage }));
    const dialog = await screen.findByRole('dialog', { name: messages.dialogTitle });
    // Nobody chosen yet: the dialog says so instead of asking the server.
    await user.click(screen.getByRole('button', { name: messages.open }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(messages.chooseMember);

    const field = within(dialog).getByRole('combobox', { name: messages.membersLabel });
    await user.type(field, 'bo');
    await user.click(await screen.findByRole('option', { name: 'Bo Kim' }));
    await user.type(field, 'c');
    // Oneself is never offered.
    expect(screen.queryByRole('option', { name: 'Ann Lee' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Cy Ray' }));
    expect(within(dialog).getByRole('button', { name: messages.remove('Bo Kim') })).toBeVisible();
    await user.click(screen.getByRole('button', { name: messages.open }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(withBoAndCy));
    const post = requestsOf(fetchMock).find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ memberIds: ['user-2', 'user-3'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
