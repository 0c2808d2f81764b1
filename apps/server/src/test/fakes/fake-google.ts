import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFakeApiGate } from './fake-api-gate.js';
import { createFakeGmail } from './fake-gmail.js';
import {
  createFakeAuthorizationServer,
  expandSimpleRule,
  listenOnLoopback,
  readBody,
  sendJson,
} from './fake-oauth.js';
import { googleError, googleRefusals } from './fake-provider-errors.js';

type Time = { dateTime?: string; date?: string; timeZone?: string };
export type FakeGoogleEvent = {
  kind: 'calendar#event';
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start: Time;
  end: Time;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: Time;
  extendedProperties?: { private?: Record<string, string> };
  organizer: { email: string; self?: boolean };
  [key: string]: unknown;
};

const msOf = (time: Time) =>
  time.date ? Date.parse(`${time.date}T00:00:00Z`) : Date.parse(time.dateTime ?? '');
const compact = (ms: number, allDay: boolean) =>
  allDay
    ? new Date(ms).toISOString().slice(0, 10).replaceAll('-', '')
    : new Date(ms)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replaceAll('-', '')
        .replaceAll(':', '');
const timeAt = (ms: number, like: Time): Time =>
  like.date
    ? { date: new Date(ms).toISOString().slice(0, 10) }
    : { dateTime: new Date(ms).toISOString(), timeZone: like.timeZone ?? 'UTC' };

/**
 * Google on loopback: OAuth (authorize, token with PKCE), OpenID userinfo and the Calendar v3
 * events collection of `primary`, in Google's JSON: pages of `pageSize` items with
 * nextPageToken, singleEvents expansion of simple weekly/daily series into instances
 * (`{seriesId}_{start}` with recurringEventId) at the wall clock of the start's `timeZone`, a
 * series' instances (with showDeleted), the Gmail API of fake-gmail.ts, 401 for unknown
 * or expired tokens, 429 with Retry-After on demand (fake-api-gate.ts). Base URLs:
 * GOOGLE_OAUTH_BASE_URL = url, GOOGLE_CALENDAR_BASE_URL = url + '/calendar/v3',
 * GOOGLE_GMAIL_BASE_URL = url + '/gmail/v1'.
 */
