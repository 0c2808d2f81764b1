import type { Translation } from '../../platform/i18n';
import type { auditLinkMessagesEn } from './auditLink.messages';

export const auditLinkMessagesDe: Translation<typeof auditLinkMessagesEn> = {
  pageLabel: 'Audit-Protokoll',
};
