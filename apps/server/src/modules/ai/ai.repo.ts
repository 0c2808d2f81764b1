import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AiRole } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { aiConversations, aiMessages } from './ai.table.js';

export type AiConversationRow = typeof aiConversations.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;

/** Whose conversations: always the caller's own, inside their organisation. */
export type AiOwner = { organizationId: string; userId: string };

const ownedBy = (owner: AiOwner) =>
  and(
    eq(aiConversations.organizationId, owner.organizationId),
    eq(aiConversations.userId, owner.userId),
  );

export async function listConversations(db: DbExecutor, owner: AiOwner) {
  return db
    .select({
      conversation: aiConversations,
      messageCount: sql<number>`(select count(*)::int from ${aiMessages} where ${aiMessages.conversationId} = ${aiConversations.id})`,
    })
    .from(aiConversations)
    .where(ownedBy(owner))
    .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
    .limit(500);
}

export async function findConversation(db: DbExecutor, owner: AiOwner, sessionId: string) {
  const [row] = await db
    .select()
    .from(aiConversations)
    .where(and(ownedBy(owner), eq(aiConversations.sessionId, sessionId)));
  return row;
}

/** The client session id of one of the owner's conversations. */
export async function sessionIdOf(db: DbExecutor, owner: AiOwner, conversationId: string) {
  const [row] = await db
    .select({ sessionId: aiConversations.sessionId })
    .from(aiConversations)
    .where(and(ownedBy(owner), eq(aiConversations.id, conversationId)));
  return row?.sessionId ?? null;
}

export async function listMessages(db: DbExecutor, conversationId: string, limit?: number) {
  const query = db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(asc(aiMessages.position));
  return limit === undefined ? query : query.limit(limit);
}

/** The newest `limit` messages, oldest first (the history sent to a model). */
export async function listRecentMessages(db: DbExecutor, conversationId: string, limit: number) {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, conversationId))
    .orderBy(desc(aiMessages.position))
    .limit(limit);
  return rows.reverse();
}

/** The conversation of (owner, sessionId), made on first use; its title is the first message. */
export async function ensureConversation(
  db: DbExecutor,
  owner: AiOwner,
  sessionId: string,
  title: string,
): Promise<AiConversationRow> {
  const [row] = await db
    .insert(aiConversations)
    .values({ ...owner, sessionId, title })
    .onConflictDoUpdate({
      target: [aiConversations.userId, aiConversations.sessionId],
      set: { updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function appendMessages(
  db: DbExecutor,
  conversationId: string,
  messages: Array<{ role: AiRole; content: string; reasoning?: string | null }>,
) {
  if (!messages.length) return;
  await db.insert(aiMessages).values(
    messages.map((message) => ({
      conversationId,
      role: message.role,
      content: message.content,
      reasoning: message.reasoning ?? null,
    })),
  );
  await db
    .update(aiConversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(aiConversations.id, conversationId));
}

export async function deleteConversation(db: DbExecutor, owner: AiOwner, sessionId: string) {
  const rows = await db
    .delete(aiConversations)
    .where(and(ownedBy(owner), eq(aiConversations.sessionId, sessionId)))
    .returning({ id: aiConversations.id });
  return rows.length > 0;
}

export async function deleteAllConversations(db: DbExecutor, owner: AiOwner) {
  const rows = await db
    .delete(aiConversations)
    .where(ownedBy(owner))
    .returning({ id: aiConversations.id });
  return rows.length;
}

export async function countConversations(db: DbExecutor, owner: AiOwner) {
  const [row] = await db.select({ value: count() }).from(aiConversations).where(ownedBy(owner));
  return row?.value ?? 0;
}
