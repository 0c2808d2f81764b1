import { plural, type Translation } from '../../platform/i18n';
import type { inboxBellMessagesEn } from './inboxBell.messages';

export const inboxBellMessagesDe: Translation<typeof inboxBellMessagesEn> = {
  label: (unreadCount) =>
    unreadCount > 0
      ? plural(unreadCount, { one: 'Eingang, # ungelesen', other: 'Eingang, # ungelesen' })
      : 'Eingang',
};
