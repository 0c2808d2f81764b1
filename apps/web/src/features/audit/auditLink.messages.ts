import { localized } from '../../platform/i18n';
import { auditLinkMessagesDe } from './auditLink.messages.de';
import { auditLinkMessagesFr } from './auditLink.messages.fr';

/** The Settings menu label (kept apart: the menu loads before the page). */
export const auditLinkMessagesEn = {
  pageLabel: 'Audit log',
} as const;

export const auditLinkMessages = localized('auditLink', {
  en: auditLinkMessagesEn,
  fr: auditLinkMessagesFr,
  de: auditLinkMessagesDe,
});
