import {
  CALENDAR_MESSAGES,
  CALENDARS_MESSAGES,
  isId,
  type CalendarEvent,
  type EventScope,
  type Recurrence,
} from '@worksphere/contracts';
import type { Database, DbExecutor } from '../../../platform/db/database.js';
import { AppError } from '../../../platform/errors.js';
import * as repo from '../calendar.repo.js';
import { occurrenceBudget } from '../occurrence-budget.js';
import type { OccurrenceOverride } from '../calendar.table.js';
import {
  isOccurrenceStart,
  lastOccurrenceStart,
  occurrenceStarts,
  rruleText,
  type SeriesTiming,
} from '../recurrence.js';
import { splitSeries } from '../series-split.js';
import { compactUtc, DAY_MS, isoDate, parseCompactUtc } from '../time-zones.js';
import { listVisibleCalendars } from '../calendars.repo.js';
import { busyView, isBusyFor } from '../event-visibility.js';
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
    ...(input.calendarId ? { calendarId: input.calendarId } : {}),
    ...(input.isPrivate === undefined ? {} : { isPrivate: input.isPrivate }),
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
    calendarId: row.calendarId,
    isPrivate: row.isPrivate,
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

/** Do two repeat rules say the same (the days in any order)? */
function sameRule(a: Recurrence | null | undefined, b: Recurrence | null | undefined) {
  if (!a || !b) return a === b;
  const days = (rule: Recurrence) => [...rule.byWeekday].sort().join(',');
  return (
    a.frequency === b.frequency &&
    a.interval === b.interval &&
    days(a) === days(b) &&
    (a.count ?? null) === (b.count ?? null) &&
    (a.until ? Date.parse(a.until) : null) === (b.until ? Date.parse(b.until) : null)
  );
}

/** The built-in calendar: events in our own tables, repeats expanded with rrule. */
export function createLocalCalendarProvider({ db }: { db: Database }): CalendarProvider {
  /** The calendars the caller sees: the shared ones and their own private one. */
  async function calendarsSeenBy(account: ProviderAccount) {
    const rows = await listVisibleCalendars(db, {
      organizationId: account.organizationId,
      userId: account.viewerId ?? null,
    });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function listEvents(account: ProviderAccount, { timeMin, timeMax }: EventRange) {
    const from = new Date(timeMin.getTime() - ALL_DAY_SLACK_MS);
    const seen = await calendarsSeenBy(account);
    const rows = await repo.listEventsInRange(
      db,
      keyOf(account),
      from,
      new Date(timeMax.getTime() + ALL_DAY_SLACK_MS),
      [...seen.keys()],
      account.viewerId,
    );
    // Each event in its calendar's colour; others' private events only as "Busy".
    const seenAs = (row: repo.EventRow, event: CalendarEvent) => {
      const calendar = seen.get(row.calendarId);
      // An invitation on a calendar the member does not see: theirs to answer, not to change.
      const shown = { ...event, color: calendar?.color ?? null, readOnly: !calendar };
      return isBusyFor(row, account.viewerId) ? busyView(shown) : shown;
    };
    // Only the events a bounded answer can show are built (see occurrence-budget.ts).
    const budget = occurrenceBudget();
    for (const row of rows) {
      const series = timingOf(row);
      if (!series) {
        const fields = fieldsOf(row);
        if (overlaps(fields, timeMin, timeMax)) {
          budget.add(row, fields, () =>
            seenAs(row, present(row, account.id, { id: row.id, recurringEventId: null, fields })),
          );
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
        budget.add(row, fields, () =>
          seenAs(
            row,
            present(row, account.id, {
              id: occurrenceId(row.id, start),
              recurringEventId: row.id,
              fields,
            }),
          ),
        );
      }
    }
    return budget.events();
  }

  async function createEvent(account: ProviderAccount, input: EventWrite) {
    // Without a calendar named (the service always names one), the first shared calendar.
    const calendarId =
      input.calendarId ??
      [...(await calendarsSeenBy(account)).values()].find((calendar) => !calendar.ownerId)?.id;
    if (!calendarId) throw notFound();
    const row = await repo.insertEvent(db, {
      ...(columnsFor({ ...input, calendarId }) as repo.NewEventRow),
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
    // Another member's private calendar is not there; their private events are only "Busy".
    if (!(await calendarsSeenBy(account)).has(row.calendarId)) throw notFound();
    if (isBusyFor(row, account.viewerId)) {
      throw new AppError('FORBIDDEN', CALENDARS_MESSAGES.privateEventForbidden);
    }
    return { row, key: parsed.key };
  }

  /** The series' occurrences split at `key`: the old row now ends before it. */
  async function endSeriesBefore(
    executor: DbExecutor,
    account: ProviderAccount,
    row: repo.EventRow,
    key: string,
  ) {
    const { before, after } = splitSeries(
      { ...timingOf(row)!, exceptionKeys: row.exceptionKeys, overrides: row.overrides },
      key,
    );
    const ended = await repo.updateEvent(executor, keyOf(account), row.id, {
      ...columnsFor({ ...fieldsOf(row), recurrence: before.recurrence }, row),
      exceptionKeys: before.exceptionKeys,
      overrides: before.overrides,
    });
    if (!ended) throw notFound();
    return after;
  }

  /** "This and following events": a new series from the chosen occurrence on. */
  async function updateFollowing(
    account: ProviderAccount,
    row: repo.EventRow,
    key: string,
    input: EventWrite,
  ): Promise<CalendarEvent> {
    const created = await db.transaction(async (tx) => {
      const after = await endSeriesBefore(tx, account, row, key);
      // The form sends the rule it showed: unchanged, the series goes on as it was (a count
      // being what was left of it).
      const ruleKept = input.recurrence === undefined || sameRule(input.recurrence, row.recurrence);
      const recurrence = ruleKept ? after.recurrence : input.recurrence!;
      // As with a whole series, the edited and deleted occurrences stay only when the times
      // and the rule stay: moved, they would no longer name occurrences of the new series.
      const sameTiming = startOf(input).getTime() === parseCompactUtc(key)!.getTime() && ruleKept;
      return repo.insertEvent(tx, {
        // The same calendar and privacy, unless the edit changes them.
        calendarId: row.calendarId,
        isPrivate: row.isPrivate,
        ...columnsFor({ ...input, recurrence }),
        organizationId: account.organizationId,
        accountId: account.id,
        createdById: row.createdById,
        ...(sameTiming && recurrence
          ? { exceptionKeys: after.exceptionKeys, overrides: after.overrides }
          : {}),
      } as repo.NewEventRow);
    });
    return present(created, account.id, {
      id: created.recurrence ? occurrenceId(created.id, created.startsAt) : created.id,
      recurringEventId: created.recurrence ? created.id : null,
      fields: fieldsOf(created),
    });
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ): Promise<CalendarEvent> {
    const { row, key } = await findRow(account, eventId);
    // A series split off keeps the calendar and privacy unless the edit changes them.
    input = {
      ...input,
      calendarId: input.calendarId ?? row.calendarId,
      isPrivate: input.isPrivate ?? row.isPrivate,
    };
    // From the first occurrence on is the whole series.
    if (key && scope === 'following' && key !== compactUtc(row.startsAt)) {
      return updateFollowing(account, row, key, input);
    }
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
    if (key && scope === 'following' && key !== compactUtc(row.startsAt)) {
      await endSeriesBefore(db, account, row, key);
      return;
    }
    if (!(await repo.deleteEvent(db, keyOf(account), row.id))) throw notFound();
  }

  return { listEvents, createEvent, updateEvent, deleteEvent, splitsSeries: true };
}
