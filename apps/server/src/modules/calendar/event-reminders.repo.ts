import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { leaseEnd } from '../../platform/jobs/claim-lease.js';
import { calendarEvents } from './calendar.table.js';
import { calendarEventAttendees } from './event-attendees.table.js';
import { calendarEventReminders, calendarReminderDeliveries } from './event-reminders.table.js';
import type { EventWithReminders } from './reminder-timing.js';

/** The reminders of these events of the organisation, minutes ascending, by event id. */
export async function listReminders(
  db: DbExecutor,
  organizationId: string,
  eventIds: string[],
): Promise<Map<string, number[]>> {
  const byEvent = new Map<string, number[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: calendarEventReminders.eventId,
      minutesBefore: calendarEventReminders.minutesBefore,
    })
    .from(calendarEventReminders)
    .where(
      and(
        eq(calendarEventReminders.organizationId, organizationId),
        inArray(calendarEventReminders.eventId, eventIds),
      ),
    )
    .orderBy(asc(calendarEventReminders.minutesBefore));
  for (const row of rows) {
    byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row.minutesBefore]);
  }
  return byEvent;
}

/** An event's reminders become exactly these; the event must be the organisation's. */
export async function replaceReminders(
  db: DbExecutor,
  organizationId: string,
  eventId: string,
  minutes: number[],
) {
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.organizationId, organizationId)))
      .for('update');
    if (!event) return;
    await tx
      .delete(calendarEventReminders)
      .where(
        and(
          eq(calendarEventReminders.organizationId, organizationId),
          eq(calendarEventReminders.eventId, eventId),
        ),
      );
    if (minutes.length === 0) return;
    await tx
      .insert(calendarEventReminders)
      .values(minutes.map((minutesBefore) => ({ organizationId, eventId, minutesBefore })));
  });
}

/**
 * Events (of every organisation: the scheduler serves them all) that may have a reminder due
 * around `now`: a single event starting from a little before now, or a series still running,
 * whose first reminder time has come. The exact times are worked out by reminder-timing.ts.
 */
export async function listEventsWithRemindersNear(
  db: DbExecutor,
  now: Date,
  slackMs: number,
): Promise<EventWithReminders[]> {
  const earliest = new Date(now.getTime() - slackMs);
  const latest = new Date(now.getTime() + slackMs);
  const rows = await db
    .select({
      event: {
        id: calendarEvents.id,
        organizationId: calendarEvents.organizationId,
        title: calendarEvents.title,
        allDay: calendarEvents.allDay,
        startsAt: calendarEvents.startsAt,
        timeZone: calendarEvents.timeZone,
        recurrence: calendarEvents.recurrence,
        exceptionKeys: calendarEvents.exceptionKeys,
        overrides: calendarEvents.overrides,
      },
      minutesBefore: calendarEventReminders.minutesBefore,
    })
    .from(calendarEventReminders)
    .innerJoin(calendarEvents, eq(calendarEvents.id, calendarEventReminders.eventId))
    .where(
      and(
        lt(
          sql`${calendarEvents.startsAt} - make_interval(mins => ${calendarEventReminders.minutesBefore})`,
          latest,
        ),
        or(
          and(isNull(calendarEvents.rrule), gt(calendarEvents.startsAt, earliest)),
          and(
            isNotNull(calendarEvents.rrule),
            or(isNull(calendarEvents.seriesEndsAt), gt(calendarEvents.seriesEndsAt, earliest)),
          ),
        ),
      ),
    );
  const byId = new Map<string, EventWithReminders>();
  for (const { event, minutesBefore } of rows) {
    const entry = byId.get(event.id) ?? { ...event, minutesBefore: [] };
    entry.minutesBefore.push(minutesBefore);
    byId.set(event.id, entry);
  }
  return [...byId.values()];
}

/** Who an event reminds: its creator and the members who accepted its invitation. */
export async function reminderRecipients(
  db: DbExecutor,
  organizationId: string,
  eventId: string,
): Promise<string[]> {
  const [event] = await db
    .select({ createdById: calendarEvents.createdById })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, eventId), eq(calendarEvents.organizationId, organizationId)));
  if (!event) return [];
  const attendees = await db
    .select({ userId: calendarEventAttendees.userId })
    .from(calendarEventAttendees)
    .where(
      and(
        eq(calendarEventAttendees.organizationId, organizationId),
        eq(calendarEventAttendees.eventId, eventId),
        eq(calendarEventAttendees.status, 'accepted'),
        isNotNull(calendarEventAttendees.userId),
      ),
    );
  const ids = [event.createdById, ...attendees.map((row) => row.userId)];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/** One reminder of one occurrence: the key of its deliveries, with their recipients. */
export type ReminderClaim = {
  organizationId: string;
  eventId: string;
  occurrenceStart: Date;
  minutesBefore: number;
  userIds: string[];
};

/**
 * Claim one reminder for these people, for `holder` until the lease ends: answers those whose
 * delivery row this call created, or took back from a holder whose lease ran out before it
 * delivered. Another process claiming the same reminder meanwhile gets nobody.
 */
export async function claimDeliveries(
  db: DbExecutor,
  claim: ReminderClaim,
  holder: { claimedBy: string; leaseMs: number },
): Promise<string[]> {
  if (claim.userIds.length === 0) return [];
  const table = calendarReminderDeliveries;
  const rows = await db
    .insert(table)
    .values(
      claim.userIds.map((userId) => ({
        organizationId: claim.organizationId,
        eventId: claim.eventId,
        occurrenceStart: claim.occurrenceStart,
        minutesBefore: claim.minutesBefore,
        userId,
        claimedBy: holder.claimedBy,
        claimedUntil: leaseEnd(holder.leaseMs),
        deliveredAt: null,
      })),
    )
    .onConflictDoUpdate({
      target: [table.eventId, table.occurrenceStart, table.minutesBefore, table.userId],
      set: { claimedBy: sql`excluded.claimed_by`, claimedUntil: sql`excluded.claimed_until` },
      setWhere: and(isNull(table.deliveredAt), lt(table.claimedUntil, sql`now()`)),
    })
    .returning({ userId: table.userId });
  return rows.map((row) => row.userId);
}

/**
 * Mark the reminder delivered for those of these people whose claim `claimedBy` still holds
 * (in the transaction that writes their Inbox items): answers them. The row lock makes a
 * process taking the claim back wait, then find it delivered.
 */
export async function markDelivered(
  db: DbExecutor,
  claim: ReminderClaim,
  claimedBy: string,
): Promise<string[]> {
  if (claim.userIds.length === 0) return [];
  const table = calendarReminderDeliveries;
  const rows = await db
    .update(table)
    .set({ deliveredAt: sql`now()`, claimedUntil: null })
    .where(
      and(
        eq(table.eventId, claim.eventId),
        eq(table.occurrenceStart, claim.occurrenceStart),
        eq(table.minutesBefore, claim.minutesBefore),
        inArray(table.userId, claim.userIds),
        eq(table.claimedBy, claimedBy),
        isNull(table.deliveredAt),
      ),
    )
    .returning({ userId: table.userId });
  return rows.map((row) => row.userId);
}

/** Deliveries of occurrences long past can never be due again. */
export async function pruneDeliveries(db: DbExecutor, before: Date) {
  await db
    .delete(calendarReminderDeliveries)
    .where(lt(calendarReminderDeliveries.occurrenceStart, before));
}
