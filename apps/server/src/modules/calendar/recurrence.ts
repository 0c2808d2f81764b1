import * as rruleModule from 'rrule';
import type { Recurrence } from '@worksphere/contracts';
import { rruleValue } from './ical/rrule.js';
import { fastWallStarts, type WallRule } from './recurrence-fast.js';
import { DAY_MS, fromWall, toWall } from './time-zones.js';

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

/** The series as the fast expansion takes it: wall clocks of its zone. */
function wallRuleFor(series: SeriesTiming): WallRule {
  const zone = series.allDay ? 'UTC' : series.timeZone;
  const { until } = series.recurrence;
  return {
    recurrence: series.recurrence,
    start: toWall(series.start, zone),
    until: until ? untilWall(new Date(until), series.allDay, zone) : undefined,
  };
}

/**
 * The starts (UTC instants) of the occurrences beginning within [from, to]: by arithmetic
 * (recurrence-fast.ts) where it covers the rule, else with rrule.
 */
export function occurrenceStarts(series: SeriesTiming, from: Date, to: Date): Date[] {
  return startsIn(series, from, to, (low, high) => fastWallStarts(wallRuleFor(series), low, high));
}

/** The same with rrule alone: the fast expansion's fallback and its reference in tests. */
export function occurrenceStartsByRRule(series: SeriesTiming, from: Date, to: Date): Date[] {
  return startsIn(series, from, to, () => null);
}

function startsIn(
  series: SeriesTiming,
  from: Date,
  to: Date,
  fast: (low: Date, high: Date) => Date[] | null,
): Date[] {
  const zone = series.allDay ? 'UTC' : series.timeZone;
  // Wall clocks are at most 14 h from UTC: widen, then keep what really falls inside.
  const low = new Date(from.getTime() - DAY_MS);
  const high = new Date(to.getTime() + DAY_MS);
  const walls = fast(low, high) ?? ruleFor(series).between(low, high, true);
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
  return rruleValue(series.recurrence, series.allDay);
}
