import type { Translation } from '../../platform/i18n';
import type { toastCloseMessagesEn } from './toastClose.messages';

export const toastCloseMessagesFr: Translation<typeof toastCloseMessagesEn> = {
  close: 'Fermer la notification',
};
