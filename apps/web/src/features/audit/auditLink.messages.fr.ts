import type { Translation } from '../../platform/i18n';
import type { auditLinkMessagesEn } from './auditLink.messages';

export const auditLinkMessagesFr: Translation<typeof auditLinkMessagesEn> = {
  pageLabel: 'Journal d\u2019audit',
};
