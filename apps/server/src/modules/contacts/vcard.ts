import ICAL from 'ical.js';
import type { Contact } from '@worksphere/contracts';

/*
 * vCard 3 (RFC 2426) and 4 (RFC 6350) with ical.js, which reads and writes both. What we keep:
 * KIND (4) or X-ABShowAs (Apple's 3), N, FN, ORG, TITLE, NOTE, CATEGORIES, TEL and EMAIL with
 * their TYPE as the label.
 */

/** A contact as a file gives it, before the request schema checks it. */
export type ContactFields = {
  kind: 'person' | 'company';
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  notes: string;
  tags: string[];
  phones: Array<{ label: string; number: string }>;
  emails: Array<{ label: string; address: string }>;
};

export type ParsedCard = { card: number } & (
  { fields: ContactFields; error?: undefined } | { fields?: undefined; error: string }
);

/** Does the text look like a vCard file (its first line)? */
export function isVcardText(text: string): boolean {
  return /^\s*BEGIN:VCARD\s*$/im.test(text.slice(0, 1024).split(/\r?\n/).find(Boolean) ?? '');
}

/** The cards of a file as separate texts, blank lines left out (one bad card hides no other). */
export function splitCards(text: string): string[] {
  const cards: string[] = [];
  let current: string[] | null = null;
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (/^BEGIN:VCARD\s*$/i.test(line)) current = [line];
    else if (current && line !== '') {
      current.push(line);
      if (/^END:VCARD\s*$/i.test(line)) {
        cards.push(current.join('\r\n') + '\r\n');
        current = null;
      }
    }
  }
  if (current) cards.push(current.join('\r\n') + '\r\n');
  return cards;
}

const PHONE_LABELS: Array<[string, string[]]> = [
  ['mobile', ['cell', 'mobile', 'iphone']],
  ['fax', ['fax']],
  ['pager', ['pager']],
  ['main', ['main']],
  ['work', ['work']],
  ['home', ['home']],
  ['other', ['other']],
];
const EMAIL_LABELS: Array<[string, string[]]> = [
  ['work', ['work']],
  ['home', ['home']],
  ['other', ['other']],
];
/** TYPE values that say how, not which: never a label. */
const NOT_LABELS = new Set(['voice', 'pref', 'text', 'msg', 'internet', 'x400', 'video', 'bbs']);

function typesOf(property: ICAL.Property): string[] {
  const type = property.getParameter('type');
  const values = Array.isArray(type) ? type : type ? [type] : [];
  return values.flatMap((value) =>
    String(value)
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  );
}

function labelOf(types: string[], known: Array<[string, string[]]>): string {
  for (const [label, tokens] of known) {
    if (tokens.some((token) => types.includes(token))) return label;
  }
  return types.find((type) => !NOT_LABELS.has(type) && !type.startsWith('x-')) ?? '';
}

/**
 * A property's value as text. ical.js leaves vCard 3's escaped semicolon (RFC 2426 text, which
 * python3-vobject writes in NOTE) escaped: it reads as a plain semicolon.
 */
const asText = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(asText).filter(Boolean).join(' ')
    : String(value ?? '')
        .replace(/\\;/g, ';')
        .trim();

function firstText(card: ICAL.Component, name: string): string {
  const property = card.getFirstProperty(name);
  return property ? asText(property.getFirstValue()) : '';
}

/** A number as written in a card: a tel: URI loses its scheme and parameters. */
function phoneNumberOf(value: string): string {
  const trimmed = value.trim();
  if (!/^tel:/i.test(trimmed)) return trimmed;
  return trimmed.slice(4).split(';')[0]!.trim();
}

function fieldsOf(card: ICAL.Component): ContactFields {
  const structuredName = card.getFirstProperty('n')?.getFirstValue();
  const nameParts = Array.isArray(structuredName) ? structuredName : [];
  let lastName = asText(nameParts[0]);
  let firstName = asText(nameParts[1]);
  const fullName = firstText(card, 'fn');
  const organization = card.getFirstProperty('org')?.getFirstValue();
  const company = Array.isArray(organization) ? asText(organization[0]) : asText(organization);
  const kindValue = firstText(card, 'kind').toLowerCase();
  const showAs = firstText(card, 'x-abshowas').toLowerCase();
  const isCompany =
    kindValue === 'org' ||
    showAs === 'company' ||
    (!firstName && !lastName && Boolean(company) && fullName === company);
  if (!isCompany && !firstName && !lastName && fullName) {
    // No N: the full name's last word is the last name.
    const words = fullName.split(/\s+/);
    lastName = words.length > 1 ? words.pop()! : '';
    firstName = words.join(' ');
  }
  const tags = card
    .getAllProperties('categories')
    .flatMap((property) => property.getValues().map(asText))
    .filter(Boolean);
  const phones = card
    .getAllProperties('tel')
    .map((property) => ({
      label: labelOf(typesOf(property), PHONE_LABELS),
      number: phoneNumberOf(asText(property.getFirstValue())),
    }))
    .filter((phone) => phone.number);
  const emails = card
    .getAllProperties('email')
    .map((property) => ({
      label: labelOf(typesOf(property), EMAIL_LABELS),
      address: asText(property.getFirstValue()),
    }))
    .filter((email) => email.address);
  return {
    kind: isCompany ? 'company' : 'person',
    firstName: isCompany ? '' : firstName,
    lastName: isCompany ? '' : lastName,
    company: company || (isCompany ? fullName : ''),
    title: firstText(card, 'title'),
    notes: card
      .getAllProperties('note')
      .map((property) => asText(property.getFirstValue()))
      .filter(Boolean)
      .join('\n'),
    tags,
    phones,
    emails,
  };
}

