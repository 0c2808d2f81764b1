import type { Translation } from '../../platform/i18n';
import type { toastCloseMessagesEn } from './toastClose.messages';

export const toastCloseMessagesDe: Translation<typeof toastCloseMessagesEn> = {
  close: 'Benachrichtigung schließen',
};
