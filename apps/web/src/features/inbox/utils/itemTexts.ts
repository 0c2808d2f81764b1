import type { InboxItem, InboxItemText } from '@worksphere/contracts';
import { roomNameShown } from '../../../platform/i18n/builtinNames';
import { inboxItemTexts } from '../inboxItemTexts.messages';

type ItemTexts = Pick<InboxItem, 'title' | 'body'> & Partial<Pick<InboxItem, 'texts'>>;

/** A chat room's name among the values: the General room in the page's language too. */
const valuesShown = (values: InboxItemText['values']) =>
  typeof values.room === 'string' ? { ...values, room: roomNameShown(values.room) } : values;

/** A text the server wrote, in the page's language; an item stored before keys, as written. */
const shown = (text: InboxItemText | undefined, stored: string) =>
  text && text.key in inboxItemTexts ? inboxItemTexts[text.key](valuesShown(text.values)) : stored;

/** The item's title in the page's language (user data, such as a reminder's title, as is). */
export const inboxItemTitle = (item: ItemTexts) => shown(item.texts?.title, item.title);

/** The item's body in the page's language (a message or a comment stays as written). */
export const inboxItemBody = (item: ItemTexts) => shown(item.texts?.body, item.body);
