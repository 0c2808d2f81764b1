import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * AI conversations: one per (user, client session id). Only stored when the request asks for
 * it (options.storeConversation); every read is scoped by organisation and user.
 */
export const aiConversations = pgTable(
  'ai_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id ("session-{timestamp}{0..999}"), unique per user only. */
    sessionId: text('session_id').notNull(),
    /** The first message, cut to AI_TITLE_MAX_LENGTH. */
    title: text('title').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ai_conversations_user_session_idx').on(table.userId, table.sessionId),
    index('ai_conversations_org_user_updated_idx').on(
      table.organizationId,
      table.userId,
      table.updatedAt.desc(),
    ),
  ],
);

/** The lines of a conversation, in the order written (position). */
export const aiMessages = pgTable(
  'ai_messages',
  {
    position: bigserial('position', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => aiConversations.id, { onDelete: 'cascade' }),
    /** user, llm, system or error (AI_ROLES). */
    role: text('role').notNull(),
    content: text('content').notNull(),
    reasoning: text('reasoning'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ai_messages_conversation_idx').on(table.conversationId, table.position),
    check('ai_messages_role_check', sql`${table.role} IN ('user', 'llm', 'system', 'error')`),
  ],
);

/** Personal access tokens for the MCP server: only the SHA-256 of the secret is kept. */
export const aiAccessTokens = pgTable(
  'ai_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Its owner let its risky tool calls run without a press in the app (Settings). */
    actsWithoutConfirmation: boolean('acts_without_confirmation').notNull().default(false),
    /** 'mcp' and public API scopes such as 'tasks:read' (contracts apiScopes.ts). */
    scopes: text('scopes').array().notNull().default(['mcp']),
  },
  (table) => [
    uniqueIndex('ai_access_tokens_hash_idx').on(table.tokenHash),
    index('ai_access_tokens_user_idx').on(table.organizationId, table.userId),
  ],
);
