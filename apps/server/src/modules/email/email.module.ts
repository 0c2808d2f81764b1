import type { AppDeps } from '../../platform/app-deps.js';
import type { PreHandler } from '../../platform/auth/session-context.js';
import type { Realtime } from '../../platform/realtime/realtime.js';
import { createAccountsService } from '../accounts/accounts.service.js';
import { createMailEvents } from './email.events.js';
import {
  createInProcessSyncQueue,
  lazySyncQueue,
  type SyncJob,
  type SyncQueue,
} from './email.jobs.js';
import { createBodySearchFiller, type BodySearchFiller } from './email.body-search.js';
import { createEmailOutgoing } from './email.outgoing.js';
import { listMailAccountsToPoll } from './email.poll.js';
import { sweepAttachmentBlobs } from './email.sweep.js';
import { createMailWatchers } from './email.watch.js';
import { emailRoutes } from './email.routes.js';
import { createEmailService, type EmailService } from './email.service.js';
import { createMailSync } from './email.sync.js';
import { createEmailOutbox, type EmailOutbox } from './writing/email-outbox.js';
import { createMailSettings } from './writing/email-mail-settings.js';
import { emailWritingRoutes } from './writing/email-writing.routes.js';

/** How often each process looks for mail due to go out (undo and scheduled send). */
const OUTBOX_INTERVAL_MS = 1000;

export type EmailModule = {
  routes: (authenticate: PreHandler) => ReturnType<typeof emailRoutes>;
  /** The service (the assistant's e-mail tools call it with the caller's session). */
  service: EmailService;
  /** The sync queue (tests wait for it to be idle). */
  queue: SyncQueue;
  /** Mail waiting to go out (tests run its tick). */
  outbox: EmailOutbox;
  /** Remove the files of deleted attachments now (also after syncs and every minute). */
  sweep: () => Promise<number>;
  /** Fills the bodies' words a first sync left for later (benchmarks wait for it). */
  bodySearch: BodySearchFiller;
  /** Start the outbox, the resume of cut syncs, the search filler and the poll (once). */
  start: () => void;
  close: () => Promise<void>;
};

/**
 * E-mail: the service, the background sync (in-process queue, or BullMQ with REDIS_URL) and
 * the periodic poll of every mail account's inbox.
 */
export function createEmailModule(deps: AppDeps, realtime: () => Realtime): EmailModule {
  const accounts = createAccountsService(deps);
  const events = createMailEvents(() => realtime().chat);
  // The queue is made after the sync (it runs it); the watchers reach it through this.
  let enqueue: SyncQueue['enqueue'] = async () => undefined;
  const bodySearch = createBodySearchFiller(deps);
  const watchers = createMailWatchers({ logger: deps.logger, enqueue: (job) => enqueue(job) });
  const sync = createMailSync(deps, accounts, events, deps.config.emailSync, {
    synced: (account, provider, folder) => {
      if (folder.role === 'inbox') void watchers.ensure(account, provider, folder.path);
    },
    unusable: (accountId) => void watchers.stop(accountId),
  });
  const sweep = () => sweepAttachmentBlobs(deps.db, deps.config.uploadsDir);
  const sweepQuietly = () =>
    sweep().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'mail attachment sweep failed');
      return 0;
    });
  const queueOptions = {
    run: async (job: SyncJob) => {
      const outcome = await sync.runJob(job);
      // The bodies' words of what a first sync wrote: after the job, so as not to slow it.
      bodySearch.kick();
      await sweepQuietly();
      return outcome;
    },
    logger: deps.logger,
    retryDelaysMs: deps.config.emailSync.retryDelaysMs,
    concurrency: 2,
  };
  // In-process by default; with REDIS_URL every process shares one BullMQ queue.
  const { redisUrl } = deps.config;
  const queue = redisUrl
    ? lazySyncQueue(
        import('./email.bullmq.js').then(({ createBullSyncQueue }) =>
          createBullSyncQueue({
            ...queueOptions,
            redisUrl,
            prefix: deps.jobQueuePrefix,
          }),
        ),
      )
    : createInProcessSyncQueue(queueOptions);
  enqueue = (job) => queue.enqueue(job);
  const email = createEmailService(deps, accounts, sync, queue, events);
  const outgoing = createEmailOutgoing(deps, email);
  const outbox = createEmailOutbox(deps, email, outgoing);
  const writing = emailWritingRoutes(outbox, createMailSettings(deps, email));
  let sweeper: NodeJS.Timeout | undefined;
  let poller: NodeJS.Timeout | undefined;
  /**
   * The background work, started once the app is ready: in `npm start` that is after the
   * migrations, so a first start on an empty database logs no "relation does not exist".
   */
  function start() {
    if (sweeper) return;
    outbox.start(OUTBOX_INTERVAL_MS);

    // A sync cut off by a crash goes on now, not at the next poll of the inbox.
    void sync
      .interruptedSyncs()
      .then(async (jobs) => {
        for (const job of jobs) await queue.enqueue(job);
        if (jobs.length > 0) deps.logger.info({ folders: jobs.length }, 'mail syncs resumed');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'mail sync resume failed'));

    // Bodies a stopped process left without their words, and any written outside a sync.
    bodySearch.kick();
    sweeper = setInterval(() => {
      void sweepQuietly();
      bodySearch.kick();
    }, 60_000);
    sweeper.unref();
    if (deps.config.emailSync.intervalMs > 0) {
      poller = setInterval(() => {
        listMailAccountsToPoll(deps.db, Object.keys(deps.mailProviders))
          .then(async (rows) => {
            for (const row of rows) {
              await queue.enqueue({ ...row, folder: 'INBOX' });
            }
          })
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'mail poll failed'));
      }, deps.config.emailSync.intervalMs);
      poller.unref();
    }
  }

  return {
    routes: (authenticate) => emailRoutes(deps, accounts, email, outgoing, authenticate, writing),
    service: email,
    queue,
    outbox,
    sweep,
    bodySearch,
    start,
    close: async () => {
      clearInterval(sweeper);
      if (poller) clearInterval(poller);
      await outbox.stop();
      await watchers.close();
      await queue.close();
      await bodySearch.close();
      await Promise.all(Object.values(deps.mailProviders).map((provider) => provider?.close?.()));
    },
  };
}
