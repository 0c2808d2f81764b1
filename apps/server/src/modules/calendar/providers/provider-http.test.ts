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

describe('createOAuthHttp', () => {
  it('waits out a 503 with an HTTP-date Retry-After (capped), then answers the JSON', async () => {
    let calls = 0;
    const server = createServer((request, response) => {
      calls += 1;
      if (request.url?.endsWith('?broken')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
        return;
      }
      if (calls === 1) {
        // An hour away: the wait is capped.
        response.writeHead(503, { 'retry-after': new Date(Date.now() + 3600_000).toUTCString() });
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    const outbound = createOutbound({ allowedHosts: [new URL(url).host] });
    const http = createOAuthHttp({
      fetch: outbound.fetch,
      refresh: async () => {
        throw new Error('not expected');
      },
      maxRetryWaitMs: 200,
    });
    const { account } = memoryAccount('gmail', {
      kind: 'oauth',
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: null,
    });
    const started = Date.now();
    expect(await http.request(account, url)).toEqual({ ok: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(calls).toBe(2);

    // Not an OAuth account at all: refused before any request.
    const { account: password } = memoryAccount('gmail', {
      kind: 'password',
      username: 'u',
      password: 'p',
    });
    await expect(http.request(password, url)).rejects.toMatchObject({ kind: 'auth' });
    // An answer that is not JSON (a proxy's maintenance page) is "unavailable".
    await expect(http.request(account, `${url}?broken`)).rejects.toMatchObject({
      kind: 'unavailable',
      message: CALENDAR_MESSAGES.providerUnavailable,
    });
    await outbound.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
