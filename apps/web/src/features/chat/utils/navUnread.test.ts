import type { ChatUnreadThread } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { upsertUnread } from '../api/chatUnreadApi';
import { navUnreadOfRoom, navUnreadOfThread } from './navUnread';

const entry = (overrides: Partial<ChatUnreadThread>): ChatUnreadThread => ({
  threadId: 't1',
  chatRoomId: 'r1',
  title: 'Launch',
  roomName: 'General',
  level: 'all',
  unreadCount: 1,
  mentionCount: 0,
  lastMessageAt: '2030-01-01T09:00:00.000Z',
  ...overrides,
});

describe('navigation badges', () => {
  const unread = [
    entry({ threadId: 't1', unreadCount: 3 }),
    entry({ threadId: 't2', level: 'mentions', unreadCount: 5, mentionCount: 1 }),
    entry({ threadId: 't3', chatRoomId: 'r2', level: 'mentions', unreadCount: 2 }),
  ];

  it('sums a room’s threads, threads at mentions only adding only their mentions', () => {
    expect(navUnreadOfRoom(unread, 'r1')).toEqual({ count: 4, mentions: 1, isMuted: false });
    expect(navUnreadOfRoom(unread, 'r2')).toEqual({ count: 0, mentions: 0, isMuted: true });
    expect(navUnreadOfRoom(unread, 'r3')).toBeUndefined();
    expect(navUnreadOfThread(unread, 't1')).toEqual({ count: 3, mentions: 0, isMuted: false });
  });

  it('counts nothing of a thread set to nothing, even its mentions', () => {
    const silent = [entry({ threadId: 't4', level: 'nothing', unreadCount: 6, mentionCount: 2 })];
    expect(navUnreadOfThread(silent, 't4')).toEqual({ count: 0, mentions: 0, isMuted: true });
  });
});

describe('upsertUnread', () => {
  it('replaces a thread’s entry, keeps newest first, and drops it once read', () => {
    const older = entry({ threadId: 'a', lastMessageAt: '2030-01-01T08:00:00.000Z' });
    const newer = entry({ threadId: 'b', lastMessageAt: '2030-01-01T09:00:00.000Z' });
    const list = upsertUnread([newer], older);
    expect(list?.map((item) => item.threadId)).toEqual(['b', 'a']);
    const bumped = upsertUnread(list, { ...older, lastMessageAt: '2030-01-01T10:00:00.000Z' });
    expect(bumped?.map((item) => item.threadId)).toEqual(['a', 'b']);
    expect(upsertUnread(bumped, { ...older, unreadCount: 0 })).toEqual([newer]);
    expect(upsertUnread(undefined, older)).toBeUndefined();
  });
});
