import type { EventRow } from '../calendar.repo.js';
import { veventsOfEvent } from '../event-vevents.js';
import { property, renderVcalendar } from '../ical/index.js';
import type { AttendeeRow } from './attendees.repo.js';

/** iTIP methods we send (RFC 5546): an invitation or update, and a cancellation. */
export type ItipMethod = 'REQUEST' | 'CANCEL';

export type ItipInput = {
  method: ItipMethod;
  event: EventRow;
  organizer: { name: string; email: string };
  /** Everyone invited (members and guests): each gets an ATTENDEE line with their answer. */
  attendees: AttendeeRow[];
  sequence: number;
  /** Host part of the UID, the same as the calendar feed's so clients see one event. */
  domain: string;
  now?: Date;
};

/** The UID of an event in the feed and in invitations: `{seriesId}@{host}`. */
export const eventUid = (eventId: string, domain: string) => `${eventId}@${domain}`;

/** The series id named by a UID we wrote, or null for anyone else's. */
export function eventIdOfUid(uid: string): string | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})@/i.exec(
    uid.trim(),
  );
  return match ? match[1]!.toLowerCase() : null;
}

const mailto = (email: string) => `mailto:${email}`;

function personLines(input: ItipInput): string[] {
  const organizer = property('ORGANIZER', mailto(input.organizer.email), {
    CN: input.organizer.name || undefined,
  });
  const attendees = input.attendees.map((attendee) =>
    property('ATTENDEE', mailto(attendee.email), {
      CUTYPE: 'INDIVIDUAL',
      ROLE: 'REQ-PARTICIPANT',
      PARTSTAT: attendee.status.toUpperCase(),
      // Only those who have not answered are asked to.
      RSVP: attendee.status === 'needs-action' ? 'TRUE' : undefined,
      CN: attendee.displayName || undefined,
    }),
  );
  return [organizer, ...attendees];
}

/**
 * The iCalendar object of an invitation, update or cancellation: the series with its RRULE and
 * EXDATEs, its edited occurrences (same UID, RECURRENCE-ID), ORGANIZER and ATTENDEE lines, the
 * SEQUENCE, and a VTIMEZONE for its zone (the shared writer in ../ical).
 */
export function renderItip(input: ItipInput): string {
  const row = input.event;
  const now = input.now ?? new Date();
  const cancelled = input.method === 'CANCEL';
  const common = {
    uid: eventUid(row.id, input.domain),
    stamp: now,
    created: row.createdAt,
    lastModified: row.updatedAt,
    sequence: input.sequence,
    status: cancelled ? ('CANCELLED' as const) : ('CONFIRMED' as const),
    extraLines: personLines(input),
  };
  // A cancellation of the whole series needs no edited occurrences.
  const events = veventsOfEvent(row, common, { categories: false, editedOccurrences: !cancelled });
  return renderVcalendar({ method: input.method, events, now });
}

/** A text line for the mail body's "When:". */
export function describeWhen(row: EventRow): string {
  if (row.allDay) return `${row.startDate} – ${row.endDate} (all day)`;
  const format = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: row.timeZone,
  });
  return `${format.format(row.startsAt)} – ${format.format(row.endsAt)} (${row.timeZone})`;
}
