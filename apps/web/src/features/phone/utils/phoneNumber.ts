import { normalizePhoneNumber, PHONE_NUMBER_MAX_DIGITS } from '@worksphere/contracts';

// The spec's rule (digits only, a leading 1 added) lives in the contracts, shared with the server.
export { normalizePhoneNumber };

/** The characters the dialer's field accepts as typed; letters and the like are dropped. */
export function keepDialableCharacters(input: string): string {
  return input.replace(/[^\d+()\-.\s]/g, '');
}

/** Would the server take this number (2 to 15 digits once normalized)? */
export function isDiallable(input: string): boolean {
  const digits = normalizePhoneNumber(input);
  return digits.length >= 2 && digits.length <= PHONE_NUMBER_MAX_DIGITS;
}

/** Too many digits to be a number at all (the field says so before the server does). */
export function isTooLong(input: string): boolean {
  return normalizePhoneNumber(input).length > PHONE_NUMBER_MAX_DIGITS;
}

/**
 * How a number reads on screen: +1 (555) 123-4567 for a normalized North American one, else
 * + and its digits. The stored digits stay as they are.
 */
export function formatPhoneNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return value;
  if (digits.length === 11 && digits.startsWith('1')) {
    return `+1 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return `+${digits}`;
}
