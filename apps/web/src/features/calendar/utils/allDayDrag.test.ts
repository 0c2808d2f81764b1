import type { CalendarEvent } from '@worksphere/contracts';
import { lightFormat } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { changedTimesRequest } from './eventChange';
import { daysBetween, lastDayOf, movedAllDay, resizedAllDay } from './allDayDrag';
import { toDisplayEvent } from './calendarTime';

const ZONE = 'Europe/Berlin';

/** An all-day event from `start` up to (not including) `end`. */
function allDay(start: string, end: string) {
  const event: CalendarEvent = {
    id: 'trip',
    summary: 'Trip',
    description: '',
    location: '',
    category: 'Personal',
    emailAccountId: 'acc',
    start: { date: start },
    end: { date: end },
    recurringEventId: null,
    recurrence: null,
    readOnly: false,
  };
  return toDisplayEvent(event, ZONE);
}

const days = (times: { start: Date; end: Date } | null) =>
  times && [lightFormat(times.start, 'yyyy-MM-dd'), lightFormat(times.end, 'yyyy-MM-dd')];

describe('all-day drags in the hour grid', () => {
  it('counts whole days, across the change to summer time too', () => {
    expect(daysBetween('2026-03-27', '2026-03-30')).toBe(3);
    expect(daysBetween('2026-03-30', '2026-03-27')).toBe(-3);
    expect(daysBetween('2026-03-28', '2026-03-28')).toBe(0);
  });

  it('moves by the days between where it was picked up and where it was dropped', () => {
    const trip = allDay('2026-03-10', '2026-03-13'); // 10th to 12th
    expect(lastDayOf(trip)).toBe('2026-03-12');
    // Picked up on its second day, dropped two days later.
    expect(days(movedAllDay(trip, '2026-03-11', '2026-03-13'))).toEqual([
      '2026-03-12',
      '2026-03-15',
    ]);
    expect(days(movedAllDay(trip, '2026-03-10', '2026-03-08'))).toEqual([
      '2026-03-08',
      '2026-03-11',
    ]);
    expect(movedAllDay(trip, '2026-03-12', '2026-03-12')).toBeNull();
  });

  it('its end edge sets the last day, never before the first; the PUT keeps dates', () => {
    const trip = allDay('2026-03-27', '2026-03-28'); // one day, before the DST change
    const longer = resizedAllDay(trip, '2026-03-30', ZONE);
    expect(days(longer)).toEqual(['2026-03-27', '2026-03-31']);
    expect(days(resizedAllDay(trip, '2026-03-20', ZONE))).toBeNull();
    expect(resizedAllDay(trip, '2026-03-27', ZONE)).toBeNull();
    const shorter = resizedAllDay(allDay('2026-03-10', '2026-03-14'), '2026-03-11', ZONE);
    expect(days(shorter)).toEqual(['2026-03-10', '2026-03-12']);

    const request = changedTimesRequest(trip, longer!, 'series', ZONE);
    expect(request).toMatchObject({ start: '2026-03-27', end: '2026-03-31', allDay: true });
  });
});
