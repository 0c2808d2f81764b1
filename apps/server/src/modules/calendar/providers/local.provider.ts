import {
  CALENDAR_MESSAGES,
  isId,
  type CalendarEvent,
  type EventScope,
} from '@worksphere/contracts';
import type { Database } from '../../../platform/db/database.js';
import * as repo from '../calendar.repo.js';
import type { OccurrenceOverride } from '../calendar.table.js';
import {
  isOccurrenceStart,
  lastOccurrenceStart,
  occurrenceStarts,
  rruleText,
  type SeriesTiming,
} from '../recurrence.js';
import { compactUtc, DAY_MS, isoDate, parseCompactUtc } from '../time-zones.js';
import {
  ProviderError,
  type CalendarProvider,
  type EventRange,
  type EventWrite,
  type ProviderAccount,
} from './calendar-provider.js';

/** All-day events are dates: they may belong to any zone, so ranges are widened by 14 h. */
const ALL_DAY_SLACK_MS = 14 * 60 * 60 * 1000;

const notFound = () => new ProviderError(CALENDAR_MESSAGES.eventNotFound, 'not_found');
const keyOf = (account: ProviderAccount): repo.EventScopeKey => ({
  organizationId: account.organizationId,
  accountId: account.id,
});

/** An occurrence's id: `${seriesId}_${YYYYMMDDTHHmmssZ}` of its original start. */
export function occurrenceId(seriesId: string, originalStart: Date) {
  return `${seriesId}_${compactUtc(originalStart)}`;
}

/** The series id and occurrence key an event id names, or null for junk. */
export function parseEventId(eventId: string): { seriesId: string; key?: string } | null {
  const [seriesId, key, ...rest] = eventId.split('_');
  if (!seriesId || !isId(seriesId) || rest.length) return null;
  if (key === undefined) return { seriesId };
  return parseCompactUtc(key) ? { seriesId, key } : null;
}

const startOf = (write: Pick<EventWrite, 'allDay' | 'start'>) =>
  new Date(write.allDay ? `${write.start}T00:00:00Z` : write.start);
const endOf = (write: Pick<EventWrite, 'allDay' | 'end'>) =>
  new Date(write.allDay ? `${write.end}T00:00:00Z` : write.end);

const timingOf = (row: repo.EventRow): SeriesTiming | null =>
  row.recurrence
    ? {
        recurrence: row.recurrence,
        start: row.startsAt,
        allDay: row.allDay,
        timeZone: row.timeZone,
      }
    : null;

/** The columns an EventWrite sets; `recurrence` undefined keeps the row's rule. */
function columnsFor(input: EventWrite, current?: repo.EventRow): Partial<repo.NewEventRow> {
  const startsAt = startOf(input);
  const endsAt = endOf(input);
  const recurrence =
    input.recurrence === undefined ? (current?.recurrence ?? null) : input.recurrence;
  const series = recurrence
    ? { recurrence, start: startsAt, allDay: input.allDay, timeZone: input.timeZone }
    : null;
  let seriesEndsAt: Date | null = null;
  if (series) {
    const last = lastOccurrenceStart(series);
    seriesEndsAt =
      last === null
        ? null
        : new Date((last ?? startsAt).getTime() + (endsAt.getTime() - startsAt.getTime()));
  }
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    category: input.category,
    allDay: input.allDay,
    startsAt,
    endsAt,
    startDate: input.allDay ? input.start : null,
    endDate: input.allDay ? input.end : null,
    timeZone: input.timeZone,
    recurrence,
    rrule: series ? rruleText(series) : null,
    seriesEndsAt,
    ...(input.userId && !current ? { createdById: input.userId } : {}),
  };
}

type Shown = {
  id: string;
  recurringEventId: string | null;
  fields: OccurrenceOverride;
};

function fieldsOf(row: repo.EventRow): OccurrenceOverride {
  return {
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category,
    allDay: row.allDay,
    start: row.allDay ? row.startDate! : row.startsAt.toISOString(),
    end: row.allDay ? row.endDate! : row.endsAt.toISOString(),
    timeZone: row.timeZone,
  };
}

function present(row: repo.EventRow, accountId: string, shown: Shown): CalendarEvent {
  const { fields } = shown;
  const time = (value: string) =>
    fields.allDay ? { date: value } : { dateTime: value, timeZone: fields.timeZone };
  return {
    id: shown.id,
    summary: fields.title,
    description: fields.description,
    location: fields.location,
    category: fields.category,
    extendedProperties: { private: { category: fields.category } },
    emailAccountId: accountId,
    start: time(fields.start),
    end: time(fields.end),
    recurringEventId: shown.recurringEventId,
    recurrence: row.recurrence ?? null,
    readOnly: false,
  };
}

/** One occurrence of a series, with its override if it was edited. */
function occurrenceFields(row: repo.EventRow, originalStart: Date): OccurrenceOverride {
  const key = compactUtc(originalStart);
  const override = row.overrides[key];
  if (override) return override;
  const duration = row.endsAt.getTime() - row.startsAt.getTime();
  const end = new Date(originalStart.getTime() + duration);
  return {
    ...fieldsOf(row),
    start: row.allDay ? isoDate(originalStart) : originalStart.toISOString(),
    end: row.allDay ? isoDate(end) : end.toISOString(),
  };
}

