import { randomUUID } from 'node:crypto';
import ICAL from 'ical.js';
import {
  createAccount,
  createCalendarObject,
  deleteCalendarObject,
  fetchCalendarObjects,
  fetchCalendars,
  updateCalendarObject,
  type DAVCalendar,
} from 'tsdav';
import { ACCOUNT_MESSAGES, CALENDAR_MESSAGES, type CalendarEvent } from '@worksphere/contracts';
import { OutboundRefusedError, type Outbound } from '../../../platform/net/outbound.js';
import {
  ProviderError,
  type CalendarProvider,
  type EventRange,
  type EventWrite,
  type ProviderAccount,
} from './calendar-provider.js';
import { compactTime, shiftedSeriesTimes, toRRule } from './provider-events.js';
import { PROVIDER_MESSAGES } from './provider-http.js';

/** Where a CalDAV account's calendar is (account settings, not secret). */
export type CaldavSettings = { serverUrl: string; calendarUrl: string };

/** Most occurrences one series gives in one range: a guard against endless rules. */
const MAX_OCCURRENCES = 2_000;

const basicAuth = (username: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});

const unavailable = (detail: string) =>
  new ProviderError(CALENDAR_MESSAGES.providerUnavailable, 'unavailable', detail);

/**
 * tsdav's requests through the app's guarded outbound client (the server URL is the user's):
 * a refused address, a network error, a time-out or a 5xx/429 is "unavailable"; a 401 goes
 * to `onUnauthorized`, which throws.
 */
function guardedFetch(outbound: Outbound, onUnauthorized: () => Promise<never>): typeof fetch {
  const davFetch = async (input: string | URL | Request, init?: RequestInit) => {
    let response: Awaited<ReturnType<Outbound['fetch']>>;
    try {
      response = await outbound.fetch(
        input instanceof Request ? input.url : input,
        init as Parameters<Outbound['fetch']>[1],
      );
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof OutboundRefusedError) {
        throw new ProviderError(cause.message, 'unavailable', cause.message);
      }
      throw unavailable(`${(error as Error).name}: ${(error as Error).message}`);
    }
    if (response.status === 401) {
      await response.body?.cancel();
      return onUnauthorized();
    }
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw unavailable(`${init?.method ?? 'GET'} answered ${response.status}.`);
    }
    return response as unknown as Response;
  };
  return davFetch as typeof fetch;
}

/** Ids: the object's file name (base64url), and for an occurrence ".{recurrence id}". */
const objectIdOf = (href: string) =>
  Buffer.from(decodeURIComponent(href.split('/').filter(Boolean).pop() ?? '')).toString(
    'base64url',
  );
function parseEventId(id: string): { objectId: string; occurrence: string | null } {
  const [objectId = '', occurrence = null] = id.split('.', 2);
  return { objectId, occurrence };
}
const fileNameOf = (objectId: string) => Buffer.from(objectId, 'base64url').toString('utf8');

function occurrenceKey(time: ICAL.Time): string {
  return time.isDate
    ? time.toString().replaceAll('-', '')
    : compactTime(time.toJSDate().toISOString(), false);
}

/** The ICAL time a compact recurrence id names (a date, or a UTC date-time). */
function timeOfKey(key: string): ICAL.Time {
  if (/^\d{8}$/.test(key)) {
    return ICAL.Time.fromDateString(`${key.slice(0, 4)}-${key.slice(4, 6)}-${key.slice(6, 8)}`);
  }
  const iso = key.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z');
  return ICAL.Time.fromJSDate(new Date(iso), true);
}

function eventTime(time: ICAL.Time) {
  if (time.isDate) return { date: time.toString() };
  const zone = time.zone?.tzid;
  return {
    dateTime: time.toJSDate().toISOString(),
    timeZone: zone && zone !== 'floating' && zone !== 'Z' ? zone : 'UTC',
  };
}

function parseCalendar(data: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(data) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar;
}

const textOf = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

function toEvent(
  item: ICAL.Event,
  times: { start: ICAL.Time; end: ICAL.Time },
  ids: { id: string; recurringEventId: string | null },
  accountId: string,
): CalendarEvent {
  const category = item.component.getFirstProperty('categories')?.getFirstValue();
  return {
    id: ids.id,
    summary: item.summary || CALENDAR_MESSAGES.noTitle,
    description: item.description ?? '',
    location: item.location ?? '',
    category: typeof category === 'string' && category ? category : null,
    emailAccountId: accountId,
    start: eventTime(times.start),
    end: eventTime(times.end),
    recurringEventId: ids.recurringEventId,
    recurrence: null,
    readOnly: false,
  };
}

