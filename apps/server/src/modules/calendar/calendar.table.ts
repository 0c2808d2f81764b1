import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Recurrence } from '@worksphere/contracts';
import { connectedAccounts } from '../accounts/accounts.table.js';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';

/** What an edited occurrence of a series shows instead of the series' own fields. */
export type OccurrenceOverride = {
  title: string;
  description: string;
  location: string;
  category: string;
  allDay: boolean;
  /** UTC instants (timed) or YYYY-MM-DD (all-day), as EventWrite gives them. */
  start: string;
  end: string;
  timeZone: string;
};

/**
 * The calendars of the built-in account: one private calendar per member (`ownerId` set, only
 * its owner sees it, created on first need) and the organisation's shared ones (`ownerId` null;
 * "Workspace calendar" is the first, made with the organisation).
 */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The organisation's built-in (`local`) account, which serves these calendars' events. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    /** null: shared with the organisation. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A #rrggbb colour the grid paints the calendar's events with. */
    color: text('color').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One private calendar per member, however often it is asked for at once.
    uniqueIndex('calendars_one_private_idx')
      .on(table.organizationId, table.ownerId)
      .where(sql`${table.ownerId} is not null`),
    index('calendars_organization_idx').on(table.organizationId),
  ],
);

/** Each user's calendar choices that follow them between devices: which calendars are hidden. */
export const calendarUserSettings = pgTable('calendar_user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** Ids of hidden calendars (built-in calendars or connected accounts). */
  hiddenCalendarIds: text('hidden_calendar_ids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Events of the built-in calendar (`local` accounts). A repeating event is one row, its series:
 * `recurrence` is the rule, `exceptionKeys` the occurrences deleted from it and `overrides` the
 * ones edited, both keyed by the occurrence's original start (YYYYMMDDTHHmmssZ).
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => connectedAccounts.id, { onDelete: 'cascade' }),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    /** On a shared calendar: others see only "Busy" at this time. */
    isPrivate: boolean('is_private').notNull().default(false),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    category: text('category').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** The first occurrence; all-day events: midnight UTC of their dates. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** All-day events only: their dates, the end exclusive. */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The IANA zone the event was written in; repeats follow its wall clock. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The repeat rule as the API answers it, and as an RRULE for the iCalendar feed. */
    recurrence: jsonb('recurrence').$type<Recurrence>(),
    rrule: text('rrule'),
    /** End of the last occurrence; null: repeats for ever (or does not repeat). */
    seriesEndsAt: timestamp('series_ends_at', { withTimezone: true }),
    exceptionKeys: text('exception_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    overrides: jsonb('overrides')
      .$type<Record<string, OccurrenceOverride>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Single events overlapping a range: by account and start, the end checked on the rows.
    index('calendar_events_account_range_idx').on(table.accountId, table.startsAt, table.endsAt),
    // Series still running in a range.
    index('calendar_events_series_idx')
      .on(table.accountId, table.seriesEndsAt)
      .where(sql`${table.rrule} is not null`),
    index('calendar_events_organization_idx').on(table.organizationId),
    index('calendar_events_calendar_idx').on(table.calendarId),
  ],
);

/**
 * Each user's private iCalendar feed of the built-in calendar. The token is derived from `nonce`
 * with the server's secrets key (so the URL can be shown again); only its hash is looked up.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
