import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { connectedAccounts } from '../../accounts/accounts.table.js';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const OUTBOX_STATES = ['scheduled', 'sending', 'sent', 'failed', 'cancelled'] as const;

/**
 * Messages waiting to go out (undo send, scheduled send). The MIME bytes are built when the user
 * presses Send; a row is claimed once (scheduled → sending) by whichever process sees it due,
 * so a restart sends what was waiting and nothing is sent twice.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    raw: bytea('raw').notNull(),
    envelope: jsonb('envelope').$type<{ from: string; to: string[] }>().notNull(),
    messageIdHeader: text('message_id_header').notNull(),
    subject: text('subject').notNull().default(''),
    recipients: text('recipients').notNull().default(''),
    /** The saved draft this message was sent from: removed once it is sent. */
    draftId: uuid('draft_id'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: OUTBOX_STATES }).notNull().default('scheduled'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.sendAt)
      .where(sql`${table.state} = 'scheduled'`),
    index('email_outbox_user_idx').on(table.organizationId, table.userId, table.state),
  ],
);

/** A user's mail settings: how long Send waits for an Undo. */
export const emailUserSettings = pgTable('email_user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  undoSendSeconds: integer('undo_send_seconds').notNull().default(10),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's signature for one mail account (shared accounts: each user has their own). */
export const emailSignatures = pgTable(
  'email_signatures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    html: text('html').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.accountId] })],
);