/** Every event of one calendar object overlapping the range, series expanded (ical.js). */
export function eventsOfObject(
  data: string,
  objectId: string,
  range: EventRange,
  accountId: string,
): CalendarEvent[] {
  const vevents = parseCalendar(data).getAllSubcomponents('vevent');
  const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
  if (!master) return [];
  const event = new ICAL.Event(master, {
    exceptions: vevents.filter((vevent) => vevent !== master),
  });
  const overlaps = (start: ICAL.Time, end: ICAL.Time) =>
    start.toJSDate() < range.timeMax && end.toJSDate() > range.timeMin;
  if (!event.isRecurring()) {
    return overlaps(event.startDate, event.endDate)
      ? [
          toEvent(
            event,
            { start: event.startDate, end: event.endDate },
            { id: objectId, recurringEventId: null },
            accountId,
          ),
        ]
      : [];
  }
  const events: CalendarEvent[] = [];
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1) {
    const details = event.getOccurrenceDetails(next);
    if (details.startDate.toJSDate() >= range.timeMax && next.toJSDate() >= range.timeMax) break;
    if (overlaps(details.startDate, details.endDate)) {
      events.push(
        toEvent(
          details.item,
          { start: details.startDate, end: details.endDate },
          { id: `${objectId}.${occurrenceKey(details.recurrenceId)}`, recurringEventId: objectId },
          accountId,
        ),
      );
    }
    next = iterator.next();
  }
  return events;
}

const icalTime = (value: string, allDay: boolean) =>
  allDay
    ? ICAL.Time.fromDateString(value.slice(0, 10))
    : ICAL.Time.fromJSDate(new Date(value), true);

/** Writes the form's fields into a VEVENT; the rule only when one is given. */
function applyWrite(
  vevent: ICAL.Component,
  input: EventWrite,
  times: { start: string; end: string },
  withRule: boolean,
) {
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  vevent.updatePropertyWithValue('last-modified', ICAL.Time.fromJSDate(new Date(), true));
  vevent.updatePropertyWithValue('dtstart', icalTime(times.start, input.allDay));
  vevent.removeAllProperties('duration');
  vevent.updatePropertyWithValue('dtend', icalTime(times.end, input.allDay));
  vevent.updatePropertyWithValue('summary', input.title);
  for (const [name, value] of [
    ['description', input.description],
    ['location', input.location],
    ['categories', input.category],
  ] as const) {
    vevent.removeAllProperties(name);
    if (value) vevent.addPropertyWithValue(name, value);
  }
  if (withRule && input.recurrence) {
    vevent.updatePropertyWithValue(
      'rrule',
      ICAL.Recur.fromString(toRRule(input.recurrence, input.allDay)),
    );
  }
}

export type CaldavOptions = { outbound: Outbound };

/**
 * CalDAV (accounts of type `caldav`, any server: Nextcloud, Fastmail, iCloud, Radicale) with
 * tsdav: calendar-query by time range, series expanded with ical.js; one .ics per event, PUT
 * with its UID as the file name, changed with If-Match on its ETag. Credentials are a user
 * name and (app) password; a 401 marks the account "reconnect needed".
 */
