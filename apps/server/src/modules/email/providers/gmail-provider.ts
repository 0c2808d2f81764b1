import { randomBytes } from 'node:crypto';
import { EMAIL_MESSAGES, type MailFolderRole } from '@worksphere/contracts';
import type { JsonRequest, OAuthHttp } from '../../calendar/providers/provider-http.js';
import type { AppDeps } from '../../../platform/app-deps.js';
import { connectedProvidersFor } from '../../calendar/providers/connected-providers.js';
import {
  METADATA_HEADERS,
  IMPORTANT_LABELS,
  bodyParts,
  findPart,
  fromGmailMessage,
  type GmailMessage,
} from './gmail-message.js';
import {
  createMailHttp,
  isHttpStatus,
  mapLimited,
  parseMessageIds,
  withBccHeader,
} from './mail-http.js';
import {
  MailProviderError,
  type MailProvider,
  type MessageRef,
  type ParsedMessage,
  type ProviderAccount,
  type SyncCursor,
  type SyncResult,
} from './mail-provider.js';

/** Gmail's "All Mail" (every message but spam and trash): where archived mail lives. */
export const GMAIL_ALL_MAIL = 'ALL_MAIL';

type GmailLabel = {
  id: string;
  name?: string;
  type?: 'system' | 'user';
  messagesTotal?: number;
  messagesUnread?: number;
};
type GmailList = { messages?: { id: string }[]; nextPageToken?: string };
type HistoryMessage = { message: { id: string; labelIds?: string[] }; labelIds?: string[] };
type GmailHistory = {
  history?: {
    messagesAdded?: HistoryMessage[];
    messagesDeleted?: HistoryMessage[];
    labelsAdded?: HistoryMessage[];
    labelsRemoved?: HistoryMessage[];
  }[];
  nextPageToken?: string;
  historyId?: string;
};

/** Where a folder's sync stands: paging through the first sync, then following history ids. */
type GmailCursor = {
  phase: 'initial' | 'history';
  /** The mailbox's historyId when the first sync began, then after each history read. */
  historyId: string | null;
  pageToken: string | null;
  fetched: number;
  /** Ids history named as new that are not fetched yet (comma-separated). */
  pending: string;
};

const FOLDER_LABELS: Record<string, { name: string; role: MailFolderRole }> = {
  INBOX: { name: 'Inbox', role: 'inbox' },
  SENT: { name: 'Sent', role: 'sent' },
  DRAFT: { name: 'Drafts', role: 'drafts' },
  TRASH: { name: 'Trash', role: 'trash' },
  SPAM: { name: 'Spam', role: 'junk' },
  IMPORTANT: { name: 'Important', role: 'important' },
  STARRED: { name: 'Starred', role: 'other' },
};
/** Labels that say something about a message rather than hold it: a move never removes them. */
const KEPT_ON_MOVE = new Set(['SENT', 'DRAFT', 'UNREAD', GMAIL_ALL_MAIL, ...IMPORTANT_LABELS]);
/** Above this a message goes through the media upload (the JSON body allows about 5 MB). */
const UPLOAD_ABOVE_BYTES = 4 * 1024 * 1024;
const PARALLEL_GETS = 5;

const firstCursor = (): GmailCursor => ({
  phase: 'initial',
  historyId: null,
  pageToken: null,
  fetched: 0,
  pending: '',
});

function readCursor(cursor: SyncCursor | null): GmailCursor {
  if (!cursor || (cursor.phase !== 'initial' && cursor.phase !== 'history')) return firstCursor();
  return {
    phase: cursor.phase,
    historyId: typeof cursor.historyId === 'string' ? cursor.historyId : null,
    pageToken: typeof cursor.pageToken === 'string' ? cursor.pageToken : null,
    fetched: typeof cursor.fetched === 'number' ? cursor.fetched : 0,
    pending: typeof cursor.pending === 'string' ? cursor.pending : '',
  };
}

/** Is a message with these labels in the folder? */
const isInFolder = (folder: string, labels: string[]) =>
  folder === GMAIL_ALL_MAIL
    ? !labels.includes('TRASH') && !labels.includes('SPAM')
    : labels.includes(folder);

