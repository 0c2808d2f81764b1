import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * Chat rooms of an organisation; archived rooms are hidden from the room list. Kind 'direct' is a
 * direct message: private to the members in chat_room_members, found again by memberKey (the
 * sorted member ids), so one set of members has one conversation.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['room', 'direct'] })
      .notNull()
      .default('room'),
    memberKey: text('member_key'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('chat_rooms_org_name_idx').on(table.organizationId, table.name),
    uniqueIndex('chat_rooms_member_key_idx')
      .on(table.organizationId, table.memberKey)
      .where(sql`${table.memberKey} is not null`),
  ],
);

/** The members of a direct message (rooms of kind 'room' are open to the whole organisation). */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_room_members_user_idx').on(table.userId, table.roomId),
  ],
);

/** Threads inside a room; messages always belong to one thread. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    chatRoomId: uuid('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('chat_threads_room_idx').on(table.organizationId, table.chatRoomId)],
);

/** Chat messages. clientMessageId makes a retried send find the message it already created. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    chatRoomId: uuid('chat_room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientMessageId: text('client_message_id'),
    content: text('content').notNull().default(''),
    isPinned: boolean('is_pinned').notNull().default(false),
    isImportant: boolean('is_important').notNull().default(false),
    requiresConfirmation: boolean('requires_confirmation').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client_id_idx')
      .on(table.senderId, table.clientMessageId)
      .where(sql`${table.clientMessageId} is not null`),
    index('chat_messages_thread_created_idx').on(
      table.threadId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('chat_messages_org_important_idx')
      .on(table.organizationId, table.createdAt)
      .where(sql`${table.isImportant}`),
    index('chat_messages_thread_sender_idx').on(table.threadId, table.senderId),
    index('chat_messages_content_trgm_idx').using('gin', table.content.op('gin_trgm_ops')),
    // Chat search (chat.message-search.repo.ts). 'simple': lower-cased words, no stemming and no
    // stop words, because teams write in any language and names and codes must match as typed;
    // the search matches word prefixes instead. An expression, not a stored column, so that no
    // message read carries a tsvector.
    index('chat_messages_search_idx').using(
      'gin',
      sql`to_tsvector('simple'::regconfig, ${table.content})`,
    ),
    // Chat search walks an organisation's messages newest first when a word is common, so that
    // it ranks the newest matches without visiting every one (chat.message-search.repo.ts).
    index('chat_messages_org_created_idx').on(
      table.organizationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Files attached to a message, stored under DATA_DIR/uploads/{organizationId}/chat/. */
export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Path under DATA_DIR/uploads: {organizationId}/chat/{id}.{ext} */
    storagePath: text('storage_path').notNull(),
    /** Order of the files in their message, as sent. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('chat_attachments_message_idx').on(table.messageId),
    index('chat_attachments_path_idx').on(table.organizationId, table.storagePath),
  ],
);

/** Who read a message and when, and when they confirmed it; one row per user and message. */
export const chatReadReceipts = pgTable(
  'chat_read_receipts',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('chat_read_receipts_user_idx').on(table.userId),
  ],
);

/**
 * A member's state of one thread: how far they read it, and the level they chose for it
 * (null: the room's). No row means nothing read since they joined, and the room's level.
 */
export const chatThreadStates = pgTable(
  'chat_thread_states',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    notificationLevel: text('notification_level'),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index('chat_thread_states_user_idx').on(table.userId),
  ],
);

/** The level a member chose for a room (follow or mute); no row means follow. */
export const chatRoomStates = pgTable(
  'chat_room_states',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    notificationLevel: text('notification_level').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('chat_room_states_user_idx').on(table.userId),
  ],
);

/** Members a message mentions ("@username" in its content), one row each. */
export const chatMentions = pgTable(
  'chat_mentions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('chat_mentions_user_idx').on(table.userId),
  ],
);

/** Emoji reactions: one row per message, member and emoji. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: organizationId(),
    emoji: text('emoji').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.messageId, table.userId, table.emoji] })],
);
