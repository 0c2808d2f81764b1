import type { CalendarEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { boundEventList } from './event-list-limits.js';
import { occurrenceBudget } from './occurrence-budget.js';

const limits = { maxEvents: 7, maxOccurrencesPerSeries: 2 };

function eventAt(id: string, start: string, seriesId: string | null): CalendarEvent {
  const time = start.length === 10 ? { date: start } : { dateTime: start };
  return {
    id,
    summary: id,
    description: '',
    location: '',
    category: null,
    emailAccountId: 'account',
    start: time,
    end: time,
    recurringEventId: seriesId,
    recurrence: null,
    readOnly: false,
  };
}

describe('occurrenceBudget', () => {
  it('builds only the earliest, one more per series and in all than the limits keep', () => {
    const budget = occurrenceBudget(limits);
    const built: string[] = [];
    const add = (id: string, start: string, seriesId: string | null) =>
      budget.add(
        { id: seriesId ?? id, recurrence: seriesId ? {} : null },
        { allDay: start.length === 10, start },
        () => {
          built.push(id);
          return eventAt(id, start, seriesId);
        },
      );
    // Added out of order, as series are expanded one after the other.
    for (let day = 1; day <= 9; day += 1) add(`a${day}`, `2026-01-0${day}T09:00:00.000Z`, 'a');
    add('single', '2026-01-02T12:00:00.000Z', null);
    add('holiday', '2026-01-03', null);
    for (let day = 1; day <= 9; day += 1) add(`b${day}`, `2026-01-0${day}T10:00:00.000Z`, 'b');

    const events = budget.events();
    expect(built).toEqual(['a1', 'b1', 'a2', 'b2', 'single', 'holiday', 'a3', 'b3']);
    // What the answer keeps and says is what it would be from every occurrence.
    const bounded = boundEventList({ events }, limits);
    expect(bounded.events.map((event) => event.id)).toEqual([
      'a1',
      'b1',
      'a2',
      'b2',
      'single',
      'holiday',
    ]);
    expect(bounded.truncated).toBe(true);
    expect(bounded.completeUntil).toBe('2026-01-03T09:00:00.000Z');
  });
});
