import {
  ALL_EMAIL_ACCOUNTS,
  EMAIL_MESSAGES,
  isId,
  type ComposeMode,
  type ConnectedAccount,
  type EmailContent,
  type EmailListResponse,
  type EmailListView,
  type EmailSummary,
  type EmailThread,
  type EmailThreadResponse,
  EMAIL_THREAD_MAX_MESSAGES,
  type MailFolder,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import type { MailAudience, MailEvents } from './email.events.js';
import type { SyncQueue } from './email.jobs.js';
import { decodePageToken, encodePageToken } from './email.page-token.js';
import {
  attachmentUrl,
  presentAttachment,
  presentFolder,
  presentSummary,
} from './email.present.js';
import * as repo from './email.repo.js';
import { storeMessages } from './email.store.js';
import type { MailSync } from './email.sync.js';
import { sanitiseMailHtml } from './email-html.js';
import {
  MailProviderError,
  type MailProvider,
  type MessageRef,
  type ProviderAccount,
} from './providers/mail-provider.js';

/** A mail server slower than this answers 503 (the request never hangs on it). */
const PROVIDER_TIMEOUT_MS = 30_000;

export type MailAccount = {
  account: ConnectedAccount;
  provider: ProviderAccount;
  mail: MailProvider;
  audience: MailAudience;
};

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new MailProviderError(EMAIL_MESSAGES.providerUnavailable, 'unavailable')),
      PROVIDER_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A provider failure as the API answers it (4xx for what the user can fix, else 503). */
export function providerFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof MailProviderError) {
    if (error.kind === 'not_found') return new AppError('NOT_FOUND', EMAIL_MESSAGES.emailNotFound);
    if (error.kind === 'rejected') return new AppError('BAD_REQUEST', error.message);
    if (error.kind === 'too_large') return new AppError('PAYLOAD_TOO_LARGE', error.message);
    if (error.kind === 'rate_limited') return new AppError('RATE_LIMITED', error.message);
    return new AppError('SERVICE_UNAVAILABLE', error.message);
  }
  return new AppError('SERVICE_UNAVAILABLE', EMAIL_MESSAGES.providerUnavailable);
}

const emailNotFound = () => new AppError('NOT_FOUND', EMAIL_MESSAGES.emailNotFound);

