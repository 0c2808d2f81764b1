import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redisOptionsOf } from './bullmq-queue.js';
import { createJobQueues } from './job-queue.js';

const logger = pino({ level: 'silent' });

describe('the in-process job queue', () => {
  it('answers add at once, runs jobs with at most `concurrency` at a time, and survives failures', async () => {
    const jobs = createJobQueues({ redisUrl: undefined, logger });
    expect(jobs.kind).toBe('in-process');
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const queue = jobs.define<{ n: number }>(
      'test',
      async ({ n }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        if (n === 2) throw new Error('boom');
        done.push(n);
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 6; n += 1) await queue.add({ n });
    expect(done).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await jobs.close();
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 3, 4, 5]);
    await expect(queue.add({ n: 9 })).rejects.toThrow('closed');
  });

  it('reads BullMQ connection options from REDIS_URL', () => {
    expect(redisOptionsOf('rediss://user:p%40ss@cache.internal:6380/2')).toMatchObject({
      host: 'cache.internal',
      port: 6380,
      username: 'user',
      password: 'p@ss',
      db: 2,
      tls: {},
      maxRetriesPerRequest: null,
    });
  });
});
