import type { AuthResponse } from '@worksphere/contracts';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../../platform/db/embedded-postgres.js';
import { SHARED_STORE_UNAVAILABLE_MESSAGE } from '../../platform/errors.js';
import { registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN_THROTTLED =
  /^Too many failed sign-in attempts for this account\. Try again in \d+ seconds?\.$/;

/** A client address of its own, so earlier runs' counters in Redis do not interfere. */
const randomAddress = () => `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;

async function withApp(environment: Record<string, string>, test: (app: TestApp) => Promise<void>) {
  const testApp = await createTestApp(environment);
  try {
    await test(testApp);
  } finally {
    await testApp.close();
  }
}

function login(testApp: TestApp, identifier: string, password: string, address?: string) {
  return call(testApp.app, 'POST', '/user/login', {
    body: { identifier, password },
    headers: address ? { 'x-forwarded-for': address } : {},
  });
}

function changePassword(
  testApp: TestApp,
  user: AuthResponse,
  currentPassword: string,
  address: string,
) {
  return call(testApp.app, 'PUT', '/user/me/password', {
    token: user.token,
    body: { currentPassword, newPassword: TEST_PASSWORD },
    headers: { 'x-forwarded-for': address },
  });
}

describe('per-address limits and proxies', () => {
  it('ignore X-Forwarded-For by default: a spoofed address does not reset the limit', () =>
    withApp({ AUTH_RATE_LIMIT_MAX: '2' }, async (testApp) => {
      const attempt = (address: string) =>
        call(testApp.app, 'POST', '/user/recover', {
          body: { email: 'someone@example.com' },
          headers: { 'x-forwarded-for': address },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(200);
      expect((await attempt('10.0.0.2')).statusCode).toBe(200);
      const third = await attempt('10.0.0.3');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
    }));

  it('honour X-Forwarded-For from a trusted proxy with TRUST_PROXY=1', () =>
    withApp({ AUTH_RATE_LIMIT_MAX: '2', TRUST_PROXY: '1' }, async (testApp) => {
      const attempt = (address: string) =>
        call(testApp.app, 'POST', '/user/recover', {
          body: { email: 'someone@example.com' },
          headers: { 'x-forwarded-for': address },
        });
      expect((await attempt('10.0.0.1')).statusCode).toBe(200);
      expect((await attempt('10.0.0.1')).statusCode).toBe(200);
      expect((await attempt('10.0.0.1')).statusCode).toBe(429);
      // The proxy's own client is the last address it appended; others are the client's say.
      expect((await attempt('10.0.0.1, 10.0.0.2')).statusCode).toBe(200);
    }));

  it('honour X-Forwarded-For only from the listed proxy addresses', () =>
    withApp({ AUTH_RATE_LIMIT_MAX: '1', TRUST_PROXY: '192.0.2.1,10.0.0.0/8' }, async (testApp) => {
      const attempt = (remoteAddress: string, forwardedFor: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/user/recover',
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'someone@example.com' },
        });
      // 127.0.0.1 is not listed: its header is ignored and both count against 127.0.0.1.
      expect((await attempt('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
      expect((await attempt('127.0.0.1', '198.51.100.2')).statusCode).toBe(429);
      // A listed proxy is believed, through a chain of listed proxies.
      expect((await attempt('192.0.2.1', '198.51.100.3')).statusCode).toBe(200);
      expect((await attempt('192.0.2.1', '198.51.100.4, 10.9.9.9')).statusCode).toBe(200);
      expect((await attempt('192.0.2.1', '198.51.100.3')).statusCode).toBe(429);
    }));
});

describe('per-account sign-in throttle', () => {
  const environment = {
    TRUST_PROXY: '1',
    ACCOUNT_THROTTLE_FAILURES: '3',
    // Long enough to outlast a slow password check on a busy machine, short enough to wait out.
    ACCOUNT_THROTTLE_DELAY_MS: '2000',
    ACCOUNT_THROTTLE_MAX_DELAY_MS: '4000',
  };

  it('slows guessing on one account from many addresses, then lets the right password in', () =>
    withApp(environment, async (testApp) => {
      const admin = await registerOrganization(testApp.app);
      const bystander = await registerOrganization(testApp.app);
      for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
        const wrong = await login(testApp, admin.user.username, 'wrong password', address);
        expect(wrong.statusCode).toBe(401);
      }
      // Even the right password waits, from a fresh address and through the e-mail address.
      for (const identifier of [admin.user.username, admin.user.email.toUpperCase()]) {
        const throttled = await login(testApp, identifier, TEST_PASSWORD, randomAddress());
        expect(throttled.statusCode).toBe(429);
        expect(throttled.json().code).toBe('RATE_LIMITED');
        expect(throttled.json().error).toMatch(LOGIN_THROTTLED);
      }
      // Other accounts, from the same address, are not slowed.
      expect(
        (await login(testApp, bystander.user.username, TEST_PASSWORD, '10.1.0.1')).statusCode,
      ).toBe(200);

      let afterDelay = await login(testApp, admin.user.username, TEST_PASSWORD, '10.1.0.4');
      for (let tries = 0; afterDelay.statusCode === 429 && tries < 100; tries += 1) {
        await sleep(100);
        afterDelay = await login(testApp, admin.user.username, TEST_PASSWORD, '10.1.0.4');
      }
      expect(afterDelay.statusCode).toBe(200);
      // The success cleared the count: the next mistakes are answered normally again.
      for (const address of ['10.1.0.5', '10.1.0.6']) {
        const wrong = await login(testApp, admin.user.username, 'wrong password', address);
        expect(wrong.statusCode).toBe(401);
      }
    }));

  it('treats an unknown account the same, so the answer reveals nothing', () =>
    withApp(environment, async (testApp) => {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await login(testApp, 'Nobody.Here', 'guess', randomAddress())).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    }));
});

describe('PUT /user/me/password limits', () => {
  it('counts wrong current passwords against the account and each address', () =>
    withApp(
      {
        TRUST_PROXY: '1',
        AUTH_RATE_LIMIT_MAX: '3',
        ACCOUNT_THROTTLE_FAILURES: '2',
        ACCOUNT_THROTTLE_DELAY_MS: '60000',
      },
      async (testApp) => {
        const guessed = await registerOrganization(testApp.app);
        const other = await registerOrganization(testApp.app);
        expect((await changePassword(testApp, guessed, 'guess one', '10.2.0.1')).statusCode).toBe(
          400,
        );
        expect((await changePassword(testApp, guessed, 'guess two', '10.2.0.2')).statusCode).toBe(
          400,
        );
        const throttled = await changePassword(testApp, guessed, TEST_PASSWORD, '10.2.0.3');
        expect(throttled.statusCode).toBe(429);
        expect(throttled.json()).toEqual({
          error: 'Too many wrong passwords for this account. Try again in 1 minute.',
          code: 'RATE_LIMITED',
          // The refusal and the wait apart, so the page says both in its language.
          params: {
            message: 'Too many wrong passwords for this account.',
            count: '1',
            wait: '1 minute',
          },
        });
        // The same account count guards the sign-in form.
        const signIn = await login(testApp, guessed.user.username, TEST_PASSWORD, '10.2.0.4');
        expect(signIn.json().error).toMatch(/^Too many failed sign-in attempts/);

        // Per address: three tries a window, right or wrong, whoever is signed in.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const allowed = await changePassword(testApp, other, TEST_PASSWORD, '10.2.0.9');
          expect(allowed.statusCode).toBe(200);
        }
        const limited = await changePassword(testApp, other, TEST_PASSWORD, '10.2.0.9');
        expect(limited.statusCode).toBe(429);
        expect(limited.json().error).toMatch(/^Too many attempts\. Try again in /);
      },
    ));
});

describe('rate limits with REDIS_URL', () => {
  it('count attempts per address and per account across server processes', async () => {
    const environment = {
      AUTH_RATE_LIMIT_MAX: '2',
      REDIS_URL,
      TRUST_PROXY: '1',
      ACCOUNT_THROTTLE_FAILURES: '2',
      ACCOUNT_THROTTLE_DELAY_MS: '60000',
    };
    const [processA, processB] = [
      await createTestApp(environment),
      await createTestApp(environment),
    ];
    const clientIp = randomAddress();
    const attempt = (app: typeof processA.app) =>
      call(app, 'POST', '/user/recover', {
        body: { email: 'someone@example.com' },
        headers: { 'x-forwarded-for': clientIp },
      });
    try {
      expect((await attempt(processA.app)).statusCode).toBe(200);
      expect((await attempt(processB.app)).statusCode).toBe(200);
      const third = await attempt(processA.app);
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');

      // No registration here: Redis keeps per-address counts of other test files too.
      const identifier = `ghost-${randomInt(1e9)}`;
      expect((await login(processA, identifier, 'wrong', randomAddress())).statusCode).toBe(401);
      expect((await login(processB, identifier, 'wrong', randomAddress())).statusCode).toBe(401);
      const throttled = await login(processA, identifier, 'wrong', randomAddress());
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().error).toBe(
        'Too many failed sign-in attempts for this account. Try again in 1 minute.',
      );
    } finally {
      await processA.close();
      await processB.close();
    }
  });
});

describe('rate limits when Redis cannot be reached', () => {
  it('answer 503 with a clear message, never a 500', async () => {
    // A port nothing listens on: the shared counters are unavailable.
    const environment = { REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` };
    await withApp(environment, async (testApp) => {
      const response = await call(testApp.app, 'POST', '/user/recover', {
        body: { email: 'someone@example.com' },
      });
      expect(response.json()).toEqual({
        error: SHARED_STORE_UNAVAILABLE_MESSAGE,
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(response.statusCode).toBe(503);
    });
  });
});
