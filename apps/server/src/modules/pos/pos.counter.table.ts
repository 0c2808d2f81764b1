import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from '../organizations/organizations.table.js';
import { posOrders } from './pos.table.js';

/** One row per method of a payment; a refund's rows are negative. Change is given on cash only. */
export const posPayments = pgTable(
  'pos_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => posOrders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['cash', 'card', 'other'] }).notNull(),
    /** Minor units, tip included; negative on a refund. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    tendered: bigint('tendered', { mode: 'number' }),
    change: bigint('change', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pos_payments_order_idx').on(table.orderId),
    index('pos_payments_org_created_idx').on(table.organizationId, table.createdAt),
  ],
);

/** A cash drawer session: at most one open per register and organisation. */
export const posDrawerSessions = pgTable(
  'pos_drawer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    register: text('register').notNull().default('main'),
    openingFloat: bigint('opening_float', { mode: 'number' }).notNull(),
    openedByName: text('opened_by_name').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByName: text('closed_by_name').notNull().default(''),
    /** Set at close: what the drawer should hold, and what was counted. */
    expected: bigint('expected', { mode: 'number' }),
    counted: bigint('counted', { mode: 'number' }),
    note: text('note').notNull().default(''),
  },
  (table) => [
    uniqueIndex('pos_drawer_sessions_open_idx')
      .on(table.organizationId, table.register)
      .where(sql`${table.closedAt} is null`),
  ],
);

/** Cash put in (positive) or taken out (negative) of an open drawer, with a reason. */
export const posDrawerMovements = pgTable(
  'pos_drawer_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => posDrawerSessions.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pos_drawer_movements_session_idx').on(table.sessionId)],
);
