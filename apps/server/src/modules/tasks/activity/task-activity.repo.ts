import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { taskActivity } from './task-activity.table.js';

export type ActivityCursor = { createdAt: Date; id: string };

/** A page of the task's history, newest first, before the cursor, with who did each. */
export function listActivity(
  db: DbExecutor,
  organizationId: string,
  taskId: string,
  options: { before?: ActivityCursor; limit: number },
) {
  const { before } = options;
  return db
    .select({
      entry: taskActivity,
      actor: {
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      },
    })
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.actorId))
    .where(
      and(
        eq(taskActivity.organizationId, organizationId),
        eq(taskActivity.taskId, taskId),
        before
          ? or(
              lt(taskActivity.createdAt, before.createdAt),
              and(eq(taskActivity.createdAt, before.createdAt), lt(taskActivity.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(options.limit);
}
