import { SIGNED_IN_DEVICES_MESSAGES, type SignedInDevice } from '@worksphere/contracts';
import Bowser from 'bowser';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { recordAuditEvent } from '../audit/audit.record.js';
import type { SessionsService } from './sessions.service.js';
import { sessions } from './sessions.table.js';

/** "Chrome 156", "macOS 15", from the User-Agent the browser sent at sign-in. */
export function describeUserAgent(
  userAgent: string | null,
): Pick<SignedInDevice, 'browser' | 'system' | 'device'> {
  if (!userAgent) return { browser: null, system: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split('.')[0];
  const named = (name: string | undefined, version: string | undefined) =>
    name ? [name, major(version)].filter(Boolean).join(' ') : null;
  const platform = parsed.platform.type;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system: named(parsed.os.name, parsed.os.versionName ? undefined : parsed.os.version) ?? null,
    device:
      platform === 'desktop' || platform === 'mobile' || platform === 'tablet'
        ? platform
        : 'unknown',
  };
}

/** The live sessions of the signed-in user, and signing them out. */
export function createSignedInDevices(db: Database, sessionsService: SessionsService) {
  const live = (session: SessionContext) =>
    and(
      eq(sessions.userId, session.userId),
      eq(sessions.organizationId, session.organizationId),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, sql`now()`),
    );

  return {
    async list(session: SessionContext): Promise<SignedInDevice[]> {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(live(session))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastSeenAt.toISOString(),
        isCurrent: row.id === session.sessionId,
      }));
    },

    /** Sign out one other session of this user; its sockets close on every process. */
    async signOut(session: SessionContext, sessionId: string) {
      if (sessionId === session.sessionId) {
        throw new AppError('VALIDATION_ERROR', SIGNED_IN_DEVICES_MESSAGES.notCurrent);
      }
      const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (!isUuid.test(sessionId))
        throw new AppError('NOT_FOUND', SIGNED_IN_DEVICES_MESSAGES.notFound);
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(live(session), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      if (revoked.length === 0)
        throw new AppError('NOT_FOUND', SIGNED_IN_DEVICES_MESSAGES.notFound);
      await recordAuditEvent(db, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'auth.device_signed_out',
        target: { type: 'session', id: sessionId, label: null },
      });
      await sessionsService.announceRevoked(revoked.map((row) => row.id));
    },

    /**
     * "Sign out everywhere else": every other session of this user. Personal access tokens
     * are left alone (they are listed and revoked in the assistant's settings); a password
     * change ends those too.
     */
    async signOutOthers(session: SessionContext): Promise<number> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(live(session), ne(sessions.id, session.sessionId)))
        .returning({ id: sessions.id });
      await recordAuditEvent(db, {
        organizationId: session.organizationId,
        actorUserId: session.userId,
        action: 'auth.sign_out_everywhere',
        details: { sessionsSignedOut: revoked.length },
      });
      if (revoked.length > 0) await sessionsService.announceRevoked(revoked.map((row) => row.id));
      return revoked.length;
    },
  };
}
