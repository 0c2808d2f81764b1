import type { AuditDetails } from '@worksphere/contracts';
import type { DbExecutor } from '../../../platform/db/database.js';
import { recordAuditEvent } from '../../audit/audit.record.js';

export type SsoAuditEvent = {
  organizationId: string;
  /** Who did it: the admin who changed the settings, the member who signed in; null: unknown. */
  actorId: string | null;
  action: 'sso.settings_changed' | 'sso.sign_in' | 'sso.sign_in_failed';
  /** Never a secret, a token or a code. */
  details: AuditDetails;
};

/** Single sign-on's events in the organisation's audit log (Settings > Audit log). */
export async function recordSsoEvent(db: DbExecutor, event: SsoAuditEvent): Promise<void> {
  await recordAuditEvent(db, {
    organizationId: event.organizationId,
    actorUserId: event.actorId,
    action: event.action,
    details: event.details,
  });
}
