import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import { sessions } from './sessions.table.js';

export async function insertSession(db: DbExecutor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** A session with its user, whatever its state; the caller decides what is usable. */
export async function findSessionByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row;
}

/** Slide the expiry forward on use. */
export async function touchSession(db: DbExecutor, sessionId: string, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(), expiresAt })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbExecutor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revoke every live session of a user, optionally keeping one. */
export async function revokeUserSessions(db: DbExecutor, userId: string, keepSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
