import type { AppDeps } from '../../platform/app-deps.js';
import { fillPendingBodySearch } from './email.repo.js';

/** Messages per statement: a few hundred milliseconds of PostgreSQL's time at most. */
const BATCH = 100;

/**
 * Fills the words of bodies a first sync left for later (email.store.ts, deferBodySearch), in
 * batches, one statement at a time, so the sync does not wait for PostgreSQL to build every
 * body's vector and the filling takes one connection. Kicked after sync jobs, at the start
 * (a process that stopped half-way) and with the periodic sweep; kicks while it runs make it
 * go round once more. Search finds the messages meanwhile by reading their bodies.
 */
export function createBodySearchFiller({ db, logger }: Pick<AppDeps, 'db' | 'logger'>) {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  async function drain() {
    do {
      again = false;
      while (!closed && (await fillPendingBodySearch(db, BATCH)) > 0);
    } while (again && !closed);
  }

  function kick() {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => logger.warn({ err: error }, 'mail body search fill failed'))
      .finally(() => {
        running = null;
      });
  }

  /** Resolves once nothing is left to fill (benchmarks and tests). */
  async function idle() {
    while (running) await running;
  }

  async function close() {
    closed = true;
    await idle();
  }

  return { kick, idle, close };
}

export type BodySearchFiller = ReturnType<typeof createBodySearchFiller>;
