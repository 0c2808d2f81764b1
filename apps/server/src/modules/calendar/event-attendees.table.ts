import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/organizations.table.js';
import { users } from '../users/users.table.js';
import { calendarEvents } from './calendar.table.js';

/** An attendee's answer, as iTIP's PARTSTAT names it (lower case). */
export const ATTENDEE_STATUSES = ['needs-action', 'accepted', 'declined', 'tentative'] as const;

/**
 * Who is invited to a built-in calendar event: a member (`user_id`) or an outside address. Guests
 * answer through a link whose token only has its hash here; `sequence` is the iTIP SEQUENCE last
 * sent, so an update goes out with the next one.
 */
export const calendarEventAttendees = pgTable(
  'calendar_event_attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower case; a member's address when invited. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    status: text('status', { enum: ATTENDEE_STATUSES }).notNull().default('needs-action'),
    replyTokenHash: text('reply_token_hash').unique(),
    sequence: integer('sequence').notNull().default(0),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calendar_event_attendees_event_email_idx').on(table.eventId, table.email),
    // A member's invitations (their busy times, the events they were invited to).
    index('calendar_event_attendees_user_idx')
      .on(table.organizationId, table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);
