import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { sessions } from './sessions.table.js';
import { twoFactorPendingColumn } from './two-factor/two-factor.gate.js';

export async function insertSession(db: DbExecutor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/**
 * The hot path of every signed-in request: a live session (not revoked, not expired, its user
 * active) by token hash, with only what the session context needs. A named prepared statement:
 * PostgreSQL plans it once per connection.
 */
export function prepareFindLiveSession(db: Database) {
  return db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      organizationId: users.organizationId,
      role: users.role,
      permissions: users.permissions,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorPending: twoFactorPendingColumn(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .prepare('find_live_session');
}

export type LiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof prepareFindLiveSession>['execute']>
>[number];

/** Slide the expiry forward on use. */
export async function touchSession(db: DbExecutor, sessionId: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.id, sessionId));
}

/** Revoke the session of a token; the ids actually revoked (none if it was already dead). */
export async function revokeSessionByTokenHash(db: DbExecutor, tokenHash: string) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/**
 * Revoke every live session of a user, optionally keeping one; the ids revoked. What ends every
 * session (password change or reset, deactivation) also ends the user's personal access tokens
 * made until now, for good: a reactivated user's old tokens stay dead.
 */
export async function revokeUserSessions(
  db: DbExecutor,
  userId: string,
  keepSessionId?: string,
): Promise<string[]> {
  await db
    .update(users)
    .set({ credentialsChangedAt: sql`now()` })
    .where(eq(users.id, userId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
