/**
 * Calendar benchmark: the month and week views over three accounts,
 * `GET /api/calendar/events?accountId=all` for May 2030 (and its third week) holding 5,000 events: 2,000 in the built-in calendar (PostgreSQL; 620 of
 * them the May occurrences of 20 daily series started three years before), 2,000 in a
 * fake Google Calendar (pages of 250, so 8 pages followed one after the other) and 1,000 in a
 * fake Microsoft Graph that answers every page after 300 ms (the slow provider).
 *
 * Beside the product, a bare engine in the same process does the same work with nothing
 * around it: one SQL query for the built-in events, plain `fetch` of the two providers' pages
 * (no guard, no token refresh, no retries), the same merge by start and JSON. Both are called
 * over real HTTP (keep-alive), one request at a time and in turn, and the ratio of their medians
 * is printed (the fakes share this process, so concurrent load would measure them as much as
 * the engines); times in ms.
 *
 *   npm run bench:calendar
 *   BENCH_REQUESTS=200 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:calendar
 */
import { randomBytes } from 'node:crypto';
import * as rruleModule from 'rrule';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import * as accountsRepo from '../apps/server/src/modules/accounts/accounts.repo.js';
import {
  fromGoogleEvent,
  type GoogleEvent,
} from '../apps/server/src/modules/calendar/providers/google-calendar.js';
import {
  fromGraphEvent,
  type GraphEvent,
} from '../apps/server/src/modules/calendar/providers/microsoft-calendar.js';
import {
  createSecretBox,
  parseSecretsKey,
} from '../apps/server/src/platform/security/secret-box.js';
import { fromWall, toWall } from '../apps/server/src/modules/calendar/time-zones.js';
import { startFakeGoogle } from '../apps/server/src/test/fakes/fake-google.js';
import { startFakeMicrosoft } from '../apps/server/src/test/fakes/fake-microsoft.js';
import { createScratchDatabase } from './support/scratch-database.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const MONTH = { min: '2030-05-01T00:00:00.000Z', max: '2030-06-01T00:00:00.000Z' };
/** A week of that month (Monday to Monday): the hour-grid view's request. */
const WEEK = { min: '2030-05-13T00:00:00.000Z', max: '2030-05-20T00:00:00.000Z' };
/**
 * Built-in events: single ones, and daily 09:00 Berlin series started on 1 May 2027, whose 31
 * May occurrences make up the rest of the 2,000 (expanding them is most of the calendar's own
 * work: three years of occurrences lie before the month asked).
 */
