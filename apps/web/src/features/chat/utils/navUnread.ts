import { badgeCountOf, type ChatUnreadThread } from '@worksphere/contracts';
import type { NavUnread } from '../components/ChatNavList';

function sum(entries: ReadonlyArray<ChatUnreadThread>): NavUnread | undefined {
  if (entries.length === 0) return undefined;
  return {
    count: entries.reduce((total, entry) => total + badgeCountOf(entry), 0),
    // A thread set to nothing stays silent, mentions included.
    mentions: entries.reduce(
      (total, entry) => total + (entry.level === 'nothing' ? 0 : entry.mentionCount),
      0,
    ),
    // Below all messages, the badge counts mentions at most: shown quieter.
    isMuted: entries.every((entry) => entry.level !== 'all'),
  };
}

/** A thread's badge in the thread list. */
export function navUnreadOfThread(
  unread: ReadonlyArray<ChatUnreadThread> | undefined,
  threadId: string,
): NavUnread | undefined {
  return sum((unread ?? []).filter((entry) => entry.threadId === threadId));
}

/** A room's badge in the room list: the sum of its threads. */
export function navUnreadOfRoom(
  unread: ReadonlyArray<ChatUnreadThread> | undefined,
  roomId: string,
): NavUnread | undefined {
  return sum((unread ?? []).filter((entry) => entry.chatRoomId === roomId));
}
