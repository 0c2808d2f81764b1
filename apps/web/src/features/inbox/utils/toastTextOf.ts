import type { InboxItem } from '@worksphere/contracts';

/** A toast's one line: the title, and the body when there is one ("Title: body"). */
export function toastTextOf(item: Pick<InboxItem, 'title' | 'body'>): string {
  const body = item.body.trim();
  if (!body) return item.title;
  return `${item.title}: ${body.length > 120 ? `${body.slice(0, 119)}…` : body}`;
}
