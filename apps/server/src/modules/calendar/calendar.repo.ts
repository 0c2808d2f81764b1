import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { calendarEvents, calendarFeeds } from './calendar.table.js';
import { calendarEventAttendees } from './event-attendees.table.js';

export type EventRow = typeof calendarEvents.$inferSelect;
export type NewEventRow = typeof calendarEvents.$inferInsert;
export type EventScopeKey = { organizationId: string; accountId: string };

const inAccount = ({ organizationId, accountId }: EventScopeKey) =>
  and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.accountId, accountId));

/**
 * Single events overlapping [from, to) and series that may have occurrences in it, on the
 * given calendars only (those the caller sees), and those the member is invited to.
 */
export async function listEventsInRange(
  db: DbExecutor,
  key: EventScopeKey,
  from: Date,
  to: Date,
  calendarIds: string[],
  /** This member also sees the events they are invited to, on whatever calendar. */
  invitedUserId?: string | null,
) {
  const onSeenCalendars = calendarIds.length
    ? inArray(calendarEvents.calendarId, calendarIds)
    : undefined;
  const invited = invitedUserId
    ? inArray(
        calendarEvents.id,
        db
          .select({ id: calendarEventAttendees.eventId })
          .from(calendarEventAttendees)
          .where(
            and(
              eq(calendarEventAttendees.organizationId, key.organizationId),
              eq(calendarEventAttendees.userId, invitedUserId),
            ),
          ),
      )
    : undefined;
  if (!onSeenCalendars && !invited) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(
      and(
        inAccount(key),
        or(onSeenCalendars, invited),
        lt(calendarEvents.startsAt, to),
        or(
          gt(calendarEvents.endsAt, from),
          and(
            isNotNull(calendarEvents.rrule),
            or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, from)),
          ),
        ),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt));
}

export async function findEvent(db: DbExecutor, key: EventScopeKey, eventId: string) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(inAccount(key), eq(calendarEvents.id, eventId)));
  return row;
}

export async function insertEvent(db: DbExecutor, values: NewEventRow) {
  const [row] = await db.insert(calendarEvents).values(values).returning();
  return row!;
}

export async function updateEvent(
  db: DbExecutor,
  key: EventScopeKey,
  eventId: string,
  values: Partial<NewEventRow>,
) {
  const [row] = await db
    .update(calendarEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inAccount(key), eq(calendarEvents.id, eventId)))
    .returning();
  return row;
}

export async function deleteEvent(db: DbExecutor, key: EventScopeKey, eventId: string) {
  const rows = await db
    .delete(calendarEvents)
    .where(and(inAccount(key), eq(calendarEvents.id, eventId)))
    .returning({ id: calendarEvents.id });
  return rows.length > 0;
}

/** Every event of one account on the given calendars (the iCalendar feed). */
export async function listAccountEvents(db: DbExecutor, key: EventScopeKey, calendarIds: string[]) {
  if (calendarIds.length === 0) return [];
  return db
    .select()
    .from(calendarEvents)
    .where(and(inAccount(key), inArray(calendarEvents.calendarId, calendarIds)))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
}

export async function findFeed(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedByTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** One feed per user: a new token replaces the old one. */
export async function upsertFeed(
  db: DbExecutor,
  values: { userId: string; organizationId: string; nonce: string; tokenHash: string },
) {
  await db
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: {
        organizationId: values.organizationId,
        nonce: values.nonce,
        tokenHash: values.tokenHash,
        createdAt: new Date(),
      },
    });
}

export async function deleteFeed(db: DbExecutor, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
