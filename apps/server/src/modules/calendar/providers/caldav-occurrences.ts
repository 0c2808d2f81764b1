import ICAL from 'ical.js';
import { fromWall } from '../time-zones.js';
import { compactTime } from './provider-events.js';

/**
 * An occurrence's key in its id: its date (20240501), its UTC instant (20240501T070000Z), or for
 * a floating time its wall clock (20240501T090000), which names it whatever the viewer's zone.
 */
export function occurrenceKey(time: ICAL.Time, wallZone = 'UTC'): string {
  if (time.isDate) return time.toString().replaceAll('-', '');
  if (isFloating(time)) return time.toString().replaceAll('-', '').replaceAll(':', '');
  return compactTime(instantOf(time, wallZone).toISOString(), false);
}

/** The ICAL time a compact recurrence id names (a date, a floating wall clock, or a UTC time). */
export function timeOfKey(key: string): ICAL.Time {
  if (/^\d{8}$/.test(key)) {
    return ICAL.Time.fromDateString(`${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`);
  }
  if (/^\d{8}T\d{6}$/.test(key)) {
    return ICAL.Time.fromDateTimeString(
      key.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3T$4:$5:$6'),
    );
  }
  const iso = key.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  return ICAL.Time.fromJSDate(new Date(iso), true);
}

/** A time without a zone ical.js knows: floating, or a TZID the object gives no VTIMEZONE for. */
export const isFloating = (time: ICAL.Time) => !time.isDate && time.zone?.tzid === 'floating';

/**
 * The instant a time stands for. A floating time (no zone) is a wall clock, read in `wallZone`:
 * the viewer's zone, so "09:00" shows as 09:00 wherever they are, not as 09:00 UTC.
 */
export function instantOf(time: ICAL.Time, wallZone: string): Date {
  if (!isFloating(time)) return time.toJSDate();
  const wall = new Date(
    Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second),
  );
  return fromWall(wall, wallZone);
}

/**
 * A compact occurrence key as a write value: YYYY-MM-DD, a wall clock YYYY-MM-DDTHH:mm:ss, or
 * the UTC instant.
 */
export function valueOfKey(key: string): string {
  const time = timeOfKey(key);
  if (time.isDate || isFloating(time)) return time.toString();
  return time.toJSDate().toISOString();
}
