import { createHash } from 'node:crypto';
import type { MailFolderRole } from '@worksphere/contracts';
import type { FetchMessageObject, ImapFlow, ListResponse } from 'imapflow';
import {
  imapLoginOf,
  openImap,
  smtpTransport,
  toProviderError,
  withImap,
  type MailNet,
} from './imap-connection.js';
import {
  MailProviderError,
  type MailProvider,
  type MessageRef,
  type ParsedMessage,
  type ProviderAccount,
  type SyncCursor,
  type SyncResult,
} from './mail-provider.js';
import { parseRawMessage } from './mime.js';

const ROLE_BY_SPECIAL_USE: Record<string, MailFolderRole> = {
  '\\Inbox': 'inbox',
  '\\Sent': 'sent',
  '\\Drafts': 'drafts',
  '\\Trash': 'trash',
  '\\Junk': 'junk',
  '\\Archive': 'archive',
  '\\Important': 'important',
  '\\Flagged': 'important',
};

function roleOf(entry: ListResponse): MailFolderRole {
  if (entry.path.toUpperCase() === 'INBOX') return 'inbox';
  return (entry.specialUse && ROLE_BY_SPECIAL_USE[entry.specialUse]) || 'other';
}

/** Where a folder's sync stopped (kept by the service, see SyncCursor). */
type ImapCursor = {
  uidValidity: string;
  /** Highest UID fetched going forward (new mail). */
  highestUid: number;
  /** Lowest UID fetched by the first sync working backwards (0: done). */
  lowestUid: number;
  /** How many the first sync fetched so far (it stops at the initial window). */
  backfilled: number;
  /** HIGHESTMODSEQ at the last flag check (CONDSTORE), or null. */
  modseq: string | null;
};

function readCursor(cursor: SyncCursor | null): ImapCursor | null {
  if (!cursor || typeof cursor.uidValidity !== 'string') return null;
  return {
    uidValidity: cursor.uidValidity,
    highestUid: Number(cursor.highestUid) || 0,
    lowestUid: Number(cursor.lowestUid) || 0,
    backfilled: Number(cursor.backfilled) || 0,
    modseq: typeof cursor.modseq === 'string' ? cursor.modseq : null,
  };
}

const FETCH_QUERY = {
  uid: true,
  flags: true,
  internalDate: true,
  size: true,
  source: true,
} as const;

async function parseFetched(
  folder: string,
  fetched: FetchMessageObject,
): Promise<ParsedMessage | { skipped: string }> {
  if (!fetched.source) return { skipped: 'no source' };
  const flags = fetched.flags ?? new Set<string>();
  try {
    return await parseRawMessage(fetched.source, {
      providerId: String(fetched.uid),
      folder,
      threadId: null,
      isRead: flags.has('\\Seen'),
      isImportant: flags.has('\\Flagged'),
      isDraft: flags.has('\\Draft'),
      receivedAt: fetched.internalDate ? new Date(fetched.internalDate) : null,
      size: fetched.size ?? fetched.source.length,
    });
  } catch (error) {
    return { skipped: (error as Error).message };
  }
}

/** One sync step holds at most this much mail in memory (at least one message). */
const BATCH_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The part of a batch that fits BATCH_MAX_BYTES: from its start (new mail, oldest first) or
 * from its end (the first sync, newest first). RFC822.SIZE is asked for first; it is cheap.
 */
async function fitting(
  client: ImapFlow,
  uids: number[],
  fromEnd: boolean,
  known?: Map<number, number>,
): Promise<number[]> {
  if (uids.length <= 1) return uids;
  let sizes = known;
  if (!sizes || uids.some((uid) => !sizes!.has(uid))) {
    sizes = new Map<number, number>();
    for await (const fetched of client.fetch(
      uids.join(','),
      { uid: true, size: true },
      { uid: true },
    )) {
      sizes.set(fetched.uid, fetched.size ?? 0);
    }
  }
  const ordered = fromEnd ? [...uids].reverse() : uids;
  const kept: number[] = [];
  let total = 0;
  for (const uid of ordered) {
    total += sizes.get(uid) ?? 0;
    if (kept.length > 0 && total > BATCH_MAX_BYTES) break;
    kept.push(uid);
  }
  return fromEnd ? kept.reverse() : kept;
}

