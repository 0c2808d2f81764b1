import { WEEKDAYS, type Recurrence } from '@worksphere/contracts';
import { occurrenceStarts } from '../recurrence.js';
import { DAY_MS } from '../time-zones.js';
import { graphInstant } from './graph-times.js';
import type { GraphEvent, GraphRecurrence } from './microsoft-calendar.js';
import { zonedWallClock } from './provider-events.js';

const GRAPH_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6 of a YYYY-MM-DD. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The date an instant falls on in a zone. */
export const dateIn = (instant: string, zone: string) =>
  zonedWallClock(instant, zone).wall.slice(0, 10);

/**
 * The series' recurrence ending on the day before the chosen occurrence (Graph's own way to
 * end a series: its range becomes an end date; the pattern must be sent with it).
 */
export function endedRecurrence(recurrence: GraphRecurrence, occurrenceDate: string) {
  const { numberOfOccurrences: _count, ...range } = recurrence.range;
  return {
    pattern: recurrence.pattern,
    range: { ...range, type: 'endDate', endDate: dayBefore(occurrenceDate) },
  };
}

/**
 * The pattern as the engine's rule, to count the occurrences a numbered series has used up;
 * null for patterns Graph has and the form has not (relative months and years).
 */
function asRule(recurrence: GraphRecurrence, startDate: string): Recurrence | null {
  const { pattern, range } = recurrence;
  const interval = Number(pattern.interval ?? 1);
  const count = range.numberOfOccurrences;
  const day = Number(startDate.slice(8, 10));
  const month = Number(startDate.slice(5, 7));
  if (pattern.type === 'daily') return { frequency: 'daily', interval, byWeekday: [], count };
  if (pattern.type === 'weekly') {
    const days = (pattern.daysOfWeek as string[] | undefined) ?? [];
    const byWeekday = days.map((name) => WEEKDAYS[GRAPH_DAYS.indexOf(name as never)]!);
    return { frequency: 'weekly', interval, byWeekday, count };
  }
  if (pattern.type === 'absoluteMonthly' && pattern.dayOfMonth === day) {
    return { frequency: 'monthly', interval, byWeekday: [], count };
  }
  if (pattern.type === 'absoluteYearly' && pattern.dayOfMonth === day && pattern.month === month) {
    return { frequency: 'yearly', interval, byWeekday: [], count };
  }
  return null;
}

/**
 * The second part's recurrence: the old pattern moved to the new start (a weekly series on the
 * old occurrence's weekday goes to the new one's, a monthly one to its day), from the new start
 * date in the new zone; a numbered series repeats as many times as the old one had left (null
 * when that cannot be counted), an end date or no end stays.
 */
export function followingRecurrence(
  master: GraphEvent & { recurrence: GraphRecurrence },
  split: { originalStart: string; newStart: string; newZone: string; allDay: boolean },
): GraphRecurrence | null {
  const old = master.recurrence;
  const oldZone = old.range.recurrenceTimeZone || 'UTC';
  const oldDate = dateIn(split.originalStart, split.allDay ? 'UTC' : oldZone);
  const newDate = split.allDay
    ? split.newStart.slice(0, 10)
    : dateIn(split.newStart, split.newZone);
  const pattern = { ...old.pattern };
  const days = pattern.daysOfWeek as string[] | undefined;
  if (
    pattern.type === 'weekly' &&
    days?.length === 1 &&
    days[0] === GRAPH_DAYS[weekdayOf(oldDate)]
  ) {
    pattern.daysOfWeek = [GRAPH_DAYS[weekdayOf(newDate)]];
  }
  if (pattern.type.startsWith('absolute') && pattern.dayOfMonth === Number(oldDate.slice(8))) {
    pattern.dayOfMonth = Number(newDate.slice(8));
    if (pattern.type === 'absoluteYearly') pattern.month = Number(newDate.slice(5, 7));
  }
  const range: GraphRecurrence['range'] = {
    type: old.range.type,
    startDate: newDate,
    recurrenceTimeZone: split.newZone,
  };
  if (old.range.type === 'endDate' && old.range.endDate) {
    range.endDate = old.range.endDate < newDate ? newDate : old.range.endDate;
  }
  if (old.range.type === 'numbered') {
    const rule = asRule(old, old.range.startDate);
    if (!rule) return null;
    const timing = {
      recurrence: rule,
      start: new Date(
        master.isAllDay
          ? `${old.range.startDate}T00:00:00Z`
          : (graphInstant(master.start) ?? split.originalStart),
      ),
      allDay: Boolean(master.isAllDay),
      timeZone: oldZone,
    };
    const used = occurrenceStarts(
      timing,
      timing.start,
      new Date(Date.parse(split.originalStart) - 1000),
    ).length;
    range.numberOfOccurrences = Math.max(1, (old.range.numberOfOccurrences ?? 1) - used);
  }
  return { pattern, range };
}

/**
 * What the second part takes over from the series besides the form's fields: its attendees
 * (who are invited to the new series as they were to the old one) and its reminder.
 */
export function carriedFields(master: GraphEvent) {
  const attendees = (master.attendees ?? []) as {
    emailAddress?: { address?: string; name?: string };
    type?: string;
  }[];
  return {
    ...(attendees.length
      ? {
          attendees: attendees.map(({ emailAddress, type }) => ({
            emailAddress,
            type: type ?? 'required',
          })),
        }
      : {}),
    ...(master.isReminderOn === undefined ? {} : { isReminderOn: master.isReminderOn }),
    ...(master.reminderMinutesBeforeStart === undefined
      ? {}
      : { reminderMinutesBeforeStart: master.reminderMinutesBeforeStart }),
    ...(master.sensitivity ? { sensitivity: master.sensitivity } : {}),
    ...(master.showAs ? { showAs: master.showAs } : {}),
  };
}
