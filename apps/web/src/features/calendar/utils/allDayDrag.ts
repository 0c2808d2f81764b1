import { addDays } from 'date-fns';
import { dayKeyOf, startOfDayKey, type DayKey, type DisplayEvent } from './calendarTime';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one day key to another (negative when earlier); DST does not shift it. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The last day an all-day event covers (its end is exclusive). */
export function lastDayOf(event: DisplayEvent): DayKey {
  return dayKeyOf(addDays(event.end, -1));
}

/**
 * An all-day event picked up on one day of it and dropped on another: every day moves by as
 * much, so it keeps its length. Null when it lands where it was.
 */
export function movedAllDay(event: DisplayEvent, fromDay: DayKey, toDay: DayKey) {
  const shift = daysBetween(fromDay, toDay);
  if (shift === 0) return null;
  return { start: addDays(event.start, shift), end: addDays(event.end, shift) };
}

/**
 * An all-day event's end edge dragged to a day: it now ends after that day, and covers at least
 * its first day. Null when its last day stays.
 */
export function resizedAllDay(event: DisplayEvent, toDay: DayKey, zone: string) {
  const afterLast = addDays(startOfDayKey(toDay, zone), 1);
  const shortest = addDays(event.start, 1);
  const end = afterLast.getTime() < shortest.getTime() ? shortest : afterLast;
  if (end.getTime() === event.end.getTime()) return null;
  return { start: event.start, end };
}
