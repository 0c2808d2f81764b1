import { eq, ilike, isNull } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escape a user's search text for LIKE/ILIKE, so % and _ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The column contains the text, ignoring case. */
export function containsText(column: AnyPgColumn, text: string) {
  return ilike(column, `%${escapeLike(text)}%`);
}

/** A filter on a reference: undefined is no filter, null means "has none". */
export function referenceIs(column: AnyPgColumn, value: string | null | undefined) {
  if (value === undefined) return undefined;
  return value === null ? isNull(column) : eq(column, value);
}
