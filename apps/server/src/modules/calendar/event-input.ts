import {
  CALENDAR_MESSAGES,
  EVENT_FIRST_YEAR,
  EVENT_LAST_YEAR,
  INPUT_MESSAGES,
  isTimeZone,
  parseInstant,
  type CreateEventInput,
} from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';
import type { EventWrite } from './providers/calendar-provider.js';
import { DAY_MS, fromWall, isoDate } from './time-zones.js';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const WALL_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Refuses an instant outside the years events may fall in. */
export function assertInRange(instant: Date): Date {
  const year = instant.getUTCFullYear();
  if (year < EVENT_FIRST_YEAR || year > EVENT_LAST_YEAR) {
    throw invalid(CALENDAR_MESSAGES.dateOutOfRange);
  }
  return instant;
}

/** An all-day value: YYYY-MM-DD (the date part of a timestamp is taken as it is written). */
function parseDay(value: string): string {
  const day = value.slice(0, 10);
  const instant = DATE_ONLY.test(day) ? parseInstant(day) : null;
  if (!instant) throw invalid(INPUT_MESSAGES.invalidDate);
  assertInRange(instant);
  return day;
}

/** A timed value: an instant with its offset, or a wall clock read in the event's zone. */
function parseTime(value: string, zone: string): Date {
  const wall = WALL_TIME.exec(value);
  if (wall) {
    const floating = parseInstant(value);
    if (!floating) throw invalid(INPUT_MESSAGES.invalidDate);
    return fromWall(assertInRange(floating), zone);
  }
  const instant = parseInstant(value);
  if (!instant) throw invalid(INPUT_MESSAGES.invalidDate);
  return assertInRange(instant);
}

/**
 * The request as providers get it: "No Title" for an empty title, the zone checked (default the
 * user's, else UTC), times normalised, and the end not before the start. An all-day event that
 * ends on its start date lasts that one day (the end is exclusive).
 */
export function toEventWrite(
  input: Omit<CreateEventInput, 'accountId'>,
  defaultZone: string | null,
): EventWrite {
  const timeZone = input.timeZone || defaultZone || 'UTC';
  if (!isTimeZone(timeZone)) throw invalid(INPUT_MESSAGES.invalidTimeZone);
  let start: string;
  let end: string;
  if (input.allDay) {
    start = parseDay(input.start);
    end = parseDay(input.end);
    if (end < start) throw invalid(CALENDAR_MESSAGES.endBeforeStart);
    if (end === start) end = isoDate(new Date(new Date(`${start}T00:00:00Z`).getTime() + DAY_MS));
  } else {
    const startsAt = parseTime(input.start, timeZone);
    const endsAt = parseTime(input.end, timeZone);
    if (endsAt < startsAt) throw invalid(CALENDAR_MESSAGES.endBeforeStart);
    start = startsAt.toISOString();
    end = endsAt.toISOString();
  }
  if (input.recurrence?.until) assertInRange(new Date(input.recurrence.until));
  return {
    title: input.title || CALENDAR_MESSAGES.noTitle,
    description: input.description ?? '',
    location: input.location ?? '',
    category: input.category,
    allDay: input.allDay,
    start,
    end,
    timeZone,
    recurrence: input.recurrence,
  };
}
