import { INBOX_DELIVERY_LABELS, INBOX_KIND_LABELS, INBOX_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { inboxMessagesDe } from './inbox.messages.de';
import { inboxMessagesFr } from './inbox.messages.fr';

/** Texts of the Inbox page and its Settings sections (English: the contracts'; the bell's: inboxBell). */
export const inboxMessagesEn = {
  title: INBOX_MESSAGES.title,
  empty: INBOX_MESSAGES.empty,
  emptyHint: INBOX_MESSAGES.emptyHint,
  loading: INBOX_MESSAGES.loading,
  from: (name: string) => INBOX_MESSAGES.from.replace('{name}', name),
  emptyFiltered: INBOX_MESSAGES.emptyFiltered,
  loadFailed: INBOX_MESSAGES.loadFailed,
  retry: INBOX_MESSAGES.retry,
  loadMore: INBOX_MESSAGES.loadMore,
  markRead: INBOX_MESSAGES.markRead,
  markAllRead: INBOX_MESSAGES.markAllRead,
  markReadFailed: INBOX_MESSAGES.markReadFailed,
  unread: INBOX_MESSAGES.unread,
  filterLabel: INBOX_MESSAGES.filterLabel,
  allKinds: INBOX_MESSAGES.allKinds,
  preferencesTitle: INBOX_MESSAGES.preferencesTitle,
  preferencesIntro: INBOX_MESSAGES.preferencesIntro,
  preferencesSaved: INBOX_MESSAGES.preferencesSaved,
  preferencesFailed: INBOX_MESSAGES.preferencesFailed,
  mailAccountsTitle: INBOX_MESSAGES.mailAccountsTitle,
  mailAccountsIntro: INBOX_MESSAGES.mailAccountsIntro,
  mailAccountsEmpty: INBOX_MESSAGES.mailAccountsEmpty,
  mailAccountLabel: (address: string) =>
    INBOX_MESSAGES.mailAccountLabel.replace('{address}', address),
  kinds: INBOX_KIND_LABELS,
  deliveries: INBOX_DELIVERY_LABELS,
};

export const inboxMessages = localized('inbox', {
  en: inboxMessagesEn,
  fr: inboxMessagesFr,
  de: inboxMessagesDe,
});