/**
 * Up to `take` UIDs just below `lowestUid`, ascending, found by sequence numbers so that a step
 * of a first sync costs the same on a mailbox of 500 or 50,000 messages (a UID SEARCH of
 * everything older would answer every UID at every step). `more`: older ones remain.
 */
async function olderUids(
  client: ImapFlow,
  lowestUid: number,
  uidTop: number,
  take: number,
): Promise<{ uids: number[]; more: boolean; sizes?: Map<number, number> }> {
  let seq: number | undefined;
  if (lowestUid > uidTop) {
    seq = (client.mailbox ? client.mailbox.exists : 0) + 1;
  } else {
    const found = await client.search({ uid: String(lowestUid) });
    seq = Array.isArray(found) ? found[0] : undefined;
  }
  if (seq === undefined) {
    // The message we stopped at is gone: ask by UID once.
    const uids = await uidsIn(client, `1:${lowestUid - 1}`);
    return { uids, more: false };
  }
  if (seq <= 1) return { uids: [], more: false };
  const from = Math.max(1, seq - take);
  const uids: number[] = [];
  // Sizes in the same round trip: the step's byte budget needs no second FETCH.
  const sizes = new Map<number, number>();
  for await (const fetched of client.fetch(`${from}:${seq - 1}`, { uid: true, size: true })) {
    uids.push(fetched.uid);
    sizes.set(fetched.uid, fetched.size ?? 0);
  }
  return { uids: uids.sort((a, b) => a - b), more: from > 1, sizes };
}

/** UIDs of a folder in a range, ascending (UID SEARCH). */
async function uidsIn(client: ImapFlow, range: string): Promise<number[]> {
  const found = await client.search({ uid: range }, { uid: true });
  return (Array.isArray(found) ? found : []).sort((a, b) => a - b);
}

/**
 * Fetch and parse: each message is parsed as soon as it arrived while the rest still stream
 * in (the FETCH is never held up by the parser); answered in the server's order.
 */
async function fetchMany(client: ImapFlow, folder: string, uids: number[], result: SyncResult) {
  if (uids.length === 0) return;
  const parsing: Array<Promise<{ uid: number; parsed: ParsedMessage | { skipped: string } }>> = [];
  for await (const fetched of client.fetch(uids.join(','), FETCH_QUERY, { uid: true })) {
    parsing.push(parseFetched(folder, fetched).then((parsed) => ({ uid: fetched.uid, parsed })));
  }
  for (const { uid, parsed } of await Promise.all(parsing)) {
    if ('skipped' in parsed) {
      result.skipped!.push({ providerId: String(uid), reason: parsed.skipped });
    } else {
      result.messages.push(parsed);
    }
  }
}

/** The folder with this role (special-use), else one named like it, else null. */
async function folderWithRole(client: ImapFlow, role: MailFolderRole, names: string[]) {
  const list = await client.list();
  const byUse = list.find((entry) => roleOf(entry) === role);
  if (byUse) return byUse.path;
  const byName = list.find((entry) => names.includes(entry.name.toLowerCase()));
  return byName?.path ?? null;
}

/**
 * Any IMAP server, with IDLE and CONDSTORE where offered; SMTP (nodemailer) for sending, the
 * sent copy appended to the Sent folder. One short connection per call; `watch` keeps one open.
 */
/** A sync's connection stays open this long after a step, for the next step. */
const KEEP_OPEN_MS = 15_000;

