import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { categories } from '../categories/categories.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { projects } from '../projects/projects.table.js';
import { users } from '../users/users.table.js';

/** Notes: private to their author, or shared with the organisation (isOrganization). */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    isOrganization: boolean('is_organization').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notes_org_updated_idx').on(
      table.organizationId,
      table.updatedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('notes_org_project_idx').on(table.organizationId, table.projectId),
    index('notes_org_author_idx').on(table.organizationId, table.authorId, table.projectId),
    index('notes_org_category_idx').on(table.organizationId, table.categoryId),
    index('notes_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('notes_content_trgm_idx').using('gin', table.content.op('gin_trgm_ops')),
  ],
);
