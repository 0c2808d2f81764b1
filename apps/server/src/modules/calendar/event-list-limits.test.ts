import type { CalendarEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { boundEventList } from './event-list-limits.js';

const event = (id: string, start: string, series: string | null): CalendarEvent => ({
  id,
  summary: id,
  description: '',
  location: '',
  category: null,
  emailAccountId: 'account',
  start: start.length === 10 ? { date: start } : { dateTime: start },
  end: start.length === 10 ? { date: start } : { dateTime: start },
  recurringEventId: series,
  recurrence: null,
  readOnly: false,
});

describe('boundEventList', () => {
  it('caps each series, then the whole list, and says from when it is incomplete', () => {
    const events = [
      event('a1', '2026-01-01T09:00:00.000Z', 'a'),
      event('b1', '2026-01-01T10:00:00.000Z', 'b'),
      event('a2', '2026-01-02T09:00:00.000Z', 'a'),
      event('single', '2026-01-02T12:00:00.000Z', null),
      event('a3', '2026-01-03T09:00:00.000Z', 'a'),
      event('b2', '2026-01-04T10:00:00.000Z', 'b'),
      event('day', '2026-01-05', null),
    ];
    const answer = boundEventList(
      { events, failures: [] },
      { maxEvents: 4, maxOccurrencesPerSeries: 2 },
    );
    expect(answer.events.map((item) => item.id)).toEqual(['a1', 'b1', 'a2', 'single']);
    expect(answer.truncated).toBe(true);
    // a3 is the first left out (by the series cap); b2 and the all-day event by the total.
    expect(answer.completeUntil).toBe('2026-01-03T09:00:00.000Z');
    expect(answer.failures).toEqual([]);
  });

  it('leaves a list within the limits as it is', () => {
    const events = [event('x', '2026-01-01', null)];
    const answer = boundEventList({ events, failures: [] });
    expect(answer).toMatchObject({ events, truncated: false });
    expect(answer).not.toHaveProperty('completeUntil');
  });
});
