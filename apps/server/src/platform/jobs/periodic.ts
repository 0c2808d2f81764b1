import type { FastifyBaseLogger } from 'fastify';

/**
 * A pass run every so often by each server process (reminders, the mail outbox): passes never
 * overlap, a failed one is logged and the next goes on, and stopping waits for the pass under
 * way. `tick` claims its work in the database, so several processes may run the same pass.
 */
export function createPeriodicPass(options: {
  tick: () => Promise<unknown>;
  logger: FastifyBaseLogger;
  /** Logged with the error of a failed pass, e.g. "mail outbox tick failed". */
  failureMessage: string;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function runQuietly() {
    if (running) return;
    running = options
      .tick()
      .catch((error: unknown) => options.logger.warn({ err: error }, options.failureMessage))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    /** A pass now, unless one is under way (which then covers it). */
    runNow: runQuietly,
    /** The pass under way, if any (a test's own pass waits for it). */
    settled: async () => {
      await running;
    },
    /** Run now and every intervalMs from now on; 0 leaves it off. */
    start(intervalMs: number) {
      if (intervalMs <= 0 || timer) return;
      timer = setInterval(runQuietly, intervalMs);
      timer.unref();
      runQuietly();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