/** Read every card of a vCard file; a card that cannot be read carries its error. */
export function parseVcards(text: string): ParsedCard[] {
  return splitCards(text).map((cardText, index) => {
    const card = index + 1;
    try {
      const parsed = ICAL.parse(cardText);
      const jcard = (Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[];
      const component = new ICAL.Component(jcard as never);
      if (component.name !== 'vcard') return { card, error: 'not a vCard' };
      return { card, fields: fieldsOf(component) };
    } catch (error) {
      return { card, error: (error as Error).message || 'unreadable' };
    }
  });
}

// ---- writing --------------------------------------------------------------------------------

const PHONE_TYPES: Record<string, string> = {
  mobile: 'cell',
  work: 'work',
  home: 'home',
  main: 'main',
  fax: 'fax',
  pager: 'pager',
  other: 'other',
};

/** A label as a TYPE value: known labels by their vCard name, other single words as they are. */
function typeOfLabel(label: string, known: Record<string, string>): string | null {
  const lower = label.trim().toLowerCase();
  if (known[lower]) return known[lower]!;
  return /^[a-z0-9-]{1,40}$/.test(lower) ? lower : null;
}

function addText(card: ICAL.Component, name: string, value: string) {
  if (value) card.addPropertyWithValue(name, value);
}

function cardOf(contact: Contact, version: '3' | '4'): ICAL.Component {
  const card = new ICAL.Component(['vcard', [], []]);
  // The version first: ical.js picks the vCard 3 or 4 rules for the other properties by it.
  card.addPropertyWithValue('version', version === '4' ? '4.0' : '3.0');
  if (version === '4')
    card.addPropertyWithValue('kind', contact.kind === 'company' ? 'org' : 'individual');
  else if (contact.kind === 'company') card.addPropertyWithValue('x-abshowas', 'COMPANY');
  card.addPropertyWithValue('fn', contact.displayName);
  const name = new ICAL.Property('n', card);
  name.setValue([contact.lastName, contact.firstName, '', '', ''] as never);
  card.addProperty(name);
  if (contact.company) {
    const organization = new ICAL.Property('org', card);
    organization.setValue([contact.company] as never);
    card.addProperty(organization);
  }
  addText(card, 'title', contact.title);
  addText(card, 'note', contact.notes);
  if (contact.tags.length > 0) {
    const categories = new ICAL.Property('categories', card);
    categories.setValues(contact.tags);
    card.addProperty(categories);
  }
  for (const phone of contact.phones) {
    const property = new ICAL.Property('tel', card);
    const type = typeOfLabel(phone.label, PHONE_TYPES);
    if (version === '4') {
      // vCard 4 wants a tel: URI, said so (TEL's value is text unless VALUE=uri).
      property.resetType('uri');
      property.setParameter('value', 'uri');
      property.setValue(`tel:${phone.number}`);
    } else property.setValue(phone.number);
    if (type) property.setParameter('type', version === '4' ? type : type.toUpperCase());
    card.addProperty(property);
  }
  for (const email of contact.emails) {
    const property = new ICAL.Property('email', card);
    property.setValue(email.address);
    const type = typeOfLabel(email.label, {});
    const types =
      version === '3' ? ['INTERNET', ...(type ? [type.toUpperCase()] : [])] : type ? [type] : [];
    if (types.length > 0) property.setParameter('type', types.length === 1 ? types[0]! : types);
    card.addProperty(property);
  }
  card.addPropertyWithValue('uid', version === '4' ? `urn:uuid:${contact.id}` : contact.id);
  return card;
}

/** The contacts as one vCard 4 (or 3) file. */
export function writeVcards(list: Contact[], version: '3' | '4'): string {
  return list.map((contact) => cardOf(contact, version).toString() + '\r\n').join('');
}
