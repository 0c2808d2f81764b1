import { and, eq, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { connectedAccounts, oauthStates } from '../accounts.table.js';

export type NewOAuthState = typeof oauthStates.$inferInsert;

/** A sign-in under way; expired ones are swept on the way. */
export async function insertState(db: DbExecutor, state: NewOAuthState) {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db.insert(oauthStates).values(state);
}

/** Take a state once: the row is deleted as it is read, so a second use finds nothing. */
export async function consumeState(db: DbExecutor, stateHash: string) {
  const [row] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, stateHash))
    .returning();
  return row;
}

/** The user who started the sign-in, still in that organisation. */
export async function findMember(db: DbExecutor, organizationId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.organizationId, organizationId), eq(users.active, true)),
    );
  return row;
}

/** The owner's account already connected for this identity, if any. */
export async function findByIdentity(
  db: DbExecutor,
  key: {
    organizationId: string;
    ownerId: string;
    accountType: 'gmail' | 'outlook';
    externalId: string;
  },
) {
  const [row] = await db
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.organizationId, key.organizationId),
        eq(connectedAccounts.ownerId, key.ownerId),
        eq(connectedAccounts.accountType, key.accountType),
        eq(connectedAccounts.externalId, key.externalId),
      ),
    );
  return row;
}
