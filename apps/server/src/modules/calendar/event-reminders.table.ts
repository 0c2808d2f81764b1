import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';
import { calendarEvents } from './calendar.table.js';

/**
 * Reminders of a built-in calendar event: one row per "minutes before" it starts. A repeating
 * event is one row in `calendar_events`, so its reminders hold for every occurrence.
 */
export const calendarEventReminders = pgTable(
  'calendar_event_reminders',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.minutesBefore] }),
    index('calendar_event_reminders_organization_idx').on(table.organizationId),
  ],
);

/**
 * Reminders claimed and delivered, one row per event, occurrence start, reminder and recipient.
 * Every server process ticks; the row is the claim, held by `claimed_by` until `claimed_until`.
 * `delivered_at` is set in the transaction that writes the Inbox item, only by the holder: a
 * process killed in between leaves the claim to run out, and another takes it back.
 */
export const calendarReminderDeliveries = pgTable(
  'calendar_reminder_deliveries',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    /** The occurrence's start when reminded: a moved occurrence is reminded again at its new time. */
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    /** Null while claimed, not yet delivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({
      columns: [table.eventId, table.occurrenceStart, table.minutesBefore, table.userId],
    }),
    // Old deliveries are pruned by occurrence start.
    index('calendar_reminder_deliveries_start_idx').on(table.occurrenceStart),
  ],
);
