import type { Recurrence } from '@worksphere/contracts';
import { formatDate, formatUtc } from './ical-values.js';

/**
 * A repeat rule as an RRULE value. UNTIL is a DATE for all-day series and a UTC DATE-TIME for
 * timed ones, as RFC 5545 asks when DTSTART is a date or carries a TZID.
 */
export function rruleValue(recurrence: Recurrence, allDay: boolean): string {
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly' && recurrence.byWeekday.length) {
    parts.push(`BYDAY=${recurrence.byWeekday.join(',')}`);
  }
  if (recurrence.count) parts.push(`COUNT=${recurrence.count}`);
  if (recurrence.until) {
    const until = new Date(recurrence.until);
    parts.push(`UNTIL=${allDay ? formatDate(until.toISOString()) : formatUtc(until)}`);
  }
  return parts.join(';');
}
