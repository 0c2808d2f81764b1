import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { findIana } from 'windows-iana';
import {
  createFakeAuthorizationServer,
  expandSimpleRule,
  instantOfWall,
  listenOnLoopback,
  readBody,
  sendJson,
  zoneOffsetMs,
} from './fake-oauth.js';
import { createFakeApiGate } from './fake-api-gate.js';
import { createFakeGraphMail } from './fake-graph-mail.js';
import { graphError, graphRefusals } from './fake-provider-errors.js';

type GraphTime = { dateTime: string; timeZone: string };
export type FakeGraphEvent = {
  id: string;
  subject?: string;
  body?: { contentType: string; content: string };
  location?: { displayName: string };
  start: GraphTime;
  end: GraphTime;
  isAllDay?: boolean;
  isOrganizer?: boolean;
  categories?: string[];
  type: 'singleInstance' | 'occurrence' | 'exception' | 'seriesMaster';
  seriesMasterId?: string | null;
  /**
   * The fake's own simple rule for series masters; a posted daily or weekly
   * patternedRecurrence becomes one (other patterns are not modelled).
   */
  rule?: string;
  /** The zone the event was written in; a series repeats at its wall clock. */
  originalStartTimeZone?: string;
  /** Occurrences: their start in the series (UTC, DateTimeOffset), even once moved. */
  originalStart?: string;
  [key: string]: unknown;
};

/** Graph's wall-clock form in UTC: 2024-05-01T10:00:00.0000000. */
const wallClock = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '.0000000');

/** A zone as Graph takes it (IANA or Windows name) as an IANA name; UTC when unknown. */
function ianaOf(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return findIana(zone)[0] ?? 'UTC';
  }
}

/** The zone a request's `Prefer: outlook.timezone="…"` asks for; Graph's default is UTC. */
const preferredZone = (request: IncomingMessage) =>
  /outlook\.timezone="([^"]+)"/.exec(String(request.headers.prefer ?? ''))?.[1] ?? 'UTC';
const msOf = (time: GraphTime) => Date.parse(time.dateTime.replace(/(\.\d+)?$/, '') + 'Z');

/**
 * Microsoft on loopback: the identity platform's authorize and token endpoints (PKCE) under
 * /common/oauth2/v2.0, and Graph under /v1.0: /me, /me/calendarView (pages of `pageSize` with
 * an absolute @odata.nextLink, series expanded into `occurrence`s with seriesMasterId) and
 * /me/events, and the mail of fake-graph-mail.ts. 401 InvalidAuthenticationToken, 429
 * TooManyRequests with Retry-After on demand (fake-api-gate.ts).
 * Times are stored in UTC and answered as the wall clock of the zone `Prefer: outlook.timezone`
 * names (IANA or Windows name; UTC without one), with that zone in `timeZone`, as Graph does; a
 * time written in another zone is converted, and series repeat at the wall clock of the zone they
 * were written in (originalStartTimeZone). A series' patternedRecurrence (daily or weekly,
 * numbered or with an end date) becomes the fake's rule.
 */
