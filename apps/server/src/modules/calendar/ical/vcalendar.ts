import { escapeText, joinLines, property } from './content-line.js';
import { vtimezoneLines } from './vtimezone.js';
import { veventLines, zonesOf, type VeventInput } from './vevent.js';

export type VcalendarInput = {
  events: VeventInput[];
  /** iTIP method (invitations); none for a published feed or a CalDAV object. */
  method?: 'PUBLISH' | 'REQUEST' | 'REPLY' | 'CANCEL';
  /** The calendar's name shown by subscribing apps (X-WR-CALNAME). */
  name?: string;
  /** Today: VTIMEZONEs cover at least this year and the next, for series without an end. */
  now?: Date;
};

export const PRODUCT_ID = '-//Worksphere//Calendar//EN';

/** Years each zone's times fall in, widened to cover the present for series that go on. */
function yearsByZone(events: VeventInput[], now: Date) {
  const years = new Map<string, { from: number; to: number }>();
  const thisYear = now.getUTCFullYear();
  for (const event of events) {
    const instants = [event.start, event.end, ...(event.exdates ?? []), event.recurrenceId]
      .filter((time) => time && 'instant' in time)
      .map((time) => (time as { instant: Date }).instant);
    if (event.recurrence?.until) instants.push(new Date(event.recurrence.until));
    const fromYear = Math.min(...instants.map((instant) => instant.getUTCFullYear()));
    const toYear = Math.max(thisYear, ...instants.map((instant) => instant.getUTCFullYear()));
    for (const zone of zonesOf(event)) {
      const known = years.get(zone);
      years.set(zone, {
        from: Math.min(known?.from ?? fromYear, fromYear),
        // Two more years so the zone's current yearly rule can be read and carried on.
        to: Math.max(known?.to ?? toYear, toYear + 2),
      });
    }
  }
  return years;
}

/**
 * A whole iCalendar object (CRLF, folded): a VTIMEZONE for every TZID its events use, then the
 * events. Shared by the feed, CalDAV writes and iTIP invitations.
 */
export function renderVcalendar(input: VcalendarInput): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN'];
  if (input.method) lines.push(`METHOD:${input.method}`);
  if (input.name) lines.push(property('X-WR-CALNAME', escapeText(input.name)));
  const zones = yearsByZone(input.events, input.now ?? new Date());
  for (const [zone, { from, to }] of [...zones].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...vtimezoneLines(zone, from, to));
  }
  for (const event of input.events) lines.push(...veventLines(event));
  lines.push('END:VCALENDAR');
  return joinLines(lines);
}
