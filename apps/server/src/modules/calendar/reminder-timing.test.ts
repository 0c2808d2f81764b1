import { describe, expect, it } from 'vitest';
import { dueReminders, type EventWithReminders } from './reminder-timing.js';

const event = (fields: Partial<EventWithReminders>): EventWithReminders => ({
  id: '00000000-0000-4000-8000-000000000001',
  organizationId: '00000000-0000-4000-8000-000000000002',
  title: 'Review',
  allDay: false,
  startsAt: new Date('2031-01-10T09:00:00Z'),
  timeZone: 'UTC',
  recurrence: null,
  exceptionKeys: [],
  overrides: {},
  minutesBefore: [10],
  ...fields,
});
const dueAt = (events: EventWithReminders[], now: string) =>
  dueReminders(events, new Date(now)).map((due) => [
    due.occurrenceStart.toISOString(),
    due.minutesBefore,
    due.title,
  ]);

describe('dueReminders', () => {
  it('is due from its time until five minutes later, or until the event starts', () => {
    const single = [event({ minutesBefore: [10, 0] })];
    expect(dueAt(single, '2031-01-10T08:49:59Z')).toEqual([]);
    expect(dueAt(single, '2031-01-10T08:50:00Z')).toEqual([
      ['2031-01-10T09:00:00.000Z', 10, 'Review'],
    ]);
    // 08:59: the 10-minute one is still due (the event has not started), the other not yet.
    expect(dueAt(single, '2031-01-10T08:59:00Z')).toHaveLength(1);
    expect(dueAt(single, '2031-01-10T09:04:00Z')).toEqual([
      ['2031-01-10T09:00:00.000Z', 0, 'Review'],
    ]);
    expect(dueAt(single, '2031-01-10T09:06:00Z')).toEqual([]);
  });

  it('reminds of an all-day event from midnight of its date in its zone', () => {
    const allDay = [
      event({
        allDay: true,
        startsAt: new Date('2031-01-10T00:00:00Z'),
        timeZone: 'Asia/Tokyo',
        minutesBefore: [60],
      }),
    ];
    // Midnight in Tokyo is 15:00 UTC the day before; an hour earlier is 14:00.
    expect(dueAt(allDay, '2031-01-09T13:59:00Z')).toEqual([]);
    expect(dueAt(allDay, '2031-01-09T14:00:00Z')).toEqual([
      ['2031-01-09T15:00:00.000Z', 60, 'Review'],
    ]);
  });

  it('follows an occurrence moved by an edit and skips a deleted one', () => {
    const daily = [
      event({
        recurrence: { frequency: 'daily', interval: 1, byWeekday: [] },
        exceptionKeys: ['20310111T090000Z'],
        overrides: {
          '20310112T090000Z': {
            title: 'Review (late)',
            description: '',
            location: '',
            category: 'Work',
            allDay: false,
            start: '2031-01-12T15:00:00.000Z',
            end: '2031-01-12T16:00:00.000Z',
            timeZone: 'UTC',
          },
        },
      }),
    ];
    expect(dueAt(daily, '2031-01-11T08:50:00Z')).toEqual([]);
    expect(dueAt(daily, '2031-01-12T08:50:00Z')).toEqual([]);
    expect(dueAt(daily, '2031-01-12T14:50:00Z')).toEqual([
      ['2031-01-12T15:00:00.000Z', 10, 'Review (late)'],
    ]);
    expect(dueAt(daily, '2031-01-13T08:50:00Z')).toEqual([
      ['2031-01-13T09:00:00.000Z', 10, 'Review'],
    ]);
  });
});
