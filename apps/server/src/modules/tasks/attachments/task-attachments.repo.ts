import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { tasks } from '../tasks.table.js';
import { taskAttachments } from './task-attachments.table.js';

export type TaskAttachmentRow = typeof taskAttachments.$inferSelect;
export type NewTaskAttachmentRow = typeof taskAttachments.$inferInsert;
export type UploaderRow = { id: string; username: string; firstName: string; lastName: string };
export type TaskAttachmentWithUploader = {
  attachment: TaskAttachmentRow;
  uploader: UploaderRow | null;
};

const withUploader = {
  attachment: taskAttachments,
  uploader: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
};

/**
 * Lock the task row against other uploads to it (not against edits of its fields: no key
 * update), so two concurrent uploads cannot both pass the per-task count; false when the task
 * is not of the organisation.
 */
export async function lockTaskForAttachments(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)))
    .for('no key update');
  return rows.length > 0;
}

export async function taskExists(db: DbExecutor, organizationId: string, taskId: string) {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, taskId)));
  return rows.length > 0;
}

export async function countAttachments(db: DbExecutor, organizationId: string, taskId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(taskAttachments)
    .where(
      and(eq(taskAttachments.organizationId, organizationId), eq(taskAttachments.taskId, taskId)),
    );
  return row?.total ?? 0;
}

/** A task's attachments with who attached them, oldest first. */
export function listAttachments(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
): Promise<TaskAttachmentWithUploader[]> {
  return db
    .select(withUploader)
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedById))
    .where(
      and(eq(taskAttachments.organizationId, organizationId), eq(taskAttachments.taskId, taskId)),
    )
    .orderBy(asc(taskAttachments.createdAt), asc(taskAttachments.id));
}

/** One attachment of the task, only within the organisation. */
export async function findAttachment(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  attachmentId: string,
): Promise<TaskAttachmentWithUploader | undefined> {
  const [row] = await db
    .select(withUploader)
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedById))
    .where(
      and(
        eq(taskAttachments.organizationId, organizationId),
        eq(taskAttachments.taskId, taskId),
        eq(taskAttachments.id, attachmentId),
      ),
    );
  return row;
}

/** One upload's files keep their order in the list: now() would be the transaction's start. */
export async function insertAttachment(
  db: DbExecutor,
  row: Omit<NewTaskAttachmentRow, 'createdAt'>,
) {
  const [inserted] = await db
    .insert(taskAttachments)
    .values({ ...row, createdAt: sql`clock_timestamp()` })
    .returning();
  return inserted!;
}

export async function deleteAttachment(
  db: DbExecutor,
  organizationId: string,
  attachmentId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(taskAttachments)
    .where(
      and(eq(taskAttachments.organizationId, organizationId), eq(taskAttachments.id, attachmentId)),
    )
    .returning({ id: taskAttachments.id });
  return deleted.length > 0;
}

/** Which of these ids (file names on disk) still have a row: the rest are leftovers. */
export async function existingAttachmentIds(db: DbExecutor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: taskAttachments.id })
    .from(taskAttachments)
    .where(inArray(taskAttachments.id, ids));
  return new Set(rows.map((row) => row.id));
}
