import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { tasks } from '../../tasks/tasks.table.js';
import { users } from '../../users/users.table.js';

/**
 * "Remind me to ... at ...": a task of the user's with the instant its reminder reaches their
 * Inbox. Every server process ticks: one claims a reminder due (`claimed_by` until
 * `claimed_until`), and `delivered_at` is set in the transaction that writes the Inbox item,
 * only by the holder. A process killed in between leaves the claim to run out for another.
 */
export const taskReminders = pgTable(
  'task_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The tick reads only what is still to deliver, by time.
    index('task_reminders_due_idx')
      .on(table.remindAt)
      .where(sql`${table.deliveredAt} is null`),
    index('task_reminders_task_idx').on(table.organizationId, table.taskId),
  ],
);
