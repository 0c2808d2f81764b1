import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';
import { tasks } from './tasks.table.js';

/** Labels an organisation tags its tasks with; a name is used once per organisation, any case. */
export const taskLabels = pgTable(
  'task_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex colour such as #6b7280. */
    color: text('color').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('task_labels_org_name_idx').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/** Which labels a task carries; both always of the same organisation (checked by the service). */
export const taskLabelLinks = pgTable(
  'task_label_links',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    labelId: uuid('label_id')
      .notNull()
      .references(() => taskLabels.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.taskId, table.labelId] }),
    // The list's label filter: the tasks of one label.
    index('task_label_links_org_label_idx').on(table.organizationId, table.labelId, table.taskId),
  ],
);
