/**
 * Spec 3 §5: a number for a call is reduced to its digits and prefixed with 1 when it does not
 * already start with 1. Nothing left (no digits at all) stays empty, so it cannot be dialled.
 */
export function normalizePhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.startsWith('1') ? digits : `1${digits}`;
}

/** The characters the dialer's field accepts as typed; everything else is dropped at once. */
export function keepDialableCharacters(input: string): string {
  return input.replace(/[^\d+()\-.\s]/g, '');
}

/** A North American number needs its 1 and ten digits; shorter ones cannot reach anyone. */
export const MIN_DIALLED_DIGITS = 11;
export const MAX_DIALLED_DIGITS = 15;

/** True when the normalized number has a length a call can go to (E.164 allows up to 15). */
export function isDiallable(input: string): boolean {
  const digits = normalizePhoneNumber(input);
  return digits.length >= MIN_DIALLED_DIGITS && digits.length <= MAX_DIALLED_DIGITS;
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

/** The same contact whichever way the number was written ("+1 555…", "(555)…"). */
export function isSameNumber(a: string, b: string): boolean {
  const left = normalizePhoneNumber(a);
  return left !== '' && left === normalizePhoneNumber(b);
}
