import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { documentCommentReplies, documentCommentThreads } from './document-comments.table.js';

export type ThreadRow = typeof documentCommentThreads.$inferSelect;
export type PersonRow = { id: string; username: string; firstName: string; lastName: string };

const resolver = alias(users, 'resolver');

const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};
const resolverColumns = {
  id: resolver.id,
  username: resolver.username,
  firstName: resolver.firstName,
  lastName: resolver.lastName,
};

/** The organisation's threads (of one document, or these ids) with their author and resolver. */
export function listThreads(
  db: DbExecutor,
  organizationId: string,
  where: { entryId?: string; ids?: string[] },
) {
  return db
    .select({ thread: documentCommentThreads, author: authorColumns, resolvedBy: resolverColumns })
    .from(documentCommentThreads)
    .leftJoin(users, eq(users.id, documentCommentThreads.authorId))
    .leftJoin(resolver, eq(resolver.id, documentCommentThreads.resolvedById))
    .where(
      and(
        eq(documentCommentThreads.organizationId, organizationId),
        where.entryId ? eq(documentCommentThreads.entryId, where.entryId) : undefined,
        where.ids ? inArray(documentCommentThreads.id, where.ids) : undefined,
      ),
    )
    .orderBy(asc(documentCommentThreads.createdAt), asc(documentCommentThreads.id));
}

/** The replies of these threads, oldest first, with their authors. */
export function listReplies(db: DbExecutor, organizationId: string, threadIds: string[]) {
  if (!threadIds.length) return Promise.resolve([]);
  return db
    .select({ reply: documentCommentReplies, author: authorColumns })
    .from(documentCommentReplies)
    .leftJoin(users, eq(users.id, documentCommentReplies.authorId))
    .where(
      and(
        eq(documentCommentReplies.organizationId, organizationId),
        inArray(documentCommentReplies.threadId, threadIds),
      ),
    )
    .orderBy(asc(documentCommentReplies.createdAt), asc(documentCommentReplies.id));
}

/** One thread of the organisation (for update: locked). */
export async function findThread(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select()
    .from(documentCommentThreads)
    .where(
      and(
        eq(documentCommentThreads.organizationId, organizationId),
        eq(documentCommentThreads.id, threadId),
      ),
    );
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** A new thread; undefined when the id is taken already. */
export async function insertThread(
  db: DbExecutor,
  values: { id: string; organizationId: string; entryId: string; authorId: string; quote: string },
) {
  const [row] = await db
    .insert(documentCommentThreads)
    .values(values)
    .onConflictDoNothing({ target: documentCommentThreads.id })
    .returning();
  return row;
}

export async function insertReply(
  db: DbExecutor,
  values: { organizationId: string; threadId: string; authorId: string; body: string },
) {
  const [row] = await db.insert(documentCommentReplies).values(values).returning();
  return row!;
}

export async function setResolved(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  resolvedBy: string | null,
) {
  await db
    .update(documentCommentThreads)
    .set({ resolvedAt: resolvedBy ? new Date() : null, resolvedById: resolvedBy })
    .where(
      and(
        eq(documentCommentThreads.organizationId, organizationId),
        eq(documentCommentThreads.id, threadId),
      ),
    );
}

/** One message of a thread of the organisation. */
export async function findReply(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  replyId: string,
) {
  const [row] = await db
    .select()
    .from(documentCommentReplies)
    .where(
      and(
        eq(documentCommentReplies.organizationId, organizationId),
        eq(documentCommentReplies.threadId, threadId),
        eq(documentCommentReplies.id, replyId),
      ),
    );
  return row;
}

/** The first message of a thread (the comment itself). */
export async function findFirstReply(db: DbExecutor, organizationId: string, threadId: string) {
  const [row] = await db
    .select()
    .from(documentCommentReplies)
    .where(
      and(
        eq(documentCommentReplies.organizationId, organizationId),
        eq(documentCommentReplies.threadId, threadId),
      ),
    )
    .orderBy(asc(documentCommentReplies.createdAt), asc(documentCommentReplies.id))
    .limit(1);
  return row;
}

/** One reply, only within the organisation. */
const replyOfOrganization = (organizationId: string, replyId: string) =>
  and(
    eq(documentCommentReplies.organizationId, organizationId),
    eq(documentCommentReplies.id, replyId),
  );

export async function updateReplyBody(
  db: DbExecutor,
  organizationId: string,
  replyId: string,
  body: string,
) {
  await db
    .update(documentCommentReplies)
    .set({ body, editedAt: new Date() })
    .where(replyOfOrganization(organizationId, replyId));
}

export async function deleteReply(db: DbExecutor, organizationId: string, replyId: string) {
  await db.delete(documentCommentReplies).where(replyOfOrganization(organizationId, replyId));
}

/** The thread and (by cascade) its replies. */
export async function deleteThread(db: DbExecutor, organizationId: string, threadId: string) {
  await db
    .delete(documentCommentThreads)
    .where(
      and(
        eq(documentCommentThreads.organizationId, organizationId),
        eq(documentCommentThreads.id, threadId),
      ),
    );
}

/** Active members of the organisation by username (case-insensitive), the author excluded. */
export async function findMembersByUsername(
  db: DbExecutor,
  organizationId: string,
  usernames: string[],
  exceptUserId: string,
) {
  if (!usernames.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(sql`lower(${users.username})`, usernames),
      ),
    );
  return rows.map((row) => row.id).filter((id) => id !== exceptUserId);
}
