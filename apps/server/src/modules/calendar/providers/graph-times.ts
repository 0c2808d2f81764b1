import { findIana } from 'windows-iana';
import { isUtcZone } from '../ical/index.js';
import { fromWall, isValidTimeZone } from '../time-zones.js';
import { utcInstant } from './provider-events.js';

/** Graph's dateTimeTimeZone: a wall-clock time without offset, and the zone it is in. */
export type GraphTime = { dateTime: string; timeZone: string };

/**
 * The IANA name of a zone as Graph writes it: an IANA name as it is, a Windows name ("W. Europe
 * Standard Time", what Outlook itself writes) through CLDR's table, else null ("tzone://Microsoft/
 * Custom" and other zones only Exchange knows).
 */
export function ianaZoneOf(zone: string | null | undefined): string | null {
  if (!zone) return null;
  if (isValidTimeZone(zone)) return zone;
  const [iana] = findIana(zone);
  return iana && isValidTimeZone(iana) ? iana : null;
}

const WALL_CLOCK = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d+)?)?$/;

/**
 * The instant a Graph time stands for: its wall clock read in its own zone (Graph answers in the
 * zone the Prefer header asked for), so 09:00 Europe/Berlin is 07:00Z in summer and 08:00Z in
 * winter. A zone nobody can read is taken as UTC, the answer Graph gives without a preference.
 */
export function graphInstant(time: GraphTime | undefined): string | undefined {
  if (!time?.dateTime) return undefined;
  if (/([zZ]|[+-]\d\d:?\d\d)$/.test(time.dateTime)) return utcInstant(time.dateTime);
  const wall = WALL_CLOCK.exec(time.dateTime);
  const zone = ianaZoneOf(time.timeZone);
  if (!wall) return utcInstant(time.dateTime);
  const [, year, month, day, hour, minute, second] = wall.map(Number);
  const wallDate = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second ?? 0));
  return (zone && !isUtcZone(zone) ? fromWall(wallDate, zone) : wallDate).toISOString();
}

/**
 * The Prefer header of a call: times in `zone` (an event's own zone or the viewer's), bodies as
 * plain text (the description is text in the contracts; Graph would answer HTML).
 */
export function graphPrefer(zone: string | undefined): string {
  const asked = zone && isValidTimeZone(zone) ? zone : 'UTC';
  return `outlook.timezone="${asked}", outlook.body-content-type="text"`;
}
