import {
  INBOX_TEXT_KEYS,
  inboxTextEnglish,
  type InboxItemText,
  type InboxTextKey,
} from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { inboxItemTextsDe } from './inboxItemTexts.messages.de';
import { inboxItemTextsFr } from './inboxItemTexts.messages.fr';

export type InboxTextValues = InboxItemText['values'];

/**
 * The texts the server writes into Inbox items, by key (`INBOX_ITEM_TEXTS`): English is the
 * contracts' own, filled exactly as the server fills the item's stored title and body.
 */
export const inboxItemTextsEn = Object.fromEntries(
  INBOX_TEXT_KEYS.map((key) => [
    key,
    (values: InboxTextValues) => inboxTextEnglish({ key, values }),
  ]),
) as Record<InboxTextKey, (values: InboxTextValues) => string>;

export const inboxItemTexts = localized('inboxItemTexts', {
  en: inboxItemTextsEn,
  fr: inboxItemTextsFr,
  de: inboxItemTextsDe,
});
