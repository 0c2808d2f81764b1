import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { tasks } from '../../tasks/tasks.table.js';
import { taskReminders } from './task-reminders.table.js';

export async function insertReminder(
  db: DbExecutor,
  values: { organizationId: string; taskId: string; userId: string; remindAt: Date },
) {
  const [row] = await db.insert(taskReminders).values(values).returning();
  return row!;
}

/**
 * Claim the reminders due at `now` (delivered_at set in one update: a row another process
 * claimed first is not returned here) and answer them with their task's title and state.
 */
export async function claimDue(db: DbExecutor, now: Date) {
  const claimed = await db
    .update(taskReminders)
    .set({ deliveredAt: now })
    .where(and(isNull(taskReminders.deliveredAt), lte(taskReminders.remindAt, now)))
    .returning();
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, isCompleted: tasks.isCompleted })
    .from(tasks)
    .where(
      inArray(
        tasks.id,
        claimed.map((row) => row.taskId),
      ),
    );
  const taskOf = new Map(rows.map((row) => [row.id, row]));
  return claimed.flatMap((reminder) => {
    const task = taskOf.get(reminder.taskId);
    return task ? [{ ...reminder, title: task.title, isCompleted: task.isCompleted }] : [];
  });
}

/** The reminders of one task of the organisation (tests, and the task's own view later). */
export function remindersOfTask(db: DbExecutor, organizationId: string, taskId: string) {
  return db
    .select()
    .from(taskReminders)
    .where(and(eq(taskReminders.organizationId, organizationId), eq(taskReminders.taskId, taskId)));
}
