import {
  CONTACT_EMAIL_LABELS,
  CONTACT_PHONE_LABELS,
  createContactRequestSchema,
  type Contact,
  type ContactKind,
  type ContactVisibility,
  type CreateContactRequest,
} from '@worksphere/contracts';

/** The fields of the contact dialog, as typed. */
export type ContactFormValues = {
  kind: ContactKind;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  notes: string;
  tags: string;
  visibility: ContactVisibility;
  phones: { label: string; number: string }[];
  emails: { label: string; address: string }[];
};

export const NEW_PHONE = { label: CONTACT_PHONE_LABELS[0], number: '' };
export const NEW_EMAIL = { label: CONTACT_EMAIL_LABELS[0], address: '' };

/** The dialog's starting values: the contact's, or an empty person shared with everyone. */
export function contactFormValues(contact: Contact | null): ContactFormValues {
  if (!contact) {
    return {
      kind: 'person',
      firstName: '',
      lastName: '',
      company: '',
      title: '',
      notes: '',
      tags: '',
      visibility: 'shared',
      phones: [{ ...NEW_PHONE }],
      emails: [{ ...NEW_EMAIL }],
    };
  }
  return {
    kind: contact.kind,
    firstName: contact.firstName,
    lastName: contact.lastName,
    company: contact.company,
    title: contact.title,
    notes: contact.notes,
    tags: contact.tags.join(', '),
    visibility: contact.visibility,
    phones: contact.phones.length > 0 ? contact.phones.map((p) => ({ ...p })) : [{ ...NEW_PHONE }],
    emails: contact.emails.length > 0 ? contact.emails.map((e) => ({ ...e })) : [{ ...NEW_EMAIL }],
  };
}

/** What the dialog sends: empty rows left out, tags split at commas. */
export function contactRequestOf(values: ContactFormValues): CreateContactRequest {
  return {
    kind: values.kind,
    firstName: values.kind === 'person' ? values.firstName : '',
    lastName: values.kind === 'person' ? values.lastName : '',
    company: values.company,
    title: values.kind === 'person' ? values.title : '',
    notes: values.notes,
    tags: values.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    visibility: values.visibility,
    phones: values.phones.filter((phone) => phone.number.trim() !== ''),
    emails: values.emails.filter((email) => email.address.trim() !== ''),
  };
}

/**
 * The contract's messages per field of the dialog ("firstName", "phones.1.number"), checked
 * before anything is sent. A row index counts the rows as shown, empty ones included.
 */
export function contactFormErrors(values: ContactFormValues): Record<string, string> {
  const request = contactRequestOf(values);
  const parsed = createContactRequestSchema.safeParse(request);
  if (parsed.success) return {};
  const shownIndex = {
    phones: values.phones.flatMap((phone, index) => (phone.number.trim() ? [index] : [])),
    emails: values.emails.flatMap((email, index) => (email.address.trim() ? [index] : [])),
  };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [field, index, part] = issue.path;
    let key = String(field ?? '');
    if ((field === 'phones' || field === 'emails') && typeof index === 'number') {
      key = `${field}.${shownIndex[field][index] ?? index}.${String(part ?? '')}`;
    }
    errors[key] ??= issue.message;
  }
  return errors;
}
