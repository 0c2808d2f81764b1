import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { leaseEnd } from '../../../platform/jobs/claim-lease.js';
import { tasks } from '../../tasks/tasks.table.js';
import { taskReminders } from './task-reminders.table.js';

export async function insertReminder(
  db: DbExecutor,
  values: { organizationId: string; taskId: string; userId: string; remindAt: Date },
) {
  const [row] = await db.insert(taskReminders).values(values).returning();
  return row!;
}

/** A claim takes at most this many reminders: the rest wait for the next claim, or process. */
const CLAIM_BATCH = 100;

/**
 * Claim reminders due at `now` for `holder` until the lease ends: those never claimed, or whose
 * holder's lease ran out before it delivered (rows another process is claiming are skipped,
 * not waited for). Answers them with their task's title and state.
 */
export async function claimDue(
  db: DbExecutor,
  now: Date,
  holder: { claimedBy: string; leaseMs: number },
) {
  const claimable = db
    .select({ id: taskReminders.id })
    .from(taskReminders)
    .where(
      and(
        isNull(taskReminders.deliveredAt),
        lte(taskReminders.remindAt, now),
        or(isNull(taskReminders.claimedUntil), lt(taskReminders.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(taskReminders.remindAt)
    .limit(CLAIM_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(taskReminders)
    .set({ claimedBy: holder.claimedBy, claimedUntil: leaseEnd(holder.leaseMs) })
    .where(inArray(taskReminders.id, claimable))
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

/**
 * Mark a reminder delivered at `now` if `claimedBy` still holds its claim (in the transaction
 * that writes its Inbox item): answers whether it did. The row lock makes a process taking
 * the claim back wait, then find it delivered.
 */
export async function markDelivered(
  db: DbExecutor,
  reminderId: string,
  claimedBy: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(taskReminders)
    .set({ deliveredAt: now, claimedUntil: null })
    .where(
      and(
        eq(taskReminders.id, reminderId),
        eq(taskReminders.claimedBy, claimedBy),
        isNull(taskReminders.deliveredAt),
      ),
    )
    .returning({ id: taskReminders.id });
  return rows.length > 0;
}

/** The reminders of one task of the organisation (tests, and the task's own view later). */
export function remindersOfTask(db: DbExecutor, organizationId: string, taskId: string) {
  return db
    .select()
    .from(taskReminders)
    .where(and(eq(taskReminders.organizationId, organizationId), eq(taskReminders.taskId, taskId)));
}
