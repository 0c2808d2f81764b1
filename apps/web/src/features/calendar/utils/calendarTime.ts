import { TZDate } from '@date-fns/tz';
import type { CalendarEvent, User } from '@worksphere/contracts';
import { browserTimeZone, type DateFormatter } from '../../../platform/dates/dateFormatter';
import {
  addDays,
  addMonths,
  endOfMonth,
  endOfWeek,
  lightFormat,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { calendarMessages } from '../calendar.messages';

/** The browser's own zone, the default when the profile has none. */
export { browserTimeZone };

/** The zone the calendar is drawn in: the profile's setting, else the browser's. */
export function timeZoneOf(user: Pick<User, 'timeZone'>): string {
  return user.timeZone || browserTimeZone();
}

/** A day as 'yyyy-MM-dd', the key days are grouped by. */
export type DayKey = string;

export function dayKeyOf(date: Date): DayKey {
  // A key, not text for people: a TZDate's own fields, whatever the locale.
  return lightFormat(date, 'yyyy-MM-dd');
}

/** Midnight of a 'yyyy-MM-dd' day in the zone. */
export function startOfDayKey(key: DayKey, zone: string): TZDate {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, zone);
}

/** Now, as a date whose fields read in the zone. */
export function nowIn(zone: string): TZDate {
  return TZDate.tz(zone);
}

/** The first day of a month (year, month 0-11) in the zone. */
export function monthStart(year: number, month: number, zone: string): TZDate {
  return new TZDate(year, month, 1, zone);
}

/** The month's start and end, as GET /calendar/events takes them (spec 3 §7). */
export function monthRange(start: TZDate): { timeMin: string; timeMax: string } {
  return { timeMin: utcIso(start), timeMax: utcIso(addMonths(start, 1)) };
}

/** An instant in UTC ISO form ("...Z"); TZDate's own toISOString writes the zone's offset. */
export function utcIso(date: Date): string {
  return new Date(date.getTime()).toISOString();
}

export type GridDay = { key: DayKey; date: Date; isInMonth: boolean };

/** The month as weeks of seven days, Sunday first, padded with the neighbouring months' days. */
export function monthWeeks(start: TZDate): GridDay[][] {
  const last = endOfWeek(endOfMonth(start));
  const weeks: GridDay[][] = [];
  for (let day = startOfWeek(startOfMonth(start)); day <= last; day = addDays(day, 1)) {
    if (weeks.length === 0 || weeks.at(-1)?.length === 7) weeks.push([]);
    weeks
      .at(-1)
      ?.push({ key: dayKeyOf(day), date: day, isInMonth: day.getMonth() === start.getMonth() });
  }
  return weeks;
}

/** An event as the screen shows it (spec 3 §3): title defaults to "No Title", room from location. */
export type DisplayEvent = {
  id: string;
  title: string;
  start: TZDate;
  /** Exclusive for all-day events, as the server writes them. */
  end: TZDate;
  allDay: boolean;
  description: string;
  room: string;
  category: string | null;
  emailAccountId: string;
  readOnly: boolean;
  isOccurrence: boolean;
  source: CalendarEvent;
};

function timeOf(value: CalendarEvent['start'], zone: string): { date: TZDate; allDay: boolean } {
  if (value.date && !value.dateTime) return { date: startOfDayKey(value.date, zone), allDay: true };
  return { date: new TZDate(Date.parse(value.dateTime ?? value.date ?? ''), zone), allDay: false };
}

export function toDisplayEvent(event: CalendarEvent, zone: string): DisplayEvent {
  const start = timeOf(event.start, zone);
  const end = timeOf(event.end, zone);
  const category = event.category ?? event.extendedProperties?.private?.category ?? null;
  return {
    id: event.id,
    title: event.summary.trim() ? event.summary : calendarMessages.spec.noTitle,
    start: start.date,
    end: end.date < start.date ? start.date : end.date,
    allDay: start.allDay,
    description: event.description,
    room: event.location,
    category,
    emailAccountId: event.emailAccountId,
    readOnly: event.readOnly,
    isOccurrence: Boolean(event.recurringEventId || event.recurrence),
    source: event,
  };
}

/** The days an event covers, as keys (an all-day end and a midnight end are exclusive). */
export function dayKeysOf(event: DisplayEvent): DayKey[] {
  const keys: DayKey[] = [];
  let day = startOfDayKey(dayKeyOf(event.start), event.start.timeZone ?? 'UTC');
  const lastInstant = event.end > event.start ? new Date(event.end.getTime() - 1) : event.start;
  for (let guard = 0; day <= lastInstant && guard < 400; guard += 1) {
    keys.push(dayKeyOf(day));
    day = addDays(day, 1);
  }
  return keys.length > 0 ? keys : [dayKeyOf(event.start)];
}

/** Events grouped by day, each day's list in start order (all-day first). */
export function eventsByDay(events: readonly DisplayEvent[]): Map<DayKey, DisplayEvent[]> {
  const byDay = new Map<DayKey, DisplayEvent[]>();
  for (const event of sortEvents(events)) {
    for (const key of dayKeysOf(event)) {
      const list = byDay.get(key) ?? [];
      list.push(event);
      byDay.set(key, list);
    }
  }
  return byDay;
}

export function sortEvents(events: readonly DisplayEvent[]): DisplayEvent[] {
  return [...events].sort(
    (a, b) =>
      Number(b.allDay) - Number(a.allDay) ||
      a.start.getTime() - b.start.getTime() ||
      a.title.localeCompare(b.title),
  );
}

/** "Mon, Jun 3, 2026, 9:00 – 10:30 AM", "Wed, Jun 3 – Fri, Jun 5, 2026 (all day)". */
export function formatTimeRange(
  event: DisplayEvent,
  allDayLabel: string,
  dates: DateFormatter,
): string {
  if (!event.allDay) return dates.formatRange(event.start, event.end);
  const lastDay = addDays(event.end, -1);
  const days =
    lastDay > event.start
      ? dates.formatRange(event.start, lastDay, { allDay: true })
      : dates.formatDate(event.start, { withWeekday: true });
  return `${days} (${allDayLabel})`;
}

/** The clock time shown on a chip: "9:00 AM" (or "09:00"), nothing for all-day events. */
export function formatChipTime(event: DisplayEvent, dates: DateFormatter): string {
  return event.allDay ? '' : dates.formatTime(event.start);
}
