import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAIL_FOLDER_ROLES, type MailAddress } from '@worksphere/contracts';
import { connectedAccounts } from '../accounts/accounts.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Chinese, Japanese (kana, kanji) and Korean: scripts written without spaces between words. */
const CJK = sql.raw(`'[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]'`);

/**
 * What the trigram index covers (migration 0042): subject and attachment names, and the body
 * only when it holds CJK text (other bodies are found by their words, through `search`).
 */
function trigramText(table: {
  subject: AnyPgColumn;
  attachmentNames: AnyPgColumn;
  bodyText: AnyPgColumn;
}): SQL {
  const body = sql`left(${table.bodyText}, 20000)`;
  return sql`(${table.subject} || ' ' || ${table.attachmentNames} || ' ' || case when ${body} ~ ${CJK} then ${body} else '' end)`;
}

/** The vector of a body's words, as `body_search` holds it (weight D, the first 200,000 characters). */
export function bodyVector(bodyText: AnyPgColumn | SQL): SQL {
  return sql`setweight(to_tsvector('simple'::regconfig, left(${bodyText}, 200000)), 'D')`;
}

/** Everything a message is searched by: the GIN index is on this very expression. */
function searchVectorOf(table: { search: AnyPgColumn; bodySearch: AnyPgColumn }): SQL {
  return sql`(${table.search} || coalesce(${table.bodySearch}, ''::tsvector))`;
}

/**
 * The folders of each mail account with their counts and where their sync stopped. The sync
 * cursor is the provider's (IMAP UIDVALIDITY/UID/MODSEQ, Gmail historyId, Graph deltaLink).
 */
export const emailFolders = pgTable(
  'email_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: MAIL_FOLDER_ROLES }).notNull().default('other'),
    unreadCount: integer('unread_count').notNull().default(0),
    totalCount: integer('total_count').notNull().default(0),
    syncCursor: jsonb('sync_cursor').$type<Record<string, string | number | boolean | null>>(),
    syncState: text('sync_state', { enum: ['queued', 'running', 'idle', 'failed'] })
      .notNull()
      .default('idle'),
    syncError: text('sync_error'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_folders_account_path_idx').on(table.accountId, table.path)],
);

/**
 * Cached messages. `search` is kept by PostgreSQL from subject (weight A), sender (B) and
 * recipients (C), `bodySearch` holds the body's words (D), all with the `simple` configuration
 * (mail comes in every language; no stemming guesses), searched with websearch_to_tsquery and
 * ranked (searchVector below). The body's vector is filled after the row is written
 * (email.body-search.ts): building it is most of what writing a message costs PostgreSQL.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => emailFolders.id, { onDelete: 'cascade' }),
    /** The provider's id in its folder (IMAP UID as text). */
    providerId: text('provider_id').notNull(),
    threadId: text('thread_id'),
    messageIdHeader: text('message_id_header'),
    inReplyTo: text('in_reply_to'),
    references: jsonb('references')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subject: text('subject').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    toList: jsonb('to_list')
      .$type<MailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ccList: jsonb('cc_list')
      .$type<MailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    bccList: jsonb('bcc_list')
      .$type<MailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    replyToList: jsonb('reply_to_list')
      .$type<MailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Names and addresses of to, cc and bcc, for the search vector. */
    recipientsText: text('recipients_text').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    snippet: text('snippet').notNull().default(''),
    bodyText: text('body_text').notNull().default(''),
    /** The HTML part as received; sanitised each time it is answered (email-html.ts). */
    bodyHtml: text('body_html'),
    /** Names of the (not inline) attachments, for search. */
    attachmentNames: text('attachment_names').notNull().default(''),
    /** false for search hits fetched as headers only: the body comes on first read. */
    bodyFetched: boolean('body_fetched').notNull().default(true),
    size: integer('size').notNull().default(0),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('simple'::regconfig, coalesce(subject, '')), 'A') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(from_name, '') || ' ' || coalesce(from_address, '')), 'B') ||
        setweight(to_tsvector('simple'::regconfig, coalesce(recipients_text, '')), 'C')`,
    ),
    /** The body's words (bodyVector); NULL until filled (migration 0051). */
    bodySearch: tsvector('body_search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_messages_folder_provider_idx').on(table.folderId, table.providerId),
    index('email_messages_folder_date_idx').on(table.folderId, table.sentAt.desc(), table.id),
    index('email_messages_account_date_idx').on(table.accountId, table.sentAt.desc(), table.id),
    index('email_messages_search_idx').using('gin', searchVectorOf(table)),
    // The rows whose body's words are still to be filled (few, and only for a while).
    index('email_messages_body_pending_idx')
      .on(table.folderId)
      .where(sql`${table.bodySearch} is null`),
    index('email_messages_account_thread_idx').on(
      table.accountId,
      table.threadId,
      table.sentAt.desc(),
    ),
    index('email_messages_account_message_id_idx').on(table.accountId, table.messageIdHeader),
    index('email_messages_account_in_reply_to_idx').on(table.accountId, table.inReplyTo),
    // Search inside words (Chinese, Japanese) and attachment names: messageText below.
    index('email_messages_text_trgm_idx').using('gin', sql`${trigramText(table)} gin_trgm_ops`),
  ],
);

/** The text the trigram index covers (a search must use this very expression to use it). */
export const messageText = sql`${trigramText(emailMessages)}`;

/** The words a message is found by once its body's are filled (the search index's expression). */
export const searchVector = sql`${searchVectorOf(emailMessages)}`;

/**
 * A message's attachments. The bytes are written with the files machinery
 * (files.storage.ts, DATA_DIR/uploads/{organizationId}/files/{id}) when `stored`.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    /** The provider's key within the message (MIME part, attachment id). */
    partKey: text('part_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    contentId: text('content_id'),
    inline: boolean('inline').notNull().default(false),
    stored: boolean('stored').notNull().default(false),
  },
  (table) => [index('email_attachments_message_idx').on(table.messageId)],
);

/** Remote images a user allowed: for one message (`value` its id) or a sender (its address). */
export const emailImageAllows = pgTable(
  'email_image_allows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['message', 'sender'] }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.scope, table.value] })],
);

/**
 * Attachment bytes whose rows are gone (a message or account removed, an organisation deleted,
 * whatever the path): a trigger on email_attachments (migration 0010) writes the id here, and
 * the e-mail module removes the files and then the rows (email.sweep.ts).
 */
export const emailBlobTrash = pgTable('email_blob_trash', {
  id: uuid('id').primaryKey(),
  organizationId: uuid('organization_id').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});
