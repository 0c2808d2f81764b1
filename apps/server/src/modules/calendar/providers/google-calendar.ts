import {
  CALENDAR_MESSAGES,
  type CalendarEvent,
  type EventScope,
  type EventTime,
} from '@worksphere/contracts';
import type {
  CalendarProvider,
  EventRange,
  EventWrite,
  ProviderAccount,
} from './calendar-provider.js';
import {
  carriedFields,
  countOf,
  endedRecurrence,
  followingRule,
  ruleLineOf,
} from './google-following.js';
import {
  eventTimeMs,
  shiftedSeriesTimes,
  toRRule,
  utcInstant,
  zonedWallClock,
} from './provider-events.js';
import type { OAuthHttp } from './provider-http.js';

/** The parts of a Google Calendar v3 Event resource we read. */
export type GoogleEvent = {
  id: string;
  status?: string;
  summary?: string;
  description?: string;
  location?: string;
  /** Not Google's own field; some exports carry it, so it is read first. */
  category?: string;
  start?: EventTime;
  end?: EventTime;
  originalStartTime?: EventTime;
  recurringEventId?: string;
  recurrence?: string[];
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  organizer?: { email?: string; self?: boolean };
  guestsCanModify?: boolean;
  locked?: boolean;
  eventType?: string;
  /** Carried to the second part when a series is split. */
  attendees?: Record<string, unknown>[];
  reminders?: { useDefault?: boolean; overrides?: { method: string; minutes: number }[] };
  colorId?: string;
  visibility?: string;
  transparency?: string;
};

type GoogleEventList = { items?: GoogleEvent[]; nextPageToken?: string };

/** Event types Google makes itself (birthdays, from Gmail): shown, not changed. */
const GENERATED_TYPES = new Set(['birthday', 'fromGmail']);

function toTime(time: EventTime | undefined): EventTime {
  if (!time) return {};
  if (time.date) return { date: time.date };
  return {
    dateTime: time.dateTime ? utcInstant(time.dateTime) : undefined,
    ...(time.timeZone ? { timeZone: time.timeZone } : {}),
  };
}

export function fromGoogleEvent(event: GoogleEvent, accountId: string): CalendarEvent {
  const privateProperties = event.extendedProperties?.private;
  const organizedElsewhere = Boolean(event.organizer) && !event.organizer?.self;
  return {
    id: event.id,
    summary: event.summary || CALENDAR_MESSAGES.noTitle,
    description: event.description ?? '',
    location: event.location ?? '',
    category: event.category ?? privateProperties?.category ?? null,
    ...(privateProperties ? { extendedProperties: { private: privateProperties } } : {}),
    emailAccountId: accountId,
    start: toTime(event.start),
    end: toTime(event.end),
    recurringEventId: event.recurringEventId ?? null,
    recurrence: null,
    readOnly:
      Boolean(event.locked) ||
      GENERATED_TYPES.has(event.eventType ?? '') ||
      (organizedElsewhere && !event.guestsCanModify),
  };
}

/**
 * The start or end of a write: an all-day date, or the event zone's wall clock with its offset
 * and the zone (Google expands a series in `timeZone`, so a weekly 09:00 stays 09:00 across DST);
 * a patch clears the other form (null), so an event can switch between all-day and timed.
 */
function googleTime(value: string, input: EventWrite, patch: boolean) {
  const cleared = patch ? null : undefined;
  if (input.allDay) return { date: value.slice(0, 10), dateTime: cleared, timeZone: cleared };
  const timeZone = input.timeZone || 'UTC';
  const { wall, offset } = zonedWallClock(value, timeZone);
  return { dateTime: `${wall}${offset}`, date: cleared, timeZone };
}

function googleBody(
  input: EventWrite,
  times: { start: string; end: string },
  { withRule, patch }: { withRule: boolean; patch: boolean },
) {
  return {
    summary: input.title,
    description: input.description,
    location: input.location,
    start: googleTime(times.start, input, patch),
    end: googleTime(times.end, input, patch),
    extendedProperties: { private: { category: input.category } },
    ...(withRule && input.recurrence
      ? { recurrence: [`RRULE:${toRRule(input.recurrence, input.allDay)}`] }
      : {}),
  };
}

export type GoogleCalendarOptions = {
  http: OAuthHttp;
  /** GOOGLE_CALENDAR_BASE_URL, e.g. https://www.googleapis.com/calendar/v3. */
  baseUrl: string;
  calendarId?: string;
};

/**
 * Google Calendar v3 (accounts of type `gmail`): events.list with singleEvents (repeating
 * events come as occurrences whose `recurringEventId` names the series), insert, patch, delete.
 * The category lives in the private extended property `category`. "This and following" trims
 * the series with UNTIL and inserts a new one from the occurrence on (Google's documented way).
 */
