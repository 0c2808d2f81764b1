import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import {
  twoFactorChallenges,
  twoFactorPasskeys,
  twoFactorPolicies,
  twoFactorRecoveryCodes,
  twoFactorSpentPending,
  twoFactorTotp,
} from './two-factor.table.js';

export async function findTotp(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
  return row;
}

/** Keep a new secret waiting for its first code (replaces any earlier waiting one). */
export async function savePendingTotpSecret(
  db: DbExecutor,
  values: { userId: string; organizationId: string; pendingSecretSealed: string },
) {
  await db
    .insert(twoFactorTotp)
    .values(values)
    .onConflictDoUpdate({
      target: twoFactorTotp.userId,
      set: { pendingSecretSealed: values.pendingSecretSealed, updatedAt: new Date() },
    });
}

/** The waiting secret becomes the secret, with the step of the code that confirmed it. */
export async function enableTotp(db: DbExecutor, userId: string, step: number) {
  const rows = await db
    .update(twoFactorTotp)
    .set({
      secretSealed: twoFactorTotp.pendingSecretSealed,
      pendingSecretSealed: null,
      lastUsedStep: step,
      enabledAt: new Date(),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        isNull(twoFactorTotp.secretSealed),
        sql`${twoFactorTotp.pendingSecretSealed} is not null`,
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return rows.length > 0;
}

/**
 * Spend a time step: true only when it is later than the last one accepted, so a code (or an
 * earlier one) is never accepted twice, even by two requests at once.
 */
export async function spendTotpStep(db: DbExecutor, userId: string, step: number) {
  const rows = await db
    .update(twoFactorTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorTotp.userId, userId),
        sql`${twoFactorTotp.secretSealed} is not null`,
        or(isNull(twoFactorTotp.lastUsedStep), lt(twoFactorTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: twoFactorTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: DbExecutor, userId: string) {
  await db.delete(twoFactorTotp).where(eq(twoFactorTotp.userId, userId));
}

export async function replaceRecoveryCodes(
  db: DbExecutor,
  user: { userId: string; organizationId: string },
  codeHashes: string[],
) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.userId));
  if (!codeHashes.length) return;
  await db
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ ...user, codeHash })));
}

/** Spend a recovery code once: true only for the request that marked it used. */
export async function spendRecoveryCode(db: DbExecutor, userId: string, codeHash: string) {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.left ?? 0);
}

export async function listPasskeys(db: DbExecutor, userId: string) {
  return db
    .select()
    .from(twoFactorPasskeys)
    .where(eq(twoFactorPasskeys.userId, userId))
    .orderBy(twoFactorPasskeys.createdAt);
}

export async function insertPasskey(db: DbExecutor, values: typeof twoFactorPasskeys.$inferInsert) {
  const [row] = await db.insert(twoFactorPasskeys).values(values).returning();
  return row!;
}

/** Only the caller's own passkey, in the caller's organisation. */
export async function deletePasskey(
  db: DbExecutor,
  scope: { userId: string; organizationId: string },
  id: string,
) {
  const rows = await db
    .delete(twoFactorPasskeys)
    .where(
      and(
        eq(twoFactorPasskeys.id, id),
        eq(twoFactorPasskeys.userId, scope.userId),
        eq(twoFactorPasskeys.organizationId, scope.organizationId),
      ),
    )
    .returning({ id: twoFactorPasskeys.id });
  return rows.length > 0;
}

export async function markPasskeyUsed(db: DbExecutor, id: string, counter: number) {
  await db
    .update(twoFactorPasskeys)
    .set({ counter, lastUsedAt: new Date() })
    .where(eq(twoFactorPasskeys.id, id));
}

/** Open (or replace) the challenge of a purpose. */
export async function saveChallenge(
  db: DbExecutor,
  values: { purposeKey: string; userId: string; challenge: string; expiresAt: Date },
) {
  await db
    .insert(twoFactorChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: twoFactorChallenges.purposeKey,
      set: { challenge: values.challenge, expiresAt: values.expiresAt, userId: values.userId },
    });
}

/** Take the challenge of a purpose (spent whatever the answer), if it has not expired. */
export async function takeChallenge(db: DbExecutor, purposeKey: string, userId: string) {
  const [row] = await db
    .delete(twoFactorChallenges)
    .where(
      and(eq(twoFactorChallenges.purposeKey, purposeKey), eq(twoFactorChallenges.userId, userId)),
    )
    .returning();
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : undefined;
}

/** Mark a pending sign-in used; false when it was already. Old marks are swept on the way. */
export async function spendPending(db: DbExecutor, tokenId: string, expiresAt: Date) {
  await db.delete(twoFactorSpentPending).where(lt(twoFactorSpentPending.expiresAt, new Date()));
  const rows = await db
    .insert(twoFactorSpentPending)
    .values({ tokenId, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: twoFactorSpentPending.tokenId });
  return rows.length > 0;
}

export async function isTwoFactorRequired(db: DbExecutor, organizationId: string) {
  const [row] = await db
    .select({ required: twoFactorPolicies.required })
    .from(twoFactorPolicies)
    .where(eq(twoFactorPolicies.organizationId, organizationId));
  return row?.required ?? false;
}

export async function setTwoFactorRequired(
  db: DbExecutor,
  organizationId: string,
  required: boolean,
  updatedBy: string,
) {
  await db
    .insert(twoFactorPolicies)
    .values({ organizationId, required, updatedBy })
    .onConflictDoUpdate({
      target: twoFactorPolicies.organizationId,
      set: { required, updatedBy, updatedAt: new Date() },
    });
}

/** Was this pending sign-in already turned into a session? */
export async function isPendingSpent(db: DbExecutor, tokenId: string) {
  const [row] = await db
    .select({ tokenId: twoFactorSpentPending.tokenId })
    .from(twoFactorSpentPending)
    .where(eq(twoFactorSpentPending.tokenId, tokenId));
  return Boolean(row);
}

/** Every user of the organisation (whose sessions read the rule). */
export async function listUserIds(db: DbExecutor, organizationId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.organizationId, organizationId));
  return rows.map((row) => row.id);
}
