import { CALENDARS_MESSAGES, type CalendarEvent } from '@worksphere/contracts';
import type { EventRow } from './calendar.repo.js';

/** What decides how an event of the built-in calendar looks to one member. */
export type EventOwnership = { isPrivate: boolean; createdById: string | null };

/** Does this member see only "Busy" of the event (a private event someone else added)? */
export function isBusyFor(row: EventOwnership, viewerId: string | null | undefined) {
  return row.isPrivate && (!viewerId || row.createdById !== viewerId);
}

/**
 * The event as another member sees a private event on a shared calendar: its time and calendar,
 * titled "Busy". Built field by field, so details added to events later (attendees, reminders)
 * never leak through here.
 */
export function busyView(event: CalendarEvent): CalendarEvent {
  return {
    id: event.id,
    summary: CALENDARS_MESSAGES.busy,
    description: '',
    location: '',
    category: null,
    emailAccountId: event.emailAccountId,
    start: event.start,
    end: event.end,
    recurringEventId: event.recurringEventId,
    recurrence: null,
    readOnly: true,
    calendarId: event.calendarId ?? null,
    color: event.color ?? null,
    isPrivate: true,
  };
}

/**
 * Strips again what was attached to events after the provider answered (attendees, reminders):
 * a "Busy" event is private and read-only, which the viewer's own private events are not.
 */
export function busyStaysBare(events: CalendarEvent[]): CalendarEvent[] {
  return events.map((event) => (event.isPrivate && event.readOnly ? busyView(event) : event));
}

/** A stored event with only its times left, for the iCalendar feed of another member. */
export function busyRow(row: EventRow): EventRow {
  const hidden = { title: CALENDARS_MESSAGES.busy, description: '', location: '' };
  return {
    ...row,
    ...hidden,
    overrides: Object.fromEntries(
      Object.entries(row.overrides).map(([key, override]) => [key, { ...override, ...hidden }]),
    ),
  };
}
