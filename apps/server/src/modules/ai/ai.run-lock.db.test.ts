import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createAiRunLock } from './ai.run-lock.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

// A user id of this run's own: no other test shares its keys.
const userId = `lock-test-${randomBytes(4).toString('hex')}`;

describe.each([
  ['in one process', (ttlMs: number) => [createAiRunLock(undefined, ttlMs)] as const],
  [
    'shared through Redis by two processes',
    (ttlMs: number) => [createAiRunLock(redis, ttlMs), createAiRunLock(redis, ttlMs)] as const,
  ],
])('the conversation run lock %s', (_name, makeLocks) => {
  it('holds a conversation for one run, frees it only for that run, and not others', async () => {
    const [first, second = first] = makeLocks(60_000);
    const sessionId = `session-${randomBytes(4).toString('hex')}`;
    expect(await first.acquire(userId, sessionId, 'run-1')).toBe(true);
    expect(await second.acquire(userId, sessionId, 'run-2')).toBe(false);
    expect(await second.acquire(userId, `${sessionId}-other`, 'run-3')).toBe(true);
    // A late release by a run that does not hold it frees nothing.
    await second.release(userId, sessionId, 'run-2');
    expect(await second.acquire(userId, sessionId, 'run-2')).toBe(false);
    await first.release(userId, sessionId, 'run-1');
    expect(await second.acquire(userId, sessionId, 'run-2')).toBe(true);
  });

  it('frees a conversation by itself after its time to live (a crashed run)', async () => {
    const [first, second = first] = makeLocks(50);
    const sessionId = `session-${randomBytes(4).toString('hex')}`;
    expect(await first.acquire(userId, sessionId, 'run-1')).toBe(true);
    expect(await second.acquire(userId, sessionId, 'run-2')).toBe(false);
    await expect
      .poll(() => second.acquire(userId, sessionId, 'run-2'), { interval: 20 })
      .toBe(true);
  });
});
