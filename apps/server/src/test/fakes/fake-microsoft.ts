import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createFakeAuthorizationServer,
  expandSimpleRule,
  listenOnLoopback,
  readBody,
  sendJson,
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
  /** The fake's own simple rule for series masters (Graph's pattern is not modelled). */
  rule?: string;
  [key: string]: unknown;
};

/** Graph's wall-clock form in UTC: 2024-05-01T10:00:00.0000000. */
const wallClock = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '.0000000');
const msOf = (time: GraphTime) => Date.parse(time.dateTime.replace(/(\.\d+)?$/, '') + 'Z');

/**
 * Microsoft on loopback: the identity platform's authorize and token endpoints (PKCE) under
 * /common/oauth2/v2.0, and Graph under /v1.0: /me, /me/calendarView (pages of `pageSize` with
 * an absolute @odata.nextLink, series expanded into `occurrence`s with seriesMasterId) and
 * /me/events, and the mail of fake-graph-mail.ts. 401 InvalidAuthenticationToken, 429
 * TooManyRequests with Retry-After on demand (fake-api-gate.ts).
 * Times are stored and answered in UTC (what Prefer: outlook.timezone="UTC" asks for).
 */
export async function startFakeMicrosoft(
  client = { id: 'microsoft-client', secret: 'microsoft-secret' },
) {
  const auth = createFakeAuthorizationServer(client);
  const events = new Map<string, FakeGraphEvent>();
  const overrides = new Map<string, Partial<FakeGraphEvent>>();
  const cancelled = new Set<string>();
  const { control, admit } = createFakeApiGate(auth, graphRefusals);
  const mail = createFakeGraphMail(control);
  let baseUrl = '';

  function occurrencesOf(master: FakeGraphEvent, untilMs: number): FakeGraphEvent[] {
    const duration = msOf(master.end) - msOf(master.start);
    return expandSimpleRule(master.rule!, msOf(master.start), untilMs)
      .map((start) => {
        const id = `${master.id}-occ-${start}`;
        return {
          ...master,
          rule: undefined,
          id,
          type: 'occurrence' as const,
          seriesMasterId: master.id,
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

  /** What Graph stores from a POST or PATCH body: times in UTC wall-clock form. */
  function normalise(body: Partial<FakeGraphEvent>): Partial<FakeGraphEvent> {
    const time = (value?: GraphTime) =>
      value && {
        dateTime:
          value.timeZone === 'UTC' || body.isAllDay
            ? value.dateTime.replace(/(\.\d+)?$/, '.0000000')
            : value.dateTime,
        timeZone: 'UTC',
      };
    const result: Partial<FakeGraphEvent> = { ...body };
    if (body.start) result.start = time(body.start);
    if (body.end) result.end = time(body.end);
    return result;
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
        .map(({ rule: _rule, ...event }) => event);
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
      const body = normalise(JSON.parse(await readBody(request)) as Partial<FakeGraphEvent>);
      const event = {
        ...body,
        id: `AAMk${randomBytes(8).toString('hex')}`,
        type: body.recurrence ? 'seriesMaster' : 'singleInstance',
        isOrganizer: true,
        seriesMasterId: null,
      } as FakeGraphEvent;
      events.set(event.id, event);
      sendJson(response, 201, event);
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
      const { rule: _rule, ...event } = existing;
      sendJson(response, 200, event);
      return;
    }
    if (request.method === 'PATCH') {
      const patch = normalise(JSON.parse(await readBody(request)) as Partial<FakeGraphEvent>);
      if (events.has(id)) events.set(id, { ...existing, ...patch } as FakeGraphEvent);
      else overrides.set(id, { ...overrides.get(id), ...patch, type: 'exception' });
      const { rule: _rule, ...event } = find(id)!;
      sendJson(response, 200, event);
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