export async function startFakeMicrosoft(
  client = { id: 'microsoft-client', secret: 'microsoft-secret' },
) {
  const auth = createFakeAuthorizationServer(client);
  const events = new Map<string, FakeGraphEvent>();
  const overrides = new Map<string, Partial<FakeGraphEvent>>();
  const cancelled = new Set<string>();
  /** Every POST/PATCH body to /me/events as sent, for tests of the wire format. */
  const sent: Record<string, unknown>[] = [];
  const { control, admit } = createFakeApiGate(auth, graphRefusals);
  const mail = createFakeGraphMail(control);
  let baseUrl = '';

  function occurrencesOf(master: FakeGraphEvent, untilMs: number): FakeGraphEvent[] {
    const duration = msOf(master.end) - msOf(master.start);
    const zone = master.isAllDay ? 'UTC' : ianaOf(master.originalStartTimeZone);
    return expandSimpleRule(master.rule!, msOf(master.start), untilMs, zone)
      .map((start) => {
        const id = `${master.id}-occ-${start}`;
        return {
          ...master,
          rule: undefined,
          id,
          type: 'occurrence' as const,
          seriesMasterId: master.id,
          originalStart: new Date(start).toISOString().replace(/\.000Z$/, 'Z'),
          start: { dateTime: wallClock(start), timeZone: 'UTC' },
          end: { dateTime: wallClock(start + duration), timeZone: 'UTC' },
          ...overrides.get(id),
        };
      })
      .filter((occurrence) => !cancelled.has(occurrence.id));
  }

  function find(id: string): FakeGraphEvent | undefined {
    if (events.has(id)) return events.get(id);
    const master = events.get(id.replace(/-occ-\d+$/, ''));
    if (!master?.rule) return undefined;
    return occurrencesOf(master, Date.parse('2100-01-01')).find((event) => event.id === id);
  }

  /**
   * What Graph stores from a POST or PATCH body: times in UTC wall-clock form (a wall clock in
   * another zone converted), the zone kept as originalStartTimeZone.
   */
  function normalise(body: Partial<FakeGraphEvent>): Partial<FakeGraphEvent> {
    const time = (value?: GraphTime) =>
      value && {
        dateTime:
          value.timeZone === 'UTC' || body.isAllDay
            ? value.dateTime.replace(/(\.\d+)?$/, '.0000000')
            : wallClock(instantOfWall(value.dateTime, ianaOf(value.timeZone))),
        timeZone: 'UTC',
      };
    const result: Partial<FakeGraphEvent> = { ...body };
    if (body.start) {
      result.start = time(body.start);
      result.originalStartTimeZone = body.start.timeZone;
    }
    if (body.end) result.end = time(body.end);
    const pattern = (body.recurrence as { pattern?: { type?: string; interval?: number } })
      ?.pattern;
    const range = (
      body.recurrence as {
        range?: {
          type?: string;
          numberOfOccurrences?: number;
          endDate?: string;
          recurrenceTimeZone?: string;
        };
      }
    )?.range;
    if (pattern?.type === 'daily' || pattern?.type === 'weekly') {
      // An end date runs through that day in the recurrence's zone.
      const until =
        range?.type === 'endDate' && range.endDate
          ? new Date(instantOfWall(`${range.endDate}T23:59:59`, ianaOf(range.recurrenceTimeZone)))
              .toISOString()
              .replace(/\.000Z$/, 'Z')
              .replace(/[-:]/g, '')
          : undefined;
      result.rule = [
        `FREQ=${pattern.type.toUpperCase()}`,
        `INTERVAL=${pattern.interval ?? 1}`,
        ...(range?.type === 'numbered' && range.numberOfOccurrences
          ? [`COUNT=${range.numberOfOccurrences}`]
          : []),
        ...(until ? [`UNTIL=${until}`] : []),
      ].join(';');
    }
    return result;
  }

  /** An event as Graph answers it: no fake-only fields, times in the asked zone. */
  function present(event: FakeGraphEvent, zone: string): Omit<FakeGraphEvent, 'rule'> {
    const { rule: _rule, ...shown } = event;
    const iana = ianaOf(zone);
    const time = (value: GraphTime) => {
      if (event.isAllDay) return { dateTime: value.dateTime, timeZone: zone };
      const ms = msOf(value);
      return { dateTime: wallClock(ms + zoneOffsetMs(ms, iana)), timeZone: zone };
    };
    return { ...shown, start: time(event.start), end: time(event.end) };
  }

  async function graph(request: IncomingMessage, response: ServerResponse, url: URL) {
    const identity = await admit(request, response, url);
    if (!identity) return;
    if (await mail.handle(request, response, url, identity)) return;
    const path = url.pathname.replace(/^\/v1\.0/, '');
    if (path === '/me') {
      sendJson(response, 200, {
        '@odata.context': `${baseUrl}/v1.0/$metadata#users/$entity`,
        id: identity.id,
        displayName: identity.name,
        mail: identity.email,
        userPrincipalName: identity.email,
      });
      return;
    }
    if (path === '/me/calendarView' && request.method === 'GET') {
      const from = Date.parse(url.searchParams.get('startDateTime') ?? '');
      const to = Date.parse(url.searchParams.get('endDateTime') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) {
        graphError(response, 400, 'ErrorInvalidParameter', 'startDateTime and endDateTime.');
        return;
      }
      const all = [...events.values()]
        .flatMap((event) => (event.rule ? occurrencesOf(event, to) : [event]))
        .filter((event) => msOf(event.start) < to && msOf(event.end) > from)
        .sort((a, b) => msOf(a.start) - msOf(b.start))
        .map((event) => present(event, preferredZone(request)));
      const skip = Number(url.searchParams.get('$skip') ?? '0');
      const next = new URL(url.toString());
      next.searchParams.set('$skip', String(skip + control.pageSize));
      sendJson(response, 200, {
        '@odata.context': `${baseUrl}/v1.0/$metadata#users('me')/calendarView`,
        value: all.slice(skip, skip + control.pageSize),
        ...(skip + control.pageSize < all.length
          ? { '@odata.nextLink': `${baseUrl}${next.pathname}${next.search}` }
          : {}),
      });
      return;
    }
    if (path === '/me/events' && request.method === 'POST') {
      const raw = JSON.parse(await readBody(request)) as Partial<FakeGraphEvent>;
      sent.push(raw);
      const body = normalise(raw);
      const event = {
        ...body,
        id: `AAMk${randomBytes(8).toString('hex')}`,
        type: body.recurrence ? 'seriesMaster' : 'singleInstance',
        isOrganizer: true,
        seriesMasterId: null,
      } as FakeGraphEvent;
      events.set(event.id, event);
      sendJson(response, 201, present(event, preferredZone(request)));
      return;
    }
    const match = /^\/me\/events\/([^/]+)$/.exec(path);
    const id = match ? decodeURIComponent(match[1]!) : '';
    const existing = id ? find(id) : undefined;
    if (!existing) {
      graphError(response, 404, 'ErrorItemNotFound', 'The specified object was not found.');
      return;
    }
    if (request.method === 'GET') {
      sendJson(response, 200, present(existing, preferredZone(request)));
      return;
    }
    if (request.method === 'PATCH') {
      const raw = JSON.parse(await readBody(request)) as Partial<FakeGraphEvent>;
      sent.push(raw);
      const patch = normalise(raw);
      if (events.has(id)) events.set(id, { ...existing, ...patch } as FakeGraphEvent);
      else overrides.set(id, { ...overrides.get(id), ...patch, type: 'exception' });
      sendJson(response, 200, present(find(id)!, preferredZone(request)));
      return;
    }
    if (request.method === 'DELETE') {
      if (events.has(id)) events.delete(id);
      else cancelled.add(id);
      response.writeHead(204);
      response.end();
      return;
    }
    graphError(response, 405, 'ErrorInvalidRequest', 'Method not allowed.');
  }

  const server = await listenOnLoopback(async (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    if (url.pathname === '/common/oauth2/v2.0/authorize') return auth.authorize(url, response);
    if (url.pathname === '/common/oauth2/v2.0/token' && request.method === 'POST') {
      return auth.token(request, response);
    }
    if (await mail.handleUpload(request, response, url)) return;
    return graph(request, response, url);
  });
  baseUrl = server.url;
  mail.state.baseUrl = server.url;

  return {
    ...server,
    auth,
    control,
    client,
    events,
    sent,
    mail,
    graphBaseUrl: `${server.url}/v1.0`,
    /** Put an event straight into the calendar; `rule` (e.g. FREQ=WEEKLY;COUNT=4) makes a series. */
    addEvent(event: Partial<FakeGraphEvent> & { start: GraphTime; end: GraphTime }) {
      const stored = {
        id: `AAMk${randomBytes(8).toString('hex')}`,
        type: event.rule ? 'seriesMaster' : 'singleInstance',
        isOrganizer: true,
        seriesMasterId: null,
        ...event,
      } as FakeGraphEvent;
      events.set(stored.id, stored);
      return stored;
    },
    env: () => ({
      MICROSOFT_CLIENT_ID: client.id,
      MICROSOFT_CLIENT_SECRET: client.secret,
      MICROSOFT_LOGIN_BASE_URL: server.url,
      MICROSOFT_GRAPH_BASE_URL: `${server.url}/v1.0`,
    }),
  };
}

export type FakeMicrosoft = Awaited<ReturnType<typeof startFakeMicrosoft>>;
