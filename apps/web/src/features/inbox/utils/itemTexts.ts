import type { InboxItem, InboxItemText, InboxTextDates } from '@worksphere/contracts';
import {
  browserDatePreferences,
  createDateFormatter,
  type DateFormatter,
} from '../../../platform/dates/dateFormatter';
import { roomNameShown } from '../../../platform/i18n/builtinNames';
import { inboxItemTexts } from '../inboxItemTexts.messages';

type ItemTexts = Pick<InboxItem, 'title' | 'body'> & Partial<Pick<InboxItem, 'texts'>>;

/** The formatter outside a screen's (a toast's text): the browser's locale, as the provider's. */
const browserDates = createDateFormatter(browserDatePreferences());

/**
 * The days a text names (a task's due date), as the date module writes a date in the reader's
 * locale ("Feb 1, 2030" en-US, "1 Feb 2030" en-GB), in UTC: a day is the same day everywhere.
 */
export function daysOf(dates: DateFormatter): InboxTextDates {
  const days = createDateFormatter({ ...dates.preferences, timeZone: 'UTC' });
  return { formatDay: (day) => days.formatDate(day) };
}

/** A chat room's name among the values: the General room in the page's language too. */
const valuesShown = (values: InboxItemText['values']) =>
  typeof values.room === 'string' ? { ...values, room: roomNameShown(values.room) } : values;

/** A text the server wrote, in the page's language; an item stored before keys, as written. */
const shown = (text: InboxItemText | undefined, stored: string, dates: DateFormatter) =>
  text && text.key in inboxItemTexts
    ? inboxItemTexts[text.key](valuesShown(text.values), daysOf(dates))
    : stored;

/** The item's title in the page's language (user data, such as a reminder's title, as is). */
export const inboxItemTitle = (item: ItemTexts, dates: DateFormatter = browserDates) =>
  shown(item.texts?.title, item.title, dates);

/**
 * The item's body in the page's language, its dates in the user's locale (`useDateFormatter`);
 * a message or a comment stays as written.
 */
export const inboxItemBody = (item: ItemTexts, dates: DateFormatter = browserDates) =>
  shown(item.texts?.body, item.body, dates);
