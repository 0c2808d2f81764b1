import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';

/** Projects group tasks and notes; archived ones stay readable. Names are unique, ignoring case. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Kept by triggers on tasks and notes (migration 0001), never written by the app. */
    openTaskCount: integer('open_task_count').notNull().default(0),
    completedTaskCount: integer('completed_task_count').notNull().default(0),
    sharedNoteCount: integer('shared_note_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('projects_organization_name_idx').on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
  ],
);
