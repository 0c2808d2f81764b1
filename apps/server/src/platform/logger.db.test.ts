import type { AuthResponse } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerOrganization } from '../test/factories.js';
import { call, useTestApp } from '../test/test-app.js';
import { hashToken } from './auth/tokens.js';

type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

/** Every line the app logs, as written (pino JSON lines), read back. */
const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const logDestination = { write: (line: string) => void written.push(line) };

const testApp = useTestApp({ LOG_LEVEL: 'debug' }, { logDestination });
const INFO = 30;
const DEBUG = 20;

let admin: AuthResponse;
beforeAll(async () => {
  admin = await registerOrganization(testApp.app);
});

/** The lines of the request the answer came from (Fastify's request id). */
function linesOf(requestId: string) {
  return lines().filter((line) => line.reqId === requestId);
}

describe('request logs', () => {
  it('logs one info line per API request, with its URL secrets redacted and no body', async () => {
    const response = await call(testApp.app, 'POST', '/tasks?token=abc123&view=list', {
      token: admin.token,
      body: { title: 'BODY-MARKER' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const requestLines = lines().filter((line) => line.url?.toString().startsWith('/api/tasks?'));
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      level: INFO,
      msg: 'request completed',
      method: 'POST',
      url: '/api/tasks?token=[redacted]&view=list',
      statusCode: 201,
      userId: admin.user.id,
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(typeof line?.reqId).toBe('string');
    expect(linesOf(line?.reqId as string)).toHaveLength(1);
    expect(written.join('')).not.toContain('BODY-MARKER');
    expect(written.join('')).not.toContain('abc123');
  });

  it('logs the web app (HTML and files) at debug, reset and invitation links without secrets', async () => {
    const before = written.length;
    await testApp.app.inject({ method: 'GET', url: '/reset-password?token=reset-secret' });
    await testApp.app.inject({
      method: 'GET',
      url: '/register?organizationId=o&inviteToken=invite-secret&email=a%40b.c',
    });
    const newLines = lines().slice(before);
    expect(newLines.map((line) => [line.level, line.url])).toEqual([
      [DEBUG, '/reset-password?token=[redacted]'],
      [DEBUG, '/register?organizationId=[redacted]&inviteToken=[redacted]&email=[redacted]'],
    ]);
    expect(written.join('')).not.toMatch(/reset-secret|invite-secret/);
  });

  it('logs calendar feeds and public order links without the secret in their path', async () => {
    const before = written.length;
    await testApp.app.inject({ method: 'GET', url: '/api/calendar/feed/feed-secret.ics' });
    await testApp.app.inject({ method: 'GET', url: '/api/pos/public/acme/orders/order-secret' });
    await testApp.app.inject({ method: 'GET', url: '/pos/orders/acme/status/status-secret' });
    const urls = lines()
      .slice(before)
      .map((line) => line.url);
    expect(urls).toEqual([
      '/api/calendar/feed/[redacted]',
      '/api/pos/public/acme/orders/[redacted]',
      '/pos/orders/acme/status/[redacted]',
    ]);
    expect(written.join('')).not.toMatch(/feed-secret|order-secret|status-secret/);
  });
});

describe('secrets in logs', () => {
  it('never writes password hashes, tokens, query parameters, cookies or authorization', async () => {
    const { app, db } = testApp;
    const password = 'a very secret password';
    const token = 'session-token-that-must-not-leak';
    const cookie = 'cookie-value-that-must-not-leak';

    // A write the database refuses: its error carries every bound value, the hash included.
    await db.execute(sql`alter table users add constraint log_test_refuse check (false) not valid`);
    const refused = await call(app, 'POST', '/user/register', {
      body: {
        username: 'leaky',
        email: 'leaky@example.com',
        password,
        organizationName: 'Leaky',
      },
    });
    expect(refused.statusCode, refused.body).toBe(400);

    // A query that fails outright (500), bound to a token's hash, from a request with
    // credentials in its headers.
    await db.execute(sql`alter table sessions rename to sessions_gone`);
    const failed = await call(app, 'GET', '/tasks', {
      headers: { authorization: `Bearer ${token}`, cookie: `ws_session=${cookie}` },
    });
    expect(failed.statusCode).toBe(500);

    const warned = lines().find((line) => line.msg === 'database refused a value');
    expect(warned?.err).toMatchObject({
      type: 'DrizzleQueryError',
      cause: { code: '23514' },
    });
    const failure = lines().find((line) => line.msg === 'unexpected error');
    expect(failure?.err).toMatchObject({ type: 'DrizzleQueryError', cause: { code: '42P01' } });
    expect(JSON.stringify(failure)).toContain('params: [redacted]');

    const everything = written.join('');
    for (const secret of [password, 'scrypt$', token, hashToken(token), cookie, 'Bearer']) {
      expect(everything, secret).not.toContain(secret);
    }
  });
});
