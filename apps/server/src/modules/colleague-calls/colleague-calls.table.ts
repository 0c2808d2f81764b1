import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/**
 * Calls between two members of an organisation (WebRTC in their browsers). The server keeps
 * only who called whom and the call's state, so every process agrees on it (a state change is one
 * conditional UPDATE); the media never passes through it. The sockets of the two parties are
 * kept so that signalling reaches only them, and a party whose socket is gone is no longer busy.
 */
export const colleagueCalls = pgTable(
  'colleague_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    video: boolean('video').notNull(),
    /** ringing, then connected, then ended; or ringing, then ended. */
    status: text('status').notNull(),
    /** Why it ended (colleagueCallEndReasonSchema); null while it lasts. */
    endReason: text('end_reason'),
    callerSocketId: text('caller_socket_id').notNull(),
    /** The callee's socket that accepted; null while it rings. */
    calleeSocketId: text('callee_socket_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('colleague_calls_caller_idx').on(table.organizationId, table.callerId, table.status),
    index('colleague_calls_callee_idx').on(table.organizationId, table.calleeId, table.status),
    // Live calls only: what a socket that goes away still takes part in.
    index('colleague_calls_live_idx')
      .on(table.callerSocketId, table.calleeSocketId)
      .where(sql`${table.status} in ('ringing', 'connected')`),
  ],
);
