/**
 * Wall-clock time in IANA zones, with Intl only. A "wall" Date holds a zone's local date and
 * time in its UTC fields (the floating form rrule expands in).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Is this a zone the runtime knows (e.g. Europe/Berlin, UTC)? */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 100) return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at this instant, read from Intl (slow: about 50 µs a call). */
function exactWall(instant: Date, zone: string): Date {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year!, parts.month! - 1, parts.day!);
  wall.setUTCHours(parts.hour!, parts.minute!, parts.second!, instant.getUTCMilliseconds());
  return wall;
}

const DAY_LENGTH_MS = 24 * 60 * 60 * 1000;
const MAX_KEPT_OFFSETS = 200_000;
const dayStartOffsets = new Map<string, number>();

/** The zone's offset (ms) at the start of a UTC day, remembered. */
function offsetAtDayStart(zone: string, dayStart: number): number {
  const key = `${zone}|${dayStart}`;
  let offset = dayStartOffsets.get(key);
  if (offset === undefined) {
    offset = exactWall(new Date(dayStart), zone).getTime() - dayStart;
    if (dayStartOffsets.size >= MAX_KEPT_OFFSETS) dayStartOffsets.clear();
    dayStartOffsets.set(key, offset);
  }
  return offset;
}

/**
 * The zone's wall clock at this instant, as a floating Date. Expanding a year of many series
 * asks this hundreds of thousands of times: a UTC day whose start and end have the same offset
 * has no change in it (zones change at most a few times a year), so its offset is reused.
 */
export function toWall(instant: Date, zone: string): Date {
  const time = instant.getTime();
  if (Number.isNaN(time)) return exactWall(instant, zone);
  const dayStart = Math.floor(time / DAY_LENGTH_MS) * DAY_LENGTH_MS;
  const offset = offsetAtDayStart(zone, dayStart);
  if (offset !== offsetAtDayStart(zone, dayStart + DAY_LENGTH_MS)) {
    return exactWall(instant, zone);
  }
  return new Date(time + offset);
}

/**
 * The instant a wall clock in the zone shows; a time skipped by a DST jump moves forward by the
 * jump, a repeated one takes its first occurrence.
 */
export function fromWall(wall: Date, zone: string): Date {
  const guess = wall.getTime();
  const offsetAt = (instant: number) => toWall(new Date(instant), zone).getTime() - instant;
  const first = guess - offsetAt(guess);
  const second = guess - offsetAt(first);
  if (first === second) return new Date(first);
  // Repeated hour: both are right, the earlier is the first; skipped hour: neither maps back.
  const candidates = [first, second].filter(
    (value) => toWall(new Date(value), zone).getTime() === guess,
  );
  return new Date(candidates.length ? Math.min(...candidates) : Math.max(first, second));
}

/** 2024-05-01T09:00:00.000Z → 20240501T090000Z (an occurrence's key). */
export function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** 20240501T090000Z → the instant, or null. */
export function parseCompactUtc(key: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(key);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const instant = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(instant.getTime()) || compactUtc(instant) !== key ? null : instant;
}

/** YYYY-MM-DD of a date at midnight UTC. */
export const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

export const DAY_MS = 24 * 60 * 60 * 1000;
