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
import {
  ACCOUNT_MESSAGES,
  CALENDAR_MESSAGES,
  type CalendarEvent,
  type EventScope,
} from '@worksphere/contracts';
import { OutboundRefusedError, type Outbound } from '../../../platform/net/outbound.js';
import {
  ProviderError,
  type CalendarProvider,
  type EventRange,
  type EventWrite,
  type ProviderAccount,
} from './calendar-provider.js';
import { formatFloating, renderVcalendar, type IcalTime } from '../ical/index.js';
import { isValidTimeZone, toWall } from '../time-zones.js';
import {
  addMissingTimezones,
  formOf,
  setTime,
  shiftOccurrenceIds,
  timeProperty,
  wallMs,
  zonedForm,
  type TimeForm,
} from './caldav-times.js';
import {
  instantOf,
  isFloating,
  occurrenceKey,
  timeOfKey,
  valueOfKey,
} from './caldav-occurrences.js';
import {
  continuedRule,
  endSeriesBefore,
  followingObject,
  isFirstOccurrence,
} from './caldav-following.js';
import { shiftedSeriesTimes, toRRule } from './provider-events.js';
import { PROVIDER_MESSAGES } from './provider-http.js';

/** Where a CalDAV account's calendar is (account settings, not secret). */
export type CaldavSettings = { serverUrl: string; calendarUrl: string };

/** Most occurrences one series gives in one range: a guard against endless rules. */
const MAX_OCCURRENCES = 2_000;

/** The furthest any zone's wall clock is from UTC (Kiribati, +14:00). */
const MAX_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

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

function eventTime(time: ICAL.Time, wallZone = 'UTC') {
  if (time.isDate) return { date: time.toString() };
  if (isFloating(time)) {
    return { dateTime: instantOf(time, wallZone).toISOString(), timeZone: wallZone };
  }
  const zone = time.zone?.tzid;
  return {
    dateTime: time.toJSDate().toISOString(),
    timeZone: zone && zone !== 'Z' ? zone : 'UTC',
  };
}

/**
 * The zone an object's floating times are read in: a TZID with no VTIMEZONE in the object (some
 * servers strip them) when it is an IANA name, else the viewer's zone.
 */
function wallZoneOf(master: ICAL.Component, viewerZone: string): string {
  const tzid = master.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' && isValidTimeZone(tzid) ? tzid : viewerZone;
}

const isCancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

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
  wallZone = 'UTC',
): CalendarEvent {
  const category = item.component.getFirstProperty('categories')?.getFirstValue();
  return {
    id: ids.id,
    summary: item.summary || CALENDAR_MESSAGES.noTitle,
    description: item.description ?? '',
    location: item.location ?? '',
    category: typeof category === 'string' && category ? category : null,
    emailAccountId: accountId,
    start: eventTime(times.start, wallZone),
    end: eventTime(times.end, wallZone),
    recurringEventId: ids.recurringEventId,
    recurrence: null,
    readOnly: false,
  };
}

/**
 * Every event of one calendar object overlapping the range, series expanded (ical.js); floating
 * times read in `viewerZone`; a cancelled event or occurrence (STATUS:CANCELLED) is left out.
 */
export function eventsOfObject(
  data: string,
  objectId: string,
  range: EventRange,
  accountId: string,
  viewerZone = 'UTC',
): CalendarEvent[] {
  const vevents = parseCalendar(data).getAllSubcomponents('vevent');
  const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
  if (!master || isCancelled(master)) return [];
  const wallZone = wallZoneOf(master, viewerZone);
  const event = new ICAL.Event(master, {
    exceptions: vevents.filter((vevent) => vevent !== master),
  });
  const overlaps = (start: ICAL.Time, end: ICAL.Time) =>
    instantOf(start, wallZone) < range.timeMax && instantOf(end, wallZone) > range.timeMin;
  if (!event.isRecurring()) {
    return overlaps(event.startDate, event.endDate)
      ? [
          toEvent(
            event,
            { start: event.startDate, end: event.endDate },
            { id: objectId, recurringEventId: null },
            accountId,
            wallZone,
          ),
        ]
      : [];
  }
  const events: CalendarEvent[] = [];
  const iterator = event.iterator();
  for (let count = 0, next = iterator.next(); next && count < MAX_OCCURRENCES; count += 1) {
    const details = event.getOccurrenceDetails(next);
    if (
      instantOf(details.startDate, wallZone) >= range.timeMax &&
      instantOf(next, wallZone) >= range.timeMax
    ) {
      break;
    }
    if (overlaps(details.startDate, details.endDate) && !isCancelled(details.item.component)) {
      events.push(
        toEvent(
          details.item,
          { start: details.startDate, end: details.endDate },
          {
            id: `${objectId}.${occurrenceKey(details.recurrenceId, wallZone)}`,
            recurringEventId: objectId,
          },
          accountId,
          wallZone,
        ),
      );
    }
    next = iterator.next();
  }
  return events;
}

