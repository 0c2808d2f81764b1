import { inboxBellLabel } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { inboxBellMessagesDe } from './inboxBell.messages.de';
import { inboxBellMessagesFr } from './inboxBell.messages.fr';

/** The top bar bell's label, on every page (kept apart from the Inbox page's texts). */
export const inboxBellMessagesEn = {
  label: (unreadCount: number) => inboxBellLabel(unreadCount),
};

export const inboxBellMessages = localized('inboxBell', {
  en: inboxBellMessagesEn,
  fr: inboxBellMessagesFr,
  de: inboxBellMessagesDe,
});
