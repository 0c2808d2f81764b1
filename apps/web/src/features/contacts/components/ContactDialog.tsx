import {
  CONTACT_EMAIL_LABELS,
  CONTACT_PHONE_LABELS,
  type Contact,
  type ContactKind,
  type ContactVisibility,
} from '@worksphere/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses, TextField } from '../../../ui/TextField';
import { useCreateContactMutation, useUpdateContactMutation } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';
import {
  contactFormErrors,
  contactFormValues,
  contactRequestOf,
  NEW_EMAIL,
  NEW_PHONE,
  type ContactFormValues,
} from '../utils/contactForm';

const messages = contactsMessages.dialog;

/** The label choices: the suggested ones, plus a label the contact already has (imported). */
function labelOptions(suggested: readonly string[], current: string) {
  const values = suggested.includes(current) || !current ? suggested : [...suggested, current];
  return values.map((value) => ({ value, label: messages.labels[value] ?? value }));
}

type ContactDialogProps = {
  /** The contact to edit; null for a new one. */
  contact: Contact | null;
  onClose: () => void;
  /** Called with the contact once it is saved. */
  onSaved?: (contact: Contact) => void;
};

/**
 * New or edit contact: names or company, title, several phone numbers and e-mail addresses with
 * labels, tags, notes, and who sees it. The contract's rules are checked before sending, with
 * its messages under each field. Mount it per contact.
 */
export function ContactDialog({ contact, onClose, onSaved }: ContactDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<ContactFormValues>(() => contactFormValues(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateContactMutation();
  const update = useUpdateContactMutation();
  const save = contact ? update : create;

  function set<K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const rest = { ...current };
      for (const key of Object.keys(rest)) if (key.split('.')[0] === field) delete rest[key];
      return rest;
    });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = contactFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request = contactRequestOf(values);
    const onSuccess = (saved: Contact) => {
      toast.success(contact ? messages.saved : messages.created(saved.displayName));
      onSaved?.(saved);
      onClose();
    };
    if (contact) update.mutate({ id: contact.id, changes: request }, { onSuccess });
    else create.mutate(request, { onSuccess });
  }

  const isCompany = values.kind === 'company';
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={contact ? messages.editTitle : messages.newTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {messages.cancel}
          </Button>
          <Button type="submit" form={formId} isLoading={save.isPending}>
            {save.isPending ? messages.saving : messages.save}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} className="space-y-4">
        {save.isError ? (
          <Alert tone="error">{describeApiError(save.error, messages.saveFailed)}</Alert>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={messages.kind}
            options={(['person', 'company'] as const).map((kind) => ({
              value: kind,
              label: messages.kinds[kind],
            }))}
            value={values.kind}
            onChange={(change) => set('kind', change.target.value as ContactKind)}
          />
          <SelectField
            label={messages.visibility}
            options={(['shared', 'private'] as const).map((visibility) => ({
              value: visibility,
              label: messages.visibilities[visibility],
            }))}
            value={values.visibility}
            onChange={(change) => set('visibility', change.target.value as ContactVisibility)}
          />
        </div>
        {isCompany ? (
          <TextField
            label={messages.companyName}
            autoComplete="off"
            value={values.company}
            error={errors.company}
            onChange={(event) => set('company', event.target.value)}
          />
        ) : (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={messages.firstName}
                autoComplete="off"
                value={values.firstName}
                error={errors.firstName}
                onChange={(event) => set('firstName', event.target.value)}
              />
              <TextField
                label={messages.lastName}
                autoComplete="off"
                value={values.lastName}
                error={errors.lastName}
                onChange={(event) => set('lastName', event.target.value)}
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={messages.company}
                autoComplete="off"
                value={values.company}
                error={errors.company}
                onChange={(event) => set('company', event.target.value)}
              />
              <TextField
                label={messages.jobTitle}
                autoComplete="off"
                value={values.title}
                error={errors.title}
                onChange={(event) => set('title', event.target.value)}
              />
            </div>
          </>
        )}
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-zinc-900">{messages.phonesTitle}</legend>
          {values.phones.map((phone, index) => (
            <div key={index} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
              <SelectField
                label={messages.phoneLabel(index + 1)}
                hideLabel
                options={labelOptions(CONTACT_PHONE_LABELS, phone.label)}
                value={phone.label}
                onChange={(change) =>
                  set(
                    'phones',
                    values.phones.map((row, i) =>
                      i === index ? { ...row, label: change.target.value } : row,
                    ),
                  )
                }
              />
              <RowInput
                label={messages.phoneNumber(index + 1)}
                type="tel"
                value={phone.number}
                error={errors[`phones.${index}.number`] ?? errors[`phones.${index}.label`]}
                onChange={(number) =>
                  set(
                    'phones',
                    values.phones.map((row, i) => (i === index ? { ...row, number } : row)),
                  )
                }
              />
              <IconButton
                label={messages.removePhone(index + 1)}
                icon={<X className="size-4" />}
                onClick={() =>
                  set(
                    'phones',
                    values.phones.filter((_, i) => i !== index),
                  )
                }
              />
            </div>
          ))}
          {errors.phones ? (
            <p className="text-xs font-medium text-red-600">{errors.phones}</p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => set('phones', [...values.phones, { ...NEW_PHONE }])}
          >
            {messages.addPhone}
          </Button>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-zinc-900">{messages.emailsTitle}</legend>
          {values.emails.map((email, index) => (
            <div key={index} className="grid grid-cols-[8rem_1fr_auto] items-start gap-2">
              <SelectField
                label={messages.emailLabel(index + 1)}
                hideLabel
                options={labelOptions(CONTACT_EMAIL_LABELS, email.label)}
                value={email.label}
                onChange={(change) =>
                  set(
                    'emails',
                    values.emails.map((row, i) =>
                      i === index ? { ...row, label: change.target.value } : row,
                    ),
                  )
                }
              />
              <RowInput
                label={messages.emailAddress(index + 1)}
                type="email"
                value={email.address}
                error={errors[`emails.${index}.address`] ?? errors[`emails.${index}.label`]}
                onChange={(address) =>
                  set(
                    'emails',
                    values.emails.map((row, i) => (i === index ? { ...row, address } : row)),
                  )
                }
              />
              <IconButton
                label={messages.removeEmail(index + 1)}
                icon={<X className="size-4" />}
                onClick={() =>
                  set(
                    'emails',
                    values.emails.filter((_, i) => i !== index),
                  )
                }
              />
            </div>
          ))}
          {errors.emails ? (
            <p className="text-xs font-medium text-red-600">{errors.emails}</p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => set('emails', [...values.emails, { ...NEW_EMAIL }])}
          >
            {messages.addEmail}
          </Button>
        </fieldset>
        <TextField
          label={messages.tags}
          hint={messages.tagsHint}
          autoComplete="off"
          value={values.tags}
          error={errors.tags}
          onChange={(event) => set('tags', event.target.value)}
        />
        <NotesField
          value={values.notes}
          error={errors.notes}
          onChange={(notes) => set('notes', notes)}
        />
      </form>
    </Modal>
  );
}

/** A phone number or address of a row: its label is for screen readers (the row shows its kind). */
function RowInput({
  label,
  type,
  value,
  error,
  onChange,
}: {
  label: string;
  type: 'tel' | 'email';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type={type}
        inputMode={type}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-zinc-300 focus:border-brand-500 focus:ring-brand-200'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NotesField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-800">
        {messages.notes}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClasses} border-zinc-300 focus:border-brand-500 focus:ring-brand-200`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