export function createEmailService(
  deps: AppDeps,
  accounts: AccountsService,
  sync: MailSync,
  queue: SyncQueue,
  events: MailEvents,
) {
  const { db, logger } = deps;

  function mailAccountOf(account: ConnectedAccount, provider: ProviderAccount): MailAccount | null {
    const mail = deps.mailProviders[account.accountType];
    if (!mail || !account.capabilities.mail) return null;
    return {
      account,
      provider,
      mail,
      audience: {
        organizationId: provider.organizationId,
        ownerId: account.ownerId,
        shared: account.organizationId !== undefined,
      },
    };
  }

  /** The mail accounts a request names: one (404 unless usable) or `all` usable ones. */
  async function mailAccounts(session: SessionContext, accountId: string): Promise<MailAccount[]> {
    if (accountId === ALL_EMAIL_ACCOUNTS) {
      const usable = await accounts.listUsableProviderAccounts(session);
      return usable
        .map(({ account, provider }) => mailAccountOf(account, provider))
        .filter((entry): entry is MailAccount => entry !== null);
    }
    return [await mailAccount(session, accountId)];
  }

  async function mailAccount(session: SessionContext, accountId: string): Promise<MailAccount> {
    const account = await accounts.getAccount(session, accountId);
    const provider = await accounts.resolveUsableAccount(session, accountId);
    const found = mailAccountOf(account, provider);
    if (!found) throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.accountHasNoMail);
    return found;
  }

  /** A cached message the caller may read, with its account and folder. */
  async function usableMessage(session: SessionContext, emailId: string) {
    if (!isId(emailId)) throw emailNotFound();
    const row = await repo.findMessage(db, session.organizationId, emailId);
    if (!row) throw emailNotFound();
    let account: MailAccount;
    try {
      account = await mailAccount(session, row.accountId);
    } catch {
      // Another user's personal account: as if it did not exist.
      throw emailNotFound();
    }
    const folder = await repo.findFolderById(db, session.organizationId, row.folderId);
    if (!folder) throw emailNotFound();
    return { row, account, folder };
  }

  async function providerCall<T>(account: MailAccount, action: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(action());
    } catch (error) {
      if (error instanceof MailProviderError && error.kind === 'auth') {
        await account.provider.credentialStore
          .markReconnectNeeded(account.provider.id, error.message)
          .catch(() => undefined);
      }
      logger.warn(
        { accountId: account.provider.id, err: (error as Error).message },
        'mail provider call failed',
      );
      throw providerFailure(error);
    }
  }

  async function queueSync(account: MailAccount, folder: string) {
    await queue.enqueue({
      organizationId: account.provider.organizationId,
      accountId: account.provider.id,
      folder,
    });
  }

  async function emitCounts(account: MailAccount) {
    const folders = await repo.listFolders(db, account.provider.organizationId, [
      account.provider.id,
    ]);
    events.counts(account.audience, {
      accountId: account.provider.id,
      folders: folders.map(presentFolder),
    });
  }

  /** A page of cached messages of the named folder on these accounts. */
  async function cachedPage(
    session: SessionContext,
    list: MailAccount[],
    input: {
      folder: string;
      limit: number;
      pageToken?: string | null;
      query?: string | null;
      view?: EmailListView;
    },
    syncing: Set<string>,
  ): Promise<EmailListResponse> {
    const byThread = input.view === 'threads' && !input.query;
    const folders = await repo.findFolders(
      db,
      session.organizationId,
      list.map((entry) => entry.provider.id),
      input.folder,
    );
    // An account whose folders were never synced: start now, answer what there is.
    for (const entry of list) {
      if (!folders.some((folder) => folder.accountId === entry.provider.id)) {
        await queueSync(entry, input.folder);
        syncing.add(entry.provider.id);
      }
    }
    const pathOf = new Map(folders.map((folder) => [folder.id, folder.path]));
    const failures = folders
      .filter((folder) => folder.syncState === 'failed' && folder.syncError)
      .map((folder) => ({ accountId: folder.accountId, error: folder.syncError! }));
    for (const entry of list) if (queue.busy(entry.provider.id)) syncing.add(entry.provider.id);
    if (folders.length === 0) {
      return {
        emails: [],
        nextPageToken: null,
        failures,
        syncing: [...syncing],
        ...(byThread ? { threads: [] } : {}),
      };
    }
    const folderIds = folders.map((folder) => folder.id);
    const token = decodePageToken(input.pageToken);
    let rows: repo.SummaryRow[];
    let nextPageToken: string | null = null;
    if (input.query) {
      const offset = token?.kind === 'offset' ? token.offset : 0;
      rows = await repo.searchMessages(
        db,
        session.organizationId,
        folderIds,
        input.query,
        input.limit + 1,
        offset,
      );
      if (rows.length > input.limit) {
        rows = rows.slice(0, input.limit);
        nextPageToken = encodePageToken({ kind: 'offset', offset: offset + input.limit });
      }
    } else {
      const after = token?.kind === 'keyset' ? token : null;
      rows = await (byThread ? repo.listThreadHeads : repo.listMessages)(
        db,
        session.organizationId,
        folderIds,
        input.limit + 1,
        after ? { sentAt: new Date(after.sentAt), id: after.id } : null,
      );
      if (rows.length > input.limit) {
        rows = rows.slice(0, input.limit);
        const last = rows[rows.length - 1]!;
        nextPageToken = encodePageToken({
          kind: 'keyset',
          sentAt: last.sentAt.toISOString(),
          id: last.id,
        });
      }
    }
    const emails = rows.map((row) => presentSummary(row, pathOf.get(row.folderId) ?? input.folder));
    if (!byThread) return { emails, nextPageToken, failures, syncing: [...syncing] };
    const totals = new Map(
      (
        await repo.threadTotals(
          db,
          session.organizationId,
          folderIds,
          rows.flatMap((row) => (row.threadId ? [row.threadId] : [])),
        )
      ).map((entry) => [entry.threadId, entry]),
    );
    const threads = emails.map((latest): EmailThread => {
      const total = latest.threadId ? totals.get(latest.threadId) : undefined;
      const senders = total?.senders ?? (latest.from ? [latest.from] : []);
      const participants = [
        ...new Map(
          senders
            .filter((entry) => entry.address || entry.name)
            .map((entry) => [entry.address.toLowerCase() || entry.name, entry]),
        ).values(),
      ];
      return {
        threadId: latest.threadId ?? latest.id,
        accountId: latest.accountId,
        subject: latest.subject,
        count: total?.count ?? 1,
        unreadCount: total?.unreadCount ?? (latest.isRead ? 0 : 1),
        participants,
        hasAttachments: total?.hasAttachments ?? latest.hasAttachments,
        isImportant: total?.isImportant ?? latest.isImportant,
        date: latest.date,
        latest,
      };
    });
    return { emails, nextPageToken, failures, syncing: [...syncing], threads };
  }

  /** The cached folder row of a path on an account (refreshing the folder list once). */
  async function folderRow(account: MailAccount, path: string) {
    const find = async () =>
      (await repo.findFolders(db, account.provider.organizationId, [account.provider.id], path))[0];
    let row = await find();
    if (!row) {
      await providerCall(account, () => sync.refreshFolders(account.mail, account.provider));
      row = await find();
    }
    if (!row) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.folderNotFound);
    return row;
  }

  /** Fetch one message from the server into the cache (bodies of search hits, sent copies). */
  async function fetchIntoCache(account: MailAccount, folder: repo.FolderRow, ref: MessageRef) {
    const parsed = await providerCall(account, () =>
      account.mail.fetchMessage(account.provider, ref),
    );
    const [stored] = await storeMessages(
      db,
      deps.config.uploadsDir,
      {
        organizationId: account.provider.organizationId,
        accountId: account.provider.id,
        folderId: folder.id,
      },
      [parsed],
    );
    return stored!;
  }

  async function presentContent(
    session: SessionContext,
    row: repo.MessageRow,
    folderPath: string,
  ): Promise<EmailContent> {
    const attachments = await repo.listAttachments(db, row.id);
    const inlineParts = new Map(
      attachments
        .filter((attachment) => attachment.contentId)
        .map((attachment) => [attachment.contentId!, attachmentUrl(attachment.id)]),
    );
    const allowed = await repo.imagesAllowed(db, session.userId, row.id, row.fromAddress);
    const sanitised = row.bodyHtml
      ? sanitiseMailHtml(row.bodyHtml, {
          inlineParts,
          remoteImageUrl: allowed
            ? (url) => `/api/email/images?emailId=${row.id}&url=${encodeURIComponent(url)}`
            : null,
        })
      : null;
    const remote = sanitised?.remoteImages.length ?? 0;
    return {
      ...presentSummary(row, folderPath),
      bcc: row.bccList,
      replyTo: row.replyToList,
      messageId: row.messageIdHeader,
      html: sanitised?.html ?? null,
      text: row.bodyText,
      attachments: attachments.map(presentAttachment),
      remoteImages: remote === 0 ? 'none' : allowed ? 'allowed' : 'blocked',
    };
  }

  function announceUpdate(account: MailAccount, summary: EmailSummary | null, id: string) {
    events.updated(account.audience, { id, accountId: account.provider.id, email: summary });
  }

  /** After a move on the server: the cached row follows (or waits for the next sync). */
  /**
   * After a move on the server: the cached row follows. Without the new id (a server that does
   * not say, Gmail's archive that only drops the INBOX label) it leaves this folder and the
   * destination's next sync brings it back; `destination` is null when we have no such folder.
   */
  async function applyMove(
    found: Awaited<ReturnType<typeof usableMessage>>,
    destination: repo.FolderRow | null,
    destinationPath: string,
    ref: MessageRef | null,
  ): Promise<EmailSummary> {
    const { row, account } = found;
    let summary: EmailSummary;
    if (ref && destination) {
      const updated = await repo.updateMessage(db, row.id, {
        folderId: destination.id,
        providerId: ref.providerId,
      });
      summary = presentSummary(updated ?? row, destination.path);
    } else {
      await repo.deleteMessageById(db, row.id);
      if (destination) await queueSync(account, destination.path);
      summary = presentSummary(row, destination?.path ?? destinationPath);
    }
    if (!row.isRead) {
      await repo.bumpUnread(db, found.folder.id, -1);
      if (destination) await repo.bumpUnread(db, destination.id, 1);
    }
    announceUpdate(account, summary, row.id);
    await emitCounts(account);
    return summary;
  }

  return {
    mailAccount,
    mailAccounts,
    usableMessage,
    providerCall,
    folderRow,
    fetchIntoCache,
    emitCounts,
    queueSync,
    presentContent,

    /** POST /email/fetch/getCachedEmails */
    async getCachedEmails(
      session: SessionContext,
      input: {
        accountId: string;
        folder: string;
        limit: number;
        pageToken?: string | null;
        query?: string | null;
        view?: EmailListView;
      },
    ) {
      const list = await mailAccounts(session, input.accountId);
      return cachedPage(session, list, input, new Set());
    },

    /** POST /email/fetch/fetchNewEmails: queue syncs, answer the newest cached. */
    async fetchNewEmails(
      session: SessionContext,
      input: {
        accountId: string;
        folder: string;
        limit: number;
        pageToken?: string | null;
        query?: string | null;
      },
    ) {
      const list = await mailAccounts(session, input.accountId);
      const syncing = new Set<string>();
      for (const entry of list) {
        await queueSync(entry, input.folder);
        syncing.add(entry.provider.id);
      }
      return cachedPage(session, list, input, syncing);
    },

    /** POST /email/search/serverSearch: each account's own search; hits join the cache. */
    async serverSearch(
      session: SessionContext,
      input: {
        accountId: string;
        folder: string;
        limit: number;
        pageToken?: string | null;
        query: string;
      },
    ): Promise<EmailListResponse> {
      const list = await mailAccounts(session, input.accountId);
      const token = decodePageToken(input.pageToken);
      const tokens = token?.kind === 'accounts' ? token.tokens : null;
      const failures: EmailListResponse['failures'] = [];
      const emails: EmailSummary[] = [];
      const nextTokens: Record<string, string> = {};
      await Promise.all(
        list.map(async (entry) => {
          const id = entry.provider.id;
          // On a later page, an account whose hits ended is not asked again.
          if (tokens && !(id in tokens)) return;
          try {
            const folder = await folderRow(entry, input.folder);
            const result = await providerCall(entry, () =>
              entry.mail.search(entry.provider, {
                folder: folder.path,
                query: input.query,
                limit: input.limit,
                pageToken: tokens?.[id] ?? null,
              }),
            );
            const stored = await storeMessages(
              db,
              deps.config.uploadsDir,
              { organizationId: session.organizationId, accountId: id, folderId: folder.id },
              result.messages,
            );
            emails.push(...stored.map((row) => presentSummary(row, folder.path)));
            if (result.nextPageToken) nextTokens[id] = result.nextPageToken;
          } catch (error) {
            if (list.length === 1) throw error;
            failures.push({ accountId: id, error: providerFailure(error).message });
          }
        }),
      );
      emails.sort((a, b) => b.date.localeCompare(a.date));
      return {
        emails,
        nextPageToken: Object.keys(nextTokens).length
          ? encodePageToken({ kind: 'accounts', tokens: nextTokens })
          : null,
        failures,
        syncing: [],
      };
    },

    /**
     * GET /email/thread: the conversation of a message in its account (not Trash or Junk),
     * oldest first, each message once; bodies of search hits are fetched as on reading.
     */
    async getThread(session: SessionContext, emailId: string): Promise<EmailThreadResponse> {
      const found = await usableMessage(session, emailId);
      const { row, account } = found;
      const threadId = row.threadId ?? row.id;
      const folders = await repo.listFolders(db, session.organizationId, [row.accountId]);
      const excluded = folders
        .filter((folder) => folder.role === 'trash' || folder.role === 'junk')
        .filter((folder) => folder.id !== found.folder.id)
        .map((folder) => folder.id);
      const rows = row.threadId
        ? await repo.threadMessages(
            db,
            session.organizationId,
            row.accountId,
            row.threadId,
            excluded,
            EMAIL_THREAD_MAX_MESSAGES,
          )
        : [{ ...row, folderPath: found.folder.path }];
      // One entry per message: a copy in several folders (Gmail labels, IMAP copies) counts once.
      const byKey = new Map<string, (typeof rows)[number]>();
      for (const entry of rows) {
        const key = entry.messageIdHeader ?? `${entry.folderId}:${entry.providerId}`;
        const current = byKey.get(key);
        if (!current || entry.id === row.id) byKey.set(key, entry);
      }
      const emails: EmailContent[] = [];
      for (const entry of byKey.values()) {
        let current: repo.MessageRow = entry;
        if (!entry.bodyFetched) {
          const folder = folders.find((candidate) => candidate.id === entry.folderId);
          if (folder) {
            await fetchIntoCache(account, folder, {
              folder: folder.path,
              providerId: entry.providerId,
            }).catch(() => undefined);
            current = (await repo.findMessage(db, session.organizationId, entry.id)) ?? entry;
          }
        }
        emails.push(await presentContent(session, current, entry.folderPath));
      }
      return { threadId, accountId: row.accountId, subject: row.subject, emails };
    },

    /** POST /email/sync/account: queued, never awaited. */
    async syncAccount(session: SessionContext, accountId: string, folder: string) {
      const account = await mailAccount(session, accountId);
      await queueSync(account, folder);
      return {
        accountId: account.provider.id,
        folder,
        state: 'queued' as const,
        message: EMAIL_MESSAGES.syncQueued,
      };
    },

    /** GET /email/fetch/getEmailContent: the body comes from the server on first read if needed. */
    async getEmailContent(session: SessionContext, emailId: string) {
      const found = await usableMessage(session, emailId);
      let row = found.row;
      if (!row.bodyFetched) {
        await fetchIntoCache(found.account, found.folder, {
          folder: found.folder.path,
          providerId: row.providerId,
        });
        row = (await repo.findMessage(db, session.organizationId, row.id)) ?? row;
      }
      return presentContent(session, row, found.folder.path);
    },

    async setFlags(
      session: SessionContext,
      emailId: string,
      flags: { isRead?: boolean; isImportant?: boolean },
    ) {
      const found = await usableMessage(session, emailId);
      const { row, account, folder } = found;
      await providerCall(account, () =>
        account.mail.setFlags(
          account.provider,
          { folder: folder.path, providerId: row.providerId },
          flags,
        ),
      );
      const updated = await repo.updateMessage(db, row.id, flags);
      if (flags.isRead !== undefined && flags.isRead !== row.isRead) {
        await repo.bumpUnread(db, folder.id, flags.isRead ? -1 : 1);
        await emitCounts(account);
      }
      const summary = presentSummary(updated ?? row, folder.path);
      announceUpdate(account, summary, row.id);
      return summary;
    },

    /** POST /email/archiveEmail */
    async archive(session: SessionContext, emailId: string) {
      const found = await usableMessage(session, emailId);
      const { row, account, folder } = found;
      const ref = await providerCall(account, () =>
        account.mail.archive(account.provider, { folder: folder.path, providerId: row.providerId }),
      );
      const path = ref?.folder ?? 'Archive';
      const destination = await folderRow(account, path).catch(() => null);
      return applyMove(found, destination, path, ref);
    },

    /** POST /email/move */
    async move(session: SessionContext, emailId: string, folderPath: string) {
      const found = await usableMessage(session, emailId);
      const { row, account, folder } = found;
      const destination = await folderRow(found.account, folderPath);
      if (destination.id === folder.id) return presentSummary(row, folder.path);
      const ref = await providerCall(account, () =>
        account.mail.move(
          account.provider,
          { folder: folder.path, providerId: row.providerId },
          destination.path,
        ),
      );
      return applyMove(found, destination, destination.path, ref);
    },

    /** GET /email/folders */
    async listFolders(session: SessionContext, accountId: string) {
      const list = await mailAccounts(session, accountId);
      const rows = await repo.listFolders(
        db,
        session.organizationId,
        list.map((entry) => entry.provider.id),
      );
      const known = new Set(rows.map((row) => row.accountId));
      const failures = [];
      for (const entry of list) {
        if (!known.has(entry.provider.id)) await queueSync(entry, 'INBOX');
        if (entry.account.statusMessage) {
          failures.push({ accountId: entry.provider.id, error: entry.account.statusMessage });
        }
      }
      const folders: MailFolder[] = rows.map(presentFolder);
      return { folders, failures };
    },

    /** POST /email/remoteImages */
    async allowRemoteImages(session: SessionContext, emailId: string, scope: 'message' | 'sender') {
      const found = await usableMessage(session, emailId);
      await repo.allowImages(db, {
        userId: session.userId,
        organizationId: session.organizationId,
        scope,
        value: scope === 'message' ? found.row.id : found.row.fromAddress.toLowerCase(),
      });
      return presentContent(session, found.row, found.folder.path);
    },
  };
}

export type EmailService = ReturnType<typeof createEmailService>;
export type { ComposeMode };
