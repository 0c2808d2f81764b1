import type { EventTime } from '@worksphere/contracts';
import { compactUtc, DAY_MS } from '../time-zones.js';
import type { GoogleEvent } from './google-calendar.js';
import { eventTimeMs, zonedWallClock } from './provider-events.js';

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** An RRULE line's parts in their order: "RRULE:FREQ=WEEKLY;COUNT=5" → [[FREQ, WEEKLY], …]. */
function partsOf(line: string): [string, string][] {
  return line
    .replace(/^RRULE:/i, '')
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toUpperCase(), value];
    });
}
const lineOf = (parts: [string, string][]) =>
  `RRULE:${parts.map(([name, value]) => `${name}=${value}`).join(';')}`;
const isRule = (line: string) => /^RRULE:/i.test(line);

/** The series' RRULE line, if it has one (Google keeps EXDATE/RDATE lines beside it). */
export const ruleLineOf = (recurrence: string[] | undefined) => recurrence?.find(isRule);

/** The COUNT of a series' rule, if it has one. */
export function countOf(recurrence: string[]): number | undefined {
  const count = partsOf(ruleLineOf(recurrence) ?? '').find(([name]) => name === 'COUNT');
  return count ? Number(count[1]) : undefined;
}

/**
 * The series' recurrence ending just before the chosen occurrence, Google's documented way to
 * split a series: COUNT goes, UNTIL is the day before (all-day) or a second before the
 * occurrence's original start in UTC (the form RFC 5545 asks for beside a zone). EXDATE and
 * RDATE lines stay.
 */
export function endedRecurrence(recurrence: string[], original: EventTime): string[] {
  const until = original.date
    ? new Date(eventTimeMs(original) - DAY_MS).toISOString().slice(0, 10).replaceAll('-', '')
    : compactUtc(new Date(eventTimeMs(original) - 1000));
  return recurrence.map((line) =>
    isRule(line)
      ? lineOf([
          ...partsOf(line).filter(([name]) => name !== 'COUNT' && name !== 'UNTIL'),
          ['UNTIL', until],
        ])
      : line,
  );
}

/** The date and weekday of a time in a zone (all-day: its date). */
function dayOf(time: EventTime, zone: string) {
  const date = time.date ?? zonedWallClock(new Date(eventTimeMs(time)).toISOString(), zone).wall;
  const weekday = WEEKDAYS[(new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  return { weekday, dayOfMonth: String(Number(date.slice(8, 10))) };
}

/**
 * The new series' rule when the form keeps the old one: the old rule moved to the new start (a
 * single BYDAY or BYMONTHDAY that was the old occurrence's becomes the new start's), with the
 * count that was left (`used` occurrences came before), or the old UNTIL.
 */
export function followingRule(
  recurrence: string[],
  split: { original: EventTime; newStart: EventTime; zone: string; used: number },
): string {
  const before = dayOf(split.original, split.zone);
  const after = dayOf(split.newStart, split.newStart.timeZone ?? split.zone);
  const parts = partsOf(ruleLineOf(recurrence) ?? '').map(([name, value]): [string, string] => {
    if (name === 'COUNT') return [name, String(Math.max(1, Number(value) - split.used))];
    if (name === 'BYDAY' && value === before.weekday) return [name, after.weekday];
    if (name === 'BYMONTHDAY' && value === before.dayOfMonth) return [name, after.dayOfMonth];
    return [name, value];
  });
  return lineOf(parts);
}

/**
 * What the second part takes over from the series besides the form's fields: its attendees with
 * their answers, its reminders, colour, visibility and free/busy.
 */
export function carriedFields(master: GoogleEvent) {
  const keep = ['attendees', 'reminders', 'colorId', 'visibility', 'transparency'] as const;
  return Object.fromEntries(
    keep.filter((name) => master[name] !== undefined).map((name) => [name, master[name]]),
  );
}
