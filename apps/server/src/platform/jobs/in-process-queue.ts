import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobHandler, JobQueues, QueueOptions } from './job-queue.js';

type Pending = { jobId: string; data: unknown };

/** Jobs in memory, run in this process, at most `concurrency` at once per queue. */
export function createInProcessQueues(logger: FastifyBaseLogger): JobQueues {
  const running = new Set<Promise<void>>();
  let closed = false;

  return {
    kind: 'in-process',
    define<T>(name: string, handler: JobHandler<T>, options: QueueOptions) {
      const waiting: Pending[] = [];
      let active = 0;

      function pump() {
        while (!closed && active < options.concurrency && waiting.length) {
          const job = waiting.shift()!;
          active += 1;
          // A handler's failure is its own to report; here it only must not stop the queue.
          const run = handler(job.data as T, { jobId: job.jobId })
            .catch((error: unknown) => logger.error({ err: error, queue: name }, 'job failed'))
            .finally(() => {
              active -= 1;
              running.delete(run);
              pump();
            });
          running.add(run);
        }
      }

      return {
        async add(data, addOptions) {
          if (closed) throw new Error('The job queue is closed.');
          const jobId = addOptions?.jobId ?? randomUUID();
          waiting.push({ jobId, data });
          // Started on the next tick: the caller answers first (e.g. 202), then the job runs.
          setImmediate(pump);
          return jobId;
        },
      };
    },
    async close() {
      closed = true;
      await Promise.allSettled([...running]);
    },
  };
}
