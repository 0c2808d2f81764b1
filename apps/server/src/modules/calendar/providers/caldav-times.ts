import ICAL from 'ical.js';
import { isUtcZone, vtimezoneLines } from '../ical/index.js';
import { isValidTimeZone, toWall } from '../time-zones.js';

/**
 * How a CalDAV object writes its times, so an edit keeps the form the series was written in
 * (by us or by Thunderbird, Apple Calendar…): all-day dates, UTC, floating wall clocks, or a
 * TZID with its VTIMEZONE. A value is never written as `TZID=…:…Z`: the TZID form always gets
 * the zone's wall clock.
 */
export type TimeForm =
  | { kind: 'date' }
  | { kind: 'utc' }
  /** No zone: a wall clock, taken in `wallZone` (the writer's zone) when converting. */
  | { kind: 'floating'; wallZone: string }
  | { kind: 'zoned'; tzid: string };

/** An IANA zone as a form: UTC-like zones are written with Z, others with a TZID. */
export const zonedForm = (zone: string): TimeForm =>
  isUtcZone(zone) ? { kind: 'utc' } : { kind: 'zoned', tzid: zone };

function vtimezoneOf(vcalendar: ICAL.Component, tzid: string): ICAL.Component | undefined {
  return vcalendar
    .getAllSubcomponents('vtimezone')
    .find((zone) => zone.getFirstPropertyValue('tzid') === tzid);
}

/**
 * The form of a component's DTSTART. A TZID is kept when the object defines it (a VTIMEZONE) or
 * it is an IANA name; an unknown TZID without definition falls back to the writer's zone.
 */
export function formOf(
  vcalendar: ICAL.Component,
  vevent: ICAL.Component,
  writerZone: string,
): TimeForm {
  const property = vevent.getFirstProperty('dtstart');
  const value = property?.getFirstValue();
  if (!(value instanceof ICAL.Time)) return zonedForm(writerZone);
  if (value.isDate) return { kind: 'date' };
  const tzid = property?.getParameter('tzid');
  if (typeof tzid === 'string' && tzid) {
    return vtimezoneOf(vcalendar, tzid) || isValidTimeZone(tzid)
      ? { kind: 'zoned', tzid }
      : zonedForm(writerZone);
  }
  if (value.zone === ICAL.Timezone.utcTimezone) return { kind: 'utc' };
  return { kind: 'floating', wallZone: writerZone };
}

/** A floating ICAL.Time holding a wall clock (a Date with the wall clock in its UTC fields). */
const floatingTime = (wall: Date) =>
  ICAL.Time.fromData({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    isDate: false,
  });

/**
 * The wall clock of an instant in a TZID: through the object's own VTIMEZONE when it has one
 * (what other clients read it with, Windows names included), else the runtime's IANA data.
 */
function wallIn(instant: Date, tzid: string, vcalendar: ICAL.Component): Date {
  const component = vtimezoneOf(vcalendar, tzid);
  if (!component) return toWall(instant, tzid);
  const local = ICAL.Time.fromJSDate(instant, true).convertToZone(new ICAL.Timezone(component));
  return new Date(
    Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second),
  );
}

/** A wall clock without zone or offset: 2030-05-06T09:00:00. */
const WALL_CLOCK = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)$/;

/**
 * A DTSTART-like property for a value (YYYY-MM-DD, an instant, or the wall clock of a floating
 * occurrence) in a form. A date value, or the date form, gives a DATE; a wall clock stays that
 * wall clock (with the form's TZID, if any).
 */
export function timeProperty(
  name: string,
  value: string,
  form: TimeForm,
  vcalendar: ICAL.Component,
): ICAL.Property {
  const property = new ICAL.Property(name);
  if (form.kind === 'date' || /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    property.setValue(ICAL.Time.fromDateString(value.slice(0, 10)));
    return property;
  }
  const wall = WALL_CLOCK.exec(value);
  if (wall) {
    const [, year, month, day, hour, minute, second] = wall.map(Number);
    const time = floatingTime(new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second)));
    if (form.kind === 'utc') time.zone = ICAL.Timezone.utcTimezone;
    property.setValue(time);
    if (form.kind === 'zoned') property.setParameter('tzid', form.tzid);
    return property;
  }
  const instant = new Date(value);
  if (form.kind === 'utc') {
    property.setValue(ICAL.Time.fromJSDate(instant, true));
  } else if (form.kind === 'floating') {
    property.setValue(floatingTime(toWall(instant, form.wallZone)));
  } else {
    property.setValue(floatingTime(wallIn(instant, form.tzid, vcalendar)));
    property.setParameter('tzid', form.tzid);
  }
  return property;
}

