import { describe, expect, it } from 'vitest';
import { isOpenAt, shopClock } from './pos.hours.js';

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
});