export function createCaldavCalendarProvider({ outbound }: CaldavOptions): CalendarProvider {
  function connection(account: ProviderAccount) {
    const settings = account.settings as Partial<CaldavSettings>;
    const credentials = account.credentials;
    if (credentials?.kind !== 'password' || !settings.calendarUrl) {
      throw new ProviderError(ACCOUNT_MESSAGES.reconnectNeeded, 'auth', 'No CalDAV settings.');
    }
    const calendarUrl = settings.calendarUrl.endsWith('/')
      ? settings.calendarUrl
      : `${settings.calendarUrl}/`;
    return {
      calendar: { url: calendarUrl } as DAVCalendar,
      headers: basicAuth(credentials.username, credentials.password),
      fetch: guardedFetch(outbound, async () => {
        await account.credentialStore.markReconnectNeeded(
          account.id,
          ACCOUNT_MESSAGES.reconnectNeeded,
        );
        throw new ProviderError(ACCOUNT_MESSAGES.reconnectNeeded, 'auth', 'CalDAV answered 401.');
      }),
    };
  }

  /** tsdav throws plain Errors for failed queries; ours (ProviderError) pass as they are. */
  async function dav<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw unavailable((error as Error).message);
    }
  }

  async function fetchObject(account: ProviderAccount, objectId: string) {
    const dav_ = connection(account);
    const url = new URL(encodeURIComponent(fileNameOf(objectId)), dav_.calendar.url).href;
    const [object] = await dav(() =>
      fetchCalendarObjects({ ...dav_, objectUrls: [url], urlFilter: () => true }),
    );
    if (!object?.data || !objectId) {
      throw new ProviderError(CALENDAR_MESSAGES.eventNotFound, 'not_found', 'No such object.');
    }
    return { ...dav_, object: { ...object, url } };
  }

  async function checked(response: Response, what: string) {
    if (response.ok) return;
    const detail = `${what} answered ${response.status}.`;
    if (response.status === 404 || response.status === 410) {
      throw new ProviderError(CALENDAR_MESSAGES.eventNotFound, 'not_found', detail);
    }
    if (response.status === 403) {
      throw new ProviderError(CALENDAR_MESSAGES.readOnlyEvent, 'rejected', detail);
    }
    throw new ProviderError(PROVIDER_MESSAGES.rejected, 'rejected', detail);
  }

  async function listEvents(account: ProviderAccount, range: EventRange) {
    const dav_ = connection(account);
    const objects = await dav(() =>
      fetchCalendarObjects({
        ...dav_,
        timeRange: { start: range.timeMin.toISOString(), end: range.timeMax.toISOString() },
      }),
    );
    return objects.flatMap((object) => {
      try {
        return eventsOfObject(object.data ?? '', objectIdOf(object.url), range, account.id);
      } catch {
        return []; // One unreadable object does not hide the rest of the calendar.
      }
    });
  }

  async function createEvent(account: ProviderAccount, input: EventWrite) {
    const dav_ = connection(account);
    const uid = randomUUID();
    const vcalendar = new ICAL.Component(['vcalendar', [], []]);
    vcalendar.updatePropertyWithValue('prodid', '-//Worksphere//Calendar//EN');
    vcalendar.updatePropertyWithValue('version', '2.0');
    const vevent = new ICAL.Component('vevent');
    vevent.updatePropertyWithValue('uid', uid);
    applyWrite(vevent, input, input, true);
    vcalendar.addSubcomponent(vevent);
    const filename = `${uid}.ics`;
    const response = await dav(() =>
      createCalendarObject({ ...dav_, filename, iCalString: vcalendar.toString() }),
    );
    await checked(response, 'PUT');
    const event = new ICAL.Event(vevent);
    return toEvent(
      event,
      { start: event.startDate, end: event.endDate },
      { id: Buffer.from(filename).toString('base64url'), recurringEventId: null },
      account.id,
    );
  }

  async function save(
    dav_: Awaited<ReturnType<typeof fetchObject>>,
    vcalendar: ICAL.Component,
  ): Promise<void> {
    const response = await dav(() =>
      updateCalendarObject({
        ...dav_,
        calendarObject: { ...dav_.object, data: vcalendar.toString() },
      }),
    );
    await checked(response, 'PUT');
  }

  const sameInstant = (a: ICAL.Time, b: ICAL.Time) =>
    a.isDate === b.isDate && a.toJSDate().getTime() === b.toJSDate().getTime();

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: 'occurrence' | 'series',
  ) {
    const { objectId, occurrence } = parseEventId(eventId);
    const dav_ = await fetchObject(account, objectId);
    const vcalendar = parseCalendar(dav_.object.data as string);
    const vevents = vcalendar.getAllSubcomponents('vevent');
    const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
    if (!master) throw new ProviderError(CALENDAR_MESSAGES.eventNotFound, 'not_found');
    if (occurrence && scope === 'occurrence') {
      const recurrenceId = timeOfKey(occurrence);
      let exception = vevents.find((vevent) => {
        const value = vevent.getFirstPropertyValue('recurrence-id');
        return value instanceof ICAL.Time && sameInstant(value, recurrenceId);
      });
      if (!exception) {
        exception = new ICAL.Component('vevent');
        exception.updatePropertyWithValue('uid', textOf(master, 'uid'));
        exception.updatePropertyWithValue('recurrence-id', recurrenceId);
        vcalendar.addSubcomponent(exception);
      }
      applyWrite(exception, input, input, false);
      await save(dav_, vcalendar);
      const event = new ICAL.Event(exception);
      return toEvent(
        event,
        { start: event.startDate, end: event.endDate },
        { id: eventId, recurringEventId: objectId },
        account.id,
      );
    }
    const times = occurrence
      ? shiftedSeriesTimes(
          { start: eventTime(new ICAL.Event(master).startDate) },
          eventTime(timeOfKey(occurrence)),
          input,
        )
      : input;
    applyWrite(master, input, times, true);
    await save(dav_, vcalendar);
    const event = new ICAL.Event(master);
    return toEvent(
      event,
      { start: event.startDate, end: event.endDate },
      { id: objectId, recurringEventId: null },
      account.id,
    );
  }

  async function deleteEvent(
    account: ProviderAccount,
    eventId: string,
    scope: 'occurrence' | 'series',
  ) {
    const { objectId, occurrence } = parseEventId(eventId);
    const dav_ = await fetchObject(account, objectId);
    if (!occurrence || scope === 'series') {
      const response = await dav(() =>
        deleteCalendarObject({ ...dav_, calendarObject: dav_.object }),
      );
      await checked(response, 'DELETE');
      return;
    }
    // One occurrence: the series skips it (EXDATE), and any changed copy of it goes.
    const vcalendar = parseCalendar(dav_.object.data as string);
    const recurrenceId = timeOfKey(occurrence);
    for (const vevent of vcalendar.getAllSubcomponents('vevent')) {
      const value = vevent.getFirstPropertyValue('recurrence-id');
      if (!value) vevent.addPropertyWithValue('exdate', recurrenceId);
      else if (value instanceof ICAL.Time && sameInstant(value, recurrenceId)) {
        vcalendar.removeSubcomponent(vevent);
      }
    }
    await save(dav_, vcalendar);
  }

  return { listEvents, createEvent, updateEvent, deleteEvent };
}

