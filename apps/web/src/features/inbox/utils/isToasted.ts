import type { InboxDelivery, InboxKind } from '@worksphere/contracts';

/**
 * Kinds that are due at a moment: "Inbox and push" sends no push to a user with the app open,
 * so there they show a toast instead of waiting silently in the bell.
 */
const TIMELY_KINDS: ReadonlySet<InboxKind> = new Set(['event_reminder', 'task_reminder']);

/** Does a new item arriving over the socket show a toast? */
export function isToasted(kind: InboxKind, delivery: Exclude<InboxDelivery, 'off'>): boolean {
  return delivery === 'toast' || (delivery === 'push' && TIMELY_KINDS.has(kind));
}
