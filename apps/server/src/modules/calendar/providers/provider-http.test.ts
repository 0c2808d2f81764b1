import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALENDAR_MESSAGES } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createOutbound } from '../../../platform/net/outbound.js';
import { memoryAccount } from '../../../test/fakes/provider-account.js';
import { createOAuthHttp, retryAfterMs } from './provider-http.js';

describe('retryAfterMs', () => {
  const now = Date.parse('2030-05-01T10:00:00Z');
  it('reads seconds and HTTP dates; anything else or the past is 0', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs(' 0.5 ', now)).toBe(500);
    expect(retryAfterMs('Wed, 01 May 2030 10:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 01 May 2030 09:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
  });
});

/** A loopback API answering each request with the next of `answers` (the last one repeats). */
async function fakeApi(
  answers: {
    status: number;
    /** Made when the request arrives (an HTTP-date Retry-After counts from then). */
    headers?: () => Record<string, string>;
    body: string;
  }[],
) {
  let calls = 0;
  const server = createServer((request, response) => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    if (request.url?.endsWith('?broken')) {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
      return;
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      ...answer.headers?.(),
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/v3/x`;
  const outbound = createOutbound({ allowedHosts: [new URL(url).host] });
  const waits: number[] = [];
  const http = createOAuthHttp({
    fetch: outbound.fetch,
    refresh: async () => {
      throw new Error('not expected');
    },
    backoffBaseMs: 1_000,
    // A fake clock: the waits are recorded, not slept.
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return {
    url,
    http,
    waits,
    calls: () => calls,
    close: async () => {
      await outbound.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Google's error JSON, as Calendar v3 answers it. */
const googleRefusal = (code: number, reason: string, message: string) =>
  JSON.stringify({
    error: {
      code,
      message,
      errors: [{ domain: 'usageLimits', reason, message }],
      status: 'PERMISSION_DENIED',
    },
  });
const OK = { status: 200, body: '{"ok":true}' };

const oauthAccount = () =>
  memoryAccount('gmail', { kind: 'oauth', accessToken: 'a', refreshToken: 'r', expiresAt: null })
    .account;

describe('createOAuthHttp', () => {
  it('waits out a 503 with an HTTP-date Retry-After, then answers the JSON', async () => {
    const api = await fakeApi([
      {
        status: 503,
        headers: () => ({ 'retry-after': new Date(Date.now() + 5_000).toUTCString() }),
        body: '',
      },
      OK,
    ]);
    expect(await api.http.request(oauthAccount(), api.url)).toEqual({ ok: true });
    expect(api.calls()).toBe(2);
    expect(api.waits).toHaveLength(1);
    // An HTTP date has whole seconds: about 5 s, not cut to 3 s.
    expect(api.waits[0]).toBeGreaterThan(3_000);
    expect(api.waits[0]).toBeLessThanOrEqual(5_000);

    // Not an OAuth account at all: refused before any request.
    const { account: password } = memoryAccount('gmail', {
      kind: 'password',
      username: 'u',
      password: 'p',
    });
    await expect(api.http.request(password, api.url)).rejects.toMatchObject({ kind: 'auth' });
    // An answer that is not JSON (a proxy's maintenance page) is "unavailable".
    await expect(api.http.request(oauthAccount(), `${api.url}?broken`)).rejects.toMatchObject({
      kind: 'unavailable',
      message: CALENDAR_MESSAGES.providerUnavailable,
    });
    await api.close();
  });

  it("retries Google's 403 rateLimitExceeded with exponential backoff", async () => {
    const api = await fakeApi([
      { status: 403, body: googleRefusal(403, 'rateLimitExceeded', 'Rate Limit Exceeded') },
      { status: 403, body: googleRefusal(403, 'rateLimitExceeded', 'Rate Limit Exceeded') },
      OK,
    ]);
    expect(await api.http.request(oauthAccount(), api.url)).toEqual({ ok: true });
    expect(api.waits).toEqual([1_000, 2_000]);
    await api.close();
  });

  it('a 403 userRateLimitExceeded that lasts is "unavailable", not a read-only event', async () => {
    const api = await fakeApi([
      {
        status: 403,
        body: googleRefusal(403, 'userRateLimitExceeded', 'User Rate Limit Exceeded'),
      },
    ]);
    const failure = api.http.request(oauthAccount(), api.url);
    await expect(failure).rejects.toMatchObject({
      kind: 'unavailable',
      message: CALENDAR_MESSAGES.providerUnavailable,
      status: 403,
    });
    expect(api.calls()).toBe(3);
    expect(api.waits).toEqual([1_000, 2_000]);
    await api.close();
  });

  it('a 403 for any other reason is refused at once (the event is not ours to change)', async () => {
    const api = await fakeApi([
      { status: 403, body: googleRefusal(403, 'forbiddenForNonOrganizer', 'Forbidden') },
    ]);
    await expect(api.http.request(oauthAccount(), api.url)).rejects.toMatchObject({
      kind: 'rejected',
      message: CALENDAR_MESSAGES.readOnlyEvent,
    });
    expect(api.calls()).toBe(1);
    expect(api.waits).toEqual([]);
    await api.close();
  });

  it('honours a Retry-After above 3 s up to 30 s; a longer one fails at once with the wait', async () => {
    const api = await fakeApi([
      { status: 429, headers: () => ({ 'retry-after': '20' }), body: '' },
      { status: 429, headers: () => ({ 'retry-after': '120' }), body: '' },
      OK,
    ]);
    await expect(api.http.request(oauthAccount(), api.url)).rejects.toMatchObject({
      kind: 'unavailable',
      status: 429,
      retryAfterMs: 120_000,
    });
    expect(api.waits).toEqual([20_000]);
    expect(api.calls()).toBe(2);
    await api.close();
  });
});
