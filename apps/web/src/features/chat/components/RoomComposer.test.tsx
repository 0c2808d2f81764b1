import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatThread } from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { makeChat } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/mockFetch';
import { renderWithQueryClient } from '../../../test/renderWithQueryClient';
import { chatMessages } from '../chat.messages';
import { latestThreadOf, RoomComposer } from './RoomComposer';

const messages = chatMessages.roomComposer;
const thread = (id: string, title: string, createdAt: string): ChatThread => ({
  id,
  title,
  chatRoomId: 'room-1',
  createdAt,
});
const general = thread('thread-general', 'General', '2030-01-01T09:00:00.000Z');
const lunch = thread('thread-lunch', 'Lunch', '2030-01-02T09:00:00.000Z');

/** fetch stub: the room's threads, and the multipart bodies of the sends. */
function mockRoom(threads: ChatThread[]) {
  const sends: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.includes('/chat/threads?')) return jsonResponse(200, { threads });
      if (url.endsWith('/chat/sendChat')) {
        sends.push(init.body as FormData);
        return jsonResponse(201, { chat: makeChat({ threadId: 'thread-new' }) });
      }
      return jsonResponse(200, { users: [], presence: [] });
    }),
  );
  return sends;
}

function renderRoomComposer() {
  const onSent = vi.fn();
  renderWithQueryClient(<RoomComposer roomId="room-1" onSent={onSent} />);
  return {
    onSent,
    user: userEvent.setup(),
    textbox: screen.getByRole('textbox', { name: chatMessages.composer.label }),
  };
}

describe('RoomComposer', () => {
  it('posts at once into the latest thread, then opens it', async () => {
    const sends = mockRoom([general, lunch]);
    const { user, textbox, onSent } = renderRoomComposer();
    expect(await screen.findByRole('radio', { name: messages.latest('Lunch') })).toBeChecked();
    await user.type(textbox, 'Hello all{Enter}');
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]!.get('threadId')).toBe('thread-lunch');
    expect(sends[0]!.get('newThreadTitle')).toBeNull();
    expect(sends[0]!.get('chatRoomId')).toBe('room-1');
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ threadId: 'thread-new' })),
    );
  });

  it('opens a new thread titled after the first line, or as typed', async () => {
    const sends = mockRoom([general]);
    const { user, textbox } = renderRoomComposer();
    await user.click(await screen.findByRole('radio', { name: messages.newThread }));
    await user.type(textbox, '  Friday lunch?{Shift>}{Enter}{/Shift}Pizza or sushi{Enter}');
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]!.get('threadId')).toBeNull();
    expect(sends[0]!.get('newThreadTitle')).toBe('Friday lunch?');

    await user.click(await screen.findByRole('radio', { name: messages.newThread }));
    await user.type(screen.getByRole('textbox', { name: messages.titleLabel }), '  Offsite  ');
    await user.type(textbox, 'Where shall we go?{Enter}');
    await waitFor(() => expect(sends).toHaveLength(2));
    expect(sends[1]!.get('newThreadTitle')).toBe('Offsite');
  });

  it('offers only a new thread in a room without threads', async () => {
    mockRoom([]);
    renderRoomComposer();
    expect(await screen.findByRole('radio', { name: messages.newThread })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});

describe('latestThreadOf', () => {
  it('is the newest thread whatever the list order', () => {
    expect(latestThreadOf([general, lunch])).toBe(lunch);
    expect(latestThreadOf([lunch, general])).toBe(lunch);
    expect(latestThreadOf(undefined)).toBeUndefined();
  });
});
