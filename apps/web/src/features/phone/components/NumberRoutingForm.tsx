import {
  CALLS_MESSAGES,
  displayNameOf,
  updatePhoneNumberRequestSchema,
  type Member,
  type PhoneNumberAssignment,
  type PhoneNumberRecord,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { CheckboxField } from '../../../ui/CheckboxField';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { inputClasses } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import { useUpdatePhoneNumberMutation } from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';

const messages = phoneMessages.settings;
const FIELDS = ['assignment', 'memberIds', 'voicemailGreeting'];

/** Members a number can ring: active, and allowed to use calls (admins always are). */
export function callMembersOf(members: Member[]): Member[] {
  return members
    .filter(
      (member) =>
        member.active && (member.role === 'ADMIN' || member.permissions.includes('calls:use')),
    )
    .sort((a, b) => displayNameOf(a).localeCompare(displayNameOf(b)));
}

/** Who a number rings, in words: "Everyone" or the chosen members' names. */
export function describeAssignment(record: PhoneNumberRecord, members: Member[]): string {
  if (record.assignment === 'everyone') return messages.ringsEveryone;
  const names = members
    .filter((member) => record.memberIds.includes(member.id))
    .map((member) => displayNameOf(member));
  return names.length > 0 ? names.join(', ') : messages.ringsNobody;
}

/**
 * One number's routing (admin): it rings everyone who may use calls, or only chosen members;
 * and the greeting an unanswered caller hears before leaving a voicemail.
 */
export function NumberRoutingForm({
  record,
  members,
  onDone,
}: {
  record: PhoneNumberRecord;
  members: Member[];
  onDone: () => void;
}) {
  const [assignment, setAssignment] = useState<PhoneNumberAssignment>(record.assignment);
  const [memberIds, setMemberIds] = useState<string[]>(record.memberIds);
  const [greeting, setGreeting] = useState(record.voicemailGreeting);
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const update = useUpdatePhoneNumberMutation();
  const greetingId = useId();
  const greetingHintId = useId();
  const candidates = callMembersOf(members);

  function toggleMember(id: string, isChosen: boolean) {
    setMemberIds((current) =>
      isChosen ? [...current, id] : current.filter((memberId) => memberId !== id),
    );
    clearFieldError('memberIds');
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (assignment === 'members' && memberIds.length === 0) {
      setFieldErrors({ memberIds: messages.chooseMembers });
      return;
    }
    const parsed = updatePhoneNumberRequestSchema.safeParse({
      assignment,
      memberIds: assignment === 'members' ? memberIds : [],
      voicemailGreeting: greeting,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    update.mutate(
      { id: record.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast.success(messages.routingSaved);
          onDone();
        },
        onError: (error) => showServerError(describeApiError(error, messages.saveFailed)),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label={messages.routingFormLabel(record.label || record.number)}
      className="space-y-3 rounded-xl border border-zinc-200 bg-zinc-50 p-3"
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-zinc-800">{messages.ringsLabel}</legend>
        {(['everyone', 'members'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm text-zinc-800">
            <input
              type="radio"
              name={`assignment-${record.id}`}
              value={value}
              checked={assignment === value}
              onChange={() => {
                setAssignment(value);
                clearFieldError('memberIds');
              }}
              className="size-4 accent-brand-600"
            />
            {messages.assignments[value]}
          </label>
        ))}
      </fieldset>
      {assignment === 'members' ? (
        <fieldset
          className="space-y-1.5 pl-6"
          aria-invalid={fieldErrors.memberIds ? true : undefined}
        >
          <legend className="sr-only">{messages.membersLabel}</legend>
          {candidates.length === 0 ? (
            <p className="text-sm text-zinc-500">{messages.noCallMembers}</p>
          ) : (
            candidates.map((member) => (
              <CheckboxField
                key={member.id}
                label={displayNameOf(member)}
                checked={memberIds.includes(member.id)}
                onChange={(event) => toggleMember(member.id, event.target.checked)}
              />
            ))
          )}
          {fieldErrors.memberIds ? (
            <p role="alert" className="text-xs text-red-600">
              {fieldErrors.memberIds}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor={greetingId} className="block text-sm font-medium text-zinc-800">
          {messages.greetingLabel}
        </label>
        <textarea
          id={greetingId}
          rows={2}
          value={greeting}
          placeholder={CALLS_MESSAGES.defaultVoicemailGreeting}
          aria-describedby={greetingHintId}
          aria-invalid={fieldErrors.voicemailGreeting ? true : undefined}
          onChange={(event) => {
            setGreeting(event.target.value);
            clearFieldError('voicemailGreeting');
          }}
          className={clsx(
            inputClasses,
            fieldErrors.voicemailGreeting
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200',
          )}
        />
        <p id={greetingHintId} className="text-xs text-zinc-500">
          {fieldErrors.voicemailGreeting ?? messages.greetingHint}
        </p>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {messages.cancel}
        </Button>
        <Button type="submit" size="sm" isLoading={update.isPending}>
          {messages.saveRouting}
        </Button>
      </div>
    </form>
  );
}
