import { TZDate, tz } from '@date-fns/tz';
import { isValid, lightFormat, parse, parseISO } from 'date-fns';

/**
 * The task dialog's date pickers give and take a local date and time ('yyyy-MM-ddTHH:mm'),
 * while the API speaks UTC ISO instants (spec 1 §5). "Local" is the browser's time zone unless
 * one is named (IANA, e.g. 'Europe/Berlin'), which tests use to be independent of the machine.
 */
const LOCAL_PATTERN = "yyyy-MM-dd'T'HH:mm";

/** `yyyy-MM-ddTHH:mm` in local time -> UTC ISO string; '' (or an unreadable value) -> null. */
export function toUtcIso(localValue: string, timeZone?: string): string | null {
  if (!localValue) return null;
  const instant = parse(localValue, LOCAL_PATTERN, new Date(), inZone(timeZone));
  return isValid(instant) ? new Date(instant.getTime()).toISOString() : null;
}

/** UTC ISO string -> the picker value of the same instant in local time. */
export function toLocalInputValue(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '';
  const instant = parseISO(iso);
  if (!isValid(instant)) return '';
  // A machine value for the picker, not text for people: lightFormat, in the zone's own fields.
  return lightFormat(timeZone ? new TZDate(instant, timeZone) : instant, LOCAL_PATTERN);
}

function inZone(timeZone: string | undefined) {
  return timeZone ? { in: tz(timeZone) } : {};
}
