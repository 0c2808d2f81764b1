import { toWall } from '../time-zones.js';

/**
 * DATE and DATE-TIME values as iCalendar writes them, and the form a VEVENT's times take:
 * all-day dates, or instants written as their zone's wall clock with a TZID so repeats keep
 * their wall-clock time across DST changes.
 */
export type IcalTime =
  /** All-day: YYYY-MM-DD. */
  | { date: string }
  /** Timed: the instant, written as the wall clock of the IANA zone. */
  | { instant: Date; timeZone: string };

/** Zones written as UTC (`…Z`) rather than with a TZID and a VTIMEZONE. */
const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);

export const isUtcZone = (zone: string) => UTC_ZONES.has(zone);

/** YYYY-MM-DD → YYYYMMDD. */
export const formatDate = (date: string) => date.slice(0, 10).replace(/-/g, '');

/** An instant as a UTC DATE-TIME: 20240501T070000Z. */
export const formatUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A floating wall clock (a Date holding it in its UTC fields) without zone: 20240501T090000. */
export const formatFloating = (wall: Date) => formatUtc(wall).slice(0, 15);

/** The zone's wall clock at the instant: 20240501T090000. */
export const formatWall = (instant: Date, zone: string) => formatFloating(toWall(instant, zone));

/** The zone an IcalTime needs a VTIMEZONE for, if any. */
export function zoneOf(time: IcalTime): string | undefined {
  return 'instant' in time && !isUtcZone(time.timeZone) ? time.timeZone : undefined;
}

/** The value and parameters of a DTSTART / DTEND / RECURRENCE-ID / EXDATE with this time. */
export function timeProperty(time: IcalTime): { value: string; params: Record<string, string> } {
  if ('date' in time) return { value: formatDate(time.date), params: { VALUE: 'DATE' } };
  if (isUtcZone(time.timeZone)) return { value: formatUtc(time.instant), params: {} };
  return { value: formatWall(time.instant, time.timeZone), params: { TZID: time.timeZone } };
}
