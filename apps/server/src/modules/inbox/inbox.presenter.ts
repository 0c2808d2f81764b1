import type { InboxItem, InboxKind } from '@worksphere/contracts';
import type { InboxActorRow, InboxCursor, InboxItemRow } from './inbox.repo.js';

/** An item as the contract shows it. */
export function presentInboxItem(item: InboxItemRow, actor: InboxActorRow | null): InboxItem {
  return {
    id: item.id,
    kind: item.kind as InboxKind,
    actor: actor?.id ? actor : null,
    subject: { type: item.subjectType, id: item.subjectId, link: item.subjectLink },
    title: item.title,
    body: item.body,
    texts: item.texts ?? {},
    readAt: item.readAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
  };
}

/** The opaque cursor after an item: its time and id, so equal times still page in order. */
export function encodeInboxCursor(item: { createdAt: Date; id: string }): string {
  return Buffer.from(`${item.createdAt.toISOString()}|${item.id}`).toString('base64url');
}

/** The cursor's position, or null when it was not made by encodeInboxCursor. */
export function decodeInboxCursor(cursor: string): InboxCursor | null {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!time || !id || rest.length) return null;
  const createdAt = new Date(time);
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}
