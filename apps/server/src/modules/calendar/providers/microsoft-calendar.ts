import {
  CALENDAR_MESSAGES,
  type CalendarEvent,
  type EventScope,
  type Recurrence,
} from '@worksphere/contracts';
import {
  ProviderError,
  type CalendarProvider,
  type EventRange,
  type EventWrite,
  type ProviderAccount,
} from './calendar-provider.js';
import { graphInstant, graphPrefer, ianaZoneOf, type GraphTime } from './graph-times.js';
import {
  carriedFields,
  dateIn,
  endedRecurrence,
  followingRecurrence,
} from './microsoft-following.js';
import { shiftedSeriesTimes, zonedWallClock } from './provider-events.js';
import type { OAuthHttp } from './provider-http.js';

/** The parts of a Microsoft Graph event we read. */
export type GraphEvent = {
  id: string;
  subject?: string | null;
  body?: { contentType?: string; content?: string } | null;
  bodyPreview?: string;
  location?: { displayName?: string } | null;
  start?: GraphTime;
  end?: GraphTime;
  /** The zones the event was written in (Outlook writes Windows names). */
  originalStartTimeZone?: string;
  originalEndTimeZone?: string;
  /** An occurrence's start as the series gives it (UTC), whatever it was moved to. */
  originalStart?: string;
  isAllDay?: boolean;
  isCancelled?: boolean;
  isOrganizer?: boolean;
  categories?: string[];
  seriesMasterId?: string | null;
  type?: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
  recurrence?: GraphRecurrence | null;
  /** Carried to the second part when a series is split (attendees and reminder). */
  attendees?: unknown[];
  isReminderOn?: boolean;
  reminderMinutesBeforeStart?: number;
  sensitivity?: string;
  showAs?: string;
};

/** Graph's patternedRecurrence, as read and written. */
export type GraphRecurrence = {
  pattern: Record<string, unknown> & { type: string; interval?: number };
  range: Record<string, unknown> & {
    type: string;
    startDate: string;
    endDate?: string;
    numberOfOccurrences?: number;
    recurrenceTimeZone?: string;
  };
};

type GraphEventPage = { value?: GraphEvent[]; '@odata.nextLink'?: string };

/**
 * An event in the contracts' shape: times are instants read in the zone Graph answered them in,
 * and carry the zone the event was written in (a Windows name as its IANA one), so an edit
 * writes it back in that zone and its repeats keep their wall clock.
 */
export function fromGraphEvent(event: GraphEvent, accountId: string): CalendarEvent {
  const allDay = Boolean(event.isAllDay);
  const startZone =
    ianaZoneOf(event.originalStartTimeZone) ?? ianaZoneOf(event.start?.timeZone) ?? 'UTC';
  const endZone = ianaZoneOf(event.originalEndTimeZone) ?? startZone;
  const time = (value: GraphTime | undefined, zone: string) =>
    allDay
      ? { date: value?.dateTime.slice(0, 10) }
      : { dateTime: graphInstant(value), timeZone: zone };
  return {
    id: event.id,
    summary: event.subject || CALENDAR_MESSAGES.noTitle,
    description: event.body?.content ?? event.bodyPreview ?? '',
    location: event.location?.displayName ?? '',
    category: event.categories?.[0] ?? null,
    emailAccountId: accountId,
    start: time(event.start, startZone),
    end: time(event.end, endZone),
    recurringEventId:
      event.type === 'occurrence' || event.type === 'exception'
        ? (event.seriesMasterId ?? null)
        : null,
    recurrence: null,
    readOnly: event.isOrganizer === false,
  };
}

const GRAPH_DAYS = {
  MO: 'monday',
  TU: 'tuesday',
  WE: 'wednesday',
  TH: 'thursday',
  FR: 'friday',
  SA: 'saturday',
  SU: 'sunday',
} as const;

/** The date an event's start or end falls on in its zone (all-day values are dates already). */
export function localDate(value: string, input: EventWrite): string {
  if (input.allDay || value.length === 10) return value.slice(0, 10);
  return zonedWallClock(value, input.timeZone || 'UTC').wall.slice(0, 10);
}

/**
 * A repeat rule as Graph's patternedRecurrence: its days and dates are those of the start in the
 * event's zone, and `recurrenceTimeZone` is that zone, so occurrences keep their wall clock.
 */
