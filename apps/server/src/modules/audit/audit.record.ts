import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditAction, AuditDetails } from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { sessions } from '../auth/sessions.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { auditEvents } from './audit.table.js';

/** Where a request came from: the client's address (TRUST_PROXY applied) and its User-Agent. */
export type AuditOrigin = { ip: string | null; userAgent: string | null };

const MAX_USER_AGENT = 512;
const MAX_LABEL = 300;
const MAX_DETAILS_JSON = 4_000;

const origins = new AsyncLocalStorage<AuditOrigin>();

/** The origin of a request, as the audit log keeps it. */
export function auditOriginOf(request: FastifyRequest): AuditOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' && userAgent ? userAgent : null,
  };
}

/**
 * Every API request's handler runs with its origin at hand, so a service deep below a route
 * records "from where" without passing the request down (one line per event at the source).
 * preHandler runs after the body is read, so the handler continues in this context.
 */
export function installAuditOrigin(app: FastifyInstance) {
  app.addHook('preHandler', (request, _reply, done) => {
    origins.run(auditOriginOf(request), done);
  });
}

/** The origin of the request being handled, if any (jobs and tests outside one: none). */
export function currentAuditOrigin(): AuditOrigin | undefined {
  return origins.getStore();
}

export type AuditEventInput = {
  /** null only for a failed sign-in that named no account of any organisation. */
  organizationId: string | null;
  /** Who did it; null for the system or an unknown sign-in identifier. */
  actorUserId: string | null;
  action: AuditAction;
  target?: { type: string; id?: string | null; label?: string | null } | null;
  /** Small JSON (from/to, format, counts). Never a secret, token, password or hash. */
  details?: AuditDetails;
  /** Defaults to the current request's (installAuditOrigin); pass to override. */
  ip?: string | null;
  userAgent?: string | null;
};

const cut = (value: string | null | undefined, max: number) =>
  value ? (value.length > max ? value.slice(0, max) : value) : null;

/**
 * Append one event. Pass the open transaction when the change has one, so the event and the
 * change commit (or roll back) together. The application never updates or deletes events.
 */
export async function recordAuditEvent(db: DbExecutor, event: AuditEventInput): Promise<void> {
  const origin = currentAuditOrigin();
  const details = event.details ?? {};
  const json = JSON.stringify(details);
  await db.insert(auditEvents).values({
    organizationId: event.organizationId,
    actorUserId: event.actorUserId,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id ?? null,
    targetLabel: cut(event.target?.label, MAX_LABEL),
    details: json.length > MAX_DETAILS_JSON ? { truncated: true } : details,
    ip: cut(event.ip !== undefined ? event.ip : (origin?.ip ?? null), 100),
    userAgent: cut(
      event.userAgent !== undefined ? event.userAgent : (origin?.userAgent ?? null),
      MAX_USER_AGENT,
    ),
  });
}

/**
 * A sign-in identifier that matched no account, as the log keeps it: the typed text may be a
 * password typed into the wrong field, so only an e-mail's first two characters and its domain
 * stay ("jo\u2026@example.com"); anything else is kept as its length only.
 */
export function maskSignInIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  const at = trimmed.lastIndexOf('@');
  const domain = at > 0 ? trimmed.slice(at + 1) : '';
  if (at > 0 && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(domain) && domain.length <= 100) {
    return `${trimmed.slice(0, Math.min(2, at))}\u2026@${domain.toLowerCase()}`;
  }
  return `(${trimmed.length} characters, not an e-mail)`;
}

/** The organisation whose open sign-up domain an e-mail-like identifier names, if any. */
async function organizationClaiming(db: DbExecutor, identifier: string): Promise<string | null> {
  const domain = identifier.includes('@') ? identifier.trim().split('@').pop()!.toLowerCase() : '';
  const [claimed] = domain
    ? await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`lower(${organizations.openSignupDomain}) = ${domain}`)
        .limit(1)
    : [];
  return claimed?.id ?? null;
}

/**
 * A refused password sign-in. A known account's organisation gets it with the account as the
 * actor; an identifier that names no account goes to the organisation whose open sign-up
 * domain it names (else to none), with no actor and the identifier masked.
 */
export async function recordSignInFailure(
  db: DbExecutor,
  user: { id: string; organizationId: string; username: string } | undefined,
  identifier: string,
  reason: 'wrong_password' | 'unknown_account' | 'deactivated',
): Promise<void> {
  if (user) {
    await recordAuditEvent(db, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.sign_in_failed',
      target: { type: 'user', id: user.id, label: user.username },
      details: { reason },
    });
    return;
  }
  await recordAuditEvent(db, {
    organizationId: await organizationClaiming(db, identifier),
    actorUserId: null,
    action: 'auth.sign_in_failed',
    details: { reason, identifier: maskSignInIdentifier(identifier) },
  });
}

/**
 * An account's attempts were refused by the per-account throttle (the first refusal of a
 * burst: see audit.first-refusal.ts). Attributed like a failed sign-in.
 */
export async function recordAccountThrottled(
  db: DbExecutor,
  user: { id: string; organizationId: string; username: string } | undefined,
  attempt: 'sign_in' | 'password_change',
  waitMs: number,
  identifier?: string,
): Promise<void> {
  const details = { limit: 'account', attempt, waitSeconds: Math.ceil(waitMs / 1000) };
  if (user) {
    await recordAuditEvent(db, {
      organizationId: user.organizationId,
      actorUserId: user.id,
      action: 'auth.rate_limited',
      target: { type: 'user', id: user.id, label: user.username },
      details,
    });
    return;
  }
  if (identifier === undefined) return;
  await recordAuditEvent(db, {
    organizationId: await organizationClaiming(db, identifier),
    actorUserId: null,
    action: 'auth.rate_limited',
    details: { ...details, identifier: maskSignInIdentifier(identifier) },
  });
}

/** "Log Out" of one session: its owner signed out (the session row says who). */
export async function recordSignOut(db: DbExecutor, sessionId: string): Promise<void> {
  const [ended] = await db
    .select({ userId: sessions.userId, organizationId: sessions.organizationId })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (ended)
    await recordAuditEvent(db, {
      organizationId: ended.organizationId,
      actorUserId: ended.userId,
      action: 'auth.sign_out',
    });
}

/**
 * An organisation setting changed (shop, phone, weather, webhooks): which area and which fields,
 * never their values (a phone provider's token is one of them).
 */
export function recordSettingsChanged(
  db: DbExecutor,
  session: { organizationId: string; userId: string },
  area: string,
  fields: readonly string[],
  target?: { id?: string | null; label?: string | null },
): Promise<void> {
  return recordAuditEvent(db, {
    organizationId: session.organizationId,
    actorUserId: session.userId,
    action: 'organization.settings_changed',
    target: { type: area, id: target?.id ?? null, label: target?.label ?? null },
    details: { fields: [...fields] },
  });
}
