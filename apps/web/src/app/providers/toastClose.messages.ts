import { localized } from '../../platform/i18n';
import { toastCloseMessagesDe } from './toastClose.messages.de';
import { toastCloseMessagesFr } from './toastClose.messages.fr';

/** The close button every toast carries (react-toastify's own says "close" in any language). */
export const toastCloseMessagesEn = {
  close: 'Close notification',
};

export const toastCloseMessages = localized('toastClose', {
  en: toastCloseMessagesEn,
  fr: toastCloseMessagesFr,
  de: toastCloseMessagesDe,
});