export function graphRecurrence(rule: Recurrence, start: string, input: EventWrite) {
  const startDate = localDate(start, input);
  const first = new Date(`${startDate}T00:00:00Z`);
  const weekdays = rule.byWeekday.length
    ? rule.byWeekday.map((day) => GRAPH_DAYS[day])
    : [Object.values(GRAPH_DAYS)[(first.getUTCDay() + 6) % 7]!];
  const pattern = {
    daily: { type: 'daily', interval: rule.interval },
    weekly: {
      type: 'weekly',
      interval: rule.interval,
      daysOfWeek: weekdays,
      firstDayOfWeek: 'monday',
    },
    monthly: { type: 'absoluteMonthly', interval: rule.interval, dayOfMonth: first.getUTCDate() },
    yearly: {
      type: 'absoluteYearly',
      interval: rule.interval,
      dayOfMonth: first.getUTCDate(),
      month: first.getUTCMonth() + 1,
    },
  }[rule.frequency];
  const recurrenceTimeZone = input.timeZone || 'UTC';
  const range = rule.until
    ? { type: 'endDate', startDate, endDate: localDate(rule.until, input), recurrenceTimeZone }
    : rule.count
      ? { type: 'numbered', startDate, numberOfOccurrences: rule.count, recurrenceTimeZone }
      : { type: 'noEnd', startDate, recurrenceTimeZone };
  return { pattern, range };
}

/**
 * Graph's dateTimeTimeZone in the event's own zone (Graph takes IANA names as well as Windows
 * ones): the wall clock there, so Outlook shows and repeats it at that time.
 */
function graphTime(value: string, input: EventWrite): GraphTime {
  const timeZone = input.timeZone || 'UTC';
  return input.allDay
    ? { dateTime: `${value.slice(0, 10)}T00:00:00`, timeZone }
    : { dateTime: zonedWallClock(value, timeZone).wall, timeZone };
}

export function graphBody(
  input: EventWrite,
  times: { start: string; end: string },
  withRule: boolean,
) {
  return {
    subject: input.title,
    body: { contentType: 'text', content: input.description },
    location: { displayName: input.location },
    categories: input.category ? [input.category] : [],
    isAllDay: input.allDay,
    start: graphTime(times.start, input),
    end: graphTime(times.end, input),
    ...(withRule && input.recurrence
      ? { recurrence: graphRecurrence(input.recurrence, times.start, input) }
      : {}),
  };
}

export type MicrosoftCalendarOptions = {
  http: OAuthHttp;
  /** MICROSOFT_GRAPH_BASE_URL, e.g. https://graph.microsoft.com/v1.0. */
  baseUrl: string;
};

/** An occurrence's original start (UTC), as Graph gives it or read from its start. */
const originalStartOf = (event: GraphEvent) =>
  event.originalStart ? new Date(event.originalStart).toISOString() : graphInstant(event.start)!;

/**
 * Microsoft Graph (accounts of type `outlook`): /me/calendarView (occurrences expanded, asked in
 * the viewer's zone and read in the zone each answer names, following @odata.nextLink), and
 * /me/events to create, update and delete. The category is the first of Outlook's `categories`.
 * "This and following" ends the series' range the day before and creates a new series.
 */
