import { attendeeInputSchema, type Member } from '@worksphere/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { useAuth } from '../../auth/components/useAuth';
import { useMembersQuery } from '../../settings/api/membersApi';
import { useFreeBusyQuery } from '../api/invitationsApi';
import { startOfDayKey, utcIso } from '../utils/calendarTime';
import type { AttendeeDraft } from '../utils/eventForm';
import { calendarMessages } from '../calendar.messages';

const messages = calendarMessages.invitations;
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

type AttendeesFieldProps = {
  value: AttendeeDraft[];
  onChange: (attendees: AttendeeDraft[]) => void;
  /** The event's first day ('yyyy-MM-dd…'): members' busy times of that day are shown. */
  day: string;
};

/**
 * Who is invited: members picked from the organisation's people and outside e-mail addresses,
 * each removable, with the members' busy times of the chosen day (blocks only, never titles).
 */
export function AttendeesField({ value, onChange, day }: AttendeesFieldProps) {
  const { user } = useAuth();
  const membersQuery = useMembersQuery();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const taken = new Set(value.map((attendee) => attendee.email.toLowerCase()));
  const choosable = (membersQuery.data ?? []).filter(
    (member) => member.active && member.id !== user?.id && !taken.has(member.email.toLowerCase()),
  );

  function addMember(member: Member) {
    onChange([...value, { userId: member.id, email: member.email, name: displayNameOf(member) }]);
  }

  function addEmail() {
    const parsed = attendeeInputSchema.safeParse({ email });
    if (!parsed.success || !('email' in parsed.data)) {
      setEmailError(messages.invalidEmail);
      return;
    }
    const address = parsed.data.email;
    if (!taken.has(address)) onChange([...value, { userId: null, email: address, name: '' }]);
    setEmail('');
    setEmailError(undefined);
  }

  return (
    <fieldset className="space-y-3 rounded-xl border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-800">{messages.attendees}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.noAttendees}</p>
      ) : (
        <ul className="space-y-1" aria-label={messages.attendees}>
          {value.map((attendee) => {
            const name = attendee.name || attendee.email;
            return (
              <li key={attendee.email} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-zinc-900">{name}</span>
                {attendee.status ? (
                  <span className="shrink-0 text-xs text-zinc-500">
                    {messages.statusLabels[attendee.status]}
                  </span>
                ) : null}
                <button
                  type="button"
                  aria-label={fill(messages.remove, { name })}
                  title={fill(messages.remove, { name })}
                  onClick={() => onChange(value.filter((other) => other.email !== attendee.email))}
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SelectField
        label={messages.addMember}
        options={[
          { value: '', label: messages.addMemberPlaceholder, isDisabled: true },
          ...choosable.map((member) => ({ value: member.id, label: displayNameOf(member) })),
        ]}
        value=""
        onChange={(change) => {
          const member = choosable.find((candidate) => candidate.id === change.target.value);
          if (member) addMember(member);
        }}
      />
      <div className="flex items-end gap-2">
        <TextField
          label={messages.addEmail}
          name="attendee-email"
          type="email"
          className="flex-1"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the address instead of submitting the event.
            if (event.key === 'Enter') {
              event.preventDefault();
              addEmail();
            }
          }}
        />
        <Button variant="secondary" onClick={addEmail} className={emailError ? 'mb-6' : undefined}>
          {messages.addEmailButton}
        </Button>
      </div>
      <BusyTimes attendees={value} day={day.slice(0, 10)} />
    </fieldset>
  );
}

/** The member attendees' busy blocks on the day, in the user's zone. */
function BusyTimes({ attendees, day }: { attendees: AttendeeDraft[]; day: string }) {
  const dates = useDateFormatter();
  const members = attendees.filter((attendee) => attendee.userId);
  const zone = dates.preferences.timeZone;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(day);
  const from = isDay ? startOfDayKey(day, zone) : null;
  const to = from ? new Date(from.getTime() + 24 * 60 * 60 * 1000) : null;
  const query = useFreeBusyQuery(
    members.map((member) => member.userId!),
    from ? utcIso(from) : '',
    to ? utcIso(to) : '',
  );
  if (members.length === 0 || !from) return null;
  const heading = fill(messages.busyTitle, { day: dates.formatDate(from, { withWeekday: true }) });
  return (
    <section aria-label={heading} className="space-y-1">
      <h4 className="text-xs font-medium text-zinc-500">{heading}</h4>
      {query.isPending ? <p className="text-sm text-zinc-500">{messages.busyLoading}</p> : null}
      {query.isError ? <p className="text-sm text-red-600">{messages.busyFailed}</p> : null}
      {query.data ? (
        <ul className="space-y-1 text-sm">
          {members.map((member) => {
            const busy = query.data.find((person) => person.userId === member.userId)?.busy ?? [];
            return (
              <li key={member.userId} data-testid="attendee-busy" className="text-zinc-700">
                <span className="font-medium text-zinc-900">{member.name || member.email}</span>
                {': '}
                {busy.length === 0
                  ? messages.busyNone
                  : busy
                      .map(
                        (block) =>
                          `${dates.formatTime(block.start)} – ${dates.formatTime(block.end)}`,
                      )
                      .join(', ')}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
