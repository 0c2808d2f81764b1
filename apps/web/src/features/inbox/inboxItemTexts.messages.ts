import type { InboxItemText } from '@worksphere/contracts';
import {
  inboxItemTextsDe,
  inboxItemTextsEn,
  inboxItemTextsFr,
} from '@worksphere/contracts/inbox-texts';
import { localized } from '../../platform/i18n';

export type InboxTextValues = InboxItemText['values'];

/**
 * The texts the server writes into Inbox items, by key (`INBOX_ITEM_TEXTS`): one catalogue in
 * the contracts for the web app and the server's push notifications. English is filled exactly
 * as the server fills the item's stored title and body.
 */
export { inboxItemTextsEn };

export const inboxItemTexts = localized('inboxItemTexts', {
  en: inboxItemTextsEn,
  fr: inboxItemTextsFr,
  de: inboxItemTextsDe,
});
