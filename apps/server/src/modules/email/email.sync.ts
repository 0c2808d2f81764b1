import { EMAIL_MESSAGES, type SyncState } from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { MailAudience, MailEvents } from './email.events.js';
import { applyItipReplies } from '../calendar/invitations/itip-replies.js';
import { notifyNewMail } from './email.inbox.js';
import type { JobOutcome, SyncJob } from './email.jobs.js';
import { presentFolder, presentSummary } from './email.present.js';
import * as repo from './email.repo.js';
import { storeMessages } from './email.store.js';
import { backfillThreads } from './email.threads.js';
import {
  MailProviderError,
  type MailProvider,
  type ProviderAccount,
  type SyncCursor,
  type SyncResult,
} from './providers/mail-provider.js';

export type SyncSettings = {
  /** Messages per provider call (one transaction each). */
  batchSize: number;
  /** How many of a folder's newest messages the first sync fetches. */
  initialWindow: number;
};

/** What the module does around syncs (live inboxes through IMAP IDLE). */
export type SyncHooks = {
  /** A folder synced without error. */
  synced?: (account: ProviderAccount, provider: MailProvider, folder: repo.FolderRow) => void;
  /** The account is gone or its sign-in refused: nothing should keep a connection open. */
  unusable?: (accountId: string) => void;
};

/** A sync never runs forever: this many batches, then the next job goes on. */
const MAX_BATCHES = 2000;

function compareIds(a: string, b: string) {
  const numeric = /^\d+$/;
  return numeric.test(a) && numeric.test(b) ? Number(a) - Number(b) : a.localeCompare(b);
}

/** The user's words for a failed sync; auth failures ask for a reconnect. */
export function syncErrorMessage(error: unknown): string {
  if (error instanceof MailProviderError) return error.message;
  return EMAIL_MESSAGES.syncFailed;
}

