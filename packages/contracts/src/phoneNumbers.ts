import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js';

/*
 * Phone numbers as people read them (issue 26 "Numbers everywhere"), with libphonenumber-js.
 * The rule that turns what is typed into the stored form is normalizePhoneNumber in calls.ts;
 * these helpers take that stored form (E.164: '+' and up to 15 digits).
 *
 * Not for the web's first paint: light.ts and what it imports never import this file (the
 * library and its metadata weigh more than the /login budget leaves).
 */

/** The country calling code whose numbers are shown without a country (the spec's leading 1). */
const HOME_CALLING_CODE = '1';
const HOME_COUNTRY = 'US';

/** The number, or null when libphonenumber-js cannot read it at all. */
export function parsePhoneNumberE164(e164: string): PhoneNumber | null {
  if (!e164.startsWith('+')) return null;
  return parsePhoneNumberFromString(e164) ?? null;
}

/**
 * Could this number exist (its length fits its country calling code)? "+442079460958" can,
 * "+1442079460958" (a London number with a 1 put in front) cannot.
 */
export function isPossiblePhoneNumberE164(e164: string): boolean {
  return parsePhoneNumberE164(e164)?.isPossible() ?? false;
}

/** The country's English name, e.g. "United Kingdom" for GB; the code when unknown. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * How a stored number reads on screen: its national format, and the country when it is not a
 * North American (+1) number: "(555) 010-2000", "020 7946 0958 · United Kingdom". A number of
 * another +1 country names it: "(876) 555-0123 · Jamaica". One whose country is unknown is
 * shown internationally ("+882 …"); one that cannot be read at all is returned as it is.
 */
export function formatPhoneNumber(e164: string): string {
  const number = parsePhoneNumberE164(e164);
  if (!number || !number.isPossible()) return e164;
  if (number.countryCallingCode === HOME_CALLING_CODE) {
    const national = number.formatNational();
    return number.country && number.country !== HOME_COUNTRY
      ? `${national} · ${countryName(number.country)}`
      : national;
  }
  if (!number.country) return number.formatInternational();
  return `${number.formatNational()} · ${countryName(number.country)}`;
}

/** The international spelling, for copying or dialling from abroad: "+44 20 7946 0958". */
export function formatPhoneNumberInternational(e164: string): string {
  const number = parsePhoneNumberE164(e164);
  return number?.isPossible() ? number.formatInternational() : e164;
}
