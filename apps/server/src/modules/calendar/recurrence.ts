import * as rruleModule from 'rrule';
import type { Recurrence } from '@worksphere/contracts';
import { compactUtc, DAY_MS, fromWall, toWall } from './time-zones.js';

// rrule ships CommonJS for Node and ES modules for bundlers: take its names from either.
const { RRule, Weekday } = ((rruleModule as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;
type RRuleInstance = InstanceType<typeof RRule>;

const FREQUENCY = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
} as const;
const WEEKDAY_INDEX = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 } as const;

/** A series as the expansion needs it: its first occurrence and its zone. */
export type SeriesTiming = {
  recurrence: Recurrence;
  /** First occurrence's start (all-day: midnight UTC of its date). */
  start: Date;
  allDay: boolean;
  timeZone: string;
};

/**
 * The rule in rrule's floating form: dtstart and until are the zone's wall clock (all-day
 * events: their dates), so a weekly 09:00 stays 09:00 across DST changes.
 */
function ruleFor({ recurrence, start, allDay, timeZone }: SeriesTiming): RRuleInstance {
  const zone = allDay ? 'UTC' : timeZone;
  const dtstart = toWall(start, zone);
  const byweekday =
    recurrence.frequency === 'weekly' && recurrence.byWeekday.length
      ? recurrence.byWeekday.map((day) => new Weekday(WEEKDAY_INDEX[day]))
      : undefined;
  return new RRule({
    freq: FREQUENCY[recurrence.frequency],
    interval: recurrence.interval,
    byweekday,
    dtstart,
    count: recurrence.count,
    until: recurrence.until ? untilWall(new Date(recurrence.until), allDay, zone) : undefined,
  });
}

/** An all-day series may run through the whole "until" day. */
function untilWall(until: Date, allDay: boolean, zone: string) {
  if (!allDay) return toWall(until, zone);
  const day = new Date(until.toISOString().slice(0, 10) + 'T00:00:00Z');
  return new Date(day.getTime() + DAY_MS - 1000);
}

/** The starts (UTC instants) of the occurrences beginning within [from, to]. */
export function occurrenceStarts(series: SeriesTiming, from: Date, to: Date): Date[] {
  const zone = series.allDay ? 'UTC' : series.timeZone;
  // Wall clocks are at most 14 h from UTC: widen, then keep what really falls inside.
  const walls = ruleFor(series).between(
    new Date(from.getTime() - DAY_MS),
    new Date(to.getTime() + DAY_MS),
    true,
  );
  return walls
    .map((wall) => fromWall(wall, zone))
    .filter((instant) => instant >= from && instant <= to);
}

/** The last occurrence's start, or null when the series has no end. */
export function lastOccurrenceStart(series: SeriesTiming): Date | null | undefined {
  if (!series.recurrence.count && !series.recurrence.until) return null;
  const walls = ruleFor(series).all();
  const last = walls[walls.length - 1];
  return last ? fromWall(last, series.allDay ? 'UTC' : series.timeZone) : undefined;
}

/** Is this instant the start of one of the series' occurrences? */
export function isOccurrenceStart(series: SeriesTiming, instant: Date): boolean {
  return occurrenceStarts(series, instant, instant).length > 0;
}

/** The RRULE line's value for iCalendar (UNTIL in UTC, as RFC 5545 asks with a TZID start). */
export function rruleText(series: SeriesTiming): string {
  const { recurrence } = series;
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly' && recurrence.byWeekday.length) {
    parts.push(`BYDAY=${recurrence.byWeekday.join(',')}`);
  }
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  if (recurrence.until) {
    const until = new Date(recurrence.until);
    parts.push(
      series.allDay
        ? `UNTIL=${until.toISOString().slice(0, 10).replace(/-/g, '')}`
        : `UNTIL=${compactUtc(until)}`,
    );
  }
  return parts.join(';');
}
