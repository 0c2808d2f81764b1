import { EXPORTS_WAITING_PER_USER, FILE_MESSAGES } from '@worksphere/contracts';
import { AppError } from '../../../platform/errors.js';

type Waiting = { sequence: number; start: () => void };

export type FairQueue = {
  /**
   * Run the task when a slot is free and it is this owner's turn. Refused with 429 when the
   * owner already has `waitingPerOwner` tasks waiting.
   */
  run: <T>(owner: string, task: () => Promise<T>) => Promise<T>;
  /** Tasks running and waiting now, for tests and logs. */
  stats: () => { running: number; waiting: number };
};

/**
 * A queue in front of a few slots (the PDF renderer's pages) that is fair per owner: when a slot
 * frees, the owner with the fewest tasks running goes next (among equals, the one served longest
 * ago; each owner's own tasks in the order sent), so
 * one member's burst of exports never holds up another member's single export. Each owner may
 * have a few tasks waiting; beyond that the request is refused rather than queued for minutes.
 */
export function createFairQueue(options: { slots: number; waitingPerOwner?: number }): FairQueue {
  const waitingPerOwner = options.waitingPerOwner ?? EXPORTS_WAITING_PER_USER;
  const waiting = new Map<string, Waiting[]>();
  const runningByOwner = new Map<string, number>();
  /** When each owner with work here last had a task started (a count, not a time). */
  const lastStarted = new Map<string, number>();
  let running = 0;
  let sequence = 0;
  let starts = 0;

  const runningOf = (owner: string) => runningByOwner.get(owner) ?? 0;
  const lastStartOf = (owner: string) => lastStarted.get(owner) ?? -1;

  function begin(owner: string) {
    running += 1;
    runningByOwner.set(owner, runningOf(owner) + 1);
    lastStarted.set(owner, (starts += 1));
  }

  function finish(owner: string) {
    running -= 1;
    const left = runningOf(owner) - 1;
    if (left > 0) runningByOwner.set(owner, left);
    else runningByOwner.delete(owner);
    if (left <= 0 && !waiting.has(owner)) lastStarted.delete(owner);
    startNext();
  }

  /** Is this owner's turn before that one's: fewer running, then served longest ago? */
  function goesBefore(owner: string, other: string) {
    const fewer = runningOf(owner) - runningOf(other);
    if (fewer !== 0) return fewer < 0;
    const sooner = lastStartOf(owner) - lastStartOf(other);
    if (sooner !== 0) return sooner < 0;
    return waiting.get(owner)![0]!.sequence < waiting.get(other)![0]!.sequence;
  }

  /** Hand free slots to the waiting owners whose turn it is. */
  function startNext() {
    while (running < options.slots) {
      let chosen: string | undefined;
      for (const owner of waiting.keys()) {
        if (chosen === undefined || goesBefore(owner, chosen)) chosen = owner;
      }
      if (chosen === undefined) return;
      const tasks = waiting.get(chosen)!;
      const next = tasks.shift()!;
      if (tasks.length === 0) waiting.delete(chosen);
      begin(chosen);
      next.start();
    }
  }

  async function run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    if (running < options.slots && waiting.size === 0) {
      begin(owner);
    } else {
      const queued = waiting.get(owner) ?? [];
      if (queued.length >= waitingPerOwner) {
        throw new AppError('RATE_LIMITED', FILE_MESSAGES.exportQueueFull);
      }
      // The slot is taken for this task by startNext before it is started.
      await new Promise<void>((start) => {
        queued.push({ sequence: (sequence += 1), start });
        waiting.set(owner, queued);
        startNext();
      });
    }
    try {
      return await task();
    } finally {
      finish(owner);
    }
  }

  const stats = () => ({
    running,
    waiting: [...waiting.values()].reduce((total, tasks) => total + tasks.length, 0),
  });

  return { run, stats };
}