function overlaps(fields: OccurrenceOverride, from: Date, to: Date) {
  const slack = fields.allDay ? ALL_DAY_SLACK_MS : 0;
  const start = startOf(fields).getTime() - slack;
  const end = Math.max(endOf(fields).getTime(), startOf(fields).getTime() + 1) + slack;
  return start < to.getTime() && end > from.getTime();
}

/** Is this key a live occurrence of the row's series (not deleted)? */
function isLiveOccurrence(row: repo.EventRow, key: string) {
  const series = timingOf(row);
  const instant = parseCompactUtc(key);
  if (!series || !instant || row.exceptionKeys.includes(key)) return false;
  return Boolean(row.overrides[key]) || isOccurrenceStart(series, instant);
}

/** The built-in calendar: events in our own tables, repeats expanded with rrule. */
export function createLocalCalendarProvider({ db }: { db: Database }): CalendarProvider {
  async function listEvents(account: ProviderAccount, { timeMin, timeMax }: EventRange) {
    const from = new Date(timeMin.getTime() - ALL_DAY_SLACK_MS);
    const rows = await repo.listEventsInRange(
      db,
      keyOf(account),
      from,
      new Date(timeMax.getTime() + ALL_DAY_SLACK_MS),
    );
    const events: CalendarEvent[] = [];
    for (const row of rows) {
      const series = timingOf(row);
      if (!series) {
        const fields = fieldsOf(row);
        if (overlaps(fields, timeMin, timeMax)) {
          events.push(present(row, account.id, { id: row.id, recurringEventId: null, fields }));
        }
        continue;
      }
      const duration = row.endsAt.getTime() - row.startsAt.getTime();
      const starts = occurrenceStarts(
        series,
        new Date(timeMin.getTime() - duration - DAY_MS),
        new Date(timeMax.getTime() + DAY_MS),
      );
      for (const start of starts) {
        const key = compactUtc(start);
        if (row.exceptionKeys.includes(key)) continue;
        const fields = occurrenceFields(row, start);
        if (!overlaps(fields, timeMin, timeMax)) continue;
        events.push(
          present(row, account.id, {
            id: occurrenceId(row.id, start),
            recurringEventId: row.id,
            fields,
          }),
        );
      }
    }
    return events;
  }

  async function createEvent(account: ProviderAccount, input: EventWrite) {
    const row = await repo.insertEvent(db, {
      ...(columnsFor(input) as repo.NewEventRow),
      organizationId: account.organizationId,
      accountId: account.id,
    });
    const first = row.recurrence ? occurrenceId(row.id, row.startsAt) : row.id;
    return present(row, account.id, {
      id: row.recurrence ? first : row.id,
      recurringEventId: row.recurrence ? row.id : null,
      fields: fieldsOf(row),
    });
  }

  async function findRow(account: ProviderAccount, eventId: string) {
    const parsed = parseEventId(eventId);
    const row = parsed ? await repo.findEvent(db, keyOf(account), parsed.seriesId) : undefined;
    if (!parsed || !row) throw notFound();
    if (parsed.key && !isLiveOccurrence(row, parsed.key)) throw notFound();
    return { row, key: parsed.key };
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ): Promise<CalendarEvent> {
    const { row, key } = await findRow(account, eventId);
    if (key && scope === 'occurrence') {
      const override: OccurrenceOverride = {
        title: input.title,
        description: input.description,
        location: input.location,
        category: input.category,
        allDay: input.allDay,
        start: input.start,
        end: input.end,
        timeZone: input.timeZone,
      };
      const updated = await repo.updateEvent(db, keyOf(account), row.id, {
        overrides: { ...row.overrides, [key]: override },
      });
      if (!updated) throw notFound();
      return present(updated, account.id, {
        id: eventId,
        recurringEventId: row.id,
        fields: override,
      });
    }
    let write = input;
    let keepExceptions = true;
    if (key) {
      // Edited from one occurrence: the whole series moves by as much as that occurrence did.
      const original = parseCompactUtc(key)!;
      const shift = startOf(input).getTime() - original.getTime();
      const duration = endOf(input).getTime() - startOf(input).getTime();
      const start = new Date(row.startsAt.getTime() + shift);
      const end = new Date(start.getTime() + duration);
      write = {
        ...input,
        start: input.allDay ? isoDate(start) : start.toISOString(),
        end: input.allDay ? isoDate(end) : end.toISOString(),
      };
      keepExceptions = shift === 0;
    } else {
      keepExceptions = startOf(input).getTime() === row.startsAt.getTime();
    }
    const updated = await repo.updateEvent(db, keyOf(account), row.id, {
      ...columnsFor(write, row),
      ...(keepExceptions ? {} : { exceptionKeys: [], overrides: {} }),
    });
    if (!updated) throw notFound();
    return present(updated, account.id, {
      id: updated.recurrence ? occurrenceId(updated.id, updated.startsAt) : updated.id,
      recurringEventId: updated.recurrence ? updated.id : null,
      fields: fieldsOf(updated),
    });
  }

  async function deleteEvent(account: ProviderAccount, eventId: string, scope: EventScope) {
    const { row, key } = await findRow(account, eventId);
    if (key && scope === 'occurrence') {
      const { [key]: _removed, ...overrides } = row.overrides;
      await repo.updateEvent(db, keyOf(account), row.id, {
        exceptionKeys: [...row.exceptionKeys, key],
        overrides,
      });
      return;
    }
    if (!(await repo.deleteEvent(db, keyOf(account), row.id))) throw notFound();
  }

  return { listEvents, createEvent, updateEvent, deleteEvent };
}
