import { CALLS_MESSAGES } from '@worksphere/contracts';
import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const testApp = useTestApp({
  REDIS_URL,
  TRUST_PROXY: '1',
  CALLS_RATE_LIMIT_MAX: '2',
  CALLS_RATE_LIMIT_WINDOW_MS: '60000',
});
const redis = new Redis(REDIS_URL);
afterAll(() => redis.quit());

describe('calls rate limits in Redis', () => {
  it('count each route under a key of its own that names it', async () => {
    // An address of this run's own, so earlier runs' counts do not interfere.
    const address = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const admin = await registerOrganization(testApp.app);
    const { number } = await addNumber(testApp.app, admin);
    const headers = { 'x-forwarded-for': address };
    const place = () =>
      call(testApp.app, 'POST', '/calls/make-call', {
        token: admin.token,
        headers,
        body: { from: number, to: '5550109200' },
      });
    expect((await place()).statusCode).toBe(201);
    expect((await place()).statusCode).toBe(201);
    const limited = await place();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: CALLS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // The same address's SMS has its own count.
    const sms = await call(testApp.app, 'POST', '/calls/message/send', {
      token: admin.token,
      headers,
      body: { from: number, to: '5550109200', text: 'still allowed' },
    });
    expect(sms.statusCode).toBe(201);
    expect(sms.headers['x-ratelimit-remaining']).toBe('1');

    const keys = (await redis.keys(`*${address}*`)).sort();
    expect(keys).toEqual([
      `worksphere-rate-limit:calls:/api/calls/make-call:${address}`,
      `worksphere-rate-limit:calls:/api/calls/message/send:${address}`,
    ]);
    expect(keys.join(' ')).not.toContain('undefined');
    expect(await redis.get(keys[0]!)).toBe('3');
    expect(await redis.get(keys[1]!)).toBe('1');
    await redis.del(...keys);
  });
});
