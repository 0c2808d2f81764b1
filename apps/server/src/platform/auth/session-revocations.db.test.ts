import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadRedis } from '../redis-client.js';
import {
  createSessionRevocations,
  type SessionChange,
  type SessionRevocations,
} from './session-revocations.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const logger = Fastify({ logger: false }).log;
const opened: SessionRevocations[] = [];
// As the app does when REDIS_URL is set.
beforeAll(() => loadRedis());

function open(redisUrl: string | undefined) {
  const revocations = createSessionRevocations({ redisUrl, logger });
  opened.push(revocations);
  return revocations;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((revocations) => revocations.close()));
});

describe('session revocations', () => {
  it('without Redis, delivers in this process before announce returns', async () => {
    const revocations = open(undefined);
    const heard: SessionChange[] = [];
    revocations.subscribe((change) => heard.push(change));
    expect(revocations.isListening()).toBe(true);
    const announced = revocations.announce({ sessionIds: ['s1'] });
    expect(heard).toEqual([{ sessionIds: ['s1'], userIds: [] }]);
    await announced;
  });

  it('with Redis, reaches every process, and says when the channel is (re)subscribed', async () => {
    const a = open(REDIS_URL);
    const b = open(REDIS_URL);
    let gaps = 0;
    b.onGap(() => (gaps += 1));
    await expect.poll(() => a.isListening() && b.isListening()).toBe(true);
    expect(gaps).toBe(1);

    const heardOnB: SessionChange[] = [];
    b.subscribe((change) => heardOnB.push(change));
    await a.announce({ userIds: ['u1'], sessionIds: ['s2'] });
    await expect.poll(() => heardOnB).toEqual([{ sessionIds: ['s2'], userIds: ['u1'] }]);
  });

  it('is not listening while Redis cannot be reached, and announcing does not throw', async () => {
    const revocations = open('redis://127.0.0.1:1');
    const heard: SessionChange[] = [];
    revocations.subscribe((change) => heard.push(change));
    await revocations.announce({ sessionIds: ['s3'] });
    expect(revocations.isListening()).toBe(false);
    expect(heard).toEqual([{ sessionIds: ['s3'], userIds: [] }]);
  });
});