/** Replaces a component's DTSTART / DTEND / RECURRENCE-ID with the value in the form. */
export function setTime(
  vevent: ICAL.Component,
  name: 'dtstart' | 'dtend' | 'recurrence-id',
  value: string,
  form: TimeForm,
  vcalendar: ICAL.Component,
) {
  vevent.removeAllProperties(name);
  vevent.addProperty(timeProperty(name, value, form, vcalendar));
}

function yearOf(component: ICAL.Component, name: string): number | undefined {
  const value = component.getFirstPropertyValue(name);
  return value instanceof ICAL.Time ? value.year : undefined;
}

/**
 * Adds the VTIMEZONE of every TZID the events use and the object does not define (IANA names,
 * from the runtime's data as the feed writes them), placed before the events; a series that
 * goes on gets its zone's yearly rule.
 */
export function addMissingTimezones(vcalendar: ICAL.Component, now = new Date()) {
  const vevents = vcalendar.getAllSubcomponents('vevent');
  const used = new Set<string>();
  for (const vevent of vevents) {
    for (const property of vevent.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string' && tzid) used.add(tzid);
    }
  }
  const missing = [...used].filter(
    (tzid) => !vtimezoneOf(vcalendar, tzid) && isValidTimeZone(tzid),
  );
  if (!missing.length) return;
  const years = vevents.flatMap((vevent) =>
    [yearOf(vevent, 'dtstart'), yearOf(vevent, 'dtend')].filter(
      (year): year is number => year !== undefined,
    ),
  );
  const untilYears = vevents.flatMap((vevent) =>
    vevent
      .getAllProperties('rrule')
      .map((rule) => (rule.getFirstValue() as ICAL.Recur | null)?.until?.year)
      .filter((year): year is number => year !== undefined),
  );
  const thisYear = now.getUTCFullYear();
  const from = years.length ? Math.min(...years) : thisYear;
  // Two more years so the zone's current yearly rule can be read and carried on.
  const to = Math.max(thisYear, ...years, ...untilYears) + 2;
  for (const vevent of vevents) vcalendar.removeSubcomponent(vevent);
  for (const tzid of missing.sort()) {
    const text = ['BEGIN:VCALENDAR', ...vtimezoneLines(tzid, from, to), 'END:VCALENDAR'];
    const parsed = new ICAL.Component(ICAL.parse(text.join('\r\n')) as unknown[]);
    vcalendar.addSubcomponent(parsed.getFirstSubcomponent('vtimezone')!);
  }
  for (const vevent of vevents) vcalendar.addSubcomponent(vevent);
}

/** A time's wall clock (its own fields) as milliseconds, for wall-clock differences. */
export const wallMs = (time: ICAL.Time) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/**
 * After a series moved by `deltaMs` of wall clock, its edited occurrences (RECURRENCE-ID) and
 * skipped ones (EXDATE) move with it, as Thunderbird does, so they still name an occurrence of
 * the series instead of being lost.
 */
export function shiftOccurrenceIds(vcalendar: ICAL.Component, deltaMs: number) {
  if (!deltaMs) return;
  const shifted = (time: ICAL.Time) => {
    const copy = time.clone();
    if (copy.isDate) copy.adjust(Math.round(deltaMs / 86_400_000), 0, 0, 0);
    else copy.adjust(0, 0, 0, Math.round(deltaMs / 1000));
    return copy;
  };
  for (const vevent of vcalendar.getAllSubcomponents('vevent')) {
    for (const property of [
      ...vevent.getAllProperties('recurrence-id'),
      ...vevent.getAllProperties('exdate'),
    ]) {
      const values = property.getValues();
      if (!values.every((value) => value instanceof ICAL.Time)) continue;
      const moved = values.map((value) => shifted(value as ICAL.Time));
      // RECURRENCE-ID holds one value; EXDATE may hold several.
      if (moved.length === 1) property.setValue(moved[0]!);
      else property.setValues(moved);
    }
  }
}
