import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { closeWithin } from '../../platform/jobs/close-within.js';
import type { SyncJob, SyncQueue, SyncQueueOptions } from './email.jobs.js';

const QUEUE_NAME = 'email-sync';

/** BullMQ job ids may not contain ':'; one id per folder dedupes waiting jobs. */
const jobIdOf = (job: SyncJob) =>
  `${job.accountId}_${Buffer.from(job.folder).toString('base64url')}`;

/**
 * The sync queue in Redis (BullMQ) when REDIS_URL is set: every process adds jobs and works
 * on them, a job waiting for a folder is not added twice, and failed syncs come back after the
 * configured waits. Its keys carry the job queues' prefix (platform/jobs/queue-prefix.ts).
 */
export function createBullSyncQueue(
  options: SyncQueueOptions & { redisUrl: string; prefix: () => Promise<string> },
): SyncQueue {
  const connection = () => new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  const queueConnection = connection();
  const workerConnection = connection();
  for (const client of [queueConnection, workerConnection]) {
    client.on('error', (error) => options.logger.warn({ err: error }, 'mail sync redis error'));
  }
  let closed = false;

  const ready = (async () => {
    const prefix = await options.prefix();
    const queue = new Queue<SyncJob>(QUEUE_NAME, { connection: queueConnection, prefix });
    const worker = new Worker<SyncJob>(
      QUEUE_NAME,
      async (job: Job<SyncJob>) => {
        const outcome = await options.run(job.data, job.attemptsMade);
        // A refused password is not retried: the account asks for a reconnect.
        if (outcome === 'give_up') throw new UnrecoverableError('mail sync gave up');
        if (outcome === 'retry') throw new Error('mail sync failed; retried');
      },
      {
        connection: workerConnection,
        prefix,
        concurrency: options.concurrency,
        settings: {
          backoffStrategy: (attemptsMade: number) =>
            options.retryDelaysMs[attemptsMade - 1] ?? options.retryDelaysMs.at(-1) ?? 0,
        },
      },
    );
    worker.on('error', (error) => options.logger.warn({ err: error }, 'mail sync worker error'));
    queue.on('error', (error) => options.logger.warn({ err: error }, 'mail sync queue error'));
    return { queue, worker };
  })();
  ready.catch((error: unknown) => options.logger.error({ err: error }, 'mail sync queue failed'));

  return {
    async enqueue(job) {
      if (closed) return;
      const { queue } = await ready;
      await queue.add('sync', job, {
        jobId: jobIdOf(job),
        attempts: options.retryDelaysMs.length + 1,
        backoff: { type: 'custom' },
        removeOnComplete: true,
        removeOnFail: true,
      });
    },
    // Another process may be working on it: the answer's `syncing` lists what this one queued.
    busy: () => false,
    async idle() {
      const { queue } = await ready;
      for (;;) {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
        if (Object.values(counts).every((count) => count === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      closed = true;
      const { queue, worker } = await ready.catch(() => ({ queue: null, worker: null }));
      await closeWithin(
        (async () => {
          await worker?.close();
          await queue?.close();
        })(),
      );
      queueConnection.disconnect();
      workerConnection.disconnect();
    },
  };
}
