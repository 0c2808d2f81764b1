import type { InboxItemTexts } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { connectedAccounts } from '../accounts/accounts.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * What needs a user, one row per recipient. `dedupe_key` is unique per recipient, so a retry
 * or a second process adding the same item adds nothing (and delivers nothing).
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLink: text('subject_link').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** The keys and values of the title and body (`INBOX_ITEM_TEXTS`); the web shows them translated. */
    texts: jsonb('texts').$type<InboxItemTexts>().notNull().default({}),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('inbox_items_recipient_dedupe_idx').on(table.recipientId, table.dedupeKey),
    // The list, newest first, per user and organisation (id breaks ties for the cursor).
    index('inbox_items_recipient_list_idx').on(
      table.organizationId,
      table.recipientId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // The unread count: only unread rows are in it.
    index('inbox_items_recipient_unread_idx')
      .on(table.organizationId, table.recipientId, table.kind)
      .where(sql`${table.readAt} is null`),
  ],
);

/** A user's delivery choice per kind; a kind without a row uses the default. */
export const inboxPreferences = pgTable(
  'inbox_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Mail accounts whose new mail their owner wants in the Inbox (the `mail` kind). A row means
 * yes; no row, the default, means no.
 */
export const inboxMailAccounts = pgTable(
  'inbox_mail_accounts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.userId] })],
);
