import type { DbExecutor } from '../../../platform/db/database.js';

export type SsoAuditEvent = {
  organizationId: string;
  /** Who did it: the admin who changed the settings, the member who signed in; null: unknown. */
  actorId: string | null;
  action: 'sso.settings_changed' | 'sso.sign_in' | 'sso.sign_in_failed';
  /** Never a secret, a token or a code. */
  details: Record<string, unknown>;
};

/**
 * Single sign-on's events for the audit log. The audit module is being built beside this one;
 * until it is in, the events are not recorded anywhere (the sign-in log lines stay).
 */
export async function recordSsoEvent(_db: DbExecutor, _event: SsoAuditEvent): Promise<void> {}
