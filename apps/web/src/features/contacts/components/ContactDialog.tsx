import {
  CONTACT_EMAIL_LABELS,
  CONTACT_PHONE_LABELS,
  type Contact,
  type ContactKind,
  type ContactVisibility,
} from '@worksphere/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { inputClasses, TextField } from '../../../ui/TextField';
import { useCreateContactMutation, useUpdateContactMutation } from '../api/contactsApi';
import { contactsMessages } from '../contacts.messages';
import { LabelledValuesFieldset } from './LabelledValuesFieldset';
import {
  contactFormErrors,
  contactFormValues,
  contactRequestOf,
  NEW_EMAIL,
  NEW_PHONE,
  type ContactFormValues,
} from '../utils/contactForm';

const messages = contactsMessages.dialog;

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
        <LabelledValuesFieldset
          field="phones"
          title={messages.phonesTitle}
          rows={values.phones}
          valueKey="number"
          type="tel"
          suggestedLabels={CONTACT_PHONE_LABELS}
          newRow={NEW_PHONE}
          names={{
            label: messages.phoneLabel,
            value: messages.phoneNumber,
            remove: messages.removePhone,
            add: messages.addPhone,
          }}
          errors={errors}
          onChange={(phones) => set('phones', phones)}
        />
        <LabelledValuesFieldset
          field="emails"
          title={messages.emailsTitle}
          rows={values.emails}
          valueKey="address"
          type="email"
          suggestedLabels={CONTACT_EMAIL_LABELS}
          newRow={NEW_EMAIL}
          names={{
            label: messages.emailLabel,
            value: messages.emailAddress,
            remove: messages.removeEmail,
            add: messages.addEmail,
          }}
          errors={errors}
          onChange={(emails) => set('emails', emails)}
        />
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
