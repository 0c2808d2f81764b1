import type { FastifyBaseLogger } from 'fastify';
import { createInProcessQueues } from './in-process-queue.js';

/*
 * Background jobs for any module. A module defines a named queue with its handler and how many
 * jobs of it may run at once, then adds jobs (JSON data) to it. Without REDIS_URL the jobs
 * run in this process; with it they go through BullMQ, so any process of the deployment may
 * run them (every process defines the same handlers at start).
 */

export type JobHandler<T> = (data: T, meta: { jobId: string }) => Promise<void>;

export type QueueOptions = {
  /** Jobs of this queue run at most this many at once in one process. */
  concurrency: number;
};

export type JobQueue<T> = {
  /** Queue a job; resolves with its id once accepted (not when done). */
  add: (data: T, options?: { jobId?: string }) => Promise<string>;
};

export type JobQueues = {
  readonly kind: 'in-process' | 'bullmq';
  define: <T>(name: string, handler: JobHandler<T>, options: QueueOptions) => JobQueue<T>;
  /** Stop taking jobs and let the running ones finish. */
  close: () => Promise<void>;
};

export type JobQueuesOptions = {
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  /** Key prefix in Redis, so several deployments may share one (see queue-prefix.ts). */
  prefix?: () => Promise<string>;
};

export function createJobQueues(options: JobQueuesOptions): JobQueues {
  const { redisUrl } = options;
  return redisUrl
    ? lazyQueues(() =>
        Promise.all([import('./bullmq-queue.js'), options.prefix?.() ?? 'worksphere']).then(
          ([{ createBullMqQueues }, prefix]) =>
            createBullMqQueues({ redisUrl, logger: options.logger, prefix }),
        ),
      )
    : createInProcessQueues(options.logger);
}

/**
 * Queues whose implementation loads on first need (BullMQ is 1 MB of code that a start without
 * REDIS_URL never runs, and one with it need not wait for): loading starts at once, `define`
 * answers straight away, and `add` waits for the queue behind it.
 */
function lazyQueues(load: () => Promise<JobQueues>): JobQueues {
  const loading = load();
  // Reported by whoever awaits it (`add`, `close`); not an unhandled rejection meanwhile.
  loading.catch(() => undefined);
  return {
    kind: 'bullmq',
    define<T>(name: string, handler: JobHandler<T>, queueOptions: QueueOptions): JobQueue<T> {
      const queue = loading.then((queues) => queues.define(name, handler, queueOptions));
      queue.catch(() => undefined);
      return { add: async (data, addOptions) => (await queue).add(data, addOptions) };
    },
    // Never loaded (closed before the app was ready): nothing to close.
    close: () =>
      loading.then(
        (queues) => queues.close(),
        () => undefined,
      ),
  };
}
