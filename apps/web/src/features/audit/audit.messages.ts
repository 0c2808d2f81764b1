import type { AuditKind } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { auditMessagesDe } from './audit.messages.de';
import { auditMessagesFr } from './audit.messages.fr';

/** Settings > Audit log (admins). */
export const auditMessagesEn = {
  title: 'Audit log',
  description:
    'Sign-ins, permission changes, invitations, connected accounts, tokens, exports and deletions in your organization: who, what, when and from where.',
  loading: 'Loading the audit log...',
  failed: 'Could not load the audit log.',
  retry: 'Try again',
  kindLabel: 'Kind',
  allKinds: 'All kinds',
  memberLabel: 'Member',
  allMembers: 'Everyone',
  fromLabel: 'From',
  toLabel: 'To',
  searchLabel: 'Search',
  exportCsv: 'Export CSV',
  tableLabel: 'Audit events',
  columns: { when: 'When', who: 'Who', action: 'Action', target: 'Target', where: 'From where' },
  nobody: 'Nobody (unknown account)',
  formerMember: 'Former member',
  emptyTitle: 'No events',
  emptyDescription: 'Nothing matches these filters yet.',
  loadMore: 'Show older events',
  retentionLabel: 'Keep audit events for (days)',
  retentionHint: 'At least 30 days; older events are removed every day.',
  saveRetention: 'Save',
  retentionSaved: 'Retention saved.',
  retentionFailed: 'Could not save the retention.',
  kinds: {
    auth: 'Sign-in',
    member: 'Members',
    invitation: 'Invitations',
    account: 'Connected accounts',
    token: 'Access tokens',
    export: 'Exports',
    document: 'Documents',
    organization: 'Organization',
    audit: 'Audit log',
    sso: 'Single sign-on',
    two_factor: 'Two-factor',
  } satisfies Record<AuditKind, string>,
};

export const auditMessages = localized('audit', {
  en: auditMessagesEn,
  fr: auditMessagesFr,
  de: auditMessagesDe,
});
