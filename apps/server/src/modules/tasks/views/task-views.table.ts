import type { TaskViewFilters } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';

/**
 * Saved views of the tasks screen: a name for a set of filters, a grouping and a layout.
 * Personal to their owner, or shared with every member of the organisation.
 */
export const taskViews = pgTable(
  'task_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    filters: jsonb('filters').$type<TaskViewFilters>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('task_views_org_owner_idx').on(table.organizationId, table.ownerId),
    index('task_views_org_shared_idx')
      .on(table.organizationId)
      .where(sql`${table.shared}`),
  ],
);
