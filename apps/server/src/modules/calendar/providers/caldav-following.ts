import ICAL from 'ical.js';
import { instantOf, isFloating, occurrenceKey, timeOfKey } from './caldav-occurrences.js';

/** Occurrences counted at most when sharing out a COUNT (a guard against endless rules). */
const MAX_COUNTED = 10_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

const seriesOf = (vcalendar: ICAL.Component) =>
  vcalendar.getAllSubcomponents('vevent').find((vevent) => !vevent.hasProperty('recurrence-id'))!;

/** Is the occurrence with this key the series' first (then "following" means the series)? */
export function isFirstOccurrence(master: ICAL.Component, key: string, wallZone: string) {
  const start = master.getFirstPropertyValue('dtstart');
  return start instanceof ICAL.Time && occurrenceKey(start, wallZone) === key;
}

/** Does a RECURRENCE-ID or EXDATE time fall before the occurrence with this key? */
function isBefore(time: ICAL.Time, key: string, wallZone: string) {
  const split = timeOfKey(key);
  if (time.isDate || split.isDate)
    return time.toString().slice(0, 10) < split.toString().slice(0, 10);
  return instantOf(time, wallZone) < instantOf(split, wallZone);
}

/**
 * Keeps only the edited (RECURRENCE-ID) and skipped (EXDATE) occurrences on one side of the
 * occurrence with this key: each part of a split series takes its own.
 */
function keepSide(vcalendar: ICAL.Component, key: string, wallZone: string, before: boolean) {
  const keep = (time: unknown) =>
    time instanceof ICAL.Time && isBefore(time, key, wallZone) === before;
  for (const vevent of vcalendar.getAllSubcomponents('vevent')) {
    const id = vevent.getFirstPropertyValue('recurrence-id');
    if (id && !keep(id)) vcalendar.removeSubcomponent(vevent);
  }
  const master = seriesOf(vcalendar);
  for (const exdate of master.getAllProperties('exdate')) {
    const values = exdate.getValues().filter(keep);
    if (values.length === 0) master.removeProperty(exdate);
    else if (values.length === 1) exdate.setValue(values[0] as ICAL.Time);
    else exdate.setValues(values);
  }
}

/**
 * Ends the series just before the occurrence with this key: COUNT goes and UNTIL is the day
 * before (all-day), a second before as a wall clock (floating, which RFC 5545 asks to match),
 * else a second before in UTC (the form it asks for beside a TZID). The edited and skipped
 * occurrences from there on go.
 */
export function endSeriesBefore(vcalendar: ICAL.Component, key: string, wallZone: string) {
  const master = seriesOf(vcalendar);
  const property = master.getFirstProperty('rrule');
  const recur = property?.getFirstValue();
  if (!(recur instanceof ICAL.Recur)) return;
  const split = timeOfKey(key);
  let until: ICAL.Time;
  if (split.isDate) {
    until = split.clone();
    until.adjust(-1, 0, 0, 0);
  } else if (isFloating(split)) {
    until = split.clone();
    until.adjust(0, 0, 0, -1);
  } else {
    until = ICAL.Time.fromJSDate(new Date(split.toJSDate().getTime() - 1000), true);
  }
  recur.count = null;
  recur.until = until;
  property!.setValue(recur);
  keepSide(vcalendar, key, wallZone, true);
}

/** How many occurrences (skipped ones included: they used up the COUNT too) come before the key. */
export function occurrencesBefore(master: ICAL.Component, key: string, wallZone: string) {
  const recur = master.getFirstPropertyValue('rrule');
  const start = master.getFirstPropertyValue('dtstart');
  if (!(recur instanceof ICAL.Recur) || !(start instanceof ICAL.Time)) return 0;
  const iterator = recur.iterator(start);
  let used = 0;
  for (let next = iterator.next(); next && used < MAX_COUNTED; next = iterator.next()) {
    if (!isBefore(next, key, wallZone)) break;
    used += 1;
  }
  return used;
}

/**
 * The second part as a new calendar object: a copy of the series (its attendees, organiser,
 * alarms and other clients' properties kept) under a new UID, with the edited and skipped
 * occurrences after the split, as a new object (SEQUENCE 0). Its fields are written after.
 */
export function followingObject(
  data: string,
  key: string,
  wallZone: string,
  uid: string,
): ICAL.Component {
  const vcalendar = new ICAL.Component(ICAL.parse(data) as unknown[]);
  keepSide(vcalendar, key, wallZone, false);
  const now = ICAL.Time.fromJSDate(new Date(), true);
  for (const vevent of vcalendar.getAllSubcomponents('vevent')) {
    vevent.updatePropertyWithValue('uid', uid);
    vevent.updatePropertyWithValue('created', now);
    vevent.updatePropertyWithValue('sequence', 0);
  }
  return vcalendar;
}

/**
 * The old rule going on from the new start: the COUNT that was left, and a single BYDAY that was
 * the old occurrence's weekday becomes the new start's (a weekly series moved to Tuesdays).
 */
export function continuedRule(
  oldMaster: ICAL.Component,
  split: { key: string; wallZone: string; oldStart: ICAL.Time; newStart: ICAL.Time },
): ICAL.Recur | null {
  const { key, wallZone, oldStart, newStart } = split;
  const old = oldMaster.getFirstPropertyValue('rrule');
  if (!(old instanceof ICAL.Recur)) return null;
  const recur = ICAL.Recur.fromString(old.toString());
  if (recur.count)
    recur.count = Math.max(1, recur.count - occurrencesBefore(oldMaster, key, wallZone));
  const byDay = recur.parts.BYDAY as string[] | undefined;
  const oldDay = WEEKDAYS[oldStart.dayOfWeek() - 1];
  if (byDay?.length === 1 && byDay[0] === oldDay) {
    recur.parts.BYDAY = [WEEKDAYS[newStart.dayOfWeek() - 1]!];
  }
  return recur;
}
