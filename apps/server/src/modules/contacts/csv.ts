import { CONTACTS_CSV_HEADERS, type Contact } from '@worksphere/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ContactFields } from './vcard.js';

/*
 * Contacts as CSV with csv-parse and csv-stringify. Reading understands our own export's
 * header row and the usual columns of Google Contacts and Outlook exports ("First Name",
 * "E-mail Address", "Mobile Phone", "Phone 1 - Label"/"Phone 1 - Value", "Organization Name"...).
 */

export type ParsedRow = { line: number; fields: ContactFields };
export type ParsedCsv = { rows: ParsedRow[] } | { error: string; line?: number };

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written after a
 * quote, which the import takes off again (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const guardCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);
const unguardCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** A header as a key: lower case, letters and digits only ("E-mail 1 - Value" → email1value). */
const keyOf = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

type Column =
  | { field: 'firstName' | 'lastName' | 'middleName' | 'fullName' | 'company' | 'title' }
  | { field: 'jobTitle' | 'notes' | 'tags' | 'kind' | 'ourPhones' | 'ourEmails' }
  | { field: 'phone' | 'email'; label: string }
  | { field: 'phoneValue' | 'phoneLabel' | 'emailValue' | 'emailLabel'; group: string };

const SIMPLE_COLUMNS: Record<string, Column> = {
  firstname: { field: 'firstName' },
  givenname: { field: 'firstName' },
  middlename: { field: 'middleName' },
  additionalname: { field: 'middleName' },
  lastname: { field: 'lastName' },
  familyname: { field: 'lastName' },
  surname: { field: 'lastName' },
  name: { field: 'fullName' },
  fullname: { field: 'fullName' },
  displayname: { field: 'fullName' },
  company: { field: 'company' },
  companyname: { field: 'company' },
  organization: { field: 'company' },
  organisation: { field: 'company' },
  organizationname: { field: 'company' },
  organization1name: { field: 'company' },
  title: { field: 'title' },
  jobtitle: { field: 'jobTitle' },
  organizationtitle: { field: 'jobTitle' },
  organization1title: { field: 'jobTitle' },
  notes: { field: 'notes' },
  note: { field: 'notes' },
  tags: { field: 'tags' },
  categories: { field: 'tags' },
  labels: { field: 'tags' },
  groupmembership: { field: 'tags' },
  kind: { field: 'kind' },
  phones: { field: 'ourPhones' },
  emails: { field: 'ourEmails' },
  // Outlook's fixed phone and e-mail columns, with the label their name gives.
  phone: { field: 'phone', label: '' },
  phonenumber: { field: 'phone', label: '' },
  telephone: { field: 'phone', label: '' },
  mobile: { field: 'phone', label: 'mobile' },
  mobilephone: { field: 'phone', label: 'mobile' },
  cellphone: { field: 'phone', label: 'mobile' },
  businessphone: { field: 'phone', label: 'work' },
  businessphone2: { field: 'phone', label: 'work' },
  companymainphone: { field: 'phone', label: 'main' },
  primaryphone: { field: 'phone', label: 'main' },
  homephone: { field: 'phone', label: 'home' },
  homephone2: { field: 'phone', label: 'home' },
  businessfax: { field: 'phone', label: 'fax' },
  homefax: { field: 'phone', label: 'fax' },
  otherfax: { field: 'phone', label: 'fax' },
  otherphone: { field: 'phone', label: 'other' },
  pager: { field: 'phone', label: 'pager' },
  email: { field: 'email', label: '' },
  emailaddress: { field: 'email', label: '' },
  email2address: { field: 'email', label: '' },
  email3address: { field: 'email', label: '' },
};

/** What a header row's column holds, or null when we do not read it. */
function columnOf(header: string): Column | null {
  const key = keyOf(header);
  if (SIMPLE_COLUMNS[key]) return SIMPLE_COLUMNS[key]!;
  // Google: "Phone 1 - Type" (older) or "Phone 1 - Label", and "Phone 1 - Value".
  const grouped = /^(phone|email)(\d+)(type|label|value)$/.exec(key);
  if (!grouped) return null;
  const [, kind, group, part] = grouped;
  const field =
    kind === 'phone'
      ? part === 'value'
        ? 'phoneValue'
        : 'phoneLabel'
      : part === 'value'
        ? 'emailValue'
        : 'emailLabel';
  return { field, group: group! };
}

/** Does this header row name at least one column we read? */
function isContactsHeader(headers: string[]): boolean {
  return headers.some((header) => columnOf(header) !== null);
}

/** Google separates several values of one cell with " ::: ". */
const splitValues = (value: string) =>
  value
    .split(/\s*:::\s*/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Google marks its own groups and labels with "* " ("* myContacts", "* Mobile"). */
const cleanLabel = (label: string) =>
  label
    .replace(/^\*\s*/, '')
    .trim()
    .toLowerCase();

const GOOGLE_LABELS: Record<string, string> = { cell: 'mobile', mobile: 'mobile' };

/** Our export's cells of numbers or addresses: one "label: value" a line. */
function ourPairs(cell: string): Array<{ label: string; value: string }> {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(': ');
      return at < 0
        ? { label: '', value: line }
        : { label: line.slice(0, at).trim(), value: line.slice(at + 2).trim() };
    });
}

