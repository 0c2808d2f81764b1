import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { findFreePort } from './db/embedded-postgres.js';
import {
  createLocalAttemptThrottle,
  createRedisAttemptThrottle,
  delayAfter,
  THROTTLE_UNAVAILABLE_MESSAGE,
} from './attempt-throttle.js';

const settings = { failures: 3, windowMs: 60_000, delayMs: 1_000, maxDelayMs: 5_000 };

function throttleWithClock() {
  const clock = { now: 0 };
  const throttle = createLocalAttemptThrottle(settings, () => clock.now);
  return { throttle, clock };
}

describe('delayAfter', () => {
  it('is free up to the limit, then doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map((count) => delayAfter(count, settings))).toEqual([
      0, 0, 1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });
});

describe('local attempt throttle', () => {
  it('makes a key wait after the limit, a growing but capped time', async () => {
    const { throttle, clock } = throttleWithClock();
    expect(await throttle.attempt(['a'])).toBe(0);
    expect(await throttle.attempt(['a'])).toBe(0);
    expect(await throttle.attempt(['a'])).toBe(0);
    // The third attempt reached the limit: the next must wait, and is not counted.
    expect(await throttle.attempt(['a'])).toBe(1_000);
    clock.now = 400;
    expect(await throttle.attempt(['a'])).toBe(600);
    clock.now = 1_000;
    expect(await throttle.attempt(['a'])).toBe(0);
    expect(await throttle.attempt(['a'])).toBe(2_000);
    for (const delay of [2_000, 4_000, 5_000, 5_000]) {
      clock.now += delay;
      expect(await throttle.attempt(['a'])).toBe(0);
    }
    expect(await throttle.attempt(['a'])).toBe(5_000);
  });

  it('blocks when any of the keys waits, and counts against every key', async () => {
    const { throttle } = throttleWithClock();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await throttle.attempt(['identifier', 'user'])).toBe(0);
    }
    expect(await throttle.attempt(['other identifier', 'user'])).toBe(1_000);
    expect(await throttle.attempt(['other identifier'])).toBe(0);
  });

  it('forgets a key after a success, or a window after its last attempt', async () => {
    const { throttle, clock } = throttleWithClock();
    for (let attempt = 0; attempt < 3; attempt += 1) await throttle.attempt(['a', 'b']);
    await throttle.clear(['a']);
    expect(await throttle.attempt(['a'])).toBe(0);
    expect(await throttle.attempt(['b'])).toBe(1_000);
    clock.now = 1_000 + settings.windowMs;
    expect(await throttle.attempt(['b'])).toBe(0);
    expect(await throttle.attempt(['b'])).toBe(0);
  });
});

describe('Redis attempt throttle without Redis', () => {
  it('answers 503 with a clear message, and a clear after a good sign-in does not fail', async () => {
    // A port nothing listens on, no retries: every command fails at once.
    const redis = new Redis({
      host: '127.0.0.1',
      port: await findFreePort(),
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    const throttle = createRedisAttemptThrottle(
      { failures: 3, windowMs: 60_000, delayMs: 1000, maxDelayMs: 5000 },
      redis,
    );
    await expect(throttle.attempt(['account:a'])).rejects.toMatchObject({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: THROTTLE_UNAVAILABLE_MESSAGE,
    });
    await expect(throttle.clear(['account:a'])).resolves.toBeUndefined();
    redis.disconnect();
  });
});
