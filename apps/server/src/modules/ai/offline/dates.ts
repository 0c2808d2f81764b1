import { TZDate } from '@date-fns/tz';
import * as chrono from 'chrono-node';
import { addDays, addWeeks, endOfDay, endOfWeek, startOfDay, startOfWeek } from 'date-fns';
import { formatInstant } from '../format-instant.js';

/*
 * Dates and times of the offline assistant, read in the user's time zone. chrono-node reads
 * the words against the user's wall clock given as if it were UTC; the components it finds are
 * then placed in the user's zone with @date-fns/tz, so "friday 3pm" is 15:00 where they are.
 */

export type Clock = { now: Date; timeZone: string };
export type DateRange = { from: Date; to: Date; label: string };
export type FoundDate = {
  at: Date;
  /** Did the words name a time of day (else the date alone was given)? */
  hasTime: boolean;
  /** Did the words name a day (else only a time: "at 3pm")? */
  hasDay: boolean;
  /** Where in the text the date words were. */
  index: number;
  text: string;
};

const WEEK = { weekStartsOn: 1 as const };

/** The user's wall clock as a UTC date (what chrono reads against). */
function wallClock({ now, timeZone }: Clock): Date {
  const local = new TZDate(now.getTime(), timeZone);
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

/** The first date or time named in the text, or null; a date alone gets defaultHour:00. */
export function findDate(text: string, clock: Clock, defaultHour = 17): FoundDate | null {
  const [result] = chrono.parse(
    text,
    { instant: wallClock(clock), timezone: 0 },
    { forwardDate: true },
  );
  if (!result) return null;
  const start = result.start;
  const hasTime = start.isCertain('hour');
  const at = new TZDate(
    start.get('year')!,
    start.get('month')! - 1,
    start.get('day')!,
    hasTime ? start.get('hour')! : defaultHour,
    hasTime ? (start.get('minute') ?? 0) : 0,
    0,
    clock.timeZone,
  );
  const hasDay =
    start.isCertain('day') ||
    start.isCertain('weekday') ||
    /\b(today|tonight|tomorrow)\b/i.test(result.text);
  return { at: new Date(at.getTime()), hasTime, hasDay, index: result.index, text: result.text };
}

/** A named span: today, tomorrow, this week, next week, or the day of a date. */
export function findRange(text: string, clock: Clock): DateRange | null {
  const phrase = text.trim().toLowerCase();
  const here = new TZDate(clock.now.getTime(), clock.timeZone);
  const day = (date: Date, label: string): DateRange => ({
    from: new Date(startOfDay(date).getTime()),
    to: new Date(endOfDay(date).getTime()),
    label,
  });
  if (!phrase || /\btoday\b/.test(phrase)) return day(here, 'today');
  if (/\btomorrow\b/.test(phrase)) return day(addDays(here, 1), 'tomorrow');
  if (/\bnext week\b/.test(phrase)) {
    const next = addWeeks(here, 1);
    return {
      from: new Date(startOfWeek(next, WEEK).getTime()),
      to: new Date(endOfWeek(next, WEEK).getTime()),
      label: 'next week',
    };
  }
  if (/\b(this|the) week\b/.test(phrase)) {
    return {
      from: new Date(startOfWeek(here, WEEK).getTime()),
      to: new Date(endOfWeek(here, WEEK).getTime()),
      label: 'this week',
    };
  }
  const found = findDate(phrase, clock, 12);
  if (!found) return null;
  const local = new TZDate(found.at.getTime(), clock.timeZone);
  // The day as the shell writes it (format-instant.ts): "on Fri, Nov 27, 2026".
  return day(local, `on ${formatInstant(found.at, clock.timeZone, false)}`);
}
