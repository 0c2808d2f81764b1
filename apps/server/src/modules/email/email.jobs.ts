import type { FastifyBaseLogger } from 'fastify';

/** One folder of one account to sync. */
export type SyncJob = { organizationId: string; accountId: string; folder: string };

export type JobOutcome = 'done' | 'retry' | 'give_up';

export type SyncQueue = {
  /** Queue a sync (a job already queued for the folder is not queued twice). */
  enqueue: (job: SyncJob) => Promise<void>;
  /** Is a sync of this account (any folder) queued or running here? */
  busy: (accountId: string) => boolean;
  /** Resolves when nothing is queued, running or waiting to retry (tests). */
  idle: () => Promise<void>;
  close: () => Promise<void>;
};

export type SyncQueueOptions = {
  run: (job: SyncJob, attempt: number) => Promise<JobOutcome>;
  logger: FastifyBaseLogger;
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs: number[];
  concurrency: number;
};

const keyOf = (job: SyncJob) => `${job.accountId}|${job.folder}`;

/**
 * The in-process queue (the default; BullMQ takes over with REDIS_URL): a few syncs at a time,
 * one per folder, retried with growing waits when the server failed, never awaited by a
 * request. A job asked for while it runs runs once more afterwards (mail came meanwhile).
 */
export function createInProcessSyncQueue(options: SyncQueueOptions): SyncQueue {
  const waiting: SyncJob[] = [];
  const queued = new Set<string>();
  const running = new Map<string, SyncJob>();
  const again = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  let idleWaiters: Array<() => void> = [];

  const isIdle = () => waiting.length === 0 && running.size === 0 && timers.size === 0;
  const checkIdle = () => {
    if (!isIdle()) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  function pump() {
    while (!closed && running.size < options.concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      queued.delete(keyOf(job));
      void start(job, 0);
    }
    checkIdle();
  }

  async function start(job: SyncJob, attempt: number) {
    const key = keyOf(job);
    running.set(key, job);
    let outcome: JobOutcome;
    try {
      outcome = await options.run(job, attempt);
    } catch (error) {
      options.logger.error({ err: error, accountId: job.accountId }, 'mail sync crashed');
      outcome = 'retry';
    }
    running.delete(key);
    const delay = options.retryDelaysMs[attempt];
    if (!closed && outcome === 'retry' && delay !== undefined && !again.has(key)) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (closed || running.has(key)) return checkIdle();
        void start(job, attempt + 1);
      }, delay);
      timers.add(timer);
    }
    if (again.delete(key) && !closed) {
      waiting.push(job);
      queued.add(key);
    }
    pump();
  }

  return {
    async enqueue(job) {
      if (closed) return;
      const key = keyOf(job);
      if (running.has(key)) {
        again.add(key);
        return;
      }
      if (queued.has(key)) return;
      queued.add(key);
      waiting.push(job);
      // After the current request's answer: a request never waits for a mail server.
      setImmediate(pump);
    },
    busy: (accountId) =>
      [...running.values(), ...waiting].some((job) => job.accountId === accountId),
    idle: () =>
      isIdle() && queued.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idleWaiters.push(resolve)),
    async close() {
      closed = true;
      waiting.length = 0;
      queued.clear();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      checkIdle();
    },
  };
}

/**
 * A sync queue whose implementation is still loading (BullMQ, loaded only with REDIS_URL so a
 * start without it never pays for it): every call waits for it.
 */
export function lazySyncQueue(loading: Promise<SyncQueue>): SyncQueue {
  let loaded: SyncQueue | undefined;
  loading.then(
    (queue) => (loaded = queue),
    () => undefined,
  );
  return {
    enqueue: async (job) => (await loading).enqueue(job),
    // BullMQ's answer is always false (another process may be the one syncing).
    busy: (accountId) => loaded?.busy(accountId) ?? false,
    idle: async () => (await loading).idle(),
    // Never loaded (closed before the app was ready): nothing to close.
    close: () =>
      loading.then(
        (queue) => queue.close(),
        () => undefined,
      ),
  };
}
