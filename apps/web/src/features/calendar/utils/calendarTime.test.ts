import type { CalendarEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { dayKeysOf, monthRange, monthStart, monthWeeks, toDisplayEvent } from './calendarTime';

function event(overrides: Partial<CalendarEvent>): CalendarEvent {
  return {
    id: 'e-1',
    summary: 'Standup',
    description: '',
    location: '',
    category: 'Work',
    emailAccountId: 'acc-1',
    start: { dateTime: '2025-03-10T14:00:00.000Z' },
    end: { dateTime: '2025-03-10T15:00:00.000Z' },
    recurringEventId: null,
    recurrence: null,
    readOnly: false,
    ...overrides,
  };
}

describe('calendar time', () => {
  it('draws a month as whole weeks starting on Sunday, in the given zone', () => {
    const weeks = monthWeeks(monthStart(2025, 2, 'Asia/Tokyo'));
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]?.key).toBe('2025-02-23');
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2025-04-05');
    expect(weeks.flat().filter((day) => day.isInMonth)).toHaveLength(31);
  });

  it('asks for the month from its first midnight to the next month in the zone', () => {
    expect(monthRange(monthStart(2025, 0, 'America/New_York'))).toEqual({
      timeMin: '2025-01-01T05:00:00.000Z',
      timeMax: '2025-02-01T05:00:00.000Z',
    });
  });

  it('places a timed event on its day in the zone, and an all-day span on each of its days', () => {
    const late = toDisplayEvent(
      event({
        start: { dateTime: '2025-03-10T23:30:00.000Z' },
        end: { dateTime: '2025-03-11T00:30:00.000Z' },
      }),
      'Asia/Tokyo',
    );
    expect(dayKeysOf(late)).toEqual(['2025-03-11']);
    const span = toDisplayEvent(
      event({ start: { date: '2025-03-10' }, end: { date: '2025-03-13' } }),
      'America/New_York',
    );
    expect(span.allDay).toBe(true);
    expect(dayKeysOf(span)).toEqual(['2025-03-10', '2025-03-11', '2025-03-12']);
  });

  it('names an untitled event "No Title" and reads the category from the private property', () => {
    const shown = toDisplayEvent(
      event({
        summary: '',
        category: null,
        extendedProperties: { private: { category: 'Other' } },
        location: 'Room 4',
      }),
      'UTC',
    );
    expect(shown.title).toBe('No Title');
    expect(shown.category).toBe('Other');
    expect(shown.room).toBe('Room 4');
  });
});
