import type { FastifyBaseLogger } from 'fastify';
import type { SyncJob } from './email.jobs.js';
import type { MailProvider, ProviderAccount } from './providers/mail-provider.js';

/** Open IDLE connections at most (each is one connection to a mail server). */
const MAX_WATCHERS = 200;
/** Changes are gathered this long before a sync is queued (a burst of mail, one sync). */
const DEBOUNCE_MS = 500;

/**
 * Live inboxes: after an inbox synced, its account's provider may watch it (IMAP IDLE) and a
 * change queues the next sync at once, so new mail reaches the browser without waiting for
 * the poll. A watcher that loses its connection is dropped; the next sync starts another.
 */
export function createMailWatchers(options: {
  logger: FastifyBaseLogger;
  enqueue: (job: SyncJob) => Promise<void>;
}) {
  const watchers = new Map<string, { stop: () => Promise<void> } | 'starting'>();
  let closed = false;

  async function ensure(account: ProviderAccount, provider: MailProvider, folder: string) {
    if (closed || !provider.watch || watchers.has(account.id)) return;
    if (watchers.size >= MAX_WATCHERS) return;
    watchers.set(account.id, 'starting');
    let timer: NodeJS.Timeout | undefined;
    const job = { organizationId: account.organizationId, accountId: account.id, folder };
    try {
      const stop = await provider.watch(
        account,
        folder,
        () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            options.enqueue(job).catch(() => undefined);
          }, DEBOUNCE_MS);
        },
        () => {
          clearTimeout(timer);
          watchers.delete(account.id);
        },
      );
      if (closed) return void (await stop());
      watchers.set(account.id, {
        stop: async () => {
          clearTimeout(timer);
          await stop();
        },
      });
    } catch (error) {
      watchers.delete(account.id);
      options.logger.warn(
        { accountId: account.id, err: (error as Error).message },
        'mail watch failed',
      );
    }
  }

  return {
    ensure,
    /** Stop watching one account (it was removed or its password refused). */
    async stop(accountId: string) {
      const watcher = watchers.get(accountId);
      watchers.delete(accountId);
      if (watcher && watcher !== 'starting') await watcher.stop();
    },
    async close() {
      closed = true;
      const all = [...watchers.values()];
      watchers.clear();
      await Promise.all(all.map((watcher) => (watcher === 'starting' ? null : watcher.stop())));
    },
  };
}

export type MailWatchers = ReturnType<typeof createMailWatchers>;
