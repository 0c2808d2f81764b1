import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import * as schema from '../../platform/db/schema.js';
import { registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { sessions } from './sessions.table.js';

/**
 * The hot path: an app whose every SQL statement is recorded, on a single pooled connection
 * (so the connection's prepared statements can be listed).
 */
const testApp = useTestApp();
const queries: string[] = [];
let pool: pg.Pool;
let app: FastifyInstance;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testApp.databaseUrl, max: 1 });
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (query) => queries.push(query) },
  });
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
    { db },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
});
beforeEach(() => {
  queries.length = 0;
});

const sessionReads = () => queries.filter((query) => /^select .* from "sessions"/is.test(query));
const sessionTouches = () => queries.filter((query) => /^update "sessions"/i.test(query));

function burst(token: string, size = 20) {
  return Promise.all(Array.from({ length: size }, () => call(app, 'GET', '/user/me', { token })));
}

describe('session lookup', () => {
  it('answers a burst of requests with one narrow, prepared session query', async () => {
    const admin = await registerOrganization(app);
    queries.length = 0;
    const answers = await burst(admin.token);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers[0]!.json().user.id).toBe(admin.user.id);

    expect(sessionReads()).toHaveLength(1);
    const columns = /^select (.*) from "sessions"/is.exec(sessionReads()[0]!)![1]!;
    // The session context's columns, and whether a required two-factor set-up is pending.
    expect(columns.split(',')).toHaveLength(8);
    expect(columns).not.toMatch(/password_hash|email|user_agent|token_hash/);
    expect(sessionTouches()).toEqual([]);
    expect(queries.some((query) => /password_hash/.test(query))).toBe(false);

    const prepared = await pool.query<{ name: string }>('select name from pg_prepared_statements');
    expect(prepared.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['find_live_session', 'find_current_user']),
    );
  });

  it('slides the expiry once when the session was last seen long ago, not per request', async () => {
    const admin = await registerOrganization(app);
    const login = await call(app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: TEST_PASSWORD },
    });
    const token = login.json().token as string;
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await testApp.db
      .update(sessions)
      .set({ lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, admin.user.id));
    queries.length = 0;

    await burst(token, 10);
    expect(sessionTouches()).toHaveLength(1);
    const rows = await testApp.db.select().from(sessions).where(eq(sessions.userId, admin.user.id));
    const touched = rows.filter((row) => row.lastSeenAt > longAgo);
    expect(touched).toHaveLength(1);
    expect(touched[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60_000);
  });

  it('refuses a cached session at the very next request after its logout', async () => {
    const admin = await registerOrganization(app);
    expect((await call(app, 'GET', '/user/me', { token: admin.token })).statusCode).toBe(200);
    expect((await call(app, 'POST', '/user/logout', { token: admin.token })).statusCode).toBe(200);
    const next = await call(app, 'GET', '/user/me', { token: admin.token });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 'SESSION_EXPIRED', needsReauth: true });
  });
});
