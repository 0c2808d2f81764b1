import { tz } from '@date-fns/tz';
import { addMonths, addYears, differenceInCalendarMonths } from 'date-fns';
import type { Recurrence } from '@worksphere/contracts';
import { DAY_MS } from './time-zones.js';

/** Wall clocks are reckoned in UTC fields: date-fns does the month and year sums there. */
const IN_WALL = { in: tz('UTC') };
/** Days in wall clocks have no DST: plain sums, much cheaper than a zoned date per day. */
const plusDays = (wall: Date, days: number) => new Date(wall.getTime() + days * DAY_MS);
const WEEKDAY_INDEX = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 } as const;

/** What the fast expansion needs: the rule, the first wall clock, and the rule's last one. */
export type WallRule = {
  recurrence: Recurrence;
  /** The first occurrence's wall clock in the series' zone (UTC fields). */
  start: Date;
  /** UNTIL as a wall clock (inclusive), if the rule has one. */
  until?: Date;
};

/**
 * The wall clocks of the rule's occurrences within [from, to] (walls too), found by arithmetic
 * from the start instead of rrule's walk through every occurrence since the first: an occurrence
 * years after the start costs the same as the first. Null for what it does not cover, which rrule
 * expands: monthly on the 29th to 31st and yearly on 29 February (rrule skips the months and
 * years without that day).
 */
export function fastWallStarts(rule: WallRule, from: Date, to: Date): Date[] | null {
  const { recurrence, start } = rule;
  const count = recurrence.count ?? Infinity;
  const last = Math.min(to.getTime(), rule.until?.getTime() ?? Infinity);
  const walls: Date[] = [];
  const keep = (wall: Date, index: number) => {
    if (index >= count || wall.getTime() > last) return false;
    if (wall.getTime() >= from.getTime()) walls.push(wall);
    return true;
  };
  const interval = recurrence.interval;
  const day = start.getUTCDate();
  if (recurrence.frequency === 'daily' || recurrence.frequency === 'weekly') {
    const days =
      recurrence.frequency === 'weekly'
        ? [...new Set(recurrence.byWeekday.map((name) => WEEKDAY_INDEX[name]))].sort()
        : [];
    if (days.length === 0) {
      const step = recurrence.frequency === 'daily' ? interval : 7 * interval;
      // The first index that can fall in the window, then one per step.
      let index = Math.max(0, Math.floor((from.getTime() - start.getTime()) / (step * DAY_MS)));
      while (keep(plusDays(start, index * step), index)) index += 1;
      return walls.map((wall) => new Date(wall.getTime()));
    }
    // Weeks run Monday to Sunday (rrule's WKST=MO) from the start's week, every `interval`.
    const weekStart = plusDays(start, -((start.getUTCDay() + 6) % 7));
    const firstWeek = days.filter((weekday) => plusDays(weekStart, weekday) >= start);
    const skipped = days.length - firstWeek.length;
    let week = Math.max(
      0,
      Math.floor((from.getTime() - weekStart.getTime()) / (7 * interval * DAY_MS)) - 1,
    );
    for (; ; week += 1) {
      const monday = plusDays(weekStart, week * 7 * interval);
      if (monday.getTime() > last) break;
      let stop = false;
      days.forEach((weekday, position) => {
        if (stop || (week === 0 && position < skipped)) return;
        const index =
          week === 0 ? position - skipped : firstWeek.length + (week - 1) * days.length + position;
        if (!keep(plusDays(monday, weekday), index)) stop = true;
      });
      if (stop) break;
    }
    return walls.map((wall) => new Date(wall.getTime()));
  }
  if (recurrence.frequency === 'monthly') {
    if (day > 28) return null;
    const months = Math.max(0, differenceInCalendarMonths(from, start, IN_WALL) - 1);
    let index = Math.floor(months / interval);
    while (keep(addMonths(start, index * interval, IN_WALL), index)) index += 1;
    return walls.map((wall) => new Date(wall.getTime()));
  }
  if (start.getUTCMonth() === 1 && day === 29) return null;
  const years = Math.max(0, from.getUTCFullYear() - start.getUTCFullYear() - 1);
  let index = Math.floor(years / interval);
  while (keep(addYears(start, index * interval, IN_WALL), index)) index += 1;
  return walls.map((wall) => new Date(wall.getTime()));
}
