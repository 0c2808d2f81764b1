import type { CalendarEvent } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { toDisplayEvent } from './calendarTime';
import { editEventValues, eventRequestOf, newEventValues } from './eventForm';

const ZONE = 'Europe/Berlin';
const request = (values: ReturnType<typeof newEventValues>) =>
  eventRequestOf({ ...values, category: 'Work' }, 'acc', ZONE, { withRecurrence: true });

describe('reminders in the event form', () => {
  it('leaves a new event to the server default until reminders are chosen', () => {
    const fresh = newEventValues('2026-03-10');
    expect(fresh.reminders).toBeNull();
    expect(request(fresh)).not.toHaveProperty('reminders');
    expect(request({ ...fresh, reminders: [] }).reminders).toEqual([]);
    expect(request({ ...fresh, reminders: [5, 1440] }).reminders).toEqual([5, 1440]);
  });

  it('edits an event with the reminders it has', () => {
    const event: CalendarEvent = {
      id: 'e1',
      summary: 'Review',
      description: '',
      location: '',
      category: 'Work',
      emailAccountId: 'acc',
      start: { dateTime: '2026-03-10T08:00:00.000Z', timeZone: ZONE },
      end: { dateTime: '2026-03-10T09:00:00.000Z', timeZone: ZONE },
      recurringEventId: null,
      recurrence: null,
      readOnly: false,
      reminders: [0, 30],
    };
    expect(editEventValues(toDisplayEvent(event, ZONE)).reminders).toEqual([0, 30]);
    const { reminders: _none, ...withoutReminders } = event;
    expect(editEventValues(toDisplayEvent(withoutReminders, ZONE)).reminders).toBeNull();
  });
});
