import type { Recurrence } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { renderCalendarFeed } from './calendar-ics.js';
import type { EventRow } from './calendar.repo.js';
import type { OccurrenceOverride } from './calendar.table.js';
import {
  expandEverywhere,
  type Occurrence,
  type Window,
} from './ical/testing/expand-with-parsers.js';
import { toWall } from './time-zones.js';

/**
 * The iCalendar feed read by ical.js (Thunderbird), python icalendar + recurring_ical_events and
 * vobject: each case must expand to the same occurrences in all three, and to the ones the
 * calendar itself shows.
 */

const NOW = new Date('2026-11-27T12:00:00Z');
const ZONE = 'Europe/Berlin';
const DOMAIN = 'worksphere.test';
const YEAR_2026: Window = {
  from: new Date('2026-01-01T00:00:00Z'),
  to: new Date('2027-01-01T00:00:00Z'),
};

let nextId = 1;

/** A row as the built-in calendar stores it (see local.provider.ts). */
function row(fields: {
  title: string;
  start: string;
  end: string;
  allDay?: boolean;
  recurrence?: Partial<Recurrence> & Pick<Recurrence, 'frequency'>;
  exceptionKeys?: string[];
  overrides?: Record<string, OccurrenceOverride>;
}): EventRow {
  const allDay = fields.allDay ?? false;
  const id = `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;
  return {
    id,
    title: fields.title,
    description: '',
    location: '',
    category: 'Work',
    allDay,
    startsAt: new Date(allDay ? `${fields.start}T00:00:00Z` : fields.start),
    endsAt: new Date(allDay ? `${fields.end}T00:00:00Z` : fields.end),
    startDate: allDay ? fields.start : null,
    endDate: allDay ? fields.end : null,
    timeZone: ZONE,
    recurrence: fields.recurrence ? { interval: 1, byWeekday: [], ...fields.recurrence } : null,
    exceptionKeys: fields.exceptionKeys ?? [],
    overrides: fields.overrides ?? {},
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  } as unknown as EventRow;
}

const uidOf = (event: EventRow) => `${event.id}@${DOMAIN}`;
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** The feed, and what each parser makes of it; the three lists must agree. */
async function readFeed(rows: EventRow[], window: Window) {
  const text = renderCalendarFeed(rows, DOMAIN, NOW);
  const lists = await expandEverywhere(text, window);
  expect(lists.recurringIcalEvents).toEqual(lists.icalJs);
  expect(lists.vobject).toEqual(lists.icalJs);
  return { text: unfold(text), occurrences: lists.icalJs };
}

const wallClocks = (occurrences: Occurrence[]) =>
  occurrences.map((item) => toWall(new Date(item.start), ZONE).toISOString().slice(0, 16));

describe('the iCalendar feed in ical.js, recurring_ical_events and vobject', () => {
  it('keeps a weekly 09:00 Europe/Berlin meeting at 09:00 across both DST changes', async () => {
    const series = row({
      title: 'Weekly sync',
      start: '2026-03-02T08:00:00Z',
      end: '2026-03-02T09:00:00Z',
      recurrence: { frequency: 'weekly', byWeekday: ['MO'], count: 40 },
    });
    const { text, occurrences } = await readFeed([series], YEAR_2026);
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20260302T090000');
    expect(text).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Berlin\r\n/);
    expect(occurrences).toHaveLength(40);
    // Before 29 March 09:00 is 08:00 UTC, in summer 07:00 UTC, after 25 October 08:00 again.
    expect(occurrences[3]!.start).toBe('2026-03-23T08:00:00Z');
    expect(occurrences[4]!.start).toBe('2026-03-30T07:00:00Z');
    expect(occurrences[33]!.start).toBe('2026-10-19T07:00:00Z');
    expect(occurrences[34]!.start).toBe('2026-10-26T08:00:00Z');
    expect(new Set(wallClocks(occurrences).map((wall) => wall.slice(11)))).toEqual(
      new Set(['09:00']),
    );
  });

  it('keeps 09:00 in years past the VTIMEZONE’s listed transitions (its yearly rule)', async () => {
    const series = row({
      title: 'For ever',
      start: '2026-01-05T08:00:00Z',
      end: '2026-01-05T09:00:00Z',
      recurrence: { frequency: 'weekly', byWeekday: ['MO'] },
    });
    const window = { from: new Date('2031-03-01T00:00:00Z'), to: new Date('2031-11-30T00:00:00Z') };
    const { occurrences } = await readFeed([series], window);
    expect(occurrences.length).toBeGreaterThan(35);
    expect(new Set(wallClocks(occurrences).map((wall) => wall.slice(11)))).toEqual(
      new Set(['09:00']),
    );
  });

  it('leaves out a deleted occurrence (EXDATE in the series’ zone)', async () => {
    const series = row({
      title: 'Daily',
      start: '2026-06-01T07:00:00Z',
      end: '2026-06-01T07:30:00Z',
      recurrence: { frequency: 'daily', count: 5 },
      exceptionKeys: ['20260603T070000Z'],
    });
    const { text, occurrences } = await readFeed([series], YEAR_2026);
    expect(text).toContain('EXDATE;TZID=Europe/Berlin:20260603T090000');
    expect(occurrences.map((item) => item.start)).toEqual([
      '2026-06-01T07:00:00Z',
      '2026-06-02T07:00:00Z',
      '2026-06-04T07:00:00Z',
      '2026-06-05T07:00:00Z',
    ]);
  });

  it('shows an edited occurrence instead of the original (RECURRENCE-ID), no empty EXDATE', async () => {
    const series = row({
      title: 'Stand-up',
      start: '2026-05-04T07:00:00Z',
      end: '2026-05-04T07:15:00Z',
      recurrence: { frequency: 'weekly', byWeekday: ['MO'], count: 3 },
      overrides: {
        '20260511T070000Z': {
          title: 'Stand-up, later',
          description: '',
          location: '',
          category: 'Work',
          allDay: false,
          start: '2026-05-11T09:00:00Z',
          end: '2026-05-11T09:15:00Z',
          timeZone: ZONE,
        },
      },
    });
    const { text, occurrences } = await readFeed([series], YEAR_2026);
    expect(text).not.toMatch(/^EXDATE[^:]*:\r?$/m);
    expect(text).toContain('RECURRENCE-ID;TZID=Europe/Berlin:20260511T090000');
    expect(occurrences).toEqual([
      {
        uid: uidOf(series),
        summary: 'Stand-up',
        start: '2026-05-04T07:00:00Z',
        end: '2026-05-04T07:15:00Z',
      },
      {
        uid: uidOf(series),
        summary: 'Stand-up, later',
        start: '2026-05-11T09:00:00Z',
        end: '2026-05-11T09:15:00Z',
      },
      {
        uid: uidOf(series),
        summary: 'Stand-up',
        start: '2026-05-18T07:00:00Z',
        end: '2026-05-18T07:15:00Z',
      },
    ]);
  });

  it('moves an edited all-day occurrence (RECURRENCE-ID as a date)', async () => {
    const series = row({
      title: 'Office day',
      allDay: true,
      start: '2026-07-06',
      end: '2026-07-07',
      recurrence: { frequency: 'weekly', byWeekday: ['MO'], count: 3 },
      overrides: {
        '20260713T000000Z': {
          title: 'Office day, moved',
          description: '',
          location: '',
          category: 'Work',
          allDay: true,
          start: '2026-07-15',
          end: '2026-07-16',
          timeZone: ZONE,
        },
      },
    });
    const { text, occurrences } = await readFeed([series], YEAR_2026);
    expect(text).toContain('RECURRENCE-ID;VALUE=DATE:20260713');
    expect(text).toContain('DTSTART;VALUE=DATE:20260715');
    expect(occurrences.map(({ summary, start, end }) => [summary, start, end])).toEqual([
      ['Office day', '2026-07-06', '2026-07-07'],
      ['Office day, moved', '2026-07-15', '2026-07-16'],
      ['Office day', '2026-07-20', '2026-07-21'],
    ]);
  });

  it('ends an all-day series on its end date (UNTIL as a date)', async () => {
    const series = row({
      title: 'Sprint',
      allDay: true,
      start: '2026-09-01',
      end: '2026-09-02',
      recurrence: { frequency: 'weekly', byWeekday: ['TU'], until: '2026-09-22T00:00:00.000Z' },
    });
    const { text, occurrences } = await readFeed([series], YEAR_2026);
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20260922\r\n');
    expect(occurrences.map((item) => item.start)).toEqual([
      '2026-09-01',
      '2026-09-08',
      '2026-09-15',
      '2026-09-22',
    ]);
  });

  it('writes no floating times: every time has a TZID, is UTC or is a date', async () => {
    const rows = [
      row({ title: 'Single', start: '2026-02-10T10:00:00Z', end: '2026-02-10T11:00:00Z' }),
      row({ title: 'Day off', allDay: true, start: '2026-02-11', end: '2026-02-12' }),
      row({
        title: 'Series',
        start: '2026-02-12T10:00:00Z',
        end: '2026-02-12T11:00:00Z',
        recurrence: { frequency: 'daily', count: 3 },
        exceptionKeys: ['20260213T100000Z'],
      }),
    ];
    // Each parser refuses a floating time (see expand-with-parsers.ts and expand_ics.py).
    const { text, occurrences } = await readFeed(rows, YEAR_2026);
    expect(occurrences).toHaveLength(4);
    const timeLines = text
      .split('\r\n')
      .filter((line) => /^(DTSTART|DTEND|EXDATE|RECURRENCE-ID)[;:]/.test(line));
    const insideVevents = timeLines.filter((line) => !/^DTSTART:\d{8}T\d{6}$/.test(line));
    expect(insideVevents.length).toBeGreaterThan(0);
    for (const line of insideVevents) {
      expect(line).toMatch(/;TZID=[^:]+:\d{8}T\d{6}$|;VALUE=DATE:\d{8}$|:\d{8}T\d{6}Z$/);
    }
  });
});
