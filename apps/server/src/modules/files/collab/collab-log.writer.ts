import type { DbExecutor } from '../../../platform/db/database.js';
import * as collabRepo from './collab.repo.js';

type LoggedUpdate = { organizationId: string; documentName: string; update: Buffer };
type Waiting = { values: LoggedUpdate; written: () => void; failed: (error: unknown) => void };

/** Rows in one INSERT at most (three parameters each, far below PostgreSQL's 65,535). */
const MAX_ROWS_PER_INSERT = 1000;

/**
 * The changes editors send, written to collab_updates together: the changes that arrive in one
 * turn of the event loop, and those that arrive while an insert is running, go into the next one
 * INSERT (one round trip and one commit for all, instead of one per keystroke). Each change's
 * promise settles when the INSERT holding it committed (or failed): only then is it
 * acknowledged to its editor. Each row keeps its own organisation.
 */
export function createUpdateLogWriter(db: DbExecutor) {
  let queue: Waiting[] = [];
  let isWriting = false;

  async function writeAll() {
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_ROWS_PER_INSERT);
      queue = queue.slice(batch.length);
      try {
        await collabRepo.appendUpdates(
          db,
          batch.map((waiting) => waiting.values),
        );
        for (const waiting of batch) waiting.written();
      } catch (error) {
        for (const waiting of batch) waiting.failed(error);
      }
    }
    isWriting = false;
  }

  /** Written with the others of its turn; resolves once committed. */
  function append(values: LoggedUpdate): Promise<void> {
    return new Promise<void>((written, failed) => {
      queue.push({ values, written, failed });
      if (isWriting) return;
      isWriting = true;
      // After this turn's other messages: they join the same INSERT.
      setImmediate(() => void writeAll());
    });
  }

  return { append };
}

export type UpdateLogWriter = ReturnType<typeof createUpdateLogWriter>;
