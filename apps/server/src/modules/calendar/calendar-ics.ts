import type { ICalWeekday } from 'ical-generator';
import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { LOCAL_ACCOUNT_NAME } from '@worksphere/contracts';
import type { EventRow } from './calendar.repo.js';
import type { OccurrenceOverride } from './calendar.table.js';
import { parseCompactUtc, toWall } from './time-zones.js';

const FREQUENCY = {
  daily: ICalEventRepeatingFreq.DAILY,
  weekly: ICalEventRepeatingFreq.WEEKLY,
  monthly: ICalEventRepeatingFreq.MONTHLY,
  yearly: ICalEventRepeatingFreq.YEARLY,
} as const;

/** The wall clock in the zone as "YYYY-MM-DDTHH:mm:ss": written with its TZID. */
const wallText = (instant: Date, zone: string) => toWall(instant, zone).toISOString().slice(0, 19);

/** DTSTART/DTEND of a timed value in its zone, or an all-day date. */
function timesOf(fields: Pick<OccurrenceOverride, 'allDay' | 'start' | 'end' | 'timeZone'>) {
  if (fields.allDay) return { start: fields.start, end: fields.end, allDay: true };
  return {
    start: wallText(new Date(fields.start), fields.timeZone),
    end: wallText(new Date(fields.end), fields.timeZone),
    timezone: fields.timeZone,
  };
}

/** An occurrence key as the series' RECURRENCE-ID / EXDATE value (its wall clock or date). */
function occurrenceValue(row: EventRow, key: string) {
  const instant = parseCompactUtc(key)!;
  return row.allDay ? instant.toISOString().slice(0, 10) : wallText(instant, row.timeZone);
}

/**
 * The built-in calendar as iCalendar (RFC 5545) through ical-generator, which folds lines and
 * escapes text: each series with its RRULE and EXDATEs, and each edited occurrence as its own
 * VEVENT with the series' UID and a RECURRENCE-ID.
 */
export function renderCalendarFeed(rows: EventRow[], domain: string): string {
  const calendar = ical({
    name: LOCAL_ACCOUNT_NAME,
    prodId: { company: 'Worksphere', product: 'Calendar', language: 'EN' },
  });
  for (const row of rows) {
    const uid = `${row.id}@${domain}`;
    const common = {
      id: uid,
      stamp: row.updatedAt,
      created: row.createdAt,
      lastModified: row.updatedAt,
    };
    const fields = (
      source: Pick<OccurrenceOverride, 'title' | 'description' | 'location' | 'category'>,
    ) => ({
      summary: source.title,
      description: source.description || null,
      location: source.location || null,
      categories: [{ name: source.category }],
    });
    const base = {
      ...common,
      ...fields(row),
      ...timesOf({
        allDay: row.allDay,
        start: row.allDay ? row.startDate! : row.startsAt.toISOString(),
        end: row.allDay ? row.endDate! : row.endsAt.toISOString(),
        timeZone: row.timeZone,
      }),
    };
    if (!row.recurrence) {
      calendar.createEvent(base);
      continue;
    }
    const rule = row.recurrence;
    const excluded = [...row.exceptionKeys, ...Object.keys(row.overrides)];
    calendar.createEvent({
      ...base,
      repeating: {
        freq: FREQUENCY[rule.frequency],
        interval: rule.interval,
        ...(rule.frequency === 'weekly' && rule.byWeekday.length
          ? { byDay: rule.byWeekday.map((day) => day as ICalWeekday) }
          : {}),
        ...(rule.count ? { count: rule.count } : {}),
        ...(rule.until ? { until: new Date(rule.until) } : {}),
        ...(excluded.length
          ? {
              exclude: excluded
                .filter((key) => !row.overrides[key])
                .map((key) => occurrenceValue(row, key)),
            }
          : {}),
      },
    });
    for (const [key, override] of Object.entries(row.overrides)) {
      calendar.createEvent({
        ...common,
        ...fields(override),
        ...timesOf(override),
        recurrenceId: occurrenceValue(row, key),
      });
    }
  }
  return calendar.toString();
}
