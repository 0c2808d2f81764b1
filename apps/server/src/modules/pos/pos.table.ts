import type {
  Discount,
  OpeningHours,
  OrderLine,
  PosOptionGroup,
  StatusChange,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { contacts } from '../contacts/contacts.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** The shop's settings; an organisation without a row has DEFAULT_POS_SETTINGS. */
export const posSettings = pgTable('pos_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull(),
  taxRateBasisPoints: integer('tax_rate_bp').notNull(),
  taxInclusive: boolean('tax_inclusive').notNull(),
  timeZone: text('time_zone').notNull(),
  openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
  acceptingOnlineOrders: boolean('accepting_online_orders').notNull(),
  /** The public page's profile. */
  description: text('description').notNull().default(''),
  address: text('address').notNull().default(''),
  /** #rrggbb: the page's header and its buttons. */
  brandColor: text('brand_color').notNull().default('#1f2937'),
  accentColor: text('accent_color').notNull().default('#f59e0b'),
  /** Pickup slots: their length, and how many orders one takes (0: no limit). */
  slotMinutes: integer('slot_minutes').notNull().default(15),
  ordersPerSlot: integer('orders_per_slot').notNull().default(0),
  /** A new random id per upload, like product images. */
  logoId: uuid('logo_id'),
  logoExtension: text('logo_extension'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const posCategories = pgTable(
  'pos_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pos_categories_org_idx').on(table.organizationId, table.sortOrder),
    uniqueIndex('pos_categories_name_idx').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export const posProducts = pgTable(
  'pos_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => posCategories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Minor units. */
    price: integer('price').notNull(),
    available: boolean('available').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    optionGroups: jsonb('option_groups').$type<PosOptionGroup[]>().notNull().default([]),
    /** A new random id per upload: the image's unguessable, cacheable file name. */
    imageId: uuid('image_id'),
    /** jpg, png, webp or gif. */
    imageExtension: text('image_extension'),
    /** What a scanner reads (EAN, UPC, …); unique per organisation. */
    barcode: text('barcode'),
    /** Units left (decremented per order, never below 0); null when not counted. */
    stock: integer('stock'),
    /** The business day (shop time zone) it was marked sold out; another day it sells again. */
    soldOutDay: date('sold_out_day', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('pos_products_org_idx').on(table.organizationId, table.sortOrder),
    uniqueIndex('pos_products_image_idx').on(table.imageId),
    uniqueIndex('pos_products_barcode_idx')
      .on(table.organizationId, table.barcode)
      .where(sql`${table.barcode} is not null`),
    check('pos_products_stock_check', sql`${table.stock} IS NULL OR ${table.stock} >= 0`),
  ],
);

/** The last daily order number given, per organisation and business day. */
export const posOrderCounters = pgTable(
  'pos_order_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.businessDay] })],
);

const money = (name: string) => bigint(name, { mode: 'number' }).notNull();

/**
 * Orders and refunds (negative quantities and totals, refund_of_id set). Lines are captured
 * at order time and never change, so they live in the row as JSON.
 */
export const posOrders = pgTable(
  'pos_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['counter', 'online', 'assistant'] }).notNull(),
    status: text('status', {
      enum: ['new', 'preparing', 'ready', 'completed', 'cancelled'],
    }).notNull(),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull(),
    lines: jsonb('lines').$type<OrderLine[]>().notNull(),
    discount: jsonb('discount').$type<Discount | null>(),
    currency: text('currency').notNull(),
    subtotal: money('subtotal'),
    discountAmount: money('discount_amount'),
    tax: money('tax'),
    total: money('total'),
    taxRateBasisPoints: integer('tax_rate_bp').notNull(),
    taxInclusive: boolean('tax_inclusive').notNull(),
    paymentMethod: text('payment_method', { enum: ['cash', 'card', 'other'] }),
    paid: boolean('paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Paid on top of the total (never refunded); the payments add up to total + tip. */
    tip: bigint('tip', { mode: 'number' }).notNull().default(0),
    /** The customer from contacts, when one was attached at the counter. */
    contactId: uuid('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Public orders: the pickup slot's start; null for as soon as possible. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    refundOfId: uuid('refund_of_id'),
    /** Public orders: the status page token's hash (looked up) and the token sealed (replays). */
    tokenHash: text('token_hash'),
    tokenSealed: text('token_sealed'),
    /** Public orders: the client's idempotency key. */
    clientKey: text('client_key'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pos_orders_number_idx').on(table.organizationId, table.businessDay, table.number),
    index('pos_orders_day_status_idx').on(table.organizationId, table.businessDay, table.status),
    index('pos_orders_pickup_idx')
      .on(table.organizationId, table.pickupAt)
      .where(sql`${table.pickupAt} is not null`),
    uniqueIndex('pos_orders_token_idx').on(table.tokenHash),
    uniqueIndex('pos_orders_client_key_idx')
      .on(table.organizationId, table.clientKey)
      .where(sql`${table.clientKey} is not null`),
    // Several refunds may point at one order (refunds of some lines).
    index('pos_orders_refund_of_idx')
      .on(table.refundOfId)
      .where(sql`${table.refundOfId} is not null`),
    index('pos_orders_contact_idx')
      .on(table.organizationId, table.contactId)
      .where(sql`${table.contactId} is not null`),
  ],
);