export function createGoogleCalendarProvider({
  http,
  baseUrl,
  calendarId = 'primary',
}: GoogleCalendarOptions): CalendarProvider {
  const eventsUrl = `${baseUrl.replace(/\/+$/, '')}/calendars/${encodeURIComponent(calendarId)}/events`;
  const eventUrl = (id: string) => `${eventsUrl}/${encodeURIComponent(id)}`;
  const getEvent = (account: ProviderAccount, id: string) =>
    http.request<GoogleEvent>(account, eventUrl(id));

  async function listEvents(account: ProviderAccount, range: EventRange) {
    const events: CalendarEvent[] = [];
    let pageToken: string | undefined;
    do {
      const url = new URL(eventsUrl);
      url.search = new URLSearchParams({
        singleEvents: 'true',
        orderBy: 'startTime',
        timeMin: range.timeMin.toISOString(),
        timeMax: range.timeMax.toISOString(),
        maxResults: '2500',
        ...(pageToken ? { pageToken } : {}),
      }).toString();
      const page = await http.request<GoogleEventList>(account, url.toString());
      for (const item of page?.items ?? []) {
        if (item.status !== 'cancelled') events.push(fromGoogleEvent(item, account.id));
      }
      pageToken = page?.nextPageToken || undefined;
    } while (pageToken);
    return events;
  }

  async function createEvent(account: ProviderAccount, input: EventWrite, extra = {}) {
    const created = await http.request<GoogleEvent>(account, eventsUrl, {
      method: 'POST',
      body: { ...googleBody(input, input, { withRule: true, patch: false }), ...extra },
    });
    return fromGoogleEvent(created, account.id);
  }

  /** The occurrence's series and original start, when `eventId` is an occurrence after the first. */
  async function laterOccurrence(account: ProviderAccount, eventId: string) {
    const event = await getEvent(account, eventId);
    if (!event.recurringEventId) return null;
    const master = await getEvent(account, event.recurringEventId);
    const original = event.originalStartTime ?? event.start ?? {};
    const recurrence = master.recurrence ?? [];
    if (!ruleLineOf(recurrence) || eventTimeMs(original) <= eventTimeMs(master.start ?? {})) {
      return null;
    }
    return { master, original, recurrence };
  }

  /** Occurrences before `original`, deleted ones included (they used up the COUNT too). */
  async function occurrencesBefore(
    account: ProviderAccount,
    seriesId: string,
    original: EventTime,
  ) {
    let used = 0;
    let pageToken: string | undefined;
    do {
      const url = new URL(`${eventUrl(seriesId)}/instances`);
      url.search = new URLSearchParams({
        timeMax: new Date(eventTimeMs(original)).toISOString(),
        showDeleted: 'true',
        maxResults: '2500',
        ...(pageToken ? { pageToken } : {}),
      }).toString();
      const page = await http.request<GoogleEventList>(account, url.toString());
      used += page?.items?.length ?? 0;
      pageToken = page?.nextPageToken || undefined;
    } while (pageToken);
    return used;
  }

  const trimSeries = (account: ProviderAccount, master: GoogleEvent, recurrence: string[]) =>
    http.request<GoogleEvent>(account, eventUrl(master.id), {
      method: 'PATCH',
      body: { recurrence },
    });

  async function updateFollowing(account: ProviderAccount, eventId: string, input: EventWrite) {
    const later = await laterOccurrence(account, eventId);
    if (!later) return updateEvent(account, eventId, input, 'series');
    const { master, original, recurrence } = later;
    let rule: string;
    if (input.recurrence) rule = `RRULE:${toRRule(input.recurrence, input.allDay)}`;
    else {
      const used = countOf(recurrence) ? await occurrencesBefore(account, master.id, original) : 0;
      const newStart: EventTime = input.allDay
        ? { date: input.start.slice(0, 10) }
        : { dateTime: input.start, timeZone: input.timeZone || 'UTC' };
      rule = followingRule(recurrence, {
        original,
        newStart,
        zone: master.start?.timeZone ?? original.timeZone ?? 'UTC',
        used,
      });
    }
    await trimSeries(account, master, endedRecurrence(recurrence, original));
    return createEvent(
      account,
      { ...input, recurrence: null },
      {
        ...carriedFields(master),
        recurrence: [rule],
      },
    );
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ): Promise<CalendarEvent> {
    if (scope === 'following') return updateFollowing(account, eventId, input);
    if (scope === 'occurrence') {
      const patched = await http.request<GoogleEvent>(account, eventUrl(eventId), {
        method: 'PATCH',
        body: googleBody(input, input, { withRule: false, patch: true }),
      });
      return fromGoogleEvent(patched, account.id);
    }
    const event = await getEvent(account, eventId);
    if (!event.recurringEventId) {
      const patched = await http.request<GoogleEvent>(account, eventUrl(eventId), {
        method: 'PATCH',
        body: googleBody(input, input, { withRule: true, patch: true }),
      });
      return fromGoogleEvent(patched, account.id);
    }
    // An occurrence, but the whole series changes: it moves as far as this occurrence moved.
    const series = await getEvent(account, event.recurringEventId);
    const times = shiftedSeriesTimes(
      { start: series.start ?? {} },
      event.originalStartTime ?? event.start ?? {},
      input,
    );
    const patched = await http.request<GoogleEvent>(account, eventUrl(series.id), {
      method: 'PATCH',
      body: googleBody(input, times, { withRule: true, patch: true }),
    });
    return fromGoogleEvent(patched, account.id);
  }

  async function deleteEvent(account: ProviderAccount, eventId: string, scope: EventScope) {
    let target = eventId;
    if (scope === 'following') {
      const later = await laterOccurrence(account, eventId);
      if (later) {
        await trimSeries(account, later.master, endedRecurrence(later.recurrence, later.original));
        return;
      }
    }
    if (scope !== 'occurrence') {
      const event = await getEvent(account, eventId);
      target = event.recurringEventId ?? eventId;
    }
    await http.request<null>(account, eventUrl(target), { method: 'DELETE' });
  }

  return { listEvents, createEvent, updateEvent, deleteEvent, splitsSeries: true };
}
