import { addPhoneNumberRequestSchema, type PhoneNumberRecord } from '@worksphere/contracts';
import { PhoneForwarded, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { IconButton } from '../../../ui/IconButton';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import { useMembersQuery } from '../../settings/api/membersApi';
import { useAddPhoneNumberMutation, useRemovePhoneNumberMutation } from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';
import { describeAssignment, NumberRoutingForm } from './NumberRoutingForm';

const messages = phoneMessages.settings;
const FIELDS = ['number', 'label'];

/**
 * The organisation's numbers, each with whom it rings; admins add (the number rule applied),
 * remove, and route them (everyone or chosen members, and the voicemail greeting).
 */
export function PhoneNumbersEditor({
  numbers,
  isAdmin,
}: {
  numbers: PhoneNumberRecord[];
  isAdmin: boolean;
}) {
  const removeNumber = useRemovePhoneNumberMutation();
  const members = useMembersQuery();
  const [routingId, setRoutingId] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-zinc-900">{messages.numbersTitle}</h3>
      {numbers.length === 0 ? (
        <p className="text-sm text-zinc-500">{messages.numbersEmpty}</p>
      ) : (
        <ul aria-label={messages.numbersTitle} className="divide-y divide-zinc-100">
          {numbers.map((record) => {
            const formatted = formatPhoneNumber(record.number);
            return (
              <li key={record.id} className="space-y-2 py-2 text-sm">
                <div className="flex items-center gap-3">
                  <div className="min-w-0 flex-1">
                    <p>
                      <span className="font-medium text-zinc-900">{formatted}</span>
                      {record.label ? (
                        <span className="ml-2 text-zinc-500">{record.label}</span>
                      ) : null}
                    </p>
                    <p className="truncate text-xs text-zinc-500">
                      {messages.ringsSummary(describeAssignment(record, members.data ?? []))}
                    </p>
                  </div>
                  {isAdmin ? (
                    <>
                      <IconButton
                        label={messages.routeNumber(formatted)}
                        icon={<PhoneForwarded className="size-4" />}
                        aria-expanded={routingId === record.id}
                        onClick={() =>
                          setRoutingId((current) => (current === record.id ? null : record.id))
                        }
                      />
                      <IconButton
                        label={messages.removeNumber(formatted)}
                        icon={<Trash2 className="size-4" />}
                        disabled={removeNumber.isPending && removeNumber.variables === record.id}
                        onClick={() =>
                          removeNumber.mutate(record.id, {
                            onSuccess: () => toast.success(messages.numberRemoved),
                            onError: (error) =>
                              toast.error(describeApiError(error, messages.saveFailed)),
                          })
                        }
                      />
                    </>
                  ) : null}
                </div>
                {isAdmin && routingId === record.id ? (
                  <NumberRoutingForm
                    record={record}
                    members={members.data ?? []}
                    onDone={() => setRoutingId(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {isAdmin ? <AddNumberForm /> : null}
    </div>
  );
}

function AddNumberForm() {
  const [draft, setDraft] = useState({ number: '', label: '' });
  const { fieldErrors, formError, setFieldErrors, clearFieldError, showServerError } =
    useFormErrors(FIELDS);
  const addNumber = useAddPhoneNumberMutation();

  const change = (field: 'number' | 'label') => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    clearFieldError(field);
  };

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = addPhoneNumberRequestSchema.safeParse(draft);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setFieldErrors({});
    addNumber.mutate(parsed.data, {
      onSuccess: () => {
        setDraft({ number: '', label: '' });
        toast.success(messages.numberAdded);
      },
      onError: (error) => showServerError(describeApiError(error, messages.saveFailed)),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-3">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <TextField
          label={messages.numberLabel}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={draft.number}
          onChange={change('number')}
          error={fieldErrors.number}
        />
        <TextField
          label={messages.numberLabelOptional}
          autoComplete="off"
          value={draft.label}
          onChange={change('label')}
          error={fieldErrors.label}
        />
        <Button type="submit" isLoading={addNumber.isPending} className="sm:mt-6">
          {messages.addNumber}
        </Button>
      </div>
    </form>
  );
}
