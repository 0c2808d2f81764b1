import { z } from 'zod';
import { phoneNumberSchema } from './calls.js';
import { fillMessage } from './message-template.js';
import {
  pageInfoSchema,
  personSchema,
  queryParam,
  STANDALONE_MESSAGE,
  text,
} from './validation.js';

/*
 * Contacts (issue 26): the organisation's address book, shared by phone, mail and point of sale.
 *
 * ROUTES (under /api), any signed-in member. A private contact exists only for its owner: for
 * everyone else it is "not found" everywhere (list, get, export, duplicates, timeline, resolve).
 *   GET    /contacts?q=&limit=&offset=          → {contacts, page} (by display name; limit 20 unless asked)
 *   POST   /contacts                            → 201 {contact}
 *   GET    /contacts/{id}                       → {contact}
 *   PUT    /contacts/{id}                       → {contact} (a field left out stays; every member
 *                                                 may change a shared contact, only its owner
 *                                                 its visibility: 403 visibilityOwnerOnly)
 *   DELETE /contacts/{id}                       → {ok}
 *   POST   /contacts/import (multipart `file`: vCard 3/4 or CSV; optional field `visibility`,
 *          shared unless private)                → {created, skipped, errors}
 *          (413 over 5 MB or 5,000 contacts, 415 neither vCard nor CSV)
 *   GET    /contacts/export?format=vcf|csv&version=4|3  (a file: contacts.vcf or contacts.csv)
 *   GET    /contacts/duplicates                 → {groups}
 *   POST   /contacts/{id}/merge {otherIds}      → {contact} (400 mergeSharedIntoPrivate when a
 *                                                 shared contact would go into a private one)
 *   GET    /contacts/{id}/timeline?limit=&offset= → {items, hasMore} (newest first; calls and
 *                                                 SMS with calls:use, orders with pos:sell or
 *                                                 pos:manage, mail of the accounts the caller reads)
 *   POST   /contacts/resolve {numbers, emails}  → {names}
 * Phone numbers are stored and answered in the phone-number rule's form (normalizePhoneNumber in
 * calls.ts); e-mail addresses in lower case.
 */

// ---------------------------------------------------------------------------------- limits

export const CONTACT_NAME_MAX_LENGTH = 200;
export const CONTACT_COMPANY_MAX_LENGTH = 200;
export const CONTACT_TITLE_MAX_LENGTH = 200;
export const CONTACT_NOTES_MAX_LENGTH = 10_000;
export const CONTACT_LABEL_MAX_LENGTH = 40;
export const CONTACT_EMAIL_MAX_LENGTH = 254;
export const CONTACT_TAG_MAX_LENGTH = 50;
export const CONTACT_TAGS_MAX = 30;
/** Phone numbers, and separately e-mail addresses, one contact may carry. */
export const CONTACT_PHONES_MAX = 20;
export const CONTACT_EMAILS_MAX = 20;
export const CONTACTS_PAGE_DEFAULT = 20;
export const CONTACTS_PAGE_MAX = 200;
/** One import file: at most this many bytes and contacts. */
export const CONTACTS_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CONTACTS_IMPORT_MAX_CONTACTS = 5_000;
/** POST /contacts/resolve: at most this many numbers, and as many addresses, per request. */
export const CONTACTS_RESOLVE_MAX = 200;
/** POST /contacts/{id}/merge: at most this many other contacts at once. */
export const CONTACTS_MERGE_MAX = 50;
export const CONTACTS_TIMELINE_PAGE_DEFAULT = 50;
/** How far back a timeline pages (it merges four sources page by page). */
export const CONTACTS_TIMELINE_OFFSET_MAX = 5_000;

// -------------------------------------------------------------------------------- messages