export function createMailSync(
  deps: AppDeps,
  accounts: AccountsService,
  events: MailEvents,
  settings: SyncSettings,
  hooks: SyncHooks = {},
) {
  const { db, logger } = deps;

  /** Refresh an account's folder list and counts from the provider. */
  async function refreshFolders(
    provider: MailProvider,
    account: ProviderAccount,
  ): Promise<repo.FolderRow[]> {
    const folders = await provider.listFolders(account);
    const rows: repo.FolderRow[] = [];
    for (const folder of folders.filter((entry) => entry.selectable)) {
      rows.push(
        await repo.upsertFolder(db, {
          organizationId: account.organizationId,
          accountId: account.id,
          path: folder.path,
          name: folder.name,
          role: folder.role,
          unreadCount: folder.unreadCount,
          totalCount: folder.totalCount,
        }),
      );
    }
    return rows;
  }

  function announceState(
    audience: MailAudience,
    accountId: string,
    folder: string,
    state: SyncState,
    error: string | null,
  ) {
    events.sync(audience, { accountId, folder, state, error });
  }

  /** Apply one provider answer to the cache; answers the new messages. */
  async function applyBatch(
    account: ProviderAccount,
    folder: repo.FolderRow,
    result: SyncResult,
    backfill: boolean,
  ) {
    if (result.reset) await repo.deleteFolderMessages(db, folder.id);
    // A first sync (or a folder starting over) writes a lot at once: the words later.
    const deferBodySearch = backfill || Boolean(result.reset);
    const stored = await storeMessages(
      db,
      deps.config.uploadsDir,
      { organizationId: account.organizationId, accountId: account.id, folderId: folder.id },
      result.messages,
      { deferBodySearch },
    );
    const changed = await repo.applyFlags(db, folder.id, result.flagChanges);
    let removed = result.removed;
    if (result.present && result.presentRange) {
      const present = new Set(result.present);
      const { from, to } = result.presentRange;
      const cached = await repo.cachedProviderIds(db, folder.id);
      removed = removed.concat(
        cached.filter(
          (id) => compareIds(id, from) >= 0 && compareIds(id, to) <= 0 && !present.has(id),
        ),
      );
    }
    const deleted = await repo.deleteMessages(db, folder.id, removed);
    for (const skipped of result.skipped ?? []) {
      logger.warn({ accountId: account.id, ...skipped }, 'mail message skipped');
    }
    // The cursor last: a break-off before this line redoes the batch, which upserts.
    const updated = await repo.updateFolder(db, folder.id, {
      syncCursor: result.cursor,
      ...(typeof result.unreadCount === 'number' ? { unreadCount: result.unreadCount } : {}),
      ...(typeof result.totalCount === 'number' ? { totalCount: result.totalCount } : {}),
    });
    return { stored, changed, deleted, folder: updated ?? folder };
  }

  /** Run one sync job to its end; the queue retries on `retry`. */
  async function runJob(job: SyncJob): Promise<JobOutcome> {
    const found = await accounts.providerAccountById(job.organizationId, job.accountId);
    if (!found) {
      hooks.unusable?.(job.accountId);
      return 'done';
    }
    const account = found.provider;
    const provider = deps.mailProviders[account.accountType];
    if (!provider) return 'done';
    const audience: MailAudience = {
      organizationId: account.organizationId,
      ownerId: found.ownerId,
      shared: found.shared,
    };
    let folder: repo.FolderRow | undefined;
    try {
      await refreshFolders(provider, account);
      // Messages cached before conversations were worked out get theirs (a few steps a sync).
      for (let step = 0; step < 20 && (await backfillThreads(db, account.id)) > 0; step += 1);
      [folder] = await repo.findFolders(db, account.organizationId, [account.id], job.folder);
      if (!folder) return 'done';
      await repo.updateFolder(db, folder.id, { syncState: 'running' });
      // Until a folder has synced once, what comes in is the backfill of old mail, not news.
      const backfill = !folder.syncedAt;
      announceState(audience, account.id, folder.path, 'running', null);
      /*
       * Pipelined: while one step's messages are written (rows, attachment files), the next
       * step is already being fetched and parsed from where this one's cursor points. At most
       * one step is ahead (memory stays bounded to two steps), and steps are written in order,
       * each with its cursor, so a break-off still resumes after the last step written.
       */
      const path = folder.path;
      const step = (cursor: SyncCursor | null) => {
        const next = provider.syncFolder(account, {
          folder: path,
          cursor,
          limit: settings.batchSize,
          initialWindow: settings.initialWindow,
        });
        // Awaited below; a failure while the previous step is written must not go unhandled.
        next.catch(() => undefined);
        return next;
      };
      let pending = step(folder.syncCursor ?? null);
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const result = await pending;
        if (result.hasMore && batch + 1 < MAX_BATCHES) pending = step(result.cursor);
        const applied = await applyBatch(account, folder, result, backfill);
        folder = applied.folder;
        const fresh = applied.stored.filter((row) => row.inserted);
        if (fresh.length > 0) {
          events.newMail(audience, {
            accountId: account.id,
            folder: folder.path,
            emails: fresh.map((row) => presentSummary(row, folder!.path)),
          });
          if (!backfill && !result.reset) {
            await notifyNewMail(deps.inbox, account, folder, fresh).catch((error: unknown) =>
              logger.warn({ err: error, accountId: account.id }, 'mail inbox notice failed'),
            );
            // Guests' answers to invitations (iTIP REPLY) update their status.
            const freshIds = new Set(fresh.map((row) => row.providerId));
            await applyItipReplies(
              deps,
              account.organizationId,
              result.messages.filter((message) => freshIds.has(message.providerId)),
            ).catch((error: unknown) =>
              logger.warn({ err: error, accountId: account.id }, 'calendar replies failed'),
            );
          }
        }
        for (const row of applied.changed) {
          events.updated(audience, {
            id: row.id,
            accountId: account.id,
            email: presentSummary(row, folder.path),
          });
        }
        for (const row of applied.deleted) {
          events.updated(audience, { id: row.id, accountId: account.id, email: null });
        }
        if (!result.hasMore) break;
      }
      await repo.updateFolder(db, folder.id, {
        syncState: 'idle',
        syncError: null,
        syncedAt: new Date(),
      });
      await accounts.setStatusMessage(account.organizationId, account.id, null);
      const folders = await repo.listFolders(db, account.organizationId, [account.id]);
      events.counts(audience, { accountId: account.id, folders: folders.map(presentFolder) });
      announceState(audience, account.id, folder.path, 'idle', null);
      hooks.synced?.(account, provider, folder);
      return 'done';
    } catch (error) {
      const message = syncErrorMessage(error);
      const kind = error instanceof MailProviderError ? error.kind : 'unavailable';
      logger.warn(
        { accountId: account.id, folder: job.folder, kind, detail: (error as Error).message },
        'mail sync failed',
      );
      // Failed before the folder was known (the login, the folder list): mark the cached one.
      folder ??= (await repo.findFolders(db, account.organizationId, [account.id], job.folder))[0];
      if (folder) {
        await repo.updateFolder(db, folder.id, { syncState: 'failed', syncError: message });
      }
      if (kind === 'auth') {
        hooks.unusable?.(account.id);
        await account.credentialStore.markReconnectNeeded(account.id, message);
      } else {
        await accounts.setStatusMessage(account.organizationId, account.id, message);
      }
      announceState(audience, account.id, folder?.path ?? job.folder, 'failed', message);
      return kind === 'auth' || kind === 'not_found' ? 'give_up' : 'retry';
    }
  }

  /**
   * The folders whose sync was running when the process stopped (a crash, a kill): their
   * cursor holds where it stopped, so queueing them again at the start resumes them.
   */
  function interruptedSyncs() {
    return repo.foldersSyncing(db);
  }

  return { runJob, refreshFolders, interruptedSyncs };
}

export type MailSync = ReturnType<typeof createMailSync>;
