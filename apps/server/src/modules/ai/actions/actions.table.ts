import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../../organizations/organizations.table.js';
import { users } from '../../users/users.table.js';
import { aiConversations } from '../ai.table.js';

/**
 * Risky tool calls (send an SMS, ...) of a model or an MCP client, kept until their user
 * presses Confirm or Cancel, or they expire. Only that user, in that organisation, decides.
 */
export const aiPendingActions = pgTable(
  'ai_pending_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the card is shown; null for a run that stores no conversation. */
    conversationId: uuid('conversation_id').references(() => aiConversations.id, {
      onDelete: 'cascade',
    }),
    /** assistant or mcp. */
    source: text('source').notNull(),
    tool: text('tool').notNull(),
    /** The tool's arguments as checked when asked; checked again when run. */
    args: jsonb('args').notNull(),
    /** pending, confirmed, cancelled, expired or failed (AI_ACTION_STATUSES). */
    status: text('status').notNull().default('pending'),
    /** What came of it: the done line or the refusal. */
    result: text('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ai_pending_actions_conversation_idx').on(table.conversationId, table.createdAt),
    index('ai_pending_actions_owner_idx').on(table.organizationId, table.userId, table.createdAt),
    check(
      'ai_pending_actions_status_check',
      sql`${table.status} IN ('pending', 'confirmed', 'cancelled', 'expired', 'failed')`,
    ),
    check('ai_pending_actions_source_check', sql`${table.source} IN ('assistant', 'mcp')`),
  ],
);

export type AiPendingActionRow = typeof aiPendingActions.$inferSelect;
