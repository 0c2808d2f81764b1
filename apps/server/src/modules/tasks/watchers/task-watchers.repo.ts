import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { taskWatchers } from './task-watchers.table.js';

/** Make these users watch the task; those already watching stay as they are. */
export async function addWatchers(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  userIds: string[],
) {
  const unique = [...new Set(userIds)];
  if (!unique.length) return;
  await db
    .insert(taskWatchers)
    .values(unique.map((userId) => ({ organizationId, taskId, userId })))
    .onConflictDoNothing();
}

export async function removeWatcher(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  userId: string,
) {
  await db
    .delete(taskWatchers)
    .where(
      and(
        eq(taskWatchers.organizationId, organizationId),
        eq(taskWatchers.taskId, taskId),
        eq(taskWatchers.userId, userId),
      ),
    );
}

/** The task's watchers who are active members, as people, in the order they started. */
export function listWatchers(db: DbExecutor, organizationId: string, taskId: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(taskWatchers)
    .innerJoin(users, eq(users.id, taskWatchers.userId))
    .where(
      and(
        eq(taskWatchers.organizationId, organizationId),
        eq(taskWatchers.taskId, taskId),
        eq(users.organizationId, organizationId),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(taskWatchers.createdAt), asc(users.id));
}

/** Ids of the task's watchers (the inbox drops inactive members itself). */
export async function listWatcherIds(db: DbExecutor, organizationId: string, taskId: string) {
  const rows = await db
    .select({ userId: taskWatchers.userId })
    .from(taskWatchers)
    .where(and(eq(taskWatchers.organizationId, organizationId), eq(taskWatchers.taskId, taskId)));
  return rows.map((row) => row.userId);
}
