import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, startOfWeek } from 'date-fns';
import { dayKeyOf, startOfDayKey, utcIso, type DayKey, type DisplayEvent } from './calendarTime';

/** The views drawn as an hour grid, beside the spec's month grid and agenda. */
export const TIME_VIEWS = ['day', '4day', 'week'] as const;
export type TimeView = (typeof TIME_VIEWS)[number];
export type CalendarViewMode = 'month' | 'agenda' | TimeView;
export const CALENDAR_VIEWS: readonly CalendarViewMode[] = [
  'day',
  '4day',
  'week',
  'month',
  'agenda',
];

export const isTimeView = (view: CalendarViewMode): view is TimeView =>
  (TIME_VIEWS as readonly string[]).includes(view);

/** Everything snaps to a quarter of an hour: a drag, a resize, a click. */
export const SNAP_MINUTES = 15;
/** Height of one hour in the grid; a 15-minute step is a quarter of it. */
export const HOUR_PX = 48;
export const SNAP_PX = (HOUR_PX * SNAP_MINUTES) / 60;
export const DAY_MINUTES = 24 * 60;
/** The grid opens scrolled to the start of a working day. */
export const WORKDAY_START_HOUR = 8;
/** A click on an empty slot makes an event this long. */
export const CLICK_EVENT_MINUTES = 30;

/** How many days a time view shows. */
export const DAYS_IN_VIEW: Record<TimeView, number> = { day: 1, '4day': 4, week: 7 };

/** The days a time view shows around a day: the week from Sunday (as the month grid), or from it. */
export function viewDays(view: TimeView, anchor: DayKey, zone: string): DayKey[] {
  const anchorStart = startOfDayKey(anchor, zone);
  const first = view === 'week' ? startOfWeek(anchorStart) : anchorStart;
  return Array.from({ length: DAYS_IN_VIEW[view] }, (_, index) => dayKeyOf(addDays(first, index)));
}

/** The days before or after: one view's width further. */
export function shiftAnchor(view: TimeView, anchor: DayKey, zone: string, direction: 1 | -1) {
  return dayKeyOf(addDays(startOfDayKey(anchor, zone), DAYS_IN_VIEW[view] * direction));
}

/** The days' start and end, as GET /calendar/events takes them. */
export function daysRange(days: DayKey[], zone: string): { timeMin: string; timeMax: string } {
  const first = startOfDayKey(days[0]!, zone);
  const afterLast = addDays(startOfDayKey(days[days.length - 1]!, zone), 1);
  return { timeMin: utcIso(first), timeMax: utcIso(afterLast) };
}

/** Minutes rounded to the nearest quarter hour, kept within the day. */
export function snapMinutes(minutes: number, mode: 'round' | 'floor' | 'ceil' = 'round') {
  const snapped = Math[mode](minutes / SNAP_MINUTES) * SNAP_MINUTES;
  return Math.min(DAY_MINUTES, Math.max(0, snapped));
}

/** The minute of the day a point `offsetPx` below the top of a day column stands for. */
export const minutesAt = (offsetPx: number) => (offsetPx / HOUR_PX) * 60;

/** An instant on a day at a minute of it, in the zone (across DST, as the wall clock reads). */
export function atMinute(day: DayKey, minutes: number, zone: string): TZDate {
  const midnight = startOfDayKey(day, zone);
  return new TZDate(
    midnight.getFullYear(),
    midnight.getMonth(),
    midnight.getDate(),
    Math.floor(minutes / 60),
    minutes % 60,
    zone,
  );
}

/** Minutes since midnight on a day, as its wall clock reads (the day's edges kept). */
export function minuteOfDay(instant: Date, day: DayKey, zone: string): number {
  const midnight = startOfDayKey(day, zone);
  const next = addDays(midnight, 1);
  if (instant <= midnight) return 0;
  if (instant >= next) return DAY_MINUTES;
  const wall = new TZDate(instant.getTime(), zone);
  return wall.getHours() * 60 + wall.getMinutes();
}

/**
 * The slot a click or a drag across the grid covers: from the earlier point to the later, snapped
 * outwards to quarter hours; a click (or a tiny drag) makes a 30-minute event from the half hour.
 */
export function slotSpan(fromMinutes: number, toMinutes: number): { start: number; end: number } {
  const low = Math.min(fromMinutes, toMinutes);
  const high = Math.max(fromMinutes, toMinutes);
  if (high - low < SNAP_MINUTES) {
    const start = Math.min(
      DAY_MINUTES - CLICK_EVENT_MINUTES,
      Math.floor(low / CLICK_EVENT_MINUTES) * CLICK_EVENT_MINUTES,
    );
    return { start, end: start + CLICK_EVENT_MINUTES };
  }
  return { start: snapMinutes(low, 'floor'), end: snapMinutes(high, 'ceil') };
}

/**
 * An event dropped on a day with its start at a minute (snapped, kept within the day): the same
 * length, a new start.
 */
export function movedTimes(event: DisplayEvent, day: DayKey, startMinute: number, zone: string) {
  const minute = Math.min(DAY_MINUTES - SNAP_MINUTES, snapMinutes(startMinute));
  const start = atMinute(day, minute, zone);
  const end = new Date(start.getTime() + (event.end.getTime() - event.start.getTime()));
  return { start: new Date(start.getTime()), end };
}

/** An event's end dragged by snapped minutes, never shorter than one step. */
export function resizedEnd(event: DisplayEvent, minutes: number): Date {
  const steps = Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;
  const end = addMinutes(event.end, steps);
  const shortest = addMinutes(event.start, SNAP_MINUTES);
  return new Date(Math.max(end.getTime(), shortest.getTime()));
}

export type PlacedEvent = {
  event: DisplayEvent;
  /** Minutes from the day's midnight. */
  startMinute: number;
  endMinute: number;
  /** Side by side with overlapping events: which column, of how many. */
  column: number;
  columns: number;
};

/**
 * A day's timed events placed for the grid: overlapping events share the width in columns, each
 * in the leftmost free column; a group of events linked by overlaps shares one column count.
 * Very short events take at least one step of height, so they can be seen and clicked.
 */
export function layoutDay(
  events: readonly DisplayEvent[],
  day: DayKey,
  zone: string,
): PlacedEvent[] {
  const items = events
    .filter((event) => !event.allDay)
    .map((event) => {
      const startMinute = minuteOfDay(event.start, day, zone);
      const endMinute = Math.max(
        minuteOfDay(event.end, day, zone),
        Math.min(DAY_MINUTES, startMinute + SNAP_MINUTES),
      );
      return { event, startMinute, endMinute, column: 0, columns: 1 };
    })
    .sort(
      (a, b) =>
        a.startMinute - b.startMinute ||
        b.endMinute - a.endMinute ||
        a.event.title.localeCompare(b.event.title),
    );
  let group: PlacedEvent[] = [];
  let groupEnd = -1;
  const columnEnds: number[] = [];
  const closeGroup = () => {
    for (const item of group) item.columns = columnEnds.length;
    group = [];
    columnEnds.length = 0;
  };
  for (const item of items) {
    if (item.startMinute >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= item.startMinute);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = item.endMinute;
    item.column = column;
    group.push(item);
    groupEnd = Math.max(groupEnd, item.endMinute);
  }
  closeGroup();
  return items;
}