export async function startFakeGoogle(client = { id: 'google-client', secret: 'google-secret' }) {
  const auth = createFakeAuthorizationServer(client);
  const series = new Map<string, FakeGoogleEvent>();
  const overrides = new Map<string, Partial<FakeGoogleEvent>>();
  const cancelled = new Set<string>();
  const { control, admit } = createFakeApiGate(auth, googleRefusals);
  const gmail = createFakeGmail(control);

  /** Every POST/PATCH body to the events collection as sent, for tests of the wire format. */
  const sent: Record<string, unknown>[] = [];

  /** A series' instances; `withDeleted` keeps the cancelled ones (status "cancelled"). */
  function instancesOf(
    event: FakeGoogleEvent,
    untilMs: number,
    withDeleted = false,
  ): FakeGoogleEvent[] {
    const allDay = Boolean(event.start.date);
    const duration = msOf(event.end) - msOf(event.start);
    const zone = allDay ? 'UTC' : (event.start.timeZone ?? 'UTC');
    return expandSimpleRule(event.recurrence![0]!, msOf(event.start), untilMs, zone)
      .map((start) => {
        const id = `${event.id}_${compact(start, allDay)}`;
        const { recurrence: _rule, ...rest } = event;
        return {
          ...rest,
          id,
          recurringEventId: event.id,
          originalStartTime: timeAt(start, event.start),
          start: timeAt(start, event.start),
          end: timeAt(start + duration, event.start),
          ...overrides.get(id),
          ...(cancelled.has(id) ? { status: 'cancelled' as const } : {}),
        };
      })
      .filter((instance) => withDeleted || !cancelled.has(instance.id));
  }

  function find(id: string): FakeGoogleEvent | undefined {
    if (series.has(id)) return series.get(id);
    const seriesId = id.replace(/_[0-9TZ]+$/, '');
    const parent = series.get(seriesId);
    if (!parent?.recurrence) return undefined;
    return instancesOf(parent, Date.parse('2100-01-01')).find((instance) => instance.id === id);
  }

  function list(url: URL): { items: FakeGoogleEvent[]; nextPageToken?: string } {
    const timeMin = Date.parse(url.searchParams.get('timeMin') ?? '1970-01-01T00:00:00Z');
    const timeMax = Date.parse(url.searchParams.get('timeMax') ?? '2100-01-01T00:00:00Z');
    const all = [...series.values()]
      .flatMap((event) => (event.recurrence ? instancesOf(event, timeMax) : [event]))
      .filter((event) => msOf(event.start) < timeMax && msOf(event.end) > timeMin)
      .sort((a, b) => msOf(a.start) - msOf(b.start));
    const offset = Number(url.searchParams.get('pageToken') ?? '0');
    const items = all.slice(offset, offset + control.pageSize);
    const next = offset + control.pageSize < all.length ? offset + control.pageSize : undefined;
    return { items, ...(next === undefined ? {} : { nextPageToken: String(next) }) };
  }

  async function calendar(request: IncomingMessage, response: ServerResponse, url: URL) {
    const instances = /^\/calendar\/v3\/calendars\/primary\/events\/([^/]+)\/instances$/.exec(
      url.pathname,
    );
    if (instances && request.method === 'GET') {
      const parent = series.get(decodeURIComponent(instances[1]!));
      if (!parent?.recurrence) return googleError(response, 404, 'notFound', 'Not Found');
      const timeMin = Date.parse(url.searchParams.get('timeMin') ?? '1970-01-01T00:00:00Z');
      const timeMax = Date.parse(url.searchParams.get('timeMax') ?? '2100-01-01T00:00:00Z');
      const items = instancesOf(parent, timeMax, url.searchParams.get('showDeleted') === 'true')
        .filter((instance) => msOf(instance.end) > timeMin)
        .sort((a, b) => msOf(a.start) - msOf(b.start));
      sendJson(response, 200, { kind: 'calendar#events', items });
      return;
    }
    const match = /^\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) {
      googleError(response, 404, 'notFound', 'Not Found');
      return;
    }
    const id = match[1] ? decodeURIComponent(match[1]) : undefined;
    if (!id && request.method === 'GET') {
      sendJson(response, 200, { kind: 'calendar#events', summary: 'primary', ...list(url) });
      return;
    }
    if (!id && request.method === 'POST') {
      const body = JSON.parse(await readBody(request)) as Partial<FakeGoogleEvent>;
      sent.push(body);
      const event = {
        ...body,
        kind: 'calendar#event',
        id: randomBytes(8).toString('hex'),
        status: 'confirmed',
        organizer: { email: auth.state.identity.email, self: true },
      } as FakeGoogleEvent;
      series.set(event.id, event);
      sendJson(response, 200, event);
      return;
    }
    const existing = id ? find(id) : undefined;
    if (!id || !existing) {
      googleError(response, 404, 'notFound', 'Not Found');
      return;
    }
    if (request.method === 'GET') {
      sendJson(response, 200, existing);
      return;
    }
    if (request.method === 'PATCH') {
      const body = JSON.parse(await readBody(request)) as Partial<FakeGoogleEvent>;
      sent.push(body);
      const clean = (time?: Time) =>
        time && (Object.fromEntries(Object.entries(time).filter(([, v]) => v !== null)) as Time);
      const patch = { ...body, start: clean(body.start), end: clean(body.end) };
      if (!patch.start) delete patch.start;
      if (!patch.end) delete patch.end;
      if (series.has(id)) series.set(id, { ...existing, ...patch } as FakeGoogleEvent);
      else overrides.set(id, { ...overrides.get(id), ...patch });
      sendJson(response, 200, find(id));
      return;
    }
    if (request.method === 'DELETE') {
      if (series.has(id)) series.delete(id);
      else cancelled.add(id);
      response.writeHead(204);
      response.end();
      return;
    }
    googleError(response, 404, 'notFound', 'Not Found');
  }

  const server = await listenOnLoopback(async (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    if (url.pathname === '/o/oauth2/v2/auth') return auth.authorize(url, response);
    if (url.pathname === '/token' && request.method === 'POST')
      return auth.token(request, response);
    if (url.pathname === '/v1/userinfo') {
      const identity = auth.bearer(request);
      if (!identity) return googleError(response, 401, 'authError', 'Invalid Credentials');
      return sendJson(response, 200, {
        sub: identity.id,
        email: identity.email,
        email_verified: true,
        name: identity.name,
      });
    }
    const identity = await admit(request, response, url);
    if (!identity) return;
    if (/^(\/upload)?\/gmail\/v1\//.test(url.pathname)) {
      return gmail.handle(request, response, url, identity);
    }
    return calendar(request, response, url);
  });

  return {
    ...server,
    auth,
    control,
    client,
    calendarBaseUrl: `${server.url}/calendar/v3`,
    gmail,
    gmailBaseUrl: `${server.url}/gmail/v1`,
    /** Put an event straight into the calendar (as another Google client would). */
    addEvent(event: Partial<FakeGoogleEvent> & { start: Time; end: Time }) {
      const stored = {
        kind: 'calendar#event',
        id: randomBytes(8).toString('hex'),
        status: 'confirmed',
        organizer: { email: auth.state.identity.email, self: true },
        ...event,
      } as FakeGoogleEvent;
      series.set(stored.id, stored);
      return stored;
    },
    events: series,
    sent,
    env: () => ({
      GOOGLE_CLIENT_ID: client.id,
      GOOGLE_CLIENT_SECRET: client.secret,
      GOOGLE_OAUTH_BASE_URL: server.url,
      GOOGLE_CALENDAR_BASE_URL: `${server.url}/calendar/v3`,
      GOOGLE_GMAIL_BASE_URL: `${server.url}/gmail/v1`,
    }),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
