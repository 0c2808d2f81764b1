import type { MailAddress } from './replyDraft';
import { formatAddress } from './replyDraft';

/** Where suggestions for a recipients field come from (people mailed before, contacts...). */
export type RecipientSource = {
  /** Names the source in query keys. */
  key: string;
  search: (query: string, signal: AbortSignal) => Promise<MailAddress[]>;
};

/** The address being typed: the text after the last comma or semicolon, trimmed. */
export function typedPart(value: string): string {
  const parts = value.split(/[,;]/);
  return (parts.at(-1) ?? '').trim();
}

/** The field with the address being typed replaced by `address`, ready for the next one. */
export function withChosen(value: string, address: MailAddress): string {
  const cut = Math.max(value.lastIndexOf(','), value.lastIndexOf(';'));
  const before = cut < 0 ? '' : `${value.slice(0, cut + 1).trimEnd()} `;
  return `${before}${formatAddress(address)}, `;
}

/**
 * Suggestions of every source in the order of the sources, each address once, without those
 * already in the field.
 */
export function mergeSuggestions(
  lists: ReadonlyArray<readonly MailAddress[]>,
  fieldValue: string,
  limit: number,
): MailAddress[] {
  const present = new Set(
    fieldValue
      .split(/[,;]/)
      .map((part) => (/<([^<>]+)>\s*$/.exec(part)?.[1] ?? part).trim().toLowerCase())
      .filter(Boolean),
  );
  const out: MailAddress[] = [];
  for (const list of lists) {
    for (const entry of list) {
      const key = entry.address.toLowerCase();
      if (present.has(key)) continue;
      present.add(key);
      out.push(entry);
      if (out.length >= limit) return out;
    }
  }
  return out;
}
