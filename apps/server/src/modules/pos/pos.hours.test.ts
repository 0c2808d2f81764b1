import { describe, expect, it } from 'vitest';
import {
  isOpenAt,
  nextOpening,
  pickupSlotDays,
  pickupSlots,
  shopClock,
  shopInstant,
} from './pos.hours.js';

const hours = {
  mon: [
    { open: '09:00', close: '12:00' },
    { open: '14:00', close: '24:00' },
  ],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
};

describe('shop clock and opening hours', () => {
  it('reads the day and minute in the shop time zone', () => {
    // 2026-11-23 is a Monday; 23:30 UTC is already Tuesday 00:30 in Berlin.
    expect(shopClock('Europe/Berlin', new Date('2026-11-23T23:30:00Z'))).toEqual({
      day: '2026-11-24',
      weekday: 'tue',
      minutes: 30,
    });
    expect(shopClock('America/New_York', new Date('2026-11-23T03:00:00Z'))).toMatchObject({
      day: '2026-11-22',
      weekday: 'sun',
    });
  });

  it('is open from the opening minute up to, not including, the closing one', () => {
    const at = (iso: string) => isOpenAt(hours, 'Europe/Berlin', new Date(iso));
    expect(at('2026-11-23T08:00:00Z')).toBe(true); // 09:00 Berlin
    expect(at('2026-11-23T07:59:00Z')).toBe(false);
    expect(at('2026-11-23T11:00:00Z')).toBe(false); // 12:00, closed for lunch
    expect(at('2026-11-23T22:59:00Z')).toBe(true); // 23:59, until midnight
    expect(at('2026-11-23T23:00:00Z')).toBe(false); // Tuesday: closed
  });

  it('turns the shop wall clock into an instant, summer time included', () => {
    expect(shopInstant('Europe/Berlin', '2026-11-23', 9 * 60).toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(shopInstant('America/Toronto', '2026-07-01', 8 * 60).toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
  });

  it('finds the next opening: after lunch today, else the next open day', () => {
    const next = (iso: string) =>
      nextOpening(hours, 'Europe/Berlin', new Date(iso))?.toISOString() ?? null;
    expect(next('2026-11-23T11:30:00Z')).toBe('2026-11-23T13:00:00.000Z'); // 12:30 → 14:00
    expect(next('2026-11-23T23:30:00Z')).toBe('2026-11-30T08:00:00.000Z'); // Tuesday → Monday 09:00
    expect(nextOpening({ ...hours, mon: [] }, 'Europe/Berlin')).toBeNull();
  });

  it('offers the slots left today that end by closing time', () => {
    const slots = pickupSlots(hours, 'Europe/Berlin', 60, new Date('2026-11-23T09:10:00Z'));
    // 10:10 Berlin: 11:00 (ends 12:00), then 14:00 … 23:00.
    expect(slots.map((slot) => slot.toISOString())).toEqual([
      '2026-11-23T10:00:00.000Z',
      ...[13, 14, 15, 16, 17, 18, 19, 20, 21, 22].map(
        (hour) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`,
      ),
    ]);
  });

  it('offers the next opening day’s slots once today’s are gone or the shop is closed today', () => {
    const iso = (slots: Date[]) => slots.map((slot) => slot.toISOString());
    // Monday 23:10 Berlin: the 23:00 slot has begun; Tuesday to Sunday closed → next Monday.
    const lateMonday = pickupSlots(hours, 'Europe/Berlin', 60, new Date('2026-11-23T22:10:00Z'));
    expect(iso(lateMonday).slice(0, 3)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T10:00:00.000Z',
    ]);
    expect(lateMonday).toHaveLength(13);
    // Closed all Tuesday (a day off): Wednesday's, whatever the hour on Tuesday.
    const withWednesday = { ...hours, wed: [{ open: '08:00', close: '10:00' }] };
    expect(
      iso(pickupSlots(withWednesday, 'Europe/Berlin', 30, new Date('2026-11-24T06:00:00Z'))),
    ).toEqual([
      '2026-11-25T07:00:00.000Z',
      '2026-11-25T07:30:00.000Z',
      '2026-11-25T08:00:00.000Z',
      '2026-11-25T08:30:00.000Z',
    ]);
    // Never open: nothing to offer.
    expect(pickupSlots({ ...hours, mon: [] }, 'Europe/Berlin', 30)).toEqual([]);
    // Both days at once, for when today's left are all full: Monday 22:10 Berlin.
    const days = pickupSlotDays(hours, 'Europe/Berlin', 60, new Date('2026-11-23T21:10:00Z'));
    expect(iso(days.today)).toEqual(['2026-11-23T22:00:00.000Z']);
    expect(iso(days.next)[0]).toBe('2026-11-30T08:00:00.000Z');
  });
});
