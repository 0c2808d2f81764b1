import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { tasks } from '../tasks.table.js';
import { taskCommentReactions, taskComments } from './task-comments.table.js';

export type CommentCursor = { createdAt: Date; id: string };
export type CommentRow = typeof taskComments.$inferSelect;
export type AuthorRow = { id: string; username: string; firstName: string; lastName: string };

/** The task's id and title, or undefined when the organisation has no such task. */
export async function findTaskHeader(db: DbExecutor, organizationId: string, taskId: string) {
  const [row] = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)));
  return row;
}

const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A page of the task's comments, oldest first, after the cursor, with their authors. */
export function listComments(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  options: { after?: CommentCursor; limit: number },
) {
  const { after } = options;
  return db
    .select({ comment: taskComments, author: authorColumns })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(
      and(
        eq(taskComments.organizationId, organizationId),
        eq(taskComments.taskId, taskId),
        after
          ? or(
              gt(taskComments.createdAt, after.createdAt),
              and(eq(taskComments.createdAt, after.createdAt), gt(taskComments.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
    .limit(options.limit);
}

/** One comment of the organisation with its author (for update: locked). */
export async function findComment(
  db: DbExecutor,
  organizationId: string,
  commentId: string,
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select({ comment: taskComments, author: authorColumns })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(and(eq(taskComments.organizationId, organizationId), eq(taskComments.id, commentId)));
  const [row] = await (options.forUpdate ? query.for('update', { of: taskComments }) : query);
  return row;
}

export async function insertComment(
  db: DbExecutor,
  values: { organizationId: string; taskId: string; authorId: string; body: string },
) {
  // A time in milliseconds, as the cursor carries it (now() would add microseconds).
  const [row] = await db
    .insert(taskComments)
    .values({ ...values, createdAt: new Date() })
    .returning();
  return row!;
}

export async function updateCommentBody(
  db: DbExecutor,
  organizationId: string,
  commentId: string,
  body: string,
) {
  await db
    .update(taskComments)
    .set({ body, editedAt: new Date() })
    .where(and(eq(taskComments.organizationId, organizationId), eq(taskComments.id, commentId)));
}

export async function deleteComment(db: DbExecutor, organizationId: string, commentId: string) {
  await db
    .delete(taskComments)
    .where(and(eq(taskComments.organizationId, organizationId), eq(taskComments.id, commentId)));
}

/** Each comment's reactions grouped by emoji, in the order each emoji first came. */
export async function reactionsOf(
  db: DbExecutor,
  organizationId: string,
  commentIds: string[],
  viewerId: string,
) {
  if (!commentIds.length) return [];
  return db
    .select({
      commentId: taskCommentReactions.commentId,
      emoji: taskCommentReactions.emoji,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${taskCommentReactions.userId} = ${viewerId})`,
    })
    .from(taskCommentReactions)
    .where(
      and(
        eq(taskCommentReactions.organizationId, organizationId),
        inArray(taskCommentReactions.commentId, commentIds),
      ),
    )
    .groupBy(taskCommentReactions.commentId, taskCommentReactions.emoji)
    .orderBy(sql`min(${taskCommentReactions.createdAt})`, taskCommentReactions.emoji);
}

export async function addReaction(
  db: DbExecutor,
  values: { organizationId: string; commentId: string; userId: string; emoji: string },
) {
  await db.insert(taskCommentReactions).values(values).onConflictDoNothing();
}

export async function removeReaction(
  db: DbExecutor,
  values: { organizationId: string; commentId: string; userId: string; emoji: string },
) {
  await db
    .delete(taskCommentReactions)
    .where(
      and(
        eq(taskCommentReactions.organizationId, values.organizationId),
        eq(taskCommentReactions.commentId, values.commentId),
        eq(taskCommentReactions.userId, values.userId),
        eq(taskCommentReactions.emoji, values.emoji),
      ),
    );
}
