import { normalizePhoneNumber, PHONE_NUMBER_MAX_DIGITS } from '@worksphere/contracts';

export type PhoneTextSegment =
  { kind: 'text'; text: string } | { kind: 'phone'; text: string; number: string };

/** Something written like a phone number: an optional +, digits with spaces, dots, dashes, (). */
const PHONE_LIKE = /\+?\(?\d[\d\s().-]{6,}\d/g;
/** Fewer digits read as a sum, a date or an amount rather than a number to call. */
const MIN_DIGITS = 10;

/**
 * Splits a message's text into plain parts and phone numbers (10 to 15 digits), each with the
 * number as calls take it (spec 3 §5), so they can be offered for calling.
 */
export function splitPhoneNumbers(text: string): PhoneTextSegment[] {
  const segments: PhoneTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_LIKE)) {
    const written = match[0].trim();
    const digits = written.replace(/\D/g, '');
    // A line break inside is two things, not one number.
    if (digits.length < MIN_DIGITS || digits.length > PHONE_NUMBER_MAX_DIGITS) continue;
    if (/\n/.test(written)) continue;
    const start = match.index + match[0].indexOf(written);
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'phone', text: written, number: normalizePhoneNumber(written) });
    last = start + written.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
