import type { ChatMessage } from '@worksphere/contracts';

/** Announcements waiting to be shown, the one on screen first (spec 3 §4). */
export type AnnouncementQueue = readonly ChatMessage[];

/** Adds announcements that are not in the queue yet, keeping their order. */
export function enqueueAnnouncements(
  queue: AnnouncementQueue,
  chats: readonly ChatMessage[],
): AnnouncementQueue {
  let next = queue;
  for (const chat of chats) {
    if (next.some((item) => item.id === chat.id)) continue;
    next = [...next, chat];
  }
  return next;
}

/** Closing the one on screen moves to the next; after the last the queue is empty. */
export function dequeueAnnouncement(queue: AnnouncementQueue): AnnouncementQueue {
  return queue.length <= 1 ? [] : queue.slice(1);
}
