import type { Recurrence } from '@worksphere/contracts';
import { escapeText, property } from './content-line.js';
import { formatUtc, timeProperty, zoneOf, type IcalTime } from './ical-values.js';
import { rruleValue } from './rrule.js';

/** What one VEVENT says: a single event, a series, or one edited occurrence of a series. */
export type VeventInput = {
  uid: string;
  /** DTSTAMP: when this copy was made (for iTIP: when the message was sent). */
  stamp: Date;
  created?: Date;
  lastModified?: Date;
  sequence?: number;
  summary: string;
  description?: string;
  location?: string;
  categories?: string[];
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  start: IcalTime;
  end: IcalTime;
  /** The series' rule (only on the series' own VEVENT). */
  recurrence?: Recurrence | null;
  /** Deleted occurrences: their original starts, in the same form as the series' start. */
  exdates?: IcalTime[];
  /** An edited occurrence: its original start, in the same form as the series' start. */
  recurrenceId?: IcalTime;
  /** Further properties already made with `property()` (ORGANIZER, ATTENDEE, TRANSP, …). */
  extraLines?: string[];
};

/** A DTSTART-like property of a time: `DTSTART;TZID=Europe/Berlin:20240501T090000`. */
export function timeLine(name: string, time: IcalTime): string {
  const { value, params } = timeProperty(time);
  return property(name, value, params);
}

/** The zones a VEVENT writes with TZID: each needs a VTIMEZONE in the same object. */
export function zonesOf(event: VeventInput): string[] {
  const times = [event.start, event.end, ...(event.exdates ?? [])];
  if (event.recurrenceId) times.push(event.recurrenceId);
  return [...new Set(times.map(zoneOf).filter((zone): zone is string => Boolean(zone)))];
}

/** The VEVENT's unfolded lines. No empty property is ever written (e.g. `EXDATE:`). */
export function veventLines(event: VeventInput): string[] {
  const text = (name: string, value: string | undefined) =>
    value ? [property(name, escapeText(value))] : [];
  const lines = [
    'BEGIN:VEVENT',
    property('UID', escapeText(event.uid)),
    property('DTSTAMP', formatUtc(event.stamp)),
    ...(event.created ? [property('CREATED', formatUtc(event.created))] : []),
    ...(event.lastModified ? [property('LAST-MODIFIED', formatUtc(event.lastModified))] : []),
    ...(event.sequence !== undefined ? [property('SEQUENCE', String(event.sequence))] : []),
    ...(event.recurrenceId ? [timeLine('RECURRENCE-ID', event.recurrenceId)] : []),
    timeLine('DTSTART', event.start),
    timeLine('DTEND', event.end),
    ...text('SUMMARY', event.summary),
    ...text('DESCRIPTION', event.description),
    ...text('LOCATION', event.location),
    ...text('STATUS', event.status),
  ];
  const categories = (event.categories ?? []).filter(Boolean);
  if (categories.length) lines.push(property('CATEGORIES', categories.map(escapeText).join(',')));
  if (event.recurrence) {
    lines.push(property('RRULE', rruleValue(event.recurrence, 'date' in event.start)));
  }
  for (const exdate of event.exdates ?? []) lines.push(timeLine('EXDATE', exdate));
  lines.push(...(event.extraLines ?? []), 'END:VEVENT');
  return lines;
}
