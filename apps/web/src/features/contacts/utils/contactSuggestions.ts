import type { Contact } from '@worksphere/contracts';

/** One suggestion of the typeahead: a contact's number or address, and what picking it writes. */
export type ContactSuggestion = {
  id: string;
  name: string;
  /** The number or address as stored. */
  value: string;
  label: string;
  /** The field's whole text once this suggestion is picked. */
  fill: string;
};

/** Does this text ask for a name search in a number field (it starts with a letter)? */
export function isNameSearch(text: string): boolean {
  return /^\s*\p{L}/u.test(text);
}

/** An address list's last entry, the one being typed: "ada@x, Bo" → "Bo". */
export function lastListEntry(text: string): string {
  return text.split(/[,;]/).at(-1)?.trim() ?? '';
}

/** Every phone number of the contacts found, each filling the field with that number. */
export function phoneSuggestions(contacts: readonly Contact[]): ContactSuggestion[] {
  return contacts.flatMap((contact) =>
    contact.phones.map((phone, index) => ({
      id: `${contact.id}:phone:${index}`,
      name: contact.displayName,
      value: phone.number,
      label: phone.label,
      fill: phone.number,
    })),
  );
}

/**
 * Every e-mail address of the contacts found; picking one puts "Name <address>" in place of the
 * entry being typed and leaves the list open for another.
 */
export function emailSuggestions(
  contacts: readonly Contact[],
  listText: string,
): ContactSuggestion[] {
  const cut = Math.max(listText.lastIndexOf(','), listText.lastIndexOf(';'));
  const before = cut === -1 ? '' : `${listText.slice(0, cut + 1).trimEnd()} `;
  return contacts.flatMap((contact) =>
    contact.emails.map((email, index) => ({
      id: `${contact.id}:email:${index}`,
      name: contact.displayName,
      value: email.address,
      label: email.label,
      fill: `${before}${mailboxOf(contact.displayName, email.address)}, `,
    })),
  );
}

/** "Ada Lovelace <ada@example.org>", the name quoted when it holds list characters. */
function mailboxOf(name: string, address: string): string {
  if (!name) return address;
  const safeName = /[",;<>@()[\]\\:]/.test(name) ? `"${name.replace(/["\\]/g, '')}"` : name;
  return `${safeName} <${address}>`;
}
