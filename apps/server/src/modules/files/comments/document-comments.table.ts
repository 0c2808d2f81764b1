import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';
import { fileEntries } from '../files.table.js';

/**
 * A comment thread on a range of a document. The range is a `comment` mark in the shared (Yjs)
 * document carrying this id, so it follows concurrent edits; quote is the text when it started.
 */
export const documentCommentThreads = pgTable(
  'document_comment_threads',
  {
    id: uuid('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => fileEntries.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    quote: text('quote').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('document_comment_threads_entry_idx').on(
      table.organizationId,
      table.entryId,
      table.createdAt,
    ),
  ],
);

/** The messages of a thread, oldest first: the first is the comment itself. */
export const documentCommentReplies = pgTable(
  'document_comment_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => documentCommentThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its author last changed the text (the panel says "edited"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    index('document_comment_replies_thread_idx').on(
      table.organizationId,
      table.threadId,
      table.createdAt,
    ),
  ],
);
