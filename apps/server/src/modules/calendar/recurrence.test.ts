import { describe, expect, it } from 'vitest';
import {
  lastOccurrenceStart,
  occurrenceStarts,
  rruleText,
  type SeriesTiming,
} from './recurrence.js';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('recurrence', () => {
  it('weekly on chosen days keeps the wall clock across DST', () => {
    const series: SeriesTiming = {
      recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'WE'] },
      start: new Date('2024-03-04T14:00:00Z'), // Monday 09:00 in New York (EST)
      allDay: false,
      timeZone: 'America/New_York',
    };
    const starts = occurrenceStarts(
      series,
      new Date('2024-03-04T00:00:00Z'),
      new Date('2024-03-14T00:00:00Z'),
    );
    expect(iso(starts)).toEqual([
      '2024-03-04T14:00:00.000Z',
      '2024-03-06T14:00:00.000Z',
      '2024-03-11T13:00:00.000Z', // EDT from 10 March: still 09:00
      '2024-03-13T13:00:00.000Z',
    ]);
    expect(lastOccurrenceStart(series)).toBeNull();
    expect(rruleText(series)).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
  });

  it('daily with a count, monthly and yearly with until', () => {
    const daily: SeriesTiming = {
      recurrence: { frequency: 'daily', interval: 2, byWeekday: [], count: 3 },
      start: new Date('2024-01-01T10:00:00Z'),
      allDay: false,
      timeZone: 'UTC',
    };
    expect(iso(occurrenceStarts(daily, new Date('2023-12-01Z'), new Date('2024-12-01Z')))).toEqual([
      '2024-01-01T10:00:00.000Z',
      '2024-01-03T10:00:00.000Z',
      '2024-01-05T10:00:00.000Z',
    ]);
    expect(lastOccurrenceStart(daily)).toEqual(new Date('2024-01-05T10:00:00Z'));
    expect(rruleText(daily)).toBe('FREQ=DAILY;INTERVAL=2;COUNT=3');

    const monthly: SeriesTiming = {
      recurrence: {
        frequency: 'monthly',
        interval: 1,
        byWeekday: [],
        until: '2024-04-15T00:00:00.000Z',
      },
      start: new Date('2024-01-15T00:00:00Z'),
      allDay: true,
      timeZone: 'UTC',
    };
    expect(
      iso(occurrenceStarts(monthly, new Date('2024-01-01Z'), new Date('2025-01-01Z'))),
    ).toEqual([
      '2024-01-15T00:00:00.000Z',
      '2024-02-15T00:00:00.000Z',
      '2024-03-15T00:00:00.000Z',
      '2024-04-15T00:00:00.000Z',
    ]);
    expect(rruleText(monthly)).toBe('FREQ=MONTHLY;UNTIL=20240415');

    const yearly: SeriesTiming = {
      recurrence: { frequency: 'yearly', interval: 1, byWeekday: [] },
      start: new Date('2020-06-01T08:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Berlin',
    };
    expect(iso(occurrenceStarts(yearly, new Date('2024-01-01Z'), new Date('2025-12-31Z')))).toEqual(
      ['2024-06-01T08:00:00.000Z', '2025-06-01T08:00:00.000Z'],
    );
  });
});