export type GmailProviderOptions = {
  http: OAuthHttp;
  /** GOOGLE_GMAIL_BASE_URL, e.g. https://gmail.googleapis.com/gmail/v1. */
  baseUrl: string;
};

/**
 * The Gmail API v1 (accounts of type `gmail`). Folders are labels (INBOX, SENT, … and the
 * user's), plus ALL_MAIL where archived mail lives. A first sync pages through messages.list
 * newest first up to the initial window, remembering the mailbox's historyId from before it
 * began; later syncs read history.list from there (a history id Gmail no longer keeps, 404,
 * resets the folder). Messages are read with format=full; search hits with format=metadata.
 */
export function createGmailMailProvider({ http, baseUrl }: GmailProviderOptions): MailProvider {
  const request = createMailHttp(http);
  const base = baseUrl.replace(/\/+$/, '');
  const users = `${base}/users/me`;
  const uploadUrlOf = (method: 'messages/send' | 'drafts') => {
    const url = new URL(base);
    url.pathname = `/upload${url.pathname}/users/me/${method}`;
    url.search = 'uploadType=multipart';
    return url.toString();
  };
  const uploadUrl = uploadUrlOf('messages/send');
  const draftUploadUrl = uploadUrlOf('drafts');
  const messageUrl = (id: string, suffix = '') =>
    `${users}/messages/${encodeURIComponent(id)}${suffix}`;

  function listUrl(
    folder: string,
    fields: { maxResults: number; pageToken?: string | null; q?: string },
  ) {
    const params = new URLSearchParams({ maxResults: String(fields.maxResults) });
    if (folder !== GMAIL_ALL_MAIL) params.set('labelIds', folder);
    if (fields.q) params.set('q', fields.q);
    if (fields.pageToken) params.set('pageToken', fields.pageToken);
    return `${users}/messages?${params.toString()}`;
  }

  const getMessage = (account: ProviderAccount, id: string, format: 'full' | 'minimal') =>
    request<GmailMessage>(account, `${messageUrl(id)}?format=${format}`);

  /** A full message with its text and HTML bodies in place (Gmail sends large ones apart). */
  async function getFull(account: ProviderAccount, id: string) {
    const message = await getMessage(account, id, 'full');
    const apart = bodyParts(message.payload).filter(
      (part) => !part.body?.data && part.body?.attachmentId,
    );
    await mapLimited(apart, PARALLEL_GETS, async (part) => {
      const bytes = await fetchAttachmentBytes(account, id, part.body!.attachmentId!);
      part.body = { ...part.body, data: bytes.toString('base64url') };
    });
    return message;
  }

  /** Full messages by id; ones deleted since they were listed are left out and reported. */
  async function fetchFull(account: ProviderAccount, ids: string[], folder: string) {
    const gone: string[] = [];
    const fetched = await mapLimited(ids, PARALLEL_GETS, async (id) => {
      try {
        return fromGmailMessage(await getFull(account, id), folder);
      } catch (error) {
        if (error instanceof MailProviderError && error.kind === 'not_found') {
          gone.push(id);
          return null;
        }
        throw error;
      }
    });
    return {
      messages: fetched.filter((message): message is ParsedMessage => message !== null),
      gone,
    };
  }

  async function folderCounts(account: ProviderAccount, folder: string) {
    if (folder === GMAIL_ALL_MAIL) return {};
    const label = await request<GmailLabel>(
      account,
      `${users}/labels/${encodeURIComponent(folder)}`,
    );
    return { unreadCount: label.messagesUnread ?? null, totalCount: label.messagesTotal ?? null };
  }

  async function listFolders(account: ProviderAccount) {
    const { labels = [] } = await request<{ labels?: GmailLabel[] }>(account, `${users}/labels`);
    const shown = labels.filter((label) => label.type === 'user' || label.id in FOLDER_LABELS);
    // labels.list has no counts; labels.get has them, one label at a time.
    const detailed = await mapLimited(shown, PARALLEL_GETS, (label) =>
      request<GmailLabel>(account, `${users}/labels/${encodeURIComponent(label.id)}`),
    );
    return [
      ...detailed.map((label) => ({
        path: label.id,
        name: FOLDER_LABELS[label.id]?.name ?? label.name ?? label.id,
        role: FOLDER_LABELS[label.id]?.role ?? ('other' as const),
        unreadCount: label.messagesUnread ?? null,
        totalCount: label.messagesTotal ?? null,
        selectable: true,
      })),
      {
        path: GMAIL_ALL_MAIL,
        name: 'All Mail',
        role: 'archive' as const,
        unreadCount: null,
        totalCount: null,
        selectable: true,
      },
    ];
  }

  async function firstSync(
    account: ProviderAccount,
    folder: string,
    state: GmailCursor,
    limit: number,
    initialWindow: number,
  ): Promise<SyncResult> {
    // The history id from before the first page: nothing that happens while paging is missed.
    const historyId =
      state.historyId ??
      (await request<{ historyId: string }>(account, `${users}/profile`)).historyId;
    const size = Math.max(1, Math.min(limit, initialWindow - state.fetched));
    const page = await request<GmailList>(
      account,
      listUrl(folder, { maxResults: size, pageToken: state.pageToken }),
    );
    const ids = (page.messages ?? []).map((message) => message.id);
    const { messages } = await fetchFull(account, ids, folder);
    const fetched = state.fetched + ids.length;
    const hasMore = Boolean(page.nextPageToken) && fetched < initialWindow;
    const cursor: GmailCursor = hasMore
      ? { phase: 'initial', historyId, pageToken: page.nextPageToken!, fetched, pending: '' }
      : { phase: 'history', historyId, pageToken: null, fetched, pending: '' };
    return {
      messages,
      flagChanges: [],
      removed: [],
      reset: false,
      cursor,
      hasMore,
      ...(hasMore ? {} : await folderCounts(account, folder)),
    };
  }

  /** Every change since the cursor's history id, folded per message. */
  async function readHistory(account: ProviderAccount, folder: string, startHistoryId: string) {
    const changes = new Map<string, { labels: string[]; entered: boolean; deleted: boolean }>();
    const note = (entry: HistoryMessage, how: { entered?: boolean; deleted?: boolean }) => {
      const before = changes.get(entry.message.id);
      changes.set(entry.message.id, {
        labels: entry.message.labelIds ?? before?.labels ?? [],
        entered: Boolean(before?.entered || how.entered),
        deleted: Boolean(before?.deleted || how.deleted),
      });
    };
    const enters = (labelIds: string[] | undefined, added: boolean) =>
      folder === GMAIL_ALL_MAIL
        ? !added && Boolean(labelIds?.some((id) => id === 'TRASH' || id === 'SPAM'))
        : added && Boolean(labelIds?.includes(folder));
    let pageToken: string | undefined;
    let historyId = startHistoryId;
    do {
      const params = new URLSearchParams({ startHistoryId, maxResults: '500' });
      if (pageToken) params.set('pageToken', pageToken);
      const page = await request<GmailHistory>(account, `${users}/history?${params.toString()}`);
      for (const record of page.history ?? []) {
        record.messagesAdded?.forEach((entry) => note(entry, { entered: true }));
        record.messagesDeleted?.forEach((entry) => note(entry, { deleted: true }));
        record.labelsAdded?.forEach((entry) =>
          note(entry, { entered: enters(entry.labelIds, true) }),
        );
        record.labelsRemoved?.forEach((entry) =>
          note(entry, { entered: enters(entry.labelIds, false) }),
        );
      }
      historyId = page.historyId ?? historyId;
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
    return { changes, historyId };
  }

  async function historySync(
    account: ProviderAccount,
    folder: string,
    state: GmailCursor,
    limit: number,
  ): Promise<SyncResult> {
    const result: SyncResult = {
      messages: [],
      flagChanges: [],
      removed: [],
      reset: false,
      cursor: {},
      hasMore: false,
    };
    let pending = state.pending ? state.pending.split(',') : [];
    let historyId = state.historyId!;
    if (!pending.length) {
      let read: Awaited<ReturnType<typeof readHistory>>;
      try {
        read = await readHistory(account, folder, historyId);
      } catch (error) {
        // Gmail keeps history for a limited time; an older id answers 404: start again.
        if (!isHttpStatus(error, 404)) throw error;
        return { ...result, reset: true, cursor: firstCursor(), hasMore: true };
      }
      historyId = read.historyId;
      for (const [id, change] of read.changes) {
        if (change.deleted || !isInFolder(folder, change.labels)) result.removed.push(id);
        else if (change.entered) pending.push(id);
        else {
          result.flagChanges.push({
            providerId: id,
            isRead: !change.labels.includes('UNREAD'),
            isImportant: IMPORTANT_LABELS.some((label) => change.labels.includes(label)),
          });
        }
      }
    }
    const batch = pending.slice(0, Math.max(1, limit));
    pending = pending.slice(batch.length);
    const { messages, gone } = await fetchFull(account, batch, folder);
    result.messages = messages;
    result.removed.push(...gone);
    const cursor: GmailCursor = {
      phase: 'history',
      historyId,
      pageToken: null,
      fetched: state.fetched,
      pending: pending.join(','),
    };
    result.cursor = cursor;
    result.hasMore = pending.length > 0;
    if (!result.hasMore) Object.assign(result, await folderCounts(account, folder));
    return result;
  }

  async function fetchAttachmentBytes(
    account: ProviderAccount,
    messageId: string,
    attachmentId: string,
  ) {
    const body = await request<{ data?: string }>(
      account,
      messageUrl(messageId, `/attachments/${encodeURIComponent(attachmentId)}`),
    );
    return Buffer.from(body.data ?? '', 'base64url');
  }

  async function modify(account: ProviderAccount, id: string, add: string[], remove: string[]) {
    if (!add.length && !remove.length) return;
    await request(account, messageUrl(id, '/modify'), {
      method: 'POST',
      body: { addLabelIds: add, removeLabelIds: remove },
    });
  }

  /**
   * A multipart upload: the metadata as JSON (the thread of a message sent; a draft's is the
   * draft resource), then the message itself.
   */
  function uploadBody(
    raw: Buffer,
    threadId: string | undefined,
    wrap: (fields: object) => object = (fields) => fields,
  ): JsonRequest {
    const boundary = `worksphere_${randomBytes(12).toString('hex')}`;
    const metadata = JSON.stringify(wrap(threadId ? { threadId } : {}));
    return {
      method: 'POST',
      rawBody: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
            `--${boundary}\r\nContent-Type: message/rfc822\r\n\r\n`,
        ),
        raw,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/related; boundary=${boundary}` },
    };
  }

  /**
   * Gmail threads a reply only when told the thread (and References match): the original's
   * thread, found by its ref or else by the In-Reply-To header (Gmail's rfc822msgid: search).
   */
  async function threadOf(
    account: ProviderAccount,
    original: MessageRef | null,
    raw: Buffer,
  ): Promise<string | undefined> {
    try {
      if (original) return (await getMessage(account, original.providerId, 'minimal')).threadId;
      const head = raw
        .toString('latin1', 0, Math.min(raw.length, 64 * 1024))
        .split(/\r?\n\r?\n/)[0]!;
      const header = /^in-reply-to:\s*(.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1];
      const parent = parseMessageIds(header)[0];
      if (!parent) return undefined;
      const q = `rfc822msgid:${parent.slice(1, -1)}`;
      const found = await request<GmailList & { messages?: { id: string; threadId?: string }[] }>(
        account,
        `${users}/messages?${new URLSearchParams({ q, maxResults: '1', includeSpamTrash: 'true' }).toString()}`,
      );
      return found.messages?.[0]?.threadId;
    } catch (error) {
      // Without the thread the message still goes; only Gmail's grouping is lost.
      if (error instanceof MailProviderError && error.kind !== 'auth') return undefined;
      throw error;
    }
  }

  async function deleteMessage(account: ProviderAccount, ref: MessageRef) {
    try {
      await request(account, messageUrl(ref.providerId), { method: 'DELETE' });
    } catch (error) {
      if (!(error instanceof MailProviderError && error.kind === 'not_found')) throw error;
    }
  }

  return {
    listFolders,

    async syncFolder(account, { folder, cursor, limit, initialWindow }) {
      const state = readCursor(cursor);
      return state.phase === 'initial' || !state.historyId
        ? firstSync(account, folder, state, limit, initialWindow)
        : historySync(account, folder, state, limit);
    },

    async fetchMessage(account, ref) {
      const full = await getFull(account, ref.providerId);
      const message = fromGmailMessage(full, ref.folder);
      message.attachments = await mapLimited(
        message.attachments,
        PARALLEL_GETS,
        async (attachment) => {
          if (attachment.content) return attachment;
          const part = findPart(full.payload, attachment.key);
          const attachmentId = part?.body?.attachmentId;
          return attachmentId
            ? {
                ...attachment,
                content: await fetchAttachmentBytes(account, ref.providerId, attachmentId),
              }
            : attachment;
        },
      );
      return message;
    },

    async fetchAttachment(account, ref, attachmentKey) {
      // Gmail's attachment ids change between reads; the part id does not.
      const message = await getMessage(account, ref.providerId, 'full');
      const part = findPart(message.payload, attachmentKey);
      if (part?.body?.data) return Buffer.from(part.body.data, 'base64url');
      if (!part?.body?.attachmentId) {
        throw new MailProviderError(EMAIL_MESSAGES.attachmentNotFound, 'not_found');
      }
      return fetchAttachmentBytes(account, ref.providerId, part.body.attachmentId);
    },

    async search(account, { folder, query, limit, pageToken }) {
      const page = await request<GmailList>(
        account,
        listUrl(folder, { maxResults: limit, pageToken, q: query }),
      );
      const headers = METADATA_HEADERS.map((name) => `metadataHeaders=${encodeURIComponent(name)}`);
      const messages = await mapLimited(page.messages ?? [], PARALLEL_GETS, async ({ id }) =>
        fromGmailMessage(
          await request<GmailMessage>(
            account,
            `${messageUrl(id)}?format=metadata&${headers.join('&')}`,
          ),
          folder,
          false,
        ),
      );
      return { messages, nextPageToken: page.nextPageToken ?? null };
    },

    async setFlags(account, ref, flags) {
      const add: string[] = [];
      const remove: string[] = [];
      if (flags.isRead !== undefined) (flags.isRead ? remove : add).push('UNREAD');
      if (flags.isImportant !== undefined)
        (flags.isImportant ? add : remove).push(...IMPORTANT_LABELS);
      await modify(account, ref.providerId, add, remove);
    },

    async move(account, ref, toFolder) {
      if (toFolder === 'TRASH') {
        await request(account, messageUrl(ref.providerId, '/trash'), { method: 'POST' });
      } else {
        const add = toFolder === GMAIL_ALL_MAIL ? [] : [toFolder];
        const remove = KEPT_ON_MOVE.has(ref.folder) || ref.folder === toFolder ? [] : [ref.folder];
        await modify(account, ref.providerId, add, remove);
      }
      return { folder: toFolder, providerId: ref.providerId };
    },

    async archive(account, ref) {
      await modify(account, ref.providerId, [], ['INBOX']);
      return { folder: GMAIL_ALL_MAIL, providerId: ref.providerId };
    },

    async send(account, message) {
      const raw = withBccHeader(message.raw, message.envelope.to);
      const threadId = await threadOf(account, message.inReplyTo, raw);
      const sent =
        raw.length > UPLOAD_ABOVE_BYTES
          ? await request<GmailMessage>(account, uploadUrl, uploadBody(raw, threadId))
          : await request<GmailMessage>(account, `${users}/messages/send`, {
              method: 'POST',
              body: { raw: raw.toString('base64url'), ...(threadId ? { threadId } : {}) },
            });
      return { sent: { folder: 'SENT', providerId: sent.id }, savedToSent: true };
    },

    async saveDraft(account, raw, replaces) {
      // A draft with large files goes by the media upload, as a large message does.
      const draft = await request<{ id: string; message: { id: string } }>(
        account,
        raw.length > UPLOAD_ABOVE_BYTES ? draftUploadUrl : `${users}/drafts`,
        raw.length > UPLOAD_ABOVE_BYTES
          ? uploadBody(raw, undefined, (message) => ({ message }))
          : { method: 'POST', body: { message: { raw: raw.toString('base64url') } } },
      );
      if (replaces) await deleteMessage(account, replaces);
      return { folder: 'DRAFT', providerId: draft.message.id };
    },

    deleteMessage,
  };
}

/** The app's provider: the token-refreshing client it shares with the calendars. */
export function gmailMailProviderFor(deps: AppDeps): MailProvider {
  return createGmailMailProvider({
    http: connectedProvidersFor(deps).http.gmail,
    baseUrl: deps.config.providers.google.gmailBaseUrl,
  });
}