/** Every text a user sees about contacts from the server. */
export const CONTACTS_MESSAGES = {
  notFound: 'Contact not found.',
  nameRequired: 'Enter a first or last name, or a company.',
  companyNameRequired: 'Enter the company’s name.',
  nameTooLong: `A name must be at most ${CONTACT_NAME_MAX_LENGTH} characters.`,
  companyTooLong: `A company must be at most ${CONTACT_COMPANY_MAX_LENGTH} characters.`,
  titleTooLong: `A title must be at most ${CONTACT_TITLE_MAX_LENGTH} characters.`,
  notesTooLong: `Notes must be at most ${CONTACT_NOTES_MAX_LENGTH} characters.`,
  labelTooLong: `A label must be at most ${CONTACT_LABEL_MAX_LENGTH} characters.`,
  tagTooLong: `A tag must be at most ${CONTACT_TAG_MAX_LENGTH} characters.`,
  tooManyTags: `A contact has at most ${CONTACT_TAGS_MAX} tags.`,
  tooManyPhones: `A contact has at most ${CONTACT_PHONES_MAX} phone numbers.`,
  tooManyEmails: `A contact has at most ${CONTACT_EMAILS_MAX} e-mail addresses.`,
  emailInvalid: 'Enter a valid e-mail address.',
  visibilityOwnerOnly: 'Only the contact’s owner can change who sees it.',
  // Import and export.
  importFileMissing: 'Choose a vCard (.vcf) or CSV file to import.',
  importFormatUnknown:
    'This file is neither a vCard (it starts with BEGIN:VCARD) nor a CSV file with a header row.',
  importTooLarge: `An import file must be at most ${CONTACTS_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  importTooManyContacts: `An import file holds at most ${CONTACTS_IMPORT_MAX_CONTACTS} contacts: split it into smaller files.`,
  importNoContacts: 'The file holds no contacts.',
  importCardInvalid: 'This vCard could not be read: {message}',
  importCsvInvalid: 'This CSV file could not be read: {message}',
  importNameMissing: 'No name or company.',
  importPhoneInvalid: 'Phone number “{number}” is not valid.',
  importEmailInvalid: 'E-mail address “{address}” is not valid.',
  // Merge.
  mergeWithItself: 'A contact cannot be merged with itself.',
  mergeOthersRequired: 'Choose at least one other contact to merge.',
  mergeSharedIntoPrivate:
    'A shared contact can only be merged into a shared contact: share this one first.',
  tooManyToMerge: `Merge at most ${CONTACTS_MERGE_MAX} contacts at once.`,
  // Resolve.
  tooManyToResolve: `Look up at most ${CONTACTS_RESOLVE_MAX} numbers and ${CONTACTS_RESOLVE_MAX} addresses at once.`,
  // Timeline summaries.
  timelineCallInbound: 'Incoming call',
  timelineCallOutbound: 'Outgoing call',
  timelineCallMissed: 'Missed call',
  timelineSmsInbound: 'Text received: {text}',
  timelineSmsOutbound: 'Text sent: {text}',
  timelineEmailInbound: 'E-mail received: {subject}',
  timelineEmailOutbound: 'E-mail sent: {subject}',
  timelineNoSubject: '(no subject)',
  timelinePosOrder: 'Order #{number} ({status})',
} as const;

/** Fills the {name} fields of a CONTACTS_MESSAGES text. */
export const contactsMessage = fillMessage;

// ---------------------------------------------------------------------------------- records

export const CONTACT_KINDS = ['person', 'company'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const CONTACT_VISIBILITIES = ['shared', 'private'] as const;
export type ContactVisibility = (typeof CONTACT_VISIBILITIES)[number];

/** Suggested labels; any label up to CONTACT_LABEL_MAX_LENGTH is accepted. */
export const CONTACT_PHONE_LABELS = ['mobile', 'work', 'home', 'main', 'fax', 'other'] as const;
export const CONTACT_EMAIL_LABELS = ['work', 'home', 'other'] as const;

export const contactPhoneSchema = z.object({ label: z.string(), number: z.string() });
export type ContactPhone = z.infer<typeof contactPhoneSchema>;
export const contactEmailSchema = z.object({ label: z.string(), address: z.string() });
export type ContactEmail = z.infer<typeof contactEmailSchema>;

/**
 * One contact. displayName is "First Last" for a person (the company when both are empty), the
 * company for a company. Private contacts are seen only by their owner.
 */
export const contactSchema = z.object({
  id: z.string(),
  kind: z.enum(CONTACT_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  company: z.string(),
  title: z.string(),
  notes: z.string(),
  tags: z.array(z.string()),
  visibility: z.enum(CONTACT_VISIBILITIES),
  ownerId: z.string(),
  owner: personSchema,
  phones: z.array(contactPhoneSchema),
  emails: z.array(contactEmailSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The display name of a contact's fields (the server stores it; the web may preview it). */
export function contactDisplayName(contact: {
  kind: ContactKind;
  firstName: string;
  lastName: string;
  company: string;
}): string {
  const personName = [contact.firstName.trim(), contact.lastName.trim()].filter(Boolean).join(' ');
  if (contact.kind === 'company') return contact.company.trim() || personName;
  return personName || contact.company.trim();
}

// ---------------------------------------------------------------------------------- requests

function limitedText(maxLength: number, message: string) {
  return text()
    .trim()
    .refine((value) => value.length <= maxLength, { message, params: STANDALONE_MESSAGE });
}

const labelSchema = limitedText(CONTACT_LABEL_MAX_LENGTH, CONTACTS_MESSAGES.labelTooLong).default(
  '',
);

/** One e-mail address of a contact: trimmed and lower-cased. */
export const contactEmailAddressSchema = text()
  .trim()
  .toLowerCase()
  .refine((value) => value.length <= CONTACT_EMAIL_MAX_LENGTH, {
    message: CONTACTS_MESSAGES.emailInvalid,
    params: STANDALONE_MESSAGE,
  })
  .pipe(z.email(CONTACTS_MESSAGES.emailInvalid));

/** A phone number of a request: the phone-number rule (calls.ts) applies; label free text. */
export const contactPhoneInputSchema = z.object({
  label: labelSchema,
  number: phoneNumberSchema.prefault(''),
});
export const contactEmailInputSchema = z.object({
  label: labelSchema,
  address: contactEmailAddressSchema.prefault(''),
});

const tagsSchema = z
  .array(limitedText(CONTACT_TAG_MAX_LENGTH, CONTACTS_MESSAGES.tagTooLong))
  .transform((tags) => [...new Set(tags.filter(Boolean))])
  .refine((tags) => tags.length <= CONTACT_TAGS_MAX, {
    message: CONTACTS_MESSAGES.tooManyTags,
    params: STANDALONE_MESSAGE,
  });

const phonesSchema = z
  .array(contactPhoneInputSchema)
  .refine((phones) => phones.length <= CONTACT_PHONES_MAX, {
    message: CONTACTS_MESSAGES.tooManyPhones,
    params: STANDALONE_MESSAGE,
  });
const emailsSchema = z
  .array(contactEmailInputSchema)
  .refine((emails) => emails.length <= CONTACT_EMAILS_MAX, {
    message: CONTACTS_MESSAGES.tooManyEmails,
    params: STANDALONE_MESSAGE,
  });

const contactFields = {
  kind: z.enum(CONTACT_KINDS),
  firstName: limitedText(CONTACT_NAME_MAX_LENGTH, CONTACTS_MESSAGES.nameTooLong),
  lastName: limitedText(CONTACT_NAME_MAX_LENGTH, CONTACTS_MESSAGES.nameTooLong),
  company: limitedText(CONTACT_COMPANY_MAX_LENGTH, CONTACTS_MESSAGES.companyTooLong),
  title: limitedText(CONTACT_TITLE_MAX_LENGTH, CONTACTS_MESSAGES.titleTooLong),
  notes: limitedText(CONTACT_NOTES_MAX_LENGTH, CONTACTS_MESSAGES.notesTooLong),
  tags: tagsSchema,
  visibility: z.enum(CONTACT_VISIBILITIES),
  phones: phonesSchema,
  emails: emailsSchema,
};

/** The name rule: a person needs a first or last name or a company, a company its name. */
export function contactNameIssue(contact: {
  kind: ContactKind;
  firstName: string;
  lastName: string;
  company: string;
}): { message: string; path: 'firstName' | 'company' } | null {
  if (contact.kind === 'company') {
    return contact.company.trim()
      ? null
      : { message: CONTACTS_MESSAGES.companyNameRequired, path: 'company' };
  }
  return contact.firstName.trim() || contact.lastName.trim() || contact.company.trim()
    ? null
    : { message: CONTACTS_MESSAGES.nameRequired, path: 'firstName' };
}

/** POST /contacts → 201 {contact}. kind person and visibility shared unless said. */
export const createContactRequestSchema = z
  .object({
    kind: contactFields.kind.default('person'),
    firstName: contactFields.firstName.default(''),
    lastName: contactFields.lastName.default(''),
    company: contactFields.company.default(''),
    title: contactFields.title.default(''),
    notes: contactFields.notes.default(''),
    tags: contactFields.tags.default([]),
    visibility: contactFields.visibility.default('shared'),
    phones: contactFields.phones.default([]),
    emails: contactFields.emails.default([]),
  })
  .superRefine((contact, context) => {
    const issue = contactNameIssue(contact);
    if (issue) {
      context.addIssue({
        code: 'custom',
        message: issue.message,
        params: STANDALONE_MESSAGE,
        path: [issue.path],
      });
    }
  });
export type CreateContactRequest = z.input<typeof createContactRequestSchema>;
export type CreateContactInput = z.output<typeof createContactRequestSchema>;

/**
 * PUT /contacts/{id} → {contact}. A field left out stays; phones, emails and tags, when sent,
 * replace the whole list. The name rule is checked on the result.
 */
export const updateContactRequestSchema = z.object({
  kind: contactFields.kind.optional(),
  firstName: contactFields.firstName.optional(),
  lastName: contactFields.lastName.optional(),
  company: contactFields.company.optional(),
  title: contactFields.title.optional(),
  notes: contactFields.notes.optional(),
  tags: contactFields.tags.optional(),
  visibility: contactFields.visibility.optional(),
  phones: contactFields.phones.optional(),
  emails: contactFields.emails.optional(),
});
export type UpdateContactRequest = z.input<typeof updateContactRequestSchema>;
export type UpdateContactInput = z.output<typeof updateContactRequestSchema>;

/**
 * GET /contacts?q=&limit=&offset= → {contacts, page}, by display name. q finds a part of the
 * name, company or e-mail address, or the digits of a phone number (the typeahead).
 */
export const listContactsQuerySchema = z.object({
  q: queryParam(text().trim().max(200)),
  limit: queryParam(z.coerce.number().int().min(1).max(CONTACTS_PAGE_MAX)).transform(
    (value) => value ?? CONTACTS_PAGE_DEFAULT,
  ),
  offset: queryParam(z.coerce.number().int().min(0)).transform((value) => value ?? 0),
});
export type ListContactsQuery = z.input<typeof listContactsQuerySchema>;
export type ContactFilters = z.output<typeof listContactsQuerySchema>;

/** POST /contacts/import: the multipart text fields beside `file`. */
export const importContactsFieldsSchema = z.object({
  visibility: queryParam(z.enum(CONTACT_VISIBILITIES)).transform((value) => value ?? 'shared'),
});

export const CONTACT_EXPORT_FORMATS = ['vcf', 'csv'] as const;
export type ContactExportFormat = (typeof CONTACT_EXPORT_FORMATS)[number];

/**
 * GET /contacts/export?format=vcf|csv&version=4|3: every contact the caller sees, as an
 * attachment (text/vcard contacts.vcf, vCard 4 unless version=3; text/csv contacts.csv).
 */
export const exportContactsQuerySchema = z.object({
  format: queryParam(z.enum(CONTACT_EXPORT_FORMATS)).transform((value) => value ?? 'vcf'),
  version: queryParam(z.enum(['3', '4'])).transform((value) => value ?? '4'),
});
export type ExportContactsQuery = z.input<typeof exportContactsQuerySchema>;

/** The header row of our CSV export (import reads it back, and Google/Outlook headers too). */
export const CONTACTS_CSV_HEADERS = [
  'Kind',
  'First Name',
  'Last Name',
  'Company',
  'Title',
  'Notes',
  'Tags',
  'Visibility',
  'Phones',
  'E-mails',
] as const;

/** POST /contacts/{id}/merge → {contact}: the others' numbers, addresses and tags join it. */
export const mergeContactsRequestSchema = z.object({
  otherIds: z
    .array(text().trim())
    .refine((ids) => ids.length > 0, {
      message: CONTACTS_MESSAGES.mergeOthersRequired,
      params: STANDALONE_MESSAGE,
    })
    .refine((ids) => ids.length <= CONTACTS_MERGE_MAX, {
      message: CONTACTS_MESSAGES.tooManyToMerge,
      params: STANDALONE_MESSAGE,
    })
    .prefault([]),
});
export type MergeContactsRequest = z.input<typeof mergeContactsRequestSchema>;

/** GET /contacts/{id}/timeline?limit=&offset= → {items, hasMore}. */
export const contactTimelineQuerySchema = z.object({
  limit: queryParam(z.coerce.number().int().min(1).max(CONTACTS_PAGE_MAX)).transform(
    (value) => value ?? CONTACTS_TIMELINE_PAGE_DEFAULT,
  ),
  offset: queryParam(z.coerce.number().int().min(0).max(CONTACTS_TIMELINE_OFFSET_MAX)).transform(
    (value) => value ?? 0,
  ),
});
export type ContactTimelineQuery = z.input<typeof contactTimelineQuerySchema>;

/**
 * POST /contacts/resolve → {names}: the naming lookup. Values that are no phone number or
 * address are simply not found (a call log may hold "anonymous").
 */
export const resolveContactsRequestSchema = z
  .object({
    numbers: z.array(text().max(100)).default([]),
    emails: z.array(text().max(CONTACT_EMAIL_MAX_LENGTH)).default([]),
  })
  .refine(
    (body) =>
      body.numbers.length <= CONTACTS_RESOLVE_MAX && body.emails.length <= CONTACTS_RESOLVE_MAX,
    { message: CONTACTS_MESSAGES.tooManyToResolve, params: STANDALONE_MESSAGE },
  );
export type ResolveContactsRequest = z.input<typeof resolveContactsRequestSchema>;

// --------------------------------------------------------------------------------- responses

export const contactResponseSchema = z.object({ contact: contactSchema });
export const contactsResponseSchema = z.object({
  contacts: z.array(contactSchema),
  page: pageInfoSchema,
});
export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

/** One problem of an import: `line` of a CSV file (1 is the header) or `card` (1-based) of a vCard file. */
export const contactImportErrorSchema = z.object({
  line: z.number().int().optional(),
  card: z.number().int().optional(),
  message: z.string(),
});
export type ContactImportError = z.infer<typeof contactImportErrorSchema>;

/**
 * POST /contacts/import → {created, skipped, errors}. All or nothing: when errors is not empty
 * nothing was imported (created and skipped are 0). skipped counts exact duplicates of
 * contacts the caller already sees (or of an earlier entry of the file).
 */
export const importContactsResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(contactImportErrorSchema),
});
export type ImportContactsResponse = z.infer<typeof importContactsResponseSchema>;

export const DUPLICATE_REASONS = ['phone', 'email', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** Contacts that look like the same one: they share a number, an address or the same name. */
export const duplicateGroupSchema = z.object({
  contacts: z.array(contactSchema),
  /** What they share, e.g. {kind: 'phone', value: '+15550102000'}; a name in lower case. */
  reasons: z.array(z.object({ kind: z.enum(DUPLICATE_REASONS), value: z.string() })),
});
export type DuplicateGroup = z.infer<typeof duplicateGroupSchema>;
export const duplicatesResponseSchema = z.object({ groups: z.array(duplicateGroupSchema) });
export type DuplicatesResponse = z.infer<typeof duplicatesResponseSchema>;

export const TIMELINE_KINDS = ['call', 'sms', 'email', 'posOrder'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One thing that happened with a contact; link opens it in the web app. */
export const timelineItemSchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  id: z.string(),
  at: z.string(),
  summary: z.string(),
  link: z.string(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;
export const contactTimelineResponseSchema = z.object({
  items: z.array(timelineItemSchema),
  hasMore: z.boolean(),
});
export type ContactTimelineResponse = z.infer<typeof contactTimelineResponseSchema>;

/** A name found for a number or address. */
export const resolvedNameSchema = z.object({ contactId: z.string(), name: z.string() });
export type ResolvedName = z.infer<typeof resolvedNameSchema>;

/**
 * {names}: keyed by each number and address exactly as sent; those no visible contact has are
 * absent. When several contacts match, the caller's own private one wins, then the oldest.
 */
export const resolveContactsResponseSchema = z.object({
  names: z.record(z.string(), resolvedNameSchema),
});
export type ResolveContactsResponse = z.infer<typeof resolveContactsResponseSchema>;
