import {
  contactDisplayName,
  CONTACTS_IMPORT_MAX_CONTACTS,
  CONTACTS_MESSAGES,
  contactsMessage,
  createContactRequestSchema,
  isStandaloneIssue,
  type ContactImportError,
  type ContactVisibility,
  type CreateContactInput,
  type ImportContactsResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './contacts.repo.js';
import {
  newContactValues,
  presentContact,
  uniqueEmails,
  uniquePhones,
  viewerOf,
} from './contacts.service.js';
import { parseContactsCsv, writeContactsCsv } from './csv.js';
import { isVcardText, parseVcards, writeVcards, type ContactFields } from './vcard.js';

/**
 * An import file's text: UTF-8, else UTF-16 when it starts with its byte-order mark (Outlook's
 * "Unicode" CSV), else Windows-1252 (older Outlook and Excel CSV); no byte-order mark kept.
 */
export function decodeImportFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Where an entry of an import file is: a CSV line or a vCard's number. */
type Place = { line: number } | { card: number };
type Entry = Place & ({ fields: ContactFields } | { error: string });

/** The entries of a file, vCard or CSV by its first line. */
function entriesOf(text: string): Entry[] {
  if (isVcardText(text)) {
    return parseVcards(text).map((parsed) =>
      parsed.fields
        ? { card: parsed.card, fields: parsed.fields }
        : {
            card: parsed.card,
            error: contactsMessage(CONTACTS_MESSAGES.importCardInvalid, { message: parsed.error }),
          },
    );
  }
  const csv = parseContactsCsv(text);
  if (!csv) throw new AppError('UNSUPPORTED_MEDIA_TYPE', CONTACTS_MESSAGES.importFormatUnknown);
  if ('error' in csv) {
    return [
      {
        line: csv.line ?? 1,
        error: contactsMessage(CONTACTS_MESSAGES.importCsvInvalid, { message: csv.error }),
      },
    ];
  }
  return csv.rows.map((row) => ({ line: row.line, fields: row.fields }));
}

/** Why an entry's fields cannot be a contact, in one sentence per problem. */
function problemsOf(fields: ContactFields, visibility: ContactVisibility) {
  if (!fields.firstName && !fields.lastName && !fields.company) {
    return { problems: [CONTACTS_MESSAGES.importNameMissing] };
  }
  const parsed = createContactRequestSchema.safeParse({ ...fields, visibility });
  if (parsed.success) return { input: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    const [list, index, field] = issue.path;
    if (list === 'phones' && field === 'number') {
      return contactsMessage(CONTACTS_MESSAGES.importPhoneInvalid, {
        number: fields.phones[index as number]?.number ?? '',
      });
    }
    if (list === 'emails' && field === 'address') {
      return contactsMessage(CONTACTS_MESSAGES.importEmailInvalid, {
        address: fields.emails[index as number]?.address ?? '',
      });
    }
    return isStandaloneIssue(issue) || issue.path.length === 0
      ? issue.message
      : `${issue.path.join('.')}: ${issue.message}`;
  });
  return { problems: [...new Set(problems)] };
}

/** What makes two contacts the same for an import: every field, labels and order aside. */
function fingerprintOf(contact: {
  kind: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  notes: string;
  tags: string[];
  phones: Array<{ number: string }>;
  emails: Array<{ address: string }>;
}): string {
  return JSON.stringify([
    contact.kind,
    contact.firstName,
    contact.lastName,
    contact.company,
    contact.title,
    contact.notes,
    [...contact.tags].sort(),
    contact.phones.map((phone) => phone.number).sort(),
    contact.emails.map((email) => email.address).sort(),
  ]);
}

/** Import and export of the address book (vCard 3/4 and CSV). */
export function createContactsExchange({ db }: AppDeps) {
  /**
   * Import a vCard or CSV file as the caller's contacts, all or nothing: any entry that cannot
   * be a contact is reported and nothing is added. Exact duplicates of visible contacts (or of
   * an earlier entry) are skipped.
   */
  async function importContacts(
    session: SessionContext,
    file: { text: string; visibility: ContactVisibility },
  ): Promise<ImportContactsResponse> {
    const entries = entriesOf(file.text);
    if (entries.length === 0) throw new AppError('BAD_REQUEST', CONTACTS_MESSAGES.importNoContacts);
    if (entries.length > CONTACTS_IMPORT_MAX_CONTACTS) {
      throw new AppError('PAYLOAD_TOO_LARGE', CONTACTS_MESSAGES.importTooManyContacts);
    }
    const errors: ContactImportError[] = [];
    const inputs: CreateContactInput[] = [];
    for (const entry of entries) {
      const place: Place = 'line' in entry ? { line: entry.line } : { card: entry.card };
      if ('error' in entry) {
        errors.push({ ...place, message: entry.error });
        continue;
      }
      const checked = problemsOf(entry.fields, file.visibility);
      if (checked.input) inputs.push(checked.input);
      else errors.push(...checked.problems.map((message) => ({ ...place, message })));
    }
    if (errors.length > 0) return { created: 0, skipped: 0, errors };

    return db.transaction(async (tx) => {
      const names = [...new Set(inputs.map((input) => contactDisplayName(input).toLowerCase()))];
      const existing = await repo.listVisibleContactsNamed(tx, viewerOf(session), names);
      const seen = new Set(
        existing.map(({ contact, phones, emails }) =>
          fingerprintOf({ ...contact, phones, emails }),
        ),
      );
      const fresh = inputs.filter((input) => {
        const fingerprint = fingerprintOf(input);
        if (seen.has(fingerprint)) return false;
        seen.add(fingerprint);
        return true;
      });
      await repo.insertContacts(
        tx,
        fresh.map((input) => ({
          values: newContactValues(session, input),
          phones: uniquePhones(input.phones),
          emails: uniqueEmails(input.emails),
        })),
      );
      return { created: fresh.length, skipped: inputs.length - fresh.length, errors: [] };
    });
  }

  /** Every contact the caller sees, as a vCard (4 or 3) or CSV file's text. */
  async function exportContacts(
    session: SessionContext,
    format: { format: 'vcf' | 'csv'; version: '3' | '4' },
  ): Promise<string> {
    const records = await repo.listAllVisibleContacts(db, viewerOf(session));
    const list = records.map(presentContact);
    return format.format === 'csv' ? writeContactsCsv(list) : writeVcards(list, format.version);
  }

  return { importContacts, exportContacts };
}

export type ContactsExchange = ReturnType<typeof createContactsExchange>;
