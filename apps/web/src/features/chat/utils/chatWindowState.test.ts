import { describe, expect, it } from 'vitest';
import {
  chatWindowReducer,
  initialChatWindowState,
  isKeptMinimized,
  type ChatWindowAction,
} from './chatWindowState';

const run = (...actions: ChatWindowAction[]) =>
  actions.reduce(chatWindowReducer, initialChatWindowState);
const incoming = (threadId: string): ChatWindowAction => ({
  type: 'openThread',
  roomId: 'room-1',
  threadId,
  focus: false,
});

describe('minimising the floating window', () => {
  it('keeps a thread minimised for its further messages until the user opens the window', () => {
    const minimized = run(incoming('thread-1'), { type: 'minimize' });
    expect(minimized.status).toBe('minimized');
    expect(isKeptMinimized(minimized, 'thread-1')).toBe(true);
    // Another thread's message still opens the window on that thread.
    expect(isKeptMinimized(minimized, 'thread-2')).toBe(false);

    const reopened = chatWindowReducer(minimized, { type: 'restore' });
    expect(reopened.status).toBe('open');
    expect(isKeptMinimized(reopened, 'thread-1')).toBe(false);
  });

  it('remembers every thread minimised until then, and only threads, not the lists', () => {
    const both = run(incoming('thread-1'), { type: 'minimize' }, incoming('thread-2'), {
      type: 'minimize',
    });
    expect(both.status).toBe('minimized');
    expect(both.keptMinimizedThreadIds).toEqual(['thread-1', 'thread-2']);

    const onList = run({ type: 'open' }, { type: 'minimize' });
    expect(onList.keptMinimizedThreadIds).toEqual([]);
    const onAi = run(incoming('thread-1'), { type: 'setTab', tab: 'ai' }, { type: 'minimize' });
    expect(onAi.keptMinimizedThreadIds).toEqual([]);
  });

  it('lets go when the user opens the window any way, or closes it', () => {
    const minimized = run(incoming('thread-1'), { type: 'minimize' });
    const opened: ChatWindowAction[] = [
      { type: 'toggle' },
      { type: 'open' },
      { type: 'openAi' },
      { type: 'close' },
      { type: 'openThread', roomId: 'room-1', threadId: 'thread-1' },
    ];
    for (const action of opened) {
      expect(chatWindowReducer(minimized, action).keptMinimizedThreadIds, action.type).toEqual([]);
    }
    // A message of another thread opening the window is not the user opening it.
    expect(chatWindowReducer(minimized, incoming('thread-2')).keptMinimizedThreadIds).toEqual([
      'thread-1',
    ]);
  });
});

describe('stepping back in the floating window', () => {
  const opened: ChatWindowAction = { type: 'openThread', roomId: 'room-1', threadId: 'thread-1' };

  it('goes from a thread to its room’s threads, then to the rooms (spec)', () => {
    const threads = run(opened, { type: 'back' });
    expect([threads.view, threads.roomId, threads.threadId]).toEqual(['threads', 'room-1', null]);
    const rooms = chatWindowReducer(threads, { type: 'back' });
    expect([rooms.view, rooms.roomId]).toEqual(['rooms', null]);
  });

  it('goes from a direct message straight to the lists: it has no threads to list', () => {
    const lists = run(opened, { type: 'back', toRooms: true });
    expect([lists.view, lists.roomId, lists.threadId]).toEqual(['rooms', null, null]);
  });
});