/**
 * The event as just written, read back from the saved text as any client would read it: the
 * series VEVENT, or the edited occurrence with this key.
 */
function savedEvent(
  data: string,
  occurrence: string | null,
  ids: { id: string; recurringEventId: string | null; accountId: string; wallZone: string },
): CalendarEvent {
  const vevents = parseCalendar(data).getAllSubcomponents('vevent');
  const component =
    (occurrence &&
      vevents.find((vevent) => {
        const value = vevent.getFirstPropertyValue('recurrence-id');
        return value instanceof ICAL.Time && occurrenceKey(value, ids.wallZone) === occurrence;
      })) ||
    vevents.find((vevent) => !vevent.hasProperty('recurrence-id'))!;
  const event = new ICAL.Event(component);
  return toEvent(
    event,
    { start: event.startDate, end: event.endDate },
    { id: ids.id, recurringEventId: ids.recurringEventId },
    ids.accountId,
    ids.wallZone,
  );
}

/**
 * Writes the form's fields into a VEVENT, its times in `form` (the object's own); the rule only
 * when one is given. SEQUENCE goes up, so other clients see the change as newer.
 */
function applyWrite(
  vcalendar: ICAL.Component,
  vevent: ICAL.Component,
  input: EventWrite,
  write: { start: string; end: string; form: TimeForm; withRule: boolean },
) {
  vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(new Date(), true));
  vevent.updatePropertyWithValue('last-modified', ICAL.Time.fromJSDate(new Date(), true));
  setTime(vevent, 'dtstart', write.start, write.form, vcalendar);
  vevent.removeAllProperties('duration');
  setTime(vevent, 'dtend', write.end, write.form, vcalendar);
  vevent.updatePropertyWithValue('summary', input.title);
  for (const [name, value] of [
    ['description', input.description],
    ['location', input.location],
    ['categories', input.category],
  ] as const) {
    vevent.removeAllProperties(name);
    if (value) vevent.addPropertyWithValue(name, value);
  }
  const sequence = Number(vevent.getFirstPropertyValue('sequence') ?? -1);
  vevent.updatePropertyWithValue('sequence', Number.isInteger(sequence) ? sequence + 1 : 0);
  if (write.withRule && input.recurrence) {
    let rule = toRRule(input.recurrence, input.allDay);
    const { form } = write;
    if (form.kind === 'floating' && input.recurrence.until) {
      // A floating start takes a floating UNTIL (RFC 5545; python's dateutil refuses a mix).
      const until = formatFloating(toWall(new Date(input.recurrence.until), form.wallZone));
      rule = rule.replace(/UNTIL=\d{8}T\d{6}Z/, `UNTIL=${until}`);
    }
    vevent.updatePropertyWithValue('rrule', ICAL.Recur.fromString(rule));
  }
}

