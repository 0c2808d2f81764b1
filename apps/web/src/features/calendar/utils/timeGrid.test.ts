import type { CalendarEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { toDisplayEvent } from './calendarTime';
import {
  atMinute,
  layoutDay,
  minuteOfDay,
  movedTimes,
  resizedEnd,
  shiftAnchor,
  slotSpan,
  snapMinutes,
  viewDays,
} from './timeGrid';

const ZONE = 'Europe/Berlin';
const DAY = '2026-03-10'; // a Tuesday, UTC+1

function timed(id: string, start: string, end: string, zone = ZONE) {
  const event: CalendarEvent = {
    id,
    summary: id,
    description: '',
    location: '',
    category: 'Work',
    emailAccountId: 'acc',
    start: { dateTime: start },
    end: { dateTime: end },
    recurringEventId: null,
    recurrence: null,
    readOnly: false,
  };
  return toDisplayEvent(event, zone);
}

const placement = (events: ReturnType<typeof timed>[]) =>
  Object.fromEntries(
    layoutDay(events, DAY, ZONE).map((item) => [
      item.event.id,
      [item.startMinute, item.endMinute, item.column, item.columns],
    ]),
  );

describe('laying out a day', () => {
  it('puts overlapping events side by side and lone events full width', () => {
    const events = [
      timed('a', '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'), // 09:00-10:00
      timed('b', '2026-03-10T08:30:00Z', '2026-03-10T10:00:00Z'), // 09:30-11:00
      timed('c', '2026-03-10T09:00:00Z', '2026-03-10T09:30:00Z'), // 10:00-10:30, a's column
      timed('d', '2026-03-10T12:00:00Z', '2026-03-10T13:00:00Z'), // 13:00-14:00 alone
    ];
    expect(placement(events)).toEqual({
      a: [540, 600, 0, 2],
      b: [570, 660, 1, 2],
      c: [600, 630, 0, 2],
      d: [780, 840, 0, 1],
    });
  });

  it('gives three events starting together three columns, the longest first', () => {
    const events = [
      timed('short', '2026-03-10T08:00:00Z', '2026-03-10T08:30:00Z'),
      timed('long', '2026-03-10T08:00:00Z', '2026-03-10T10:00:00Z'),
      timed('mid', '2026-03-10T08:00:00Z', '2026-03-10T09:00:00Z'),
    ];
    expect(placement(events)).toEqual({
      long: [540, 660, 0, 3],
      mid: [540, 600, 1, 3],
      short: [540, 570, 2, 3],
    });
  });

  it('cuts events at the day’s edges and gives a zero-length event one step', () => {
    const events = [
      timed('overnight', '2026-03-09T22:00:00Z', '2026-03-10T01:00:00Z'), // 23:00 to 02:00
      timed('late', '2026-03-10T22:00:00Z', '2026-03-11T02:00:00Z'), // 23:00 to 03:00 next day
      timed('instant', '2026-03-10T11:00:00Z', '2026-03-10T11:00:00Z'),
    ];
    expect(placement(events)).toEqual({
      overnight: [0, 120, 0, 1],
      instant: [720, 735, 0, 1],
      late: [1380, 1440, 0, 1],
    });
  });
});

describe('slot maths', () => {
  it('snaps to quarter hours within the day', () => {
    expect(snapMinutes(67)).toBe(60);
    expect(snapMinutes(68)).toBe(75);
    expect(snapMinutes(61, 'ceil')).toBe(75);
    expect(snapMinutes(74, 'floor')).toBe(60);
    expect(snapMinutes(-20)).toBe(0);
    expect(snapMinutes(1500)).toBe(1440);
  });

  it('makes a click a 30-minute slot from the half hour, a sweep its snapped span', () => {
    expect(slotSpan(9 * 60 + 40, 9 * 60 + 40)).toEqual({ start: 570, end: 600 });
    expect(slotSpan(23 * 60 + 50, 23 * 60 + 50)).toEqual({ start: 1410, end: 1440 });
    // Upwards or downwards, outwards to the quarter hours it touches.
    expect(slotSpan(11 * 60 + 5, 9 * 60 + 20)).toEqual({ start: 555, end: 675 });
  });

  it('reads and writes wall-clock minutes across a DST change', () => {
    // 29 March 2026: Berlin jumps from 02:00 to 03:00.
    const afterJump = atMinute('2026-03-29', 10 * 60, ZONE);
    expect(new Date(afterJump.getTime()).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(minuteOfDay(afterJump, '2026-03-29', ZONE)).toBe(600);
  });

  it('moves an event keeping its length, and resizes it by whole steps, never below one', () => {
    const event = timed('a', '2026-03-10T08:00:00Z', '2026-03-10T09:30:00Z'); // 09:00-10:30
    const moved = movedTimes(event, '2026-03-12', 9 * 60 + 50, ZONE);
    expect(moved.start.toISOString()).toBe('2026-03-12T08:45:00.000Z');
    expect(moved.end.toISOString()).toBe('2026-03-12T10:15:00.000Z');
    // Never past the day's last step.
    expect(movedTimes(event, DAY, 2000, ZONE).start.toISOString()).toBe('2026-03-10T22:45:00.000Z');
    expect(resizedEnd(event, 40).toISOString()).toBe('2026-03-10T10:15:00.000Z');
    expect(resizedEnd(event, -600).toISOString()).toBe('2026-03-10T08:15:00.000Z');
  });

  it('shows the week from Sunday, four days from the day, and steps by a view', () => {
    expect(viewDays('week', DAY, ZONE)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
    expect(viewDays('4day', DAY, ZONE)).toEqual([
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
    ]);
    expect(shiftAnchor('4day', DAY, ZONE, 1)).toBe('2026-03-14');
    expect(shiftAnchor('day', DAY, ZONE, -1)).toBe('2026-03-09');
  });
});
