import fc from 'fast-check';
import { WEEKDAYS, type Recurrence } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { occurrenceStarts, occurrenceStartsByRRule, type SeriesTiming } from './recurrence.js';

/** Zones with DST both ways, half and quarter hours, and none. */
const ZONES = [
  'Europe/Berlin',
  'America/New_York',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const series = fc
  .record({
    frequency: fc.constantFrom('daily', 'weekly', 'monthly', 'yearly' as const),
    interval: fc.integer({ min: 1, max: 4 }),
    byWeekday: fc.subarray([...WEEKDAYS]),
    end: fc.oneof(
      fc.constant({}),
      fc.integer({ min: 1, max: 60 }).map((count) => ({ count })),
      fc.integer({ min: 0, max: 900 }).map((days) => ({ untilDays: days })),
    ),
    // Around the spring and autumn changes of both hemispheres, at any quarter hour (01:00 to
    // 03:00 included, the hours a change skips or repeats).
    startDay: fc.integer({ min: 0, max: 3 * 365 }),
    quarter: fc.integer({ min: 0, max: 95 }),
    zone: fc.constantFrom(...ZONES),
    allDay: fc.boolean(),
    windowDays: fc.integer({ min: -40, max: 1000 }),
    windowLength: fc.integer({ min: 1, max: 60 }),
  })
  .map((drawn) => {
    const start = new Date(
      Date.UTC(2029, 0, 1) + drawn.startDay * DAY + drawn.quarter * 15 * 60_000,
    );
    const allDayStart = new Date(start.toISOString().slice(0, 10) + 'T00:00:00Z');
    const recurrence: Recurrence = {
      frequency: drawn.frequency,
      interval: drawn.interval,
      byWeekday: drawn.frequency === 'weekly' ? drawn.byWeekday : [],
      ...('count' in drawn.end ? { count: drawn.end.count } : {}),
      ...('untilDays' in drawn.end
        ? { until: new Date(start.getTime() + drawn.end.untilDays * DAY).toISOString() }
        : {}),
    };
    const timing: SeriesTiming = {
      recurrence,
      start: drawn.allDay ? allDayStart : start,
      allDay: drawn.allDay,
      timeZone: drawn.zone,
    };
    const from = new Date(start.getTime() + drawn.windowDays * DAY);
    return { timing, from, to: new Date(from.getTime() + drawn.windowLength * DAY) };
  });

describe('fast expansion of simple rules', () => {
  it('gives the same occurrences as rrule for random rules, zones and windows across DST', () => {
    fc.assert(
      fc.property(series, ({ timing, from, to }) => {
        const fast = occurrenceStarts(timing, from, to).map((date) => date.toISOString());
        const reference = occurrenceStartsByRRule(timing, from, to).map((date) =>
          date.toISOString(),
        );
        expect(fast).toEqual(reference);
      }),
      { numRuns: 600 },
    );
  }, 120_000);

  it('keeps a weekly 09:00 Berlin at 09:00 across the change, late windows included', () => {
    const timing: SeriesTiming = {
      recurrence: { frequency: 'weekly', interval: 1, byWeekday: ['MO', 'TH'] },
      start: new Date('2030-03-18T08:00:00Z'),
      allDay: false,
      timeZone: 'Europe/Berlin',
    };
    expect(
      occurrenceStarts(timing, new Date('2030-03-27T00:00:00Z'), new Date('2030-04-02T00:00:00Z')),
    ).toEqual([new Date('2030-03-28T08:00:00Z'), new Date('2030-04-01T07:00:00Z')]);
    // Five years on, the same wall clock, without walking through the years between.
    expect(
      occurrenceStarts(timing, new Date('2035-06-04T00:00:00Z'), new Date('2035-06-05T00:00:00Z')),
    ).toEqual([new Date('2035-06-04T07:00:00Z')]);
  });

  it('leaves the 31st of a month and 29 February to rrule, which skips months without them', () => {
    const monthly: SeriesTiming = {
      recurrence: { frequency: 'monthly', interval: 1, byWeekday: [], count: 3 },
      start: new Date('2030-01-31T09:00:00Z'),
      allDay: false,
      timeZone: 'UTC',
    };
    expect(
      occurrenceStarts(monthly, new Date('2030-01-01T00:00:00Z'), new Date('2030-12-31T00:00:00Z')),
    ).toEqual([
      new Date('2030-01-31T09:00:00Z'),
      new Date('2030-03-31T09:00:00Z'),
      new Date('2030-05-31T09:00:00Z'),
    ]);
  });
});
