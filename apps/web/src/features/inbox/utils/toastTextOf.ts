import type { InboxItem } from '@worksphere/contracts';
import type { DateFormatter } from '../../../platform/dates/dateFormatter';
import { inboxItemBody, inboxItemTitle } from './itemTexts';

/** A toast's one line: the title, and the body when there is one ("Title: body"). */
export function toastTextOf(
  item: Pick<InboxItem, 'title' | 'body'> & Partial<Pick<InboxItem, 'texts'>>,
  dates?: DateFormatter,
): string {
  const title = inboxItemTitle(item, dates);
  const body = inboxItemBody(item, dates).trim();
  if (!body) return title;
  return `${title}: ${body.length > 120 ? `${body.slice(0, 119)}…` : body}`;
}