export function createMicrosoftCalendarProvider({
  http,
  baseUrl,
}: MicrosoftCalendarOptions): CalendarProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const eventUrl = (id: string) => `${base}/me/events/${encodeURIComponent(id)}`;
  const headersIn = (zone: string | undefined) => ({ prefer: graphPrefer(zone) });
  const getEvent = (account: ProviderAccount, id: string, zone?: string) =>
    http.request<GraphEvent>(account, eventUrl(id), { headers: headersIn(zone) });

  async function listEvents(account: ProviderAccount, range: EventRange) {
    const events: CalendarEvent[] = [];
    const first = new URL(`${base}/me/calendarView`);
    first.search = new URLSearchParams({
      startDateTime: range.timeMin.toISOString(),
      endDateTime: range.timeMax.toISOString(),
      $top: '500',
      $orderby: 'start/dateTime',
    }).toString();
    let next: string | undefined = first.toString();
    const origin = new URL(base).origin;
    const headers = headersIn(range.timeZone);
    while (next) {
      // Only follow links back to the configured Graph host: the token goes with them.
      if (new URL(next).origin !== origin) break;
      const page: GraphEventPage | null = await http.request<GraphEventPage>(account, next, {
        headers,
      });
      for (const item of page?.value ?? []) {
        if (!item.isCancelled) events.push(fromGraphEvent(item, account.id));
      }
      next = page?.['@odata.nextLink'];
    }
    return events;
  }

  async function createEvent(account: ProviderAccount, input: EventWrite, extra = {}) {
    const created = await http.request<GraphEvent>(account, `${base}/me/events`, {
      method: 'POST',
      headers: headersIn(input.timeZone),
      body: { ...graphBody(input, input, true), ...extra },
    });
    return fromGraphEvent(created, account.id);
  }

  /** The occurrence and its series, when `eventId` names an occurrence after the first. */
  async function laterOccurrence(account: ProviderAccount, eventId: string, zone: string) {
    const event = await getEvent(account, eventId, zone);
    if (!event.seriesMasterId || event.type === 'seriesMaster') return null;
    const master = await getEvent(account, event.seriesMasterId, zone);
    const recurrence = master.recurrence;
    if (!recurrence) return null;
    const originalStart = originalStartOf(event);
    const date = dateIn(
      originalStart,
      master.isAllDay ? 'UTC' : recurrence.range.recurrenceTimeZone || 'UTC',
    );
    if (date <= recurrence.range.startDate) return null;
    return { master: { ...master, recurrence }, originalStart, date };
  }

  /** Ends the series the day before the occurrence (Graph drops what lies after its range). */
  async function endSeries(
    account: ProviderAccount,
    master: GraphEvent & { recurrence: GraphRecurrence },
    date: string,
  ) {
    await http.request<GraphEvent>(account, eventUrl(master.id), {
      method: 'PATCH',
      headers: headersIn(undefined),
      body: { recurrence: endedRecurrence(master.recurrence, date) },
    });
  }

  async function updateFollowing(account: ProviderAccount, eventId: string, input: EventWrite) {
    const later = await laterOccurrence(account, eventId, input.timeZone);
    if (!later) return updateEvent(account, eventId, input, 'series');
    const recurrence = input.recurrence
      ? graphRecurrence(input.recurrence, input.start, input)
      : followingRecurrence(later.master, {
          originalStart: later.originalStart,
          newStart: input.start,
          newZone: input.timeZone || 'UTC',
          allDay: input.allDay,
        });
    if (!recurrence) {
      throw new ProviderError(CALENDAR_MESSAGES.followingUnsupported, 'rejected');
    }
    await endSeries(account, later.master, later.date);
    return createEvent(
      account,
      { ...input, recurrence: null },
      { ...carriedFields(later.master), recurrence },
    );
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ): Promise<CalendarEvent> {
    if (scope === 'following') return updateFollowing(account, eventId, input);
    const patch = async (id: string, times: { start: string; end: string }, withRule: boolean) =>
      fromGraphEvent(
        await http.request<GraphEvent>(account, eventUrl(id), {
          method: 'PATCH',
          headers: headersIn(input.timeZone),
          body: graphBody(input, times, withRule),
        }),
        account.id,
      );
    if (scope === 'occurrence') return patch(eventId, input, false);
    const event = await getEvent(account, eventId, input.timeZone);
    if (!event.seriesMasterId || event.type === 'seriesMaster' || event.type === 'singleInstance') {
      return patch(eventId, input, true);
    }
    // An occurrence, but the whole series changes: it moves as far as this occurrence moved.
    const series = await getEvent(account, event.seriesMasterId, input.timeZone);
    const seriesEvent = fromGraphEvent(series, account.id);
    const original = { dateTime: originalStartOf(event) };
    const times = shiftedSeriesTimes(
      seriesEvent,
      event.isAllDay ? fromGraphEvent(event, account.id).start : original,
      input,
    );
    return patch(series.id, times, true);
  }

  async function deleteEvent(account: ProviderAccount, eventId: string, scope: EventScope) {
    let target = eventId;
    if (scope === 'following') {
      const later = await laterOccurrence(account, eventId, 'UTC');
      if (later) return endSeries(account, later.master, later.date);
    }
    if (scope !== 'occurrence') {
      const event = await getEvent(account, eventId);
      if (event.seriesMasterId && event.type !== 'seriesMaster') target = event.seriesMasterId;
    }
    await http.request<null>(account, eventUrl(target), {
      method: 'DELETE',
      headers: headersIn(undefined),
    });
  }

  return { listEvents, createEvent, updateEvent, deleteEvent, splitsSeries: true };
}
