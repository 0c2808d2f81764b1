import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { aiAccessTokens } from '../ai.table.js';
import type { AiOwner } from '../ai.repo.js';
import { aiPendingActions, type AiPendingActionRow } from './actions.table.js';

const owned = (owner: AiOwner, id: string) =>
  and(
    eq(aiPendingActions.id, id),
    eq(aiPendingActions.organizationId, owner.organizationId),
    eq(aiPendingActions.userId, owner.userId),
  );

export async function insertAction(
  db: DbExecutor,
  values: {
    owner: AiOwner;
    conversationId: string | null;
    source: 'assistant' | 'mcp';
    tool: string;
    args: unknown;
    ttlMinutes: number;
  },
): Promise<AiPendingActionRow> {
  const [row] = await db
    .insert(aiPendingActions)
    .values({
      ...values.owner,
      conversationId: values.conversationId,
      source: values.source,
      tool: values.tool,
      args: values.args,
      expiresAt: sql`now() + make_interval(mins => ${values.ttlMinutes})`,
    })
    .returning();
  return row!;
}

export async function setConversation(db: DbExecutor, id: string, conversationId: string) {
  await db.update(aiPendingActions).set({ conversationId }).where(eq(aiPendingActions.id, id));
}

export async function findAction(db: DbExecutor, owner: AiOwner, id: string) {
  const [row] = await db.select().from(aiPendingActions).where(owned(owner, id));
  return row;
}

/**
 * Pending and not expired becomes `status`, in one statement: of two presses (two tabs, a
 * double click, two processes) exactly one gets the row back and runs the action.
 */
export async function claimAction(
  db: DbExecutor,
  owner: AiOwner,
  id: string,
  status: 'confirmed' | 'cancelled',
) {
  const [row] = await db
    .update(aiPendingActions)
    .set({ status, decidedAt: sql`now()` })
    .where(
      and(
        owned(owner, id),
        eq(aiPendingActions.status, 'pending'),
        gt(aiPendingActions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** A pending action past its expiry is marked so (the press that found it says so). */
export async function expireAction(db: DbExecutor, owner: AiOwner, id: string) {
  const [row] = await db
    .update(aiPendingActions)
    .set({ status: 'expired', decidedAt: sql`now()` })
    .where(and(owned(owner, id), eq(aiPendingActions.status, 'pending')))
    .returning();
  return row;
}

export async function recordOutcome(
  db: DbExecutor,
  id: string,
  status: 'confirmed' | 'failed',
  result: string,
) {
  const [row] = await db
    .update(aiPendingActions)
    .set({ status, result })
    .where(eq(aiPendingActions.id, id))
    .returning();
  return row!;
}

export async function listForConversation(db: DbExecutor, conversationId: string) {
  return db
    .select()
    .from(aiPendingActions)
    .where(eq(aiPendingActions.conversationId, conversationId))
    .orderBy(asc(aiPendingActions.createdAt));
}

/** The caller's own token (by the id its session carries): its name and its flag. */
export async function findOwnToken(db: DbExecutor, owner: AiOwner, tokenId: string) {
  const [row] = await db
    .select({
      name: aiAccessTokens.name,
      actsWithoutConfirmation: aiAccessTokens.actsWithoutConfirmation,
    })
    .from(aiAccessTokens)
    .where(
      and(
        eq(aiAccessTokens.id, tokenId),
        eq(aiAccessTokens.organizationId, owner.organizationId),
        eq(aiAccessTokens.userId, owner.userId),
      ),
    );
  return row;
}