export function createImapMailProvider(net: MailNet): MailProvider {
  /*
   * One open connection per account between the steps of a sync: a new login and SELECT per
   * step costs the server a scan of the whole mailbox (dovecot's Maildir), which dominates a
   * large first sync. Only an idle, usable connection with the same login is reused.
   */
  const kept = new Map<string, { client: ImapFlow; timer: NodeJS.Timeout; login: string }>();

  function release(accountId: string, client: ImapFlow, login: string) {
    if (!client.usable || kept.has(accountId)) {
      void client.logout().catch(() => client.close());
      return;
    }
    const timer = setTimeout(() => {
      kept.delete(accountId);
      void client.logout().catch(() => client.close());
    }, KEEP_OPEN_MS);
    timer.unref();
    kept.set(accountId, { client, timer, login });
  }

  async function withKept<T>(
    account: ProviderAccount,
    work: (client: ImapFlow, reused: boolean) => Promise<T>,
  ): Promise<T> {
    const login = imapLoginOf(account);
    const key = createHash('sha256')
      .update(JSON.stringify([login.settings.imap, login.username, login.password]))
      .digest('hex');
    const entry = kept.get(account.id);
    kept.delete(account.id);
    let client: ImapFlow;
    const reused = Boolean(entry && entry.login === key && entry.client.usable);
    if (entry && reused) {
      clearTimeout(entry.timer);
      client = entry.client;
    } else {
      if (entry) {
        clearTimeout(entry.timer);
        void entry.client.logout().catch(() => entry.client.close());
      }
      try {
        client = await openImap(net, login);
      } catch (error) {
        throw toProviderError(error);
      }
    }
    try {
      const result = await work(client, reused);
      release(account.id, client, key);
      return result;
    } catch (error) {
      client.close();
      throw toProviderError(error);
    }
  }

  async function syncFolder(
    account: ProviderAccount,
    request: Parameters<MailProvider['syncFolder']>[1],
  ): Promise<SyncResult> {
    return withKept(account, async (client, reused) => {
      // A kept connection selects the folder again: UIDNEXT and HIGHESTMODSEQ must be fresh.
      if (reused && client.mailbox) await client.mailboxClose();
      const lock = await client.getMailboxLock(request.folder);
      try {
        const mailbox = client.mailbox;
        if (!mailbox) throw new MailProviderError('Folder not found.', 'not_found');
        const uidValidity = String(mailbox.uidValidity);
        const uidTop = (mailbox.uidNext ?? 1) - 1;
        const previous = readCursor(request.cursor);
        const reset = previous !== null && previous.uidValidity !== uidValidity;
        const cursor: ImapCursor =
          previous && !reset
            ? { ...previous }
            : {
                uidValidity,
                highestUid: uidTop,
                lowestUid: uidTop + 1,
                backfilled: 0,
                modseq: mailbox.highestModseq ? String(mailbox.highestModseq) : null,
              };
        const result: SyncResult = {
          messages: [],
          flagChanges: [],
          removed: [],
          reset,
          cursor: {},
          hasMore: false,
          skipped: [],
        };
        let budget = request.limit;

        // New mail first (oldest new first, so a break-off resumes after the last stored).
        if (uidTop > cursor.highestUid) {
          const fresh = (await uidsIn(client, `${cursor.highestUid + 1}:*`)).filter(
            (uid) => uid > cursor.highestUid,
          );
          const batch = await fitting(client, fresh.slice(0, budget), false);
          await fetchMany(client, request.folder, batch, result);
          if (batch.length) cursor.highestUid = batch[batch.length - 1]!;
          if (fresh.length > batch.length) result.hasMore = true;
          else cursor.highestUid = Math.max(cursor.highestUid, uidTop);
          budget -= batch.length;
        }

        // The first sync works backwards from the newest, up to the initial window.
        if (budget > 0 && cursor.lowestUid > 1 && cursor.backfilled < request.initialWindow) {
          const take = Math.min(budget, request.initialWindow - cursor.backfilled);
          const older = await olderUids(client, cursor.lowestUid, uidTop, take);
          const batch = await fitting(client, older.uids.slice(-take), true, older.sizes);
          await fetchMany(client, request.folder, batch, result);
          cursor.backfilled += batch.length;
          cursor.lowestUid = batch.length ? batch[0]! : 1;
          const more = older.more || older.uids.length > batch.length;
          if (more && cursor.backfilled < request.initialWindow) result.hasMore = true;
        } else if (cursor.lowestUid > 1 && cursor.backfilled < request.initialWindow) {
          result.hasMore = true;
        }

        // Flags and removals of what we know, once the new mail is in.
        if (!result.hasMore && previous && !reset) {
          const condstore = client.enabled.has('CONDSTORE') || client.capabilities.has('CONDSTORE');
          const known = `${Math.max(cursor.lowestUid, 1)}:${Math.max(cursor.highestUid, 1)}`;
          const changedSince = condstore && cursor.modseq ? BigInt(cursor.modseq) : undefined;
          if (!changedSince || !mailbox.highestModseq || mailbox.highestModseq > changedSince) {
            for await (const fetched of client.fetch(
              known,
              { uid: true, flags: true },
              { uid: true, ...(changedSince ? { changedSince } : {}) },
            )) {
              const flags = fetched.flags ?? new Set<string>();
              result.flagChanges.push({
                providerId: String(fetched.uid),
                isRead: flags.has('\\Seen'),
                isImportant: flags.has('\\Flagged'),
              });
            }
          }
          result.present = (await uidsIn(client, known)).map(String);
          result.presentRange = { from: String(cursor.lowestUid), to: String(cursor.highestUid) };
        }
        cursor.modseq = mailbox.highestModseq ? String(mailbox.highestModseq) : null;
        result.cursor = { ...cursor };
        result.totalCount = mailbox.exists;
        const status = await client
          .status(request.folder, { unseen: true })
          .catch(() => false as const);
        if (typeof status === 'object' && typeof status.unseen === 'number') {
          result.unreadCount = status.unseen;
        }
        return result;
      } finally {
        lock.release();
      }
    });
  }

  async function inFolder<T>(
    account: ProviderAccount,
    folder: string,
    work: (client: ImapFlow) => Promise<T>,
  ): Promise<T> {
    return withImap(net, imapLoginOf(account), async (client) => {
      const lock = await client.getMailboxLock(folder);
      try {
        return await work(client);
      } finally {
        lock.release();
      }
    });
  }

  async function moveTo(
    client: ImapFlow,
    ref: MessageRef,
    destination: string,
  ): Promise<MessageRef | null> {
    const moved = await client.messageMove(ref.providerId, destination, { uid: true });
    const newUid = moved && moved.uidMap?.get(Number(ref.providerId));
    return newUid ? { folder: destination, providerId: String(newUid) } : null;
  }

  async function append(
    account: ProviderAccount,
    role: MailFolderRole,
    names: string[],
    raw: Buffer,
    flags: string[],
  ): Promise<MessageRef | null> {
    return withImap(net, imapLoginOf(account), async (client) => {
      const folder = (await folderWithRole(client, role, names)) ?? names[0]!;
      const appended = await client.append(folder, raw, flags);
      return appended && appended.uid ? { folder, providerId: String(appended.uid) } : null;
    });
  }

  return {
    async close() {
      const entries = [...kept.values()];
      kept.clear();
      await Promise.all(
        entries.map(async ({ client, timer }) => {
          clearTimeout(timer);
          await client.logout().catch(() => client.close());
        }),
      );
    },

    async listFolders(account) {
      return withImap(net, imapLoginOf(account), async (client) => {
        const list = await client.list({ statusQuery: { messages: true, unseen: true } });
        return list.map((entry) => ({
          path: entry.path,
          name: entry.path.toUpperCase() === 'INBOX' ? 'Inbox' : entry.name,
          role: roleOf(entry),
          unreadCount: entry.status?.unseen ?? null,
          totalCount: entry.status?.messages ?? null,
          selectable: !entry.flags.has('\\Noselect') && !entry.flags.has('\\NonExistent'),
        }));
      });
    },

    syncFolder,

    async fetchMessage(account, ref) {
      return inFolder(account, ref.folder, async (client) => {
        const fetched = await client.fetchOne(ref.providerId, FETCH_QUERY, { uid: true });
        if (!fetched) throw new MailProviderError('Email not found.', 'not_found');
        const parsed = await parseFetched(ref.folder, fetched);
        if ('skipped' in parsed) throw new MailProviderError(parsed.skipped, 'rejected');
        return parsed;
      });
    },

    async search(account, request) {
      return inFolder(account, request.folder, async (client) => {
        const found = await client.search({ text: request.query }, { uid: true });
        const uids = (Array.isArray(found) ? found : []).sort((a, b) => b - a);
        const offset = Number(request.pageToken) || 0;
        const page = uids.slice(offset, offset + request.limit);
        const result: SyncResult = {
          messages: [],
          flagChanges: [],
          removed: [],
          reset: false,
          cursor: {},
          hasMore: false,
          skipped: [],
        };
        await fetchMany(client, request.folder, page, result);
        const order = new Map(page.map((uid, index) => [String(uid), index]));
        result.messages.sort(
          (a, b) => (order.get(a.providerId) ?? 0) - (order.get(b.providerId) ?? 0),
        );
        return {
          messages: result.messages,
          nextPageToken: offset + page.length < uids.length ? String(offset + page.length) : null,
        };
      });
    },

    async setFlags(account, ref, flags) {
      await inFolder(account, ref.folder, async (client) => {
        const change = async (flag: string, on: boolean | undefined) => {
          if (on === undefined) return;
          if (on) await client.messageFlagsAdd(ref.providerId, [flag], { uid: true });
          else await client.messageFlagsRemove(ref.providerId, [flag], { uid: true });
        };
        await change('\\Seen', flags.isRead);
        await change('\\Flagged', flags.isImportant);
      });
    },

    async move(account, ref, toFolder) {
      return inFolder(account, ref.folder, (client) => moveTo(client, ref, toFolder));
    },

    async archive(account, ref) {
      return inFolder(account, ref.folder, async (client) => {
        let archive = await folderWithRole(client, 'archive', ['archive', 'archives']);
        if (!archive) {
          await client.mailboxCreate('Archive');
          archive = 'Archive';
        }
        return moveTo(client, ref, archive);
      });
    },

    async send(account, message) {
      const login = imapLoginOf(account);
      const transport = await smtpTransport(net, login).catch((error: unknown) => {
        throw toProviderError(error);
      });
      try {
        await transport.sendMail({ envelope: message.envelope, raw: message.raw });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode ?? 0;
        if (code >= 500 && code !== 535) {
          throw new MailProviderError(
            'The mail server did not accept the message.',
            'rejected',
            (error as Error).message,
          );
        }
        throw toProviderError(error);
      } finally {
        transport.close();
      }
      // The sent copy: a failure here must not make the user send twice.
      const sent = await append(account, 'sent', ['Sent', 'Sent Items'], message.raw, [
        '\\Seen',
      ]).catch(() => null);
      return { sent, savedToSent: sent !== null };
    },

    async saveDraft(account, raw, replaces) {
      const saved = await append(account, 'drafts', ['Drafts'], raw, ['\\Draft', '\\Seen']);
      if (!saved) throw new MailProviderError('The draft could not be saved.', 'rejected');
      if (replaces) {
        await inFolder(account, replaces.folder, (client) =>
          client.messageDelete(replaces.providerId, { uid: true }),
        );
      }
      return saved;
    },

    async deleteMessage(account, ref) {
      await inFolder(account, ref.folder, (client) =>
        client.messageDelete(ref.providerId, { uid: true }),
      );
    },

    async watch(account, folder, onChange, onClose) {
      const client = await openImap(net, imapLoginOf(account), { idle: true }).catch(
        (error: unknown) => {
          throw toProviderError(error);
        },
      );
      await client.mailboxOpen(folder, { readOnly: true });
      client.on('exists', () => onChange());
      client.on('flags', () => onChange());
      client.on('expunge', () => onChange());
      let stopped = false;
      client.on('close', () => {
        if (!stopped) onClose?.();
      });
      // IDLE until stopped; imapflow breaks IDLE itself to send NOOP before servers time out.
      const loop = (async () => {
        while (!stopped && client.usable) {
          await client.idle().catch(() => undefined);
        }
      })();
      return async () => {
        stopped = true;
        await client.logout().catch(() => client.close());
        await loop;
      };
    },
  };
}
