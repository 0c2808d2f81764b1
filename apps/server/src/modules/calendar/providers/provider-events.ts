import type { EventTime, Recurrence } from '@worksphere/contracts';
import { toWall } from '../time-zones.js';
import type { EventWrite } from './calendar-provider.js';

/** An instant as the contracts answer it: UTC ISO 8601 (the input may carry any offset). */
export function utcInstant(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

/**
 * An instant as a zone's wall clock, `2030-05-06T11:00:00`, and the zone's offset then,
 * `+02:00`: what Google and Graph take with a `timeZone`, so a series repeats at that wall
 * clock across DST changes instead of at a fixed UTC time.
 */
export function zonedWallClock(value: string, zone: string): { wall: string; offset: string } {
  const instant = new Date(value);
  const wallDate = toWall(instant, zone);
  const minutes = Math.round((wallDate.getTime() - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  const rest = String(Math.abs(minutes) % 60).padStart(2, '0');
  return { wall: wallDate.toISOString().slice(0, 19), offset: `${sign}${hours}:${rest}` };
}

/** `20240501T100000Z` / `20240501`: iCalendar's and Google's compact form. */
export function compactTime(value: string, allDay: boolean): string {
  if (allDay) return value.slice(0, 10).replaceAll('-', '');
  return utcInstant(value)
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

/** The RRULE value (without "RRULE:") of a repeat rule from the form. */
export function toRRule(rule: Recurrence, allDay: boolean): string {
  const parts = [`FREQ=${rule.frequency.toUpperCase()}`, `INTERVAL=${rule.interval}`];
  if (rule.frequency === 'weekly' && rule.byWeekday.length > 0) {
    parts.push(`BYDAY=${rule.byWeekday.join(',')}`);
  }
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  if (rule.until) {
    parts.push(`UNTIL=${allDay ? compactTime(rule.until, true) : compactTime(rule.until, false)}`);
  }
  return parts.join(';');
}

const DAY_MS = 86_400_000;
const msOf = (value: string, allDay: boolean) =>
  allDay ? Date.parse(`${value.slice(0, 10)}T00:00:00Z`) : Date.parse(value);
const format = (ms: number, allDay: boolean) =>
  allDay ? new Date(ms).toISOString().slice(0, 10) : new Date(ms).toISOString();

/** Start or end of a provider event as milliseconds (dates at UTC midnight). */
export function eventTimeMs(time: EventTime): number {
  return time.date ? msOf(time.date, true) : Date.parse(time.dateTime ?? '');
}

/**
 * A whole series edited from one of its occurrences: the series moves by as much as that
 * occurrence moved, and takes its new duration. Answers the series' new start and end.
 */
export function shiftedSeriesTimes(
  series: { start: EventTime },
  occurrenceOriginalStart: EventTime,
  input: EventWrite,
): { start: string; end: string } {
  const allDay = input.allDay;
  const delta = msOf(input.start, allDay) - eventTimeMs(occurrenceOriginalStart);
  const duration = msOf(input.end, allDay) - msOf(input.start, allDay);
  let start = eventTimeMs(series.start) + delta;
  if (allDay) start = Math.round(start / DAY_MS) * DAY_MS;
  return { start: format(start, allDay), end: format(start + duration, allDay) };
}
