import { plural, type Translation } from '../../platform/i18n';
import type { inboxBellMessagesEn } from './inboxBell.messages';

export const inboxBellMessagesFr: Translation<typeof inboxBellMessagesEn> = {
  label: (unreadCount) =>
    unreadCount > 0
      ? plural(unreadCount, {
          one: 'Boîte de réception, # non lu',
          other: 'Boîte de réception, # non lus',
        })
      : 'Boîte de réception',
};
