import { addPhoneNumberRequestSchema, type PhoneNumberRecord } from '@worksphere/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { fieldErrorsOf } from '../../../ui/fieldErrorsOf';
import { IconButton } from '../../../ui/IconButton';
import { TextField } from '../../../ui/TextField';
import { useFormErrors } from '../../../ui/useFormErrors';
import { useAddPhoneNumberMutation, useRemovePhoneNumberMutation } from '../api/phoneSettingsApi';
import { phoneMessages } from '../phone.messages';
import { formatPhoneNumber } from '../utils/phoneNumber';

const messages = phoneMessages.settings;
const FIELDS = ['number', 'label'];

/** The organisation's numbers; admins add (spec's number rule applied) and remove them. */
export function PhoneNumbersEditor({
  numbers,
  isAdmin,
}: {
  numbers: PhoneNumberRecord[];
  isAdmin: boolean;
}) {
  const removeNumber = useRemovePhoneNumberMutation();
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
              <li key={record.id} className="flex items-center gap-3 py-2 text-sm">
                <span className="font-medium text-zinc-900">{formatted}</span>
                {record.label ? (
                  <span className="min-w-0 flex-1 truncate text-zinc-500">{record.label}</span>
                ) : (
                  <span className="flex-1" />
                )}
                {isAdmin ? (
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
