import type { EventRow } from './calendar.repo.js';
import type { OccurrenceOverride } from './calendar.table.js';
import type { IcalTime, VeventInput } from './ical/index.js';
import { parseCompactUtc } from './time-zones.js';

/** A start or end as the VEVENT writes it: an all-day date or an instant in its zone. */
function timeOf(allDay: boolean, value: string, timeZone: string): IcalTime {
  return allDay ? { date: value.slice(0, 10) } : { instant: new Date(value), timeZone };
}

/**
 * An occurrence key (its original start, YYYYMMDDTHHmmssZ) in the same form as the series'
 * DTSTART, as RECURRENCE-ID and EXDATE must be: a date for all-day series, else the zone's
 * wall clock with its TZID.
 */
function occurrenceTime(row: EventRow, key: string): IcalTime {
  const instant = parseCompactUtc(key)!;
  return row.allDay
    ? { date: instant.toISOString().slice(0, 10) }
    : { instant, timeZone: row.timeZone };
}

type Fields = Pick<OccurrenceOverride, 'title' | 'description' | 'location' | 'category'>;

/** What every VEVENT of one event shares (UID, stamps, and whatever else the caller adds). */
type Common = Omit<VeventInput, 'start' | 'end' | 'summary'>;

/**
 * A built-in event as VEVENTs, for the calendar feed and for invitations alike: the series (or
 * single event) with its RRULE and EXDATEs, and, unless left out, one VEVENT per edited
 * occurrence sharing its UID, with a RECURRENCE-ID in the same form as the series' DTSTART.
 */
export function veventsOfEvent(
  row: EventRow,
  common: Common,
  options: { categories: boolean; editedOccurrences: boolean },
): VeventInput[] {
  const textOf = (source: Fields) => ({
    summary: source.title,
    description: source.description,
    location: source.location,
    ...(options.categories ? { categories: [source.category] } : {}),
  });
  const series: VeventInput = {
    ...common,
    ...textOf(row),
    start: timeOf(
      row.allDay,
      row.allDay ? row.startDate! : row.startsAt.toISOString(),
      row.timeZone,
    ),
    end: timeOf(row.allDay, row.allDay ? row.endDate! : row.endsAt.toISOString(), row.timeZone),
  };
  if (!row.recurrence) return [series];
  const deleted = row.exceptionKeys.filter((key) => parseCompactUtc(key) && !row.overrides[key]);
  const edited = options.editedOccurrences
    ? Object.entries(row.overrides).filter(([key]) => parseCompactUtc(key))
    : [];
  return [
    {
      ...series,
      recurrence: row.recurrence,
      exdates: deleted.map((key) => occurrenceTime(row, key)),
    },
    ...edited.map(([key, override]) => ({
      ...common,
      ...textOf(override),
      start: timeOf(override.allDay, override.start, override.timeZone),
      end: timeOf(override.allDay, override.end, override.timeZone),
      recurrenceId: occurrenceTime(row, key),
    })),
  ];
}
