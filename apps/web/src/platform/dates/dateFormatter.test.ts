import { describe, expect, it } from 'vitest';
import { createDateFormatter, type DatePreferences } from './dateFormatter';

const us = (overrides: Partial<DatePreferences> = {}) =>
  createDateFormatter({ locale: 'en-US', timeZone: 'UTC', timeFormat: 'auto', ...overrides });
// Intl may separate the period with a narrow no-break space; the tests read plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0\u2009]/g, ' ');

describe('createDateFormatter', () => {
  const instant = '2026-11-27T15:05:00Z';

  it('writes a date, a time and both in the user’s locale', () => {
    const dates = us();
    expect(dates.formatDate(instant)).toBe('Nov 27, 2026');
    expect(dates.formatDate(instant, { withWeekday: true })).toBe('Fri, Nov 27, 2026');
    expect(plain(dates.formatTime(instant))).toBe('3:05 PM');
    expect(plain(dates.formatDateTime(instant))).toBe('Nov 27, 2026, 3:05 PM');
    expect(dates.formatShortDate(instant)).toBe('Nov 27');
    expect(dates.formatMonthYear(instant)).toBe('November 2026');
    expect(dates.formatMonthName(0)).toBe('January');
    expect(dates.formatWeekdayShort(instant)).toBe('Fri');
    expect(dates.formatDayOfMonth(instant)).toBe('27');
  });

  it('follows another locale’s order and words', () => {
    const german = us({ locale: 'de-DE' });
    expect(german.formatDate(instant)).toBe('27. Nov. 2026');
    expect(german.formatTime(instant)).toBe('15:05');
    expect(german.formatDayHeading(instant, '2026-01-01T00:00:00Z')).toBe('Freitag, 27. November');
    const british = us({ locale: 'en-GB' });
    expect(british.formatDate(instant)).toBe('27 Nov 2026');
    expect(british.formatTime(instant)).toBe('15:05');
  });

  it('uses the 12- or 24-hour clock the user chose, whatever the locale says', () => {
    expect(us({ timeFormat: '24h' }).formatTime(instant)).toBe('15:05');
    expect(us({ timeFormat: '24h' }).formatTime('2026-11-27T00:30:00Z')).toBe('00:30');
    expect(plain(us({ locale: 'de-DE', timeFormat: '12h' }).formatTime(instant))).toMatch(
      /^3:05 PM$/i,
    );
    expect(plain(us({ timeFormat: '12h' }).formatTime('2026-11-27T00:30:00Z'))).toBe('12:30 AM');
    expect(plain(us({ timeFormat: '24h' }).formatDateTime(instant))).toBe('Nov 27, 2026, 15:05');
  });

  it('shows the instant in the user’s zone, days included', () => {
    const tokyo = us({ timeZone: 'Asia/Tokyo', timeFormat: '24h' });
    expect(tokyo.formatTime(instant)).toBe('00:05');
    expect(tokyo.formatDate(instant)).toBe('Nov 28, 2026');
    expect(tokyo.dayKey(instant)).toBe('2026-11-28');
    const losAngeles = us({ timeZone: 'America/Los_Angeles', timeFormat: '24h' });
    expect(losAngeles.formatTime(instant)).toBe('07:05');
    expect(losAngeles.isSameDay('2026-11-27T08:00:00Z', '2026-11-28T07:59:00Z')).toBe(true);
    expect(us().isSameDay('2026-11-27T08:00:00Z', '2026-11-28T07:59:00Z')).toBe(false);
    expect(losAngeles.daysBetween('2026-11-27T07:59:00Z', '2026-11-27T08:00:00Z')).toBe(1);
    // Across the autumn change the day is 25 hours long and still one day.
    const berlin = us({ timeZone: 'Europe/Berlin' });
    expect(berlin.daysBetween('2026-10-24T22:30:00Z', '2026-10-25T22:59:00Z')).toBe(0);
    expect(berlin.daysBetween('2026-10-24T22:30:00Z', '2026-10-25T23:00:00Z')).toBe(1);
  });

  it('follows daylight saving time across the change', () => {
    const berlin = us({ timeZone: 'Europe/Berlin', timeFormat: '24h' });
    // 29 March 2026: clocks go from 02:00 to 03:00 in Berlin.
    expect(berlin.formatTime('2026-03-29T00:59:00Z')).toBe('01:59');
    expect(berlin.formatTime('2026-03-29T01:00:00Z')).toBe('03:00');
    // 25 October 2026: back from 03:00 to 02:00; the same clock time comes twice.
    expect(berlin.formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(berlin.formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
    const newYork = us({ timeZone: 'America/New_York' });
    expect(plain(newYork.formatTime('2026-07-01T16:00:00Z'))).toBe('12:00 PM');
    expect(plain(newYork.formatTime('2026-12-01T16:00:00Z'))).toBe('11:00 AM');
  });

  it('writes day headings with the year only when it is not this year', () => {
    const dates = us();
    expect(dates.formatDayHeading(instant, '2026-01-05T00:00:00Z')).toBe('Friday, November 27');
    expect(dates.formatDayHeading(instant, '2027-01-05T00:00:00Z')).toBe(
      'Friday, November 27, 2026',
    );
  });

  it('shows today’s times alone and other days with their date', () => {
    const dates = us();
    const now = '2026-11-27T20:00:00Z';
    expect(plain(dates.formatTimeOrDateTime(instant, now))).toBe('3:05 PM');
    expect(plain(dates.formatTimeOrDateTime('2026-11-26T15:05:00Z', now))).toBe(
      'Nov 26, 2026, 3:05 PM',
    );
    expect(plain(dates.formatListDate(instant, now))).toBe('3:05 PM');
    expect(dates.formatListDate('2026-03-02T10:00:00Z', now)).toBe('Mar 2');
    expect(dates.formatListDate('2025-03-02T10:00:00Z', now)).toBe('Mar 2, 2025');
  });

  it('says how long ago or ahead, then the date from a week on', () => {
    const dates = us();
    const now = '2026-11-27T12:00:00Z';
    expect(dates.formatRelative('2026-11-27T11:59:30Z', now)).toBe('now');
    expect(dates.formatRelative('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(dates.formatRelative('2026-11-27T14:00:00Z', now)).toBe('in 2 hours');
    expect(dates.formatRelative('2026-11-26T11:00:00Z', now)).toBe('yesterday');
    expect(dates.formatRelative('2026-11-01T12:00:00Z', now)).toBe('Nov 1, 2026');
    expect(us({ locale: 'fr-FR' }).formatRelative('2026-11-27T11:55:00Z', now)).toBe(
      'il y a 5 minutes',
    );
  });

  it('writes ranges with the shared parts once', () => {
    const dates = us();
    expect(plain(dates.formatRange('2026-11-27T09:00:00Z', '2026-11-27T10:30:00Z'))).toBe(
      'Fri, Nov 27, 2026, 9:00 – 10:30 AM',
    );
    expect(
      plain(dates.formatRange('2026-11-27T09:00:00Z', '2026-11-28T10:30:00Z')).replace(/\s+/g, ' '),
    ).toBe('Fri, Nov 27, 2026, 9:00 AM – Sat, Nov 28, 2026, 10:30 AM');
    expect(
      plain(dates.formatRange('2026-11-27T00:00:00Z', '2026-11-29T00:00:00Z', { allDay: true })),
    ).toBe('Fri, Nov 27 – Sun, Nov 29, 2026');
    expect(plain(us({ timeFormat: '24h' }).formatRange(instant, '2026-11-27T16:00:00Z'))).toBe(
      'Fri, Nov 27, 2026, 15:05 – 16:00',
    );
  });

  it('gives nothing for what is not a date', () => {
    const dates = us();
    expect(dates.formatDate('not a date')).toBe('');
    expect(dates.formatTime(Number.NaN)).toBe('');
    expect(dates.formatRange('nope', instant)).toBe('');
    expect(dates.formatRelative('nope')).toBe('');
  });

  it('reuses one Intl formatter per locale, zone, clock and pattern', () => {
    const first = us({ timeZone: 'Asia/Tokyo' });
    const second = us({ timeZone: 'Asia/Tokyo' });
    const built: unknown[] = [];
    const original = Intl.DateTimeFormat;
    const spy = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built.push(args);
      return new original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = spy;
    try {
      first.formatDate('2026-01-01T00:00:00Z');
      second.formatDate('2027-05-01T00:00:00Z');
      first.formatDate('2028-05-01T00:00:00Z');
    } finally {
      Intl.DateTimeFormat = original;
    }
    expect(built.length).toBeLessThanOrEqual(1);
  });
});
