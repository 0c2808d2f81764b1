import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';
import { tasks } from '../tasks.table.js';

/** Comments on a task; the body is sanitised HTML that may hold mentions. */
export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author changed the body; null for an unedited comment. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    // The thread, oldest first (id breaks ties for the cursor).
    index('task_comments_task_idx').on(
      table.organizationId,
      table.taskId,
      table.createdAt,
      table.id,
    ),
  ],
);

/** One person's emoji on a comment; the same emoji twice by one person is one reaction. */
export const taskCommentReactions = pgTable(
  'task_comment_reactions',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => taskComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.commentId, table.userId, table.emoji] })],
);
