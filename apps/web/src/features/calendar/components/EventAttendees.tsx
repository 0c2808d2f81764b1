import { type AttendeeStatus, type CalendarEvent } from '@worksphere/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../auth/components/useAuth';
import { InvitationReply } from './InvitationReply';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.invitations;

/**
 * The event modal's attendees with each one's answer (what the organiser follows), and the
 * caller's own Accept / Maybe / Decline when they are invited.
 */
export function EventAttendees({ event }: { event: CalendarEvent }) {
  const user = useCurrentUser();
  const [answered, setAnswered] = useState<AttendeeStatus | null>(null);
  const attendees = event.attendees ?? [];
  if (attendees.length === 0) return null;
  const mine = attendees.find((attendee) => attendee.userId === user.id);
  const statusOf = (attendee: (typeof attendees)[number]) =>
    attendee === mine && answered ? answered : attendee.status;

  return (
    <section className="space-y-2">
      <h3 className="text-sm font-medium text-zinc-500">{messages.attendees}</h3>
      <ul className="space-y-1 text-sm" aria-label={messages.attendees}>
        {attendees.map((attendee) => (
          <li
            key={attendee.id}
            data-testid="event-attendee"
            className="flex items-center justify-between gap-3"
          >
            <span className="min-w-0 truncate text-zinc-900">
              {attendee.displayName || attendee.email}
            </span>
            <span className="shrink-0 text-xs text-zinc-600">
              {messages.statusLabels[statusOf(attendee)]}
            </span>
          </li>
        ))}
      </ul>
      {mine ? (
        <InvitationReply eventId={event.id} current={mine.status} onAnswered={setAnswered} />
      ) : null}
    </section>
  );
}