/** The new event as iCalendar: DTSTART with the event's TZID and its VTIMEZONE, never UTC. */
function newObject(uid: string, input: EventWrite): string {
  const time = (value: string): IcalTime =>
    input.allDay
      ? { date: value.slice(0, 10) }
      : { instant: new Date(value), timeZone: input.timeZone || 'UTC' };
  const now = new Date();
  return renderVcalendar({
    events: [
      {
        uid,
        stamp: now,
        created: now,
        lastModified: now,
        sequence: 0,
        summary: input.title,
        description: input.description,
        location: input.location,
        categories: input.category ? [input.category] : [],
        start: time(input.start),
        end: time(input.end),
        recurrence: input.recurrence ?? null,
      },
    ],
    now,
  });
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
    // A server compares floating times as UTC (or in a zone of its own): ask for 14 h more on
    // each side, the most any zone is from UTC, and keep what falls in the viewer's range.
    const objects = await dav(() =>
      fetchCalendarObjects({
        ...dav_,
        timeRange: {
          start: new Date(range.timeMin.getTime() - MAX_ZONE_OFFSET_MS).toISOString(),
          end: new Date(range.timeMax.getTime() + MAX_ZONE_OFFSET_MS).toISOString(),
        },
      }),
    );
    const viewerZone = range.timeZone && isValidTimeZone(range.timeZone) ? range.timeZone : 'UTC';
    return objects.flatMap((object) => {
      try {
        const objectId = objectIdOf(object.url);
        return eventsOfObject(object.data ?? '', objectId, range, account.id, viewerZone);
      } catch {
        return []; // One unreadable object does not hide the rest of the calendar.
      }
    });
  }

  async function createEvent(account: ProviderAccount, input: EventWrite) {
    const dav_ = connection(account);
    const uid = randomUUID();
    const data = newObject(uid, input);
    const filename = `${uid}.ics`;
    const response = await dav(() => createCalendarObject({ ...dav_, filename, iCalString: data }));
    await checked(response, 'PUT');
    return savedEvent(data, null, {
      id: Buffer.from(filename).toString('base64url'),
      recurringEventId: null,
      accountId: account.id,
      wallZone: input.timeZone || 'UTC',
    });
  }

  /** PUT with If-Match; the object gains a VTIMEZONE for any zone it uses and lacks. */
  async function save(
    dav_: Awaited<ReturnType<typeof fetchObject>>,
    vcalendar: ICAL.Component,
  ): Promise<string> {
    addMissingTimezones(vcalendar);
    const data = vcalendar.toString();
    const response = await dav(() =>
      updateCalendarObject({ ...dav_, calendarObject: { ...dav_.object, data } }),
    );
    await checked(response, 'PUT');
    return data;
  }

  /** The object's series VEVENT and the VEVENT of each edited occurrence, by occurrence key. */
  function partsOf(vcalendar: ICAL.Component, wallZoneFor: (master: ICAL.Component) => string) {
    const vevents = vcalendar.getAllSubcomponents('vevent');
    const master = vevents.find((vevent) => !vevent.hasProperty('recurrence-id'));
    if (!master) throw new ProviderError(CALENDAR_MESSAGES.eventNotFound, 'not_found');
    const wallZone = wallZoneFor(master);
    const exceptionOf = (key: string) =>
      vevents.find((vevent) => {
        const value = vevent.getFirstPropertyValue('recurrence-id');
        return value instanceof ICAL.Time && occurrenceKey(value, wallZone) === key;
      });
    return { master, wallZone, exceptionOf };
  }

  /**
   * "This and following": the series ends before the occurrence (UNTIL, with the If-Match of
   * the object read) and a copy under a new UID takes over from it with the form's fields. The
   * old rule goes on (its COUNT shared out) unless the form gives one; with the old rule, the
   * edited and skipped occurrences after the split move as far as the occurrence did, with a
   * new rule they go.
   */
  async function updateFollowing(
    account: ProviderAccount,
    dav_: Awaited<ReturnType<typeof fetchObject>>,
    occurrence: string,
    input: EventWrite,
    parts: { vcalendar: ICAL.Component; master: ICAL.Component; wallZone: string },
    forms: { form: TimeForm; seriesForm: TimeForm },
  ) {
    const { vcalendar, master, wallZone } = parts;
    const original = dav_.object.data as string;
    const uid = randomUUID();
    const next = followingObject(original, occurrence, wallZone, uid);
    const nextMaster = next
      .getAllSubcomponents('vevent')
      .find((vevent) => !vevent.hasProperty('recurrence-id'))!;
    const ruleKept = !input.recurrence;
    if (!ruleKept) {
      // A new rule: the old occurrences' edits and skips name nothing in it.
      for (const vevent of next.getAllSubcomponents('vevent')) {
        if (vevent !== nextMaster) next.removeSubcomponent(vevent);
      }
      nextMaster.removeAllProperties('exdate');
    }
    applyWrite(next, nextMaster, input, { ...input, form: forms.form, withRule: !ruleKept });
    nextMaster.updatePropertyWithValue('sequence', 0);
    const oldStart = timeProperty(
      'dtstart',
      valueOfKey(occurrence),
      forms.seriesForm,
      vcalendar,
    ).getFirstValue() as ICAL.Time;
    const newStart = nextMaster.getFirstPropertyValue('dtstart') as ICAL.Time;
    if (ruleKept) {
      const rule = continuedRule(master, { key: occurrence, wallZone, oldStart, newStart });
      if (rule) nextMaster.updatePropertyWithValue('rrule', rule);
      if (forms.form.kind === forms.seriesForm.kind) {
        shiftOccurrenceIds(next, wallMs(newStart) - wallMs(oldStart));
      } else {
        // Switched between all-day and timed: the old ids no longer name occurrences.
        for (const vevent of next.getAllSubcomponents('vevent')) {
          if (vevent !== nextMaster) next.removeSubcomponent(vevent);
        }
        nextMaster.removeAllProperties('exdate');
      }
    }
    endSeriesBefore(vcalendar, occurrence, wallZone);
    await save(dav_, vcalendar);
    addMissingTimezones(next);
    const data = next.toString();
    const filename = `${uid}.ics`;
    const response = await dav(() =>
      createCalendarObject({ ...connection(account), filename, iCalString: data }),
    );
    await checked(response, 'PUT');
    return savedEvent(data, null, {
      id: Buffer.from(filename).toString('base64url'),
      recurringEventId: null,
      accountId: account.id,
      wallZone,
    });
  }

  async function updateEvent(
    account: ProviderAccount,
    eventId: string,
    input: EventWrite,
    scope: EventScope,
  ) {
    const { objectId, occurrence } = parseEventId(eventId);
    const dav_ = await fetchObject(account, objectId);
    const vcalendar = parseCalendar(dav_.object.data as string);
    const writerZone = input.timeZone || 'UTC';
    const { master, wallZone, exceptionOf } = partsOf(vcalendar, (vevent) =>
      wallZoneOf(vevent, writerZone),
    );
    // The series keeps its zone (or UTC, or floating); all-day and timed may be switched.
    const seriesForm = formOf(vcalendar, master, writerZone);
    const form: TimeForm = input.allDay
      ? { kind: 'date' }
      : seriesForm.kind === 'date'
        ? zonedForm(writerZone)
        : seriesForm;
    const ids = { accountId: account.id, wallZone };
    if (occurrence && scope === 'occurrence') {
      let exception = exceptionOf(occurrence);
      if (!exception) {
        exception = new ICAL.Component('vevent');
        exception.updatePropertyWithValue('uid', textOf(master, 'uid'));
        // In the series' own form, so every client matches it to its occurrence.
        setTime(exception, 'recurrence-id', valueOfKey(occurrence), seriesForm, vcalendar);
        vcalendar.addSubcomponent(exception);
      }
      applyWrite(vcalendar, exception, input, { ...input, form, withRule: false });
      const data = await save(dav_, vcalendar);
      return savedEvent(data, occurrence, { ...ids, id: eventId, recurringEventId: objectId });
    }
    if (occurrence && scope === 'following' && !isFirstOccurrence(master, occurrence, wallZone)) {
      return updateFollowing(
        account,
        dav_,
        occurrence,
        input,
        { vcalendar, master, wallZone },
        { form, seriesForm },
      );
    }
    const times = occurrence
      ? shiftedSeriesTimes(
          { start: eventTime(new ICAL.Event(master).startDate, wallZone) },
          eventTime(timeOfKey(occurrence), wallZone),
          input,
        )
      : input;
    const startBefore = master.getFirstPropertyValue('dtstart');
    applyWrite(vcalendar, master, input, { ...times, form, withRule: true });
    const startAfter = master.getFirstPropertyValue('dtstart');
    if (
      form.kind === seriesForm.kind &&
      startBefore instanceof ICAL.Time &&
      startAfter instanceof ICAL.Time
    ) {
      shiftOccurrenceIds(vcalendar, wallMs(startAfter) - wallMs(startBefore));
    }
    const data = await save(dav_, vcalendar);
    return savedEvent(data, null, { ...ids, id: objectId, recurringEventId: null });
  }

  async function deleteEvent(account: ProviderAccount, eventId: string, scope: EventScope) {
    const { objectId, occurrence } = parseEventId(eventId);
    const dav_ = await fetchObject(account, objectId);
    if (occurrence && scope === 'following') {
      const vcalendar = parseCalendar(dav_.object.data as string);
      const { master, wallZone } = partsOf(vcalendar, (vevent) => wallZoneOf(vevent, 'UTC'));
      if (!isFirstOccurrence(master, occurrence, wallZone)) {
        endSeriesBefore(vcalendar, occurrence, wallZone);
        await save(dav_, vcalendar);
        return;
      }
    }
    if (!occurrence || scope !== 'occurrence') {
      const response = await dav(() =>
        deleteCalendarObject({ ...dav_, calendarObject: dav_.object }),
      );
      await checked(response, 'DELETE');
      return;
    }
    // One occurrence: the series skips it (EXDATE in the series' form), and any changed copy goes.
    const vcalendar = parseCalendar(dav_.object.data as string);
    const { master, exceptionOf } = partsOf(vcalendar, (vevent) => wallZoneOf(vevent, 'UTC'));
    const exception = exceptionOf(occurrence);
    if (exception) vcalendar.removeSubcomponent(exception);
    const seriesForm = formOf(vcalendar, master, 'UTC');
    master.addProperty(timeProperty('exdate', valueOfKey(occurrence), seriesForm, vcalendar));
    await save(dav_, vcalendar);
  }

  return { listEvents, createEvent, updateEvent, deleteEvent, splitsSeries: true };
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
