import type { Recurrence } from '@worksphere/contracts';
import type { OccurrenceOverride } from './calendar.table.js';
import { occurrenceStarts } from './recurrence.js';
import { compactUtc, DAY_MS, fromWall, parseCompactUtc } from './time-zones.js';

/**
 * A reminder whose time passed less than this long ago is still delivered: a tick missed while
 * the server restarted does not lose it, and a reminder hours late is not sent.
 */
export const REMINDER_GRACE_MS = 5 * 60 * 1000;

/** All-day events start at midnight in their zone, up to 14 h either side of UTC midnight. */
export const ALL_DAY_SLACK_MS = 14 * 60 * 60 * 1000;

/** An event with reminders, as the scheduler reads it. */
export type EventWithReminders = {
  id: string;
  organizationId: string;
  title: string;
  allDay: boolean;
  /** First occurrence; all-day events: midnight UTC of their date. */
  startsAt: Date;
  timeZone: string;
  recurrence: Recurrence | null;
  exceptionKeys: string[];
  overrides: Record<string, OccurrenceOverride>;
  minutesBefore: number[];
};

/** One reminder to deliver now: the occurrence's real start is part of its identity. */
export type DueReminder = {
  eventId: string;
  organizationId: string;
  /** The series' occurrence id (or the event's id), for the link. */
  occurrenceId: string;
  title: string;
  occurrenceStart: Date;
  minutesBefore: number;
};

type Occurrence = { id: string; start: Date; title: string };

/** When an event starts for its people: all-day events at midnight of their date in its zone. */
function realStart(allDay: boolean, start: Date, timeZone: string): Date {
  return allDay ? fromWall(start, timeZone) : start;
}

const dayStart = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** The occurrences of an event starting within [from, to], deleted ones left out. */
function occurrencesBetween(event: EventWithReminders, from: Date, to: Date): Occurrence[] {
  if (!event.recurrence) {
    const start = realStart(event.allDay, event.startsAt, event.timeZone);
    return start >= from && start <= to ? [{ id: event.id, start, title: event.title }] : [];
  }
  const widenedFrom = new Date(from.getTime() - ALL_DAY_SLACK_MS - DAY_MS);
  const widenedTo = new Date(to.getTime() + ALL_DAY_SLACK_MS + DAY_MS);
  const series = {
    recurrence: event.recurrence,
    start: event.startsAt,
    allDay: event.allDay,
    timeZone: event.timeZone,
  };
  const keys = new Set(
    occurrenceStarts(series, widenedFrom, widenedTo).map((start) => compactUtc(start)),
  );
  // An edited occurrence may have been moved into the window from anywhere.
  for (const key of Object.keys(event.overrides)) keys.add(key);
  const occurrences: Occurrence[] = [];
  for (const key of keys) {
    if (event.exceptionKeys.includes(key)) continue;
    const override = event.overrides[key];
    const start = override
      ? realStart(
          override.allDay,
          override.allDay ? dayStart(override.start) : new Date(override.start),
          override.timeZone,
        )
      : realStart(event.allDay, parseCompactUtc(key)!, event.timeZone);
    if (start >= from && start <= to) {
      occurrences.push({ id: `${event.id}_${key}`, start, title: override?.title ?? event.title });
    }
  }
  return occurrences;
}

/**
 * The reminders of these events due at `now`: their time has come, and it passed less than
 * the grace ago or the occurrence has not started yet (a reminder set late still arrives before
 * the event). Delivering twice is prevented by the caller's claim, not here.
 */
export function dueReminders(events: EventWithReminders[], now: Date): DueReminder[] {
  const due: DueReminder[] = [];
  for (const event of events) {
    const longest = Math.max(0, ...event.minutesBefore);
    const from = new Date(now.getTime() - REMINDER_GRACE_MS);
    const to = new Date(now.getTime() + longest * 60_000);
    for (const occurrence of occurrencesBetween(event, from, to)) {
      for (const minutesBefore of event.minutesBefore) {
        const dueAt = occurrence.start.getTime() - minutesBefore * 60_000;
        const isDue =
          dueAt <= now.getTime() &&
          (dueAt > from.getTime() || occurrence.start.getTime() > now.getTime());
        if (!isDue) continue;
        due.push({
          eventId: event.id,
          organizationId: event.organizationId,
          occurrenceId: occurrence.id,
          title: occurrence.title,
          occurrenceStart: occurrence.start,
          minutesBefore,
        });
      }
    }
  }
  return due;
}
