import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TASK_STATE_TYPES } from '@worksphere/contracts';
import { organizations } from '../organizations/organizations.table.js';

/**
 * The workflow states of an organisation's tasks (the columns of the board), in `position`
 * order. A task is completed exactly when its state's type is 'done' or 'canceled'.
 */
export const taskStates = pgTable(
  'task_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex colour such as #6b7280. */
    color: text('color').notNull(),
    type: text('type', { enum: TASK_STATE_TYPES }).notNull(),
    /** Column order within the organisation, lowest first. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_states_org_position_idx').on(table.organizationId, table.position),
    check(
      'task_states_type_check',
      sql`${table.type} in ('backlog', 'unstarted', 'started', 'done', 'canceled')`,
    ),
  ],
);