function fieldsOfRow(headers: Array<Column | null>, record: string[]): ContactFields | null {
  const fields: ContactFields = {
    kind: 'person',
    firstName: '',
    lastName: '',
    company: '',
    title: '',
    notes: '',
    tags: [],
    phones: [],
    emails: [],
  };
  let middleName = '';
  let fullName = '';
  let plainTitle = '';
  let jobTitle = '';
  const groups = new Map<string, { value?: string; label?: string; kind: 'phone' | 'email' }>();
  let hasValue = false;
  headers.forEach((column, index) => {
    const value = unguardCell((record[index] ?? '').trim());
    if (!column || !value) return;
    hasValue = true;
    switch (column.field) {
      case 'firstName':
      case 'lastName':
      case 'company':
      case 'notes':
        fields[column.field] = value;
        break;
      case 'middleName':
        middleName = value;
        break;
      case 'fullName':
        fullName = value;
        break;
      case 'title':
        plainTitle = value;
        break;
      case 'jobTitle':
        jobTitle = value;
        break;
      case 'kind':
        fields.kind = value.toLowerCase() === 'company' ? 'company' : 'person';
        break;
      case 'tags':
        fields.tags.push(
          ...value
            .split(/\s*:::\s*|\r?\n|;/)
            .map((tag) => tag.trim())
            .filter((tag) => tag && !tag.startsWith('*')),
        );
        break;
      case 'ourPhones':
        fields.phones.push(
          ...ourPairs(value).map(({ label, value: number }) => ({ label, number })),
        );
        break;
      case 'ourEmails':
        fields.emails.push(
          ...ourPairs(value).map(({ label, value: address }) => ({ label, address })),
        );
        break;
      case 'phone':
        fields.phones.push(
          ...splitValues(value).map((number) => ({ label: column.label, number })),
        );
        break;
      case 'email':
        fields.emails.push(
          ...splitValues(value).map((address) => ({ label: column.label, address })),
        );
        break;
      default: {
        const kind = column.field.startsWith('phone') ? 'phone' : 'email';
        const key = `${kind}${column.group}`;
        const entry = groups.get(key) ?? { kind };
        if (column.field.endsWith('Value')) entry.value = value;
        else entry.label = value;
        groups.set(key, entry);
      }
    }
  });
  for (const { kind, value, label } of groups.values()) {
    if (!value) continue;
    const cleaned = cleanLabel(label ?? '');
    const named = GOOGLE_LABELS[cleaned] ?? cleaned;
    for (const one of splitValues(value)) {
      if (kind === 'phone') fields.phones.push({ label: named, number: one });
      else fields.emails.push({ label: named, address: one });
    }
  }
  if (!hasValue) return null;
  // Outlook's "Title" is "Mr."/"Dr." when a "Job Title" column exists; ours is the job title.
  fields.title =
    jobTitle || (headers.some((column) => column?.field === 'jobTitle') ? '' : plainTitle);
  if (middleName && fields.firstName) fields.firstName = `${fields.firstName} ${middleName}`;
  if (!fields.firstName && !fields.lastName && fullName && fields.kind === 'person') {
    const words = fullName.split(/\s+/);
    fields.lastName = words.length > 1 ? words.pop()! : '';
    fields.firstName = words.join(' ');
  }
  if (fields.kind === 'company' && !fields.company) fields.company = fullName;
  return fields;
}

/**
 * Read a CSV file of contacts. `null` when its first row names no column we know (then it is
 * no contacts CSV at all); an error when it is not valid CSV.
 */
export function parseContactsCsv(text: string): ParsedCsv | null {
  type Parsed = { record: string[]; raw: string; info: { lines: number } };
  let records: Parsed[];
  try {
    // One kind of line break, so that a record's line can be counted from its raw text.
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      info: true,
      raw: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as Parsed[];
  } catch (error) {
    const { message, lines } = error as { message?: string; lines?: number };
    return { error: message ?? 'unreadable', ...(lines ? { line: lines } : {}) };
  }
  const [header, ...body] = records;
  if (!header || !isContactsHeader(header.record)) return null;
  const columns = header.record.map(columnOf);
  const rows: ParsedRow[] = [];
  for (const { record, raw, info } of body) {
    const fields = fieldsOfRow(columns, record);
    // info.lines is the record's last line; it starts as many lines earlier as it has breaks.
    const breaks = raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    if (fields) rows.push({ line: info.lines - breaks, fields });
  }
  return { rows };
}

/** Labels and values of our CSV cells: one "label: value" a line (no line breaks inside). */
const pairLine = (label: string, value: string) => {
  const cleaned = label.replace(/[\r\n]+/g, ' ').trim();
  return cleaned ? `${cleaned}: ${value}` : value;
};

const PHONES_COLUMN = CONTACTS_CSV_HEADERS.indexOf('Phones');

/** The contacts as our CSV (CONTACTS_CSV_HEADERS), read back by parseContactsCsv. */
export function writeContactsCsv(list: Contact[]): string {
  const rows = list.map((contact) =>
    [
      contact.kind,
      contact.firstName,
      contact.lastName,
      contact.company,
      contact.title,
      contact.notes,
      contact.tags.join('\n'),
      contact.visibility,
      // Checked numbers ("+1555…") are no formula: the phones cell stays as it is.
      contact.phones.map((phone) => pairLine(phone.label, phone.number)).join('\n'),
      contact.emails.map((email) => pairLine(email.label, email.address)).join('\n'),
    ].map((cell, column) => (column === PHONES_COLUMN ? cell : guardCell(cell))),
  );
  // Spreadsheets want CRLF between records; a cell with a line break is quoted (csv-stringify
  // quotes only the record delimiter itself unless told).
  return stringify([[...CONTACTS_CSV_HEADERS], ...rows], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}
