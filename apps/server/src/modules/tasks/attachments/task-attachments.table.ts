import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';
import { tasks } from '../tasks.table.js';

/**
 * Files attached to a task. The bytes live under DATA_DIR/uploads/{organizationId}/tasks/{id}
 * (a name we create, never the user's); deleting the task removes the rows, and the files
 * left without a row are swept at start-up.
 */
export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    /** Read from the bytes at upload; application/octet-stream when unknown. */
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('task_attachments_task_idx').on(table.taskId, table.createdAt)],
);
