import { LOCAL_ACCOUNT_NAME } from '@worksphere/contracts';
import type { EventRow } from './calendar.repo.js';
import { veventsOfEvent } from './event-vevents.js';
import { renderVcalendar, type VeventInput } from './ical/index.js';

/** The series (or single event) and one VEVENT per edited occurrence, sharing its UID. */
function veventsOf(row: EventRow, domain: string): VeventInput[] {
  const common = {
    uid: `${row.id}@${domain}`,
    stamp: row.updatedAt,
    created: row.createdAt,
    lastModified: row.updatedAt,
  };
  return veventsOfEvent(row, common, { categories: true, editedOccurrences: true });
}

/**
 * The built-in calendar as iCalendar (RFC 5545): a VTIMEZONE for every zone used, each series
 * with its RRULE and EXDATEs in its own zone, and each edited occurrence as its own VEVENT with
 * the series' UID and a RECURRENCE-ID in the same form as the series' DTSTART.
 */
export function renderCalendarFeed(rows: EventRow[], domain: string, now = new Date()): string {
  return renderVcalendar({
    name: LOCAL_ACCOUNT_NAME,
    now,
    events: rows.flatMap((row) => veventsOf(row, domain)),
  });
}