const SERIES = 20;
const COUNTS = { local: 2_000 - SERIES * 31, google: 2_000, microsoft: 1_000 };
const { rrulestr } = ((rruleModule as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;
const SLOW_MS = 300;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A random start in May 2030 (working hours) and an end 30-120 minutes later. */
function randomSlot(index: number) {
  const day = 1 + (index % 31);
  const start = Date.UTC(2030, 4, day, 7 + (index % 10), (index * 7) % 60);
  const end = start + (30 + (index % 4) * 30) * 60_000;
  return { start: new Date(start), end: new Date(end) };
}

/** One timed GET of the events list; the answer must hold no failure. */
async function timedGet(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { events: unknown[]; failures: unknown[] };
  if (response.status !== 200 || body.failures.length) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body.failures)}`);
  }
  return { ms: performance.now() - started, events: body.events.length };
}

/**
 * The product and the bare engine asked in turn, request by request, so a busy moment of a
 * shared machine falls on both alike; 5 warm-up calls each first.
 */
async function measureAlternating(productUrl: string, bareUrl: string, token: string) {
  for (let warm = 0; warm < 5; warm += 1) {
    await timedGet(productUrl, token);
    await timedGet(bareUrl, token);
  }
  const product: number[] = [];
  const bare: number[] = [];
  let events = { product: 0, bare: 0 };
  for (let index = 0; index < REQUESTS; index += 1) {
    const ours = await timedGet(productUrl, token);
    const floor = await timedGet(bareUrl, token);
    product.push(ours.ms);
    bare.push(floor.ms);
    events = { product: ours.events, bare: floor.events };
  }
  return { product, bare, events };
}

async function main() {
  const scratch = await createScratchDatabase('ws-bench-calendar');
  const google = await startFakeGoogle();
  const microsoft = await startFakeMicrosoft();
  google.control.pageSize = 250;
  microsoft.control.pageSize = 1_000;
  microsoft.control.latencyMs = SLOW_MS;
  const secretsKey = randomBytes(32).toString('base64');
  const box = createSecretBox(parseSecretsKey(secretsKey));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '100000',
      SECRETS_KEY: secretsKey,
      ...google.env(),
      ...microsoft.env(),
    }),
    { db: scratch.database.db },
  );
  let bare: Server | undefined;
  try {
    console.log(
      `Worksphere calendar benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores; ${REQUESTS} requests per engine.`,
    );
    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'bench',
        email: 'bench@example.com',
        password: 'correct horse battery',
        firstName: 'Bench',
        lastName: 'Mark',
        organizationName: 'Bench',
      },
    });
    const auth = registered.json() as {
      token: string;
      user: { id: string; organizationId: string };
    };
    const viewer = { organizationId: auth.user.organizationId, userId: auth.user.id };
    const local = await accountsRepo.findLocalAccount(scratch.database.db, viewer.organizationId);
    const tokens = (fake: typeof google.auth) => {
      const issued = fake.issueTokens();
      return box.seal({
        kind: 'oauth',
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        expiresAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      });
    };
    for (const [accountType, fake] of [
      ['gmail', google.auth],
      ['outlook', microsoft.auth],
    ] as const) {
      await accountsRepo.insertAccount(scratch.database.db, {
        organizationId: viewer.organizationId,
        ownerId: viewer.userId,
        accountType,
        emailAddress: `bench@${accountType}.test`,
        credentials: tokens(fake),
      });
    }

    const filling = performance.now();
    for (let index = 0; index < COUNTS.local; index += 1) {
      const slot = randomSlot(index);
      const created = await app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: { authorization: `Bearer ${auth.token}` },
        payload: {
          accountId: local!.id,
          title: `Local ${index}`,
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          category: 'Work',
          timeZone: 'Europe/Berlin',
        },
      });
      if (created.statusCode !== 201) throw new Error(created.body);
    }
    for (let index = 0; index < SERIES; index += 1) {
      const created = await app.inject({
        method: 'POST',
        url: '/api/calendar/events',
        headers: { authorization: `Bearer ${auth.token}` },
        payload: {
          accountId: local!.id,
          title: `Daily ${index}`,
          start: '2027-05-01T07:00:00.000Z',
          end: '2027-05-01T07:15:00.000Z',
          category: 'Work',
          timeZone: 'Europe/Berlin',
          recurrence: { frequency: 'daily', interval: 1 },
        },
      });
      if (created.statusCode !== 201) throw new Error(created.body);
    }
    for (let index = 0; index < COUNTS.google; index += 1) {
      const slot = randomSlot(index + 3);
      google.addEvent({
        summary: `Google ${index}`,
        start: { dateTime: slot.start.toISOString(), timeZone: 'Europe/Berlin' },
        end: { dateTime: slot.end.toISOString(), timeZone: 'Europe/Berlin' },
        extendedProperties: { private: { category: 'Personal' } },
      });
    }
    const wall = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, '.0000000');
    for (let index = 0; index < COUNTS.microsoft; index += 1) {
      const slot = randomSlot(index + 5);
      microsoft.addEvent({
        subject: `Outlook ${index}`,
        start: { dateTime: wall(slot.start), timeZone: 'UTC' },
        end: { dateTime: wall(slot.end), timeZone: 'UTC' },
        categories: ['Other'],
      });
    }
    console.log(`Fill: ${Math.round(performance.now() - filling)} ms.`);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const productUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    // The bare engine: the same three sources and the same merge, nothing else.
    const googleToken = google.auth.issueTokens().accessToken;
    const microsoftToken = microsoft.auth.issueTokens().accessToken;
    bare = createServer((request, response) => {
      void (async () => {
        const url = new URL(request.url!, 'http://bare');
        const timeMin = url.searchParams.get('timeMin')!;
        const timeMax = url.searchParams.get('timeMax')!;
        const fromDb = scratch.database.pool
          .query<{
            id: string;
            title: string;
            description: string;
            location: string;
            category: string;
            starts_at: Date;
            ends_at: Date;
            time_zone: string;
          }>(
            `select id, title, description, location, category, starts_at, ends_at, time_zone
               from calendar_events
              where account_id = $1 and rrule is null and starts_at < $3 and ends_at > $2
              order by starts_at`,
            [local!.id, timeMin, timeMax],
          )
          .then(({ rows }) =>
            rows.map((row) => ({
              id: row.id,
              summary: row.title,
              description: row.description,
              location: row.location,
              category: row.category,
              emailAccountId: local!.id,
              start: { dateTime: row.starts_at.toISOString(), timeZone: row.time_zone },
              end: { dateTime: row.ends_at.toISOString(), timeZone: row.time_zone },
              recurringEventId: null,
              recurrence: null,
              readOnly: false,
            })),
          );
        const fromGoogle = (async () => {
          const events = [];
          let pageToken = '';
          do {
            const page = (await (
              await fetch(
                `${google.calendarBaseUrl}/calendars/primary/events?singleEvents=true&orderBy=startTime&timeMin=${timeMin}&timeMax=${timeMax}${pageToken ? `&pageToken=${pageToken}` : ''}`,
                { headers: { authorization: `Bearer ${googleToken}` } },
              )
            ).json()) as { items: GoogleEvent[]; nextPageToken?: string };
            events.push(...page.items.map((item) => fromGoogleEvent(item, 'google')));
            pageToken = page.nextPageToken ?? '';
          } while (pageToken);
          return events;
        })();
        const fromGraph = (async () => {
          const events = [];
          let next: string | undefined =
            `${microsoft.graphBaseUrl}/me/calendarView?startDateTime=${timeMin}&endDateTime=${timeMax}`;
          while (next) {
            const page = (await (
              await fetch(next, {
                headers: {
                  authorization: `Bearer ${microsoftToken}`,
                  prefer: 'outlook.timezone="UTC"',
                },
              })
            ).json()) as { value: GraphEvent[]; '@odata.nextLink'?: string };
            events.push(...page.value.map((item) => fromGraphEvent(item, 'outlook')));
            next = page['@odata.nextLink'];
          }
          return events;
        })();
        // Series: rrule from each series' first occurrence, in its zone's wall clock.
        const fromSeries = scratch.database.pool
          .query<{
            id: string;
            title: string;
            description: string;
            location: string;
            category: string;
            starts_at: Date;
            ends_at: Date;
            time_zone: string;
            rrule: string;
          }>(
            `select id, title, description, location, category, starts_at, ends_at, time_zone, rrule
               from calendar_events
              where account_id = $1 and rrule is not null and starts_at < $3
                and (series_ends_at is null or series_ends_at > $2)`,
            [local!.id, timeMin, timeMax],
          )
          .then(({ rows }) =>
            rows.flatMap((row) => {
              const duration = row.ends_at.getTime() - row.starts_at.getTime();
              const rule = rrulestr(row.rrule, { dtstart: toWall(row.starts_at, row.time_zone) });
              return rule
                .between(
                  toWall(new Date(timeMin), row.time_zone),
                  toWall(new Date(timeMax), row.time_zone),
                  true,
                )
                .map((wall) => {
                  const start = fromWall(wall, row.time_zone);
                  return {
                    id: `${row.id}_${start.toISOString()}`,
                    summary: row.title,
                    description: row.description,
                    location: row.location,
                    category: row.category,
                    emailAccountId: local!.id,
                    start: { dateTime: start.toISOString(), timeZone: row.time_zone },
                    end: {
                      dateTime: new Date(start.getTime() + duration).toISOString(),
                      timeZone: row.time_zone,
                    },
                    recurringEventId: row.id,
                    recurrence: null,
                    readOnly: false,
                  };
                });
            }),
          );
        const all = (await Promise.all([fromDb, fromSeries, fromGoogle, fromGraph])).flat();
        const key = (event: { start: { dateTime?: string; date?: string } }) =>
          event.start.dateTime ?? `${event.start.date}T00:00:00.000Z`;
        all.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ events: all, failures: [] }));
      })();
    });
    await new Promise<void>((resolve) => bare!.listen(0, '127.0.0.1', resolve));
    const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

    console.log(
      '\n| View | Events | Product p50 | Product p99 | Bare p50 | Bare p99 | p50 ratio |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, window] of [
      ['month, accountId=all', MONTH],
      ['week, accountId=all', WEEK],
    ] as const) {
      const query = `accountId=all&timeMin=${window.min}&timeMax=${window.max}`;
      const run = await measureAlternating(
        `${productUrl}/api/calendar/events?${query}`,
        `${bareUrl}/calendar/events?${query}`,
        auth.token,
      );
      if (run.events.product !== run.events.bare) {
        console.log(`(${name}: product ${run.events.product} events, bare ${run.events.bare})`);
      }
      const p50 = percentile(run.product, 50);
      const bareP50 = percentile(run.bare, 50);
      console.log(
        `| ${name} | ${run.events.product} | ${p50.toFixed(1)} | ` +
          `${percentile(run.product, 99).toFixed(1)} | ${bareP50.toFixed(1)} | ` +
          `${percentile(run.bare, 99).toFixed(1)} | ${(p50 / bareP50).toFixed(2)}x |`,
      );
    }
  } finally {
    await app.close();
    await new Promise((resolve) => (bare ? bare.close(resolve) : resolve(undefined)));
    await google.close();
    await microsoft.close();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
