import { formatPhoneNumber, normalizePhoneNumber, phoneNumberSchema } from '@worksphere/contracts';

// The number rule (digits and a leading 1, or '+' kept international), its validation and the
// way numbers read (national format with the country) live in the contracts, shared with the
// server; the phone feature shows every number through formatPhoneNumber.
export { formatPhoneNumber, normalizePhoneNumber };

/** The characters the dialer's field accepts as typed; letters and the like are dropped. */
export function keepDialableCharacters(input: string): string {
  return input.replace(/[^\d+()\-.\s]/g, '');
}

/**
 * Why the server would refuse this number (the contract's own message: too many digits, or a
 * number that cannot exist), or null when it would take it or nothing is typed yet.
 */
export function phoneNumberProblem(input: string): string | null {
  if (normalizePhoneNumber(input) === '') return null;
  const parsed = phoneNumberSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Would the server take this number (a possible number once normalized)? */
export function isDiallable(input: string): boolean {
  return phoneNumberSchema.safeParse(input).success;
}
