import type { InboxItem, InboxItemText } from '@worksphere/contracts';
import { roomNameShown } from '../../../platform/i18n/builtinNames';
import { actionTitleShown } from '../../ai/utils/actionTexts';
import { inboxItemTexts } from '../inboxItemTexts.messages';

type ItemTexts = Pick<InboxItem, 'title' | 'body'> & Partial<Pick<InboxItem, 'texts'>>;

/**
 * The values as the page shows them: a chat room's name (the General room in the page's
 * language too) and an AI confirmation's title, named by its tool, in the page's language.
 */
const valuesShown = (values: InboxItemText['values']) => {
  let shownValues = values;
  if (typeof values.room === 'string') {
    shownValues = { ...shownValues, room: roomNameShown(values.room) };
  }
  if (typeof values.tool === 'string' && typeof values.title === 'string') {
    shownValues = { ...shownValues, title: actionTitleShown(values.tool, values.title) };
  }
  return shownValues;
};

/** A text the server wrote, in the page's language; an item stored before keys, as written. */
const shown = (text: InboxItemText | undefined, stored: string) =>
  text && text.key in inboxItemTexts ? inboxItemTexts[text.key](valuesShown(text.values)) : stored;

/** The item's title in the page's language (user data, such as a reminder's title, as is). */
export const inboxItemTitle = (item: ItemTexts) => shown(item.texts?.title, item.title);

/** The item's body in the page's language (a message or a comment stays as written). */
export const inboxItemBody = (item: ItemTexts) => shown(item.texts?.body, item.body);
