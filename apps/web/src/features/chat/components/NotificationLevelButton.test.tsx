import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, requestsOf } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { NotificationLevelButton } from './NotificationLevelButton';

vi.mock('react-toastify', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const messages = chatMessages.levels;
const names = messages.names;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('NotificationLevelButton', { timeout: 20_000 }, () => {
  it('shows a thread at its room’s level and sets the thread to nothing', async () => {
    const settings = { rooms: [{ chatRoomId: 'room-1', level: 'mentions' }], threads: [] };
    const fetchMock = mockApi({
      'GET /chat/notification-settings': jsonResponse(200, { settings }),
      'PUT /chat/threads/thread-1/notifications': () =>
        jsonResponse(200, {
          settings: { ...settings, threads: [{ threadId: 'thread-1', level: 'nothing' }] },
        }),
    });
    const person = userEvent.setup();
    renderWithQueryClient(<NotificationLevelButton roomId="room-1" threadId="thread-1" />);

    const trigger = await screen.findByRole('button', {
      name: messages.threadButton(names.mentions),
    });
    await person.click(trigger);
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      messages.sameAsRoom(names.mentions),
      names.all,
      names.mentions,
      names.nothing,
    ]);
    // The thread has no level of its own: "same as the room" is the current choice.
    expect(within(items[0]!).getByRole('img', { name: messages.current })).toBeInTheDocument();
    expect(within(menu).getAllByRole('img', { name: messages.current })).toHaveLength(1);
    await person.click(within(menu).getByRole('menuitem', { name: names.nothing }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messages.threadSaved(names.nothing)),
    );
    const [put] = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ level: 'nothing' });
    expect(
      await screen.findByRole('button', { name: messages.threadButton(names.nothing) }),
    ).toBeInTheDocument();
  });

  it('sets a room back from mentions only to all messages', async () => {
    const fetchMock = mockApi({
      'GET /chat/notification-settings': jsonResponse(200, {
        settings: { rooms: [], threads: [] },
      }),
      'PUT /chat/chatrooms/room-1/notifications': () =>
        jsonResponse(200, {
          settings: { rooms: [{ chatRoomId: 'room-1', level: 'mentions' }], threads: [] },
        }),
    });
    const person = userEvent.setup();
    renderWithQueryClient(<NotificationLevelButton roomId="room-1" />);

    await person.click(await screen.findByRole('button', { name: messages.roomButton(names.all) }));
    await person.click(await screen.findByRole('menuitem', { name: names.mentions }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(messages.roomSaved(names.mentions)),
    );
    const [put] = requestsOf(fetchMock).filter((request) => request.method === 'PUT');
    expect(put).toMatchObject({
      url: expect.stringContaining('/chat/chatrooms/room-1/notifications'),
      body: { level: 'mentions' },
    });
  });
});