/** Why a CalDAV connection could not be set up, in the words Settings shows. */
export class CaldavConnectError extends Error {
  override name = 'CaldavConnectError';
}

export type CaldavDiscovery = CaldavSettings & { calendarName: string };

/**
 * Connecting a CalDAV account: the server URL passes the outbound guard, then tsdav finds the
 * principal, its calendar home and the first calendar that holds events, with the given
 * credentials. Throws CaldavConnectError with the message for the user.
 */
export async function discoverCaldavCalendar(
  outbound: Outbound,
  input: { serverUrl: string; username: string; password: string },
): Promise<CaldavDiscovery> {
  let serverUrl: URL;
  try {
    serverUrl = await outbound.assertPublicHttpsUrl(input.serverUrl);
  } catch (error) {
    throw new CaldavConnectError((error as Error).message);
  }
  class LoginRefused extends Error {}
  const headers = basicAuth(input.username, input.password);
  const davFetch = guardedFetch(outbound, async () => {
    throw new LoginRefused();
  });
  try {
    const account = await createAccount({
      account: {
        serverUrl: serverUrl.href,
        accountType: 'caldav',
        credentials: { username: input.username, password: input.password },
      },
      headers,
      fetch: davFetch,
    });
    const calendars = await fetchCalendars({ account, headers, fetch: davFetch });
    const calendar =
      calendars.find((entry) => entry.components?.includes('VEVENT')) ??
      calendars.find((entry) => !entry.components?.length);
    if (!calendar) throw new CaldavConnectError(ACCOUNT_MESSAGES.caldavNoCalendar);
    const name = typeof calendar.displayName === 'string' ? calendar.displayName : '';
    return { serverUrl: serverUrl.href, calendarUrl: calendar.url, calendarName: name };
  } catch (error) {
    if (error instanceof CaldavConnectError) throw error;
    if (
      error instanceof LoginRefused ||
      /invalid credentials|401/i.test((error as Error).message)
    ) {
      throw new CaldavConnectError(ACCOUNT_MESSAGES.caldavLoginFailed);
    }
    if (error instanceof ProviderError)
      throw new CaldavConnectError(ACCOUNT_MESSAGES.caldavUnreachable);
    // tsdav's "cannot find principalUrl"/"homeUrl": a server that is not CalDAV, or no calendars.
    throw new CaldavConnectError(
      /principal|home/i.test((error as Error).message)
        ? ACCOUNT_MESSAGES.caldavNoCalendar
        : ACCOUNT_MESSAGES.caldavUnreachable,
    );
  }
}
