import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createWindowLimit, WINDOW_LIMIT_KEY_PREFIX } from './window-limit.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => redis.quit());

/** Names and a subject of this run's own, so earlier runs' counts in Redis do not interfere. */
const run = randomBytes(4).toString('hex');

describe('named window limits in Redis', () => {
  it('keep one count per limit: two limits on the same address do not share a bucket', async () => {
    const address = `10.9.${run}`;
    const sms = createWindowLimit({ name: `sms-${run}`, max: 2, windowMs: 60_000, redis });
    const call = createWindowLimit({ name: `call-${run}`, max: 2, windowMs: 60_000, redis });

    expect(await sms.take(address)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await sms.take(address)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await sms.take(address);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.resetSeconds).toBeGreaterThan(0);
    expect(refused.resetSeconds).toBeLessThanOrEqual(60);
    // The other limit has its own count for the same address.
    expect(await call.take(address)).toMatchObject({ allowed: true, remaining: 1 });

    const keys = (await redis.keys(`${WINDOW_LIMIT_KEY_PREFIX}*${run}*`)).sort();
    expect(keys).toEqual([
      `worksphere-rate-limit:call-${run}:${address}`,
      `worksphere-rate-limit:sms-${run}:${address}`,
    ]);
    expect(keys.join(' ')).not.toContain('undefined');
    expect(await redis.get(sms.keyOf(address))).toBe('3');
    expect(await redis.get(call.keyOf(address))).toBe('1');
    const ttl = await redis.pttl(call.keyOf(address));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(...keys);
  });

  it('are shared by every process: two instances of one limit count together', async () => {
    const address = `10.8.${run}`;
    const settings = { name: `shared-${run}`, max: 1, windowMs: 60_000 };
    const second = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      const here = createWindowLimit({ ...settings, redis });
      const there = createWindowLimit({ ...settings, redis: second });
      expect((await here.take(address)).allowed).toBe(true);
      expect((await there.take(address)).allowed).toBe(false);
      await redis.del(here.keyOf(address));
    } finally {
      await second.quit();
    }
  });
});
