import { Queue, Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { closeWithin } from './close-within.js';
import type { JobHandler, JobQueues, QueueOptions } from './job-queue.js';

/** Finished jobs kept a while for inspection, then dropped. */
const KEEP = { age: 3600, count: 1000 };

/** ioredis options from a redis:// or rediss:// URL (BullMQ takes options, not a URL). */
export function redisOptionsOf(redisUrl: string) {
  const url = new URL(redisUrl);
  const db = Number(url.pathname.replace('/', '') || 0);
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    // BullMQ's blocking reads need this.
    maxRetriesPerRequest: null,
  };
}

/** Jobs through Redis with BullMQ: any process running the same handlers may take them. */
export function createBullMqQueues(options: {
  redisUrl: string;
  logger: FastifyBaseLogger;
  prefix: string;
}): JobQueues {
  const closers: Array<() => Promise<unknown>> = [];
  // BullMQ makes its own connections (it ships its own ioredis) from these options.
  const connection = redisOptionsOf(options.redisUrl);

  return {
    kind: 'bullmq',
    define<T>(name: string, handler: JobHandler<T>, queueOptions: QueueOptions) {
      const queue = new Queue(name, { connection, prefix: options.prefix });
      const worker = new Worker(
        name,
        async (job) => handler(job.data as T, { jobId: String(job.id) }),
        {
          connection,
          prefix: options.prefix,
          concurrency: queueOptions.concurrency,
        },
      );
      worker.on('failed', (job, error) =>
        options.logger.error({ err: error, queue: name, jobId: job?.id }, 'job failed'),
      );
      worker.on('error', (error) =>
        options.logger.warn({ err: error, queue: name }, 'worker error'),
      );
      queue.on('error', (error) => options.logger.warn({ err: error, queue: name }, 'queue error'));
      closers.push(async () => {
        await closeWithin(
          (async () => {
            await worker.close();
            await queue.close();
          })(),
        );
        // BullMQ's disconnect also waits for a first connection: bounded the same way.
        await closeWithin(Promise.allSettled([worker.disconnect(), queue.disconnect()]), 500);
      });
      return {
        async add(data, addOptions) {
          const job = await queue.add(name, data, {
            jobId: addOptions?.jobId,
            // A run is answered once: a retry would act twice (create the task again).
            attempts: 1,
            removeOnComplete: KEEP,
            removeOnFail: KEEP,
          });
          return String(job.id);
        },
      };
    },
    async close() {
      await Promise.allSettled(closers.map((close) => close()));
    },
  };
}
