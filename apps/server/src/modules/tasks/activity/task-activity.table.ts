import type { InboxTextValues } from '@worksphere/contracts';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';
import { tasks } from '../tasks.table.js';

/**
 * A task's history, one row per changed field. The values are kept as people read them when
 * the change happened (state and label names, person names, ISO dates), so renaming or deleting
 * a state later does not rewrite the past. Rows of one save share an event id.
 */
export const taskActivity = pgTable(
  'task_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The history, newest first (id breaks ties for the cursor).
    index('task_activity_task_idx').on(
      table.organizationId,
      table.taskId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/**
 * Watchers still to be told of a change (an outbox): written in the change's transaction, so a
 * change that rolls back tells nobody, and delivered once it is visible, i.e. committed.
 */
export const taskChangeNotices = pgTable(
  'task_change_notices',
  {
    eventId: uuid('event_id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The task's title and the watched fields that changed with their new values, as keys and
     * values (`taskWatchedChange`): the item's body in each reader's language.
     */
    changes: jsonb('changes').$type<InboxTextValues>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('task_change_notices_pending_idx').on(table.createdAt)],
);
