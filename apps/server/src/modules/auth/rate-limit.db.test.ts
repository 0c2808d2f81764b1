import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../test/test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('rate limits with REDIS_URL', () => {
  it('count attempts across server processes', async () => {
    const environment = { AUTH_RATE_LIMIT_MAX: '2', REDIS_URL };
    const [processA, processB] = [
      await createTestApp(environment),
      await createTestApp(environment),
    ];
    // A client address of its own, so earlier runs' counters in Redis do not interfere.
    const clientIp = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
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
    } finally {
      await processA.close();
      await processB.close();
    }
  });
});
