import { CALENDAR_MESSAGES, type CalendarEvent, type Recurrence } from '@worksphere/contracts';
import type {
  CalendarProvider,
  EventRange,
  EventWrite,
  ProviderAccount,
} from './calendar-provider.js';
import { shiftedSeriesTimes, utcInstant } from './provider-events.js';
import type { OAuthHttp } from './provider-http.js';

/** Graph's dateTimeTimeZone: a wall-clock time without offset, and the zone it is in. */
type GraphTime = { dateTime: string; timeZone: string };

/** The parts of a Microsoft Graph event we read. */
export type GraphEvent = {
  id: string;
  subject?: string | null;
  body?: { contentType?: string; content?: string } | null;
  bodyPreview?: string;
  location?: { displayName?: string } | null;
  start?: GraphTime;
  end?: GraphTime;
  isAllDay?: boolean;
  isCancelled?: boolean;
  isOrganizer?: boolean;
  categories?: string[];
  seriesMasterId?: string | null;
  type?: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
};

type GraphEventPage = { value?: GraphEvent[]; '@odata.nextLink'?: string };

/**
 * UTC asked for (Prefer outlook.timezone), bodies as plain text: the description is text in the
 * contracts, and Graph would otherwise answer HTML.
 */
const PREFER = 'outlook.timezone="UTC", outlook.body-content-type="text"';

/** A Graph wall-clock time in UTC as an instant ("2024-05-01T10:00:00.0000000" → …Z). */
function graphInstant(time: GraphTime | undefined): string | undefined {
  if (!time?.dateTime) return undefined;
  const zone = time.timeZone?.toUpperCase();
  const hasOffset = /([zZ]|[+-]\d\d:?\d\d)$/.test(time.dateTime);
  const utc = hasOffset || (zone && zone !== 'UTC') ? time.dateTime : `${time.dateTime}Z`;
  return utcInstant(utc);
}

export function fromGraphEvent(event: GraphEvent, accountId: string): CalendarEvent {
  const allDay = Boolean(event.isAllDay);
  const time = (value: GraphTime | undefined) =>
    allDay
      ? { date: value?.dateTime.slice(0, 10) }
      : { dateTime: graphInstant(value), timeZone: 'UTC' };
  return {
    id: event.id,
    summary: event.subject || CALENDAR_MESSAGES.noTitle,
    description: event.body?.content ?? event.bodyPreview ?? '',
    location: event.location?.displayName ?? '',
    category: event.categories?.[0] ?? null,
    emailAccountId: accountId,
    start: time(event.start),
    end: time(event.end),
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

/** A repeat rule as Graph's patternedRecurrence, starting on the event's first day. */
function graphRecurrence(rule: Recurrence, start: string) {
  const first = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const startDate = start.length === 10 ? start : new Date(start).toISOString().slice(0, 10);
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
  const range = rule.until
    ? { type: 'endDate', startDate, endDate: rule.until.slice(0, 10) }
    : rule.count
      ? { type: 'numbered', startDate, numberOfOccurrences: rule.count }
      : { type: 'noEnd', startDate };
  return { pattern, range };
}

function graphTime(value: string, input: EventWrite): GraphTime {
  return input.allDay
    ? { dateTime: `${value.slice(0, 10)}T00:00:00`, timeZone: input.timeZone || 'UTC' }
    : { dateTime: utcInstant(value).replace(/Z$/, ''), timeZone: 'UTC' };
}

function graphBody(input: EventWrite, times: { start: string; end: string }, withRule: boolean) {
  return {
    subject: input.title,
    body: { contentType: 'text', content: input.description },
    location: { displayName: input.location },
    categories: input.category ? [input.category] : [],
    isAllDay: input.allDay,
    start: graphTime(times.start, input),
    end: graphTime(times.end, input),
    ...(withRule && input.recurrence
      ? { recurrence: graphRecurrence(input.recurrence, times.start) }
      : {}),
  };
}

export type MicrosoftCalendarOptions = {
  http: OAuthHttp;
  /** MICROSOFT_GRAPH_BASE_URL, e.g. https://graph.microsoft.com/v1.0. */
  baseUrl: string;
};

/**
 * Microsoft Graph (accounts of type `outlook`): /me/calendarView (occurrences expanded, in UTC,
 * following @odata.nextLink), and /me/events to create, update and delete. The category is the
 * first of Outlook's `categories`.
 */
export function createMicrosoftCalendarProvider({
  http,
  baseUrl,
}: MicrosoftCalendarOptions): CalendarProvider {
  const base = baseUrl.replace(/\/+$/, '');
  const eventUrl = (id: string) => `${base}/me/events/${encodeURIComponent(id)}`;
  const headers = { prefer: PREFER };
  const getEvent = (account: ProviderAccount, id: string) =>
    http.request<GraphEvent>(account, eventUrl(id), { headers });

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

  async function createEvent(account: ProviderAccount, input: EventWrite) {
    const created = await http.request<GraphEvent>(account, `${base}/me/events`, {
      method: 'POST',
      headers,
      body: graphBody(input, input, true),
    });
    return fromGraphEvent(created, account.id);
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: 'occurrence' | 'series',
  ) {
    const patch = async (id: string, times: { start: string; end: string }, withRule: boolean) =>
      fromGraphEvent(
        await http.request<GraphEvent>(account, eventUrl(id), {
          method: 'PATCH',
          headers,
          body: graphBody(input, times, withRule),
        }),
        account.id,
      );
    if (scope === 'occurrence') return patch(eventId, input, false);
    const event = await getEvent(account, eventId);
    if (!event.seriesMasterId || event.type === 'seriesMaster' || event.type === 'singleInstance') {
      return patch(eventId, input, true);
    }
    // An occurrence, but the whole series changes: it moves as far as this occurrence moved.
    const series = await getEvent(account, event.seriesMasterId);
    const seriesEvent = fromGraphEvent(series, account.id);
    const times = shiftedSeriesTimes(seriesEvent, fromGraphEvent(event, account.id).start, input);
    return patch(series.id, times, true);
  }

  async function deleteEvent(
    account: ProviderAccount,
    eventId: string,
    scope: 'occurrence' | 'series',
  ) {
    let target = eventId;
    if (scope === 'series') {
      const event = await getEvent(account, eventId);
      if (event.seriesMasterId && event.type !== 'seriesMaster') target = event.seriesMasterId;
    }
    await http.request<null>(account, eventUrl(target), { method: 'DELETE', headers });
  }

  return { listEvents, createEvent, updateEvent, deleteEvent };
}
