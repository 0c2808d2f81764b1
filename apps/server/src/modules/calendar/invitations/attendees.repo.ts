import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../platform/db/database.js';
import { users } from '../../users/users.table.js';
import { calendarEvents } from '../calendar.table.js';
import { calendarEventAttendees } from '../event-attendees.table.js';

export type AttendeeRow = typeof calendarEventAttendees.$inferSelect;
export type NewAttendeeRow = typeof calendarEventAttendees.$inferInsert;
type Status = AttendeeRow['status'];

/** The attendees of these events (series ids) of one organisation, in the order added. */
export async function listAttendees(db: DbExecutor, organizationId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(calendarEventAttendees)
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        inArray(calendarEventAttendees.eventId, eventIds),
      ),
    )
    .orderBy(calendarEventAttendees.createdAt, calendarEventAttendees.email);
}

export async function insertAttendees(db: DbExecutor, rows: NewAttendeeRow[]) {
  if (rows.length === 0) return [];
  return db.insert(calendarEventAttendees).values(rows).onConflictDoNothing().returning();
}

export async function deleteAttendees(db: DbExecutor, organizationId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .delete(calendarEventAttendees)
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        inArray(calendarEventAttendees.id, ids),
      ),
    );
}

/** Every attendee of the event gets the new iTIP SEQUENCE. */
export async function setSequence(
  db: DbExecutor,
  organizationId: string,
  eventId: string,
  sequence: number,
) {
  await db
    .update(calendarEventAttendees)
    .set({ sequence })
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        eq(calendarEventAttendees.eventId, eventId),
      ),
    );
}

export async function setStatus(db: DbExecutor, id: string, status: Status) {
  const now = new Date();
  const [row] = await db
    .update(calendarEventAttendees)
    .set({ status, respondedAt: now, updatedAt: now })
    .where(eq(calendarEventAttendees.id, id))
    .returning();
  return row;
}

export async function findByReplyTokenHash(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(calendarEventAttendees)
    .where(eq(calendarEventAttendees.replyTokenHash, tokenHash));
  return row;
}

/** A guest by address on an event, wherever the REPLY came from (the event id is in its UID). */
export async function findGuestByEmail(
  db: DbExecutor,
  organizationId: string,
  eventId: string,
  email: string,
) {
  const [row] = await db
    .select()
    .from(calendarEventAttendees)
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        eq(calendarEventAttendees.eventId, eventId),
        eq(calendarEventAttendees.email, email.toLowerCase()),
      ),
    );
  return row;
}

/** The organisation's series that these members attend (not declined), for free/busy. */
export async function listAttendedEventIds(
  db: DbExecutor,
  organizationId: string,
  userIds: string[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      eventId: calendarEventAttendees.eventId,
      userId: calendarEventAttendees.userId,
      status: calendarEventAttendees.status,
    })
    .from(calendarEventAttendees)
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        isNotNull(calendarEventAttendees.userId),
        inArray(calendarEventAttendees.userId, userIds),
      ),
    );
}

/** Who created each of these series (the organiser). */
export async function listOrganizers(db: DbExecutor, organizationId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ id: calendarEvents.id, createdById: calendarEvents.createdById })
    .from(calendarEvents)
    .where(
      and(eq(calendarEvents.organizationId, organizationId), inArray(calendarEvents.id, eventIds)),
    );
}

/** The series row itself (organisation-scoped). */
export async function findSeries(db: DbExecutor, organizationId: string, eventId: string) {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.organizationId, organizationId), eq(calendarEvents.id, eventId)));
  return row;
}

/** Active members of the organisation among these ids, with what an invitation shows. */
export async function listMembers(db: DbExecutor, organizationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(users.id, userIds),
      ),
    );
}

export async function setReplyTokenHash(db: DbExecutor, id: string, replyTokenHash: string) {
  await db
    .update(calendarEventAttendees)
    .set({ replyTokenHash })
    .where(eq(calendarEventAttendees.id, id));
}
