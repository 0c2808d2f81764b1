import { EMAIL_MESSAGES, type MailFolderRole } from '@worksphere/contracts';
import type { Outbound } from '../../../platform/net/outbound.js';
import type { JsonRequest, OAuthHttp } from '../../calendar/providers/provider-http.js';
import type { AppDeps } from '../../../platform/app-deps.js';
import { connectedProvidersFor } from '../../calendar/providers/connected-providers.js';
import {
  GRAPH_MESSAGE_FIELDS,
  GRAPH_SUMMARY_FIELDS,
  fromGraphAttachment,
  fromGraphMessage,
  type GraphAttachment,
  type GraphMessage,
} from './graph-message.js';
import { createMailHttp, isHttpStatus, mapLimited, withBccHeader } from './mail-http.js';
import {
  MailProviderError,
  type MailProvider,
  type MessageRef,
  type ParsedAttachment,
  type ParsedMessage,
  type ProviderAccount,
  type ProviderFolder,
  type SyncCursor,
  type SyncResult,
} from './mail-provider.js';
import { parseRawMessage } from './mime.js';

type GraphFolder = {
  id: string;
  displayName?: string;
  childFolderCount?: number;
  unreadItemCount?: number;
  totalItemCount?: number;
};
type GraphPage<T> = { value?: T[]; '@odata.nextLink'?: string; '@odata.deltaLink'?: string };

/** Where a folder's delta sync stands: the link to follow next, as Graph gave it. */
type GraphCursor = {
  nextLink: string | null;
  deltaLink: string | null;
  /** Still in the first round (no deltaLink seen yet), and how many messages it kept. */
  initial: boolean;
  fetched: number;
};

/** Graph's well-known folder names and the roles they play. */
const WELL_KNOWN: Array<[string, MailFolderRole]> = [
  ['inbox', 'inbox'],
  ['sentitems', 'sent'],
  ['drafts', 'drafts'],
  ['deleteditems', 'trash'],
  ['junkemail', 'junk'],
  ['archive', 'archive'],
];
/** sendMail and drafts take MIME up to 4 MB of request (base64 grows it by a third). */
const MIME_REQUEST_MAX_BYTES = 4 * 1024 * 1024;
/** Attachments up to this go in one request; larger ones through an upload session. */
const SMALL_ATTACHMENT_BYTES = 3 * 1024 * 1024;
/** Upload chunks: a multiple of 320 KiB below 4 MB, as Graph asks. */
const UPLOAD_CHUNK_BYTES = 10 * 320 * 1024;
const PARALLEL_GETS = 5;
const MAX_FOLDER_DEPTH = 4;

function readCursor(cursor: SyncCursor | null): GraphCursor {
  const link = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    nextLink: link(cursor?.nextLink),
    deltaLink: link(cursor?.deltaLink),
    initial: cursor?.initial !== false,
    fetched: typeof cursor?.fetched === 'number' ? cursor.fetched : 0,
  };
}

export type GraphProviderOptions = {
  http: OAuthHttp;
  /** Plain requests (no bearer token) for attachment upload sessions' URLs. */
  fetch: Outbound['fetch'];
  /** MICROSOFT_GRAPH_BASE_URL, e.g. https://graph.microsoft.com/v1.0. */
  baseUrl: string;
};

/**
 * Microsoft Graph mail (accounts of type `outlook`). Folders are mail folders by id (the
 * well-known ones give the roles). A folder syncs through messages/delta: the first round
 * newest first, a page of `limit` per call (Prefer: odata.maxpagesize) following
 * @odata.nextLink, then the @odata.deltaLink for changes and `@removed` entries; a sync state
 * Graph has forgotten (410, or 404) resets the folder. Every call prefers immutable ids, so a
 * message keeps its id when it moves. Sending and drafts take the service's MIME as it is.
 */
export function createGraphMailProvider({
  http,
  fetch,
  baseUrl,
}: GraphProviderOptions): MailProvider {
  const request = createMailHttp(http);
  const base = baseUrl.replace(/\/+$/, '');
  const immutable = 'IdType="ImmutableId"';
  const call = <T>(account: ProviderAccount, url: string, init: JsonRequest = {}) =>
    request<T>(account, url, {
      ...init,
      headers: { prefer: immutable, ...init.headers },
    });
  const folderUrl = (folder: string) =>
    `${base}/me/mailFolders/${encodeURIComponent(folder === 'INBOX' ? 'inbox' : folder)}`;
  const messageUrl = (id: string, suffix = '') =>
    `${base}/me/messages/${encodeURIComponent(id)}${suffix}`;

  /** Links Graph hands back (nextLink, deltaLink, search pages) must lead to Graph itself. */
  function ownLink(link: string): string {
    if (!link.startsWith(`${base}/`)) {
      throw new MailProviderError(EMAIL_MESSAGES.pageTokenInvalid, 'rejected', 'Foreign link.');
    }
    return link;
  }

  async function allPages<T>(account: ProviderAccount, url: string): Promise<T[]> {
    const items: T[] = [];
    let next: string | undefined = url;
    while (next) {
      const page: GraphPage<T> = await call<GraphPage<T>>(account, next);
      items.push(...(page.value ?? []));
      next = page['@odata.nextLink'] ? ownLink(page['@odata.nextLink']) : undefined;
    }
    return items;
  }

  /** Well-known folder ids never change: looked up once per account and process. */
  const wellKnownByAccount = new Map<string, Map<string, MailFolderRole>>();

  async function wellKnownIds(account: ProviderAccount) {
    const known = wellKnownByAccount.get(account.id);
    if (known) return known;
    const found = await mapLimited(WELL_KNOWN, PARALLEL_GETS, async ([name, role]) => {
      try {
        const folder = await call<GraphFolder>(account, `${folderUrl(name)}?$select=id`);
        return [folder.id, role] as const;
      } catch (error) {
        // Not every mailbox has every well-known folder (archive); that is no failure.
        if (error instanceof MailProviderError && error.kind === 'not_found') return null;
        throw error;
      }
    });
    const roles = new Map(found.filter((entry) => entry !== null));
    wellKnownByAccount.set(account.id, roles);
    return roles;
  }

  async function listFolders(account: ProviderAccount): Promise<ProviderFolder[]> {
    const roles = await wellKnownIds(account);
    const select = '$select=id,displayName,childFolderCount,unreadItemCount,totalItemCount';
    const folders: ProviderFolder[] = [];
    let level: Array<{ folder: GraphFolder; name: string }> = (
      await allPages<GraphFolder>(account, `${base}/me/mailFolders?$top=100&${select}`)
    ).map((folder) => ({ folder, name: folder.displayName ?? folder.id }));
    for (let depth = 0; level.length && depth < MAX_FOLDER_DEPTH; depth += 1) {
      const children: typeof level = [];
      for (const { folder, name } of level) {
        folders.push({
          path: folder.id,
          name,
          role: roles.get(folder.id) ?? 'other',
          unreadCount: folder.unreadItemCount ?? null,
          totalCount: folder.totalItemCount ?? null,
          selectable: true,
        });
      }
      const parents = level.filter(({ folder }) => (folder.childFolderCount ?? 0) > 0);
      const nested = await mapLimited(parents, PARALLEL_GETS, async ({ folder, name }) =>
        (
          await allPages<GraphFolder>(account, `${folderUrl(folder.id)}/childFolders?${select}`)
        ).map((child) => ({ folder: child, name: `${name}/${child.displayName ?? child.id}` })),
      );
      children.push(...nested.flat());
      level = children;
    }
    return folders;
  }

  /** Attachments' names and sizes (no bytes) for messages that have some. */
  async function withAttachmentList(
    account: ProviderAccount,
    messages: Array<{ parsed: ParsedMessage; hasAttachments: boolean }>,
  ) {
    await mapLimited(messages, PARALLEL_GETS, async ({ parsed, hasAttachments }) => {
      if (!hasAttachments) return;
      const list = await allPages<GraphAttachment>(
        account,
        `${messageUrl(parsed.providerId, '/attachments')}?$select=id,name,contentType,size,isInline,contentId`,
      );
      parsed.attachments = list.map((attachment) => ({
        ...fromGraphAttachment(attachment),
        content: null,
      }));
    });
    return messages.map(({ parsed }) => parsed);
  }

  async function folderCounts(account: ProviderAccount, folder: string) {
    const counts = await call<GraphFolder>(
      account,
      `${folderUrl(folder)}?$select=unreadItemCount,totalItemCount`,
    );
    return {
      unreadCount: counts.unreadItemCount ?? null,
      totalCount: counts.totalItemCount ?? null,
    };
  }

  async function syncFolder(
    account: ProviderAccount,
    { folder, cursor, limit, initialWindow }: Parameters<MailProvider['syncFolder']>[1],
  ): Promise<SyncResult> {
    const state = readCursor(cursor);
    const first = `${folderUrl(folder)}/messages/delta?${new URLSearchParams({
      $select: GRAPH_MESSAGE_FIELDS,
      $orderby: 'receivedDateTime desc',
    }).toString()}`;
    const url = ownLink(state.nextLink ?? state.deltaLink ?? first);
    let page: GraphPage<GraphMessage>;
    try {
      page = await call<GraphPage<GraphMessage>>(account, url, {
        headers: { prefer: `${immutable}, odata.maxpagesize=${Math.max(1, limit)}` },
      });
    } catch (error) {
      // A sync state Graph no longer has (410 Gone, sometimes 404): start the folder again.
      if (!(state.nextLink || state.deltaLink) || !isHttpStatus(error, 410, 404)) throw error;
      return {
        messages: [],
        flagChanges: [],
        removed: [],
        reset: true,
        cursor: {},
        hasMore: true,
      };
    }
    const items = page.value ?? [];
    const removed = items.filter((item) => item['@removed']).map((item) => item.id);
    let changed = items.filter((item) => !item['@removed']);
    // A first round past the initial window still pages to the end (to reach the deltaLink),
    // keeping nothing older.
    if (state.initial) changed = changed.slice(0, Math.max(0, initialWindow - state.fetched));
    const messages = await withAttachmentList(
      account,
      changed.map((item) => ({
        parsed: fromGraphMessage(item, folder),
        hasAttachments: Boolean(item.hasAttachments),
      })),
    );
    const nextLink = page['@odata.nextLink'] ?? null;
    const deltaLink = page['@odata.deltaLink'] ?? null;
    const next: GraphCursor = nextLink
      ? {
          nextLink,
          deltaLink: null,
          initial: state.initial,
          fetched: state.fetched + changed.length,
        }
      : { nextLink: null, deltaLink: deltaLink ?? state.deltaLink, initial: false, fetched: 0 };
    return {
      messages,
      flagChanges: [],
      removed,
      reset: false,
      cursor: next,
      hasMore: Boolean(nextLink),
      ...(nextLink ? {} : await folderCounts(account, folder)),
    };
  }

  async function deleteMessage(account: ProviderAccount, ref: MessageRef) {
    try {
      await call(account, messageUrl(ref.providerId, '/permanentDelete'), { method: 'POST' });
    } catch (error) {
      if (!(error instanceof MailProviderError && error.kind === 'not_found')) throw error;
    }
  }

  /** MIME as Graph takes it: base64 in a text/plain body. */
  function mimeRequest(raw: Buffer): JsonRequest {
    const body = raw.toString('base64');
    if (body.length > MIME_REQUEST_MAX_BYTES) {
      throw new MailProviderError(EMAIL_MESSAGES.attachmentTooLarge, 'too_large');
    }
    return { method: 'POST', rawBody: body, headers: { 'content-type': 'text/plain' } };
  }

  /** One attachment onto a draft: in one request when small, else by an upload session. */
  async function attach(account: ProviderAccount, draftId: string, file: ParsedAttachment) {
    const content = file.content ?? Buffer.alloc(0);
    const item = {
      name: file.filename,
      contentType: file.contentType,
      isInline: file.inline,
      ...(file.contentId ? { contentId: file.contentId } : {}),
    };
    if (content.length <= SMALL_ATTACHMENT_BYTES) {
      await call(account, messageUrl(draftId, '/attachments'), {
        method: 'POST',
        body: {
          '@odata.type': '#microsoft.graph.fileAttachment',
          ...item,
          contentBytes: content.toString('base64'),
        },
      });
      return;
    }
    const session = await call<{ uploadUrl?: string }>(
      account,
      messageUrl(draftId, '/attachments/createUploadSession'),
      {
        method: 'POST',
        body: { AttachmentItem: { attachmentType: 'file', ...item, size: content.length } },
      },
    );
    if (!session.uploadUrl) {
      throw new MailProviderError(EMAIL_MESSAGES.sendFailed, 'rejected', 'No upload URL.');
    }
    for (let start = 0; start < content.length; start += UPLOAD_CHUNK_BYTES) {
      const chunk = content.subarray(start, start + UPLOAD_CHUNK_BYTES);
      // The upload URL carries its own token; a bearer token sent along is refused.
      const response = await fetch(session.uploadUrl, {
        method: 'PUT',
        headers: {
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${start}-${start + chunk.length - 1}/${content.length}`,
        },
        body: chunk,
      }).catch((error: Error) => {
        throw new MailProviderError(
          EMAIL_MESSAGES.providerUnavailable,
          'unavailable',
          error.message,
        );
      });
      await response.body?.cancel();
      if (!response.ok) {
        throw new MailProviderError(
          EMAIL_MESSAGES.sendFailed,
          response.status === 429 || response.status >= 500 ? 'unavailable' : 'rejected',
          `Attachment upload answered ${response.status}.`,
        );
      }
    }
  }

  /**
   * A message over the 4 MB of a MIME request, as a draft: made from the MIME without its
   * attachments (headers, threading and Bcc kept), then the attachments added one by one. A
   * failure on the way deletes the draft.
   */
  async function createLargeDraft(account: ProviderAccount, raw: Buffer) {
    const parsed = await parseRawMessage(raw, {
      providerId: '',
      folder: '',
      threadId: null,
      isRead: true,
      isImportant: false,
      isDraft: true,
      receivedAt: null,
      size: raw.length,
    });
    const { default: MailComposer } = await import('nodemailer/lib/mail-composer');
    const node = new MailComposer({
      from: parsed.from ?? undefined,
      to: parsed.to,
      cc: parsed.cc,
      bcc: parsed.bcc,
      replyTo: parsed.replyTo,
      subject: parsed.subject,
      messageId: parsed.messageId ?? undefined,
      inReplyTo: parsed.inReplyTo ?? undefined,
      references: parsed.references,
      date: parsed.date,
      text: parsed.text,
      ...(parsed.html ? { html: parsed.html } : {}),
    }).compile();
    node.keepBcc = true;
    const bare = await node.build();
    const draft = await call<GraphMessage>(account, `${base}/me/messages`, mimeRequest(bare));
    try {
      for (const file of parsed.attachments) await attach(account, draft.id, file);
    } catch (error) {
      await deleteMessage(account, { folder: '', providerId: draft.id }).catch(() => undefined);
      throw error;
    }
    return draft;
  }

  /** A message over sendMail's 4 MB: a draft of it (createLargeDraft), then the draft sent. */
  async function sendLarge(account: ProviderAccount, raw: Buffer) {
    const draft = await createLargeDraft(account, raw);
    try {
      await call(account, messageUrl(draft.id, '/send'), { method: 'POST' });
    } catch (error) {
      await deleteMessage(account, { folder: '', providerId: draft.id }).catch(() => undefined);
      throw error;
    }
  }

  async function moveTo(account: ProviderAccount, ref: MessageRef, destinationId: string) {
    return call<GraphMessage>(account, messageUrl(ref.providerId, '/move'), {
      method: 'POST',
      body: { destinationId },
    });
  }

  return {
    listFolders,
    syncFolder,

    async fetchMessage(account, ref) {
      const message = await call<GraphMessage>(
        account,
        `${messageUrl(ref.providerId)}?$select=${GRAPH_MESSAGE_FIELDS}`,
      );
      const parsed = fromGraphMessage(message, ref.folder);
      if (message.hasAttachments) {
        const list = await allPages<GraphAttachment>(
          account,
          messageUrl(ref.providerId, '/attachments'),
        );
        parsed.attachments = list.map(fromGraphAttachment);
      }
      return parsed;
    },

    async fetchAttachment(account, ref, attachmentKey) {
      const attachment = await call<GraphAttachment>(
        account,
        messageUrl(ref.providerId, `/attachments/${encodeURIComponent(attachmentKey)}`),
      );
      if (attachment.contentBytes) return Buffer.from(attachment.contentBytes, 'base64');
      // An item (attached mail or event): its raw form (MIME, iCalendar) from /$value.
      const raw = await call<Buffer>(
        account,
        messageUrl(ref.providerId, `/attachments/${encodeURIComponent(attachmentKey)}/$value`),
        { binary: true },
      );
      if (!raw || raw.length === 0) {
        throw new MailProviderError(EMAIL_MESSAGES.attachmentNotFound, 'not_found');
      }
      return raw;
    },

    async search(account, { folder, query, limit, pageToken }) {
      const url = pageToken
        ? ownLink(Buffer.from(pageToken, 'base64url').toString('utf8'))
        : `${folderUrl(folder)}/messages?${new URLSearchParams({
            $search: `"${query.replaceAll('"', '')}"`,
            $top: String(limit),
            $select: GRAPH_SUMMARY_FIELDS,
          }).toString()}`;
      const page = await call<GraphPage<GraphMessage>>(account, url);
      const nextLink = page['@odata.nextLink'];
      return {
        messages: (page.value ?? []).map((item) => fromGraphMessage(item, folder, false)),
        nextPageToken: nextLink ? Buffer.from(nextLink).toString('base64url') : null,
      };
    },

    async setFlags(account, ref, flags) {
      const patch: Record<string, unknown> = {};
      if (flags.isRead !== undefined) patch.isRead = flags.isRead;
      if (flags.isImportant !== undefined) {
        patch.flag = { flagStatus: flags.isImportant ? 'flagged' : 'notFlagged' };
        patch.importance = flags.isImportant ? 'high' : 'normal';
      }
      if (!Object.keys(patch).length) return;
      await call(account, messageUrl(ref.providerId), { method: 'PATCH', body: patch });
    },

    async move(account, ref, toFolder) {
      const moved = await moveTo(account, ref, toFolder === 'INBOX' ? 'inbox' : toFolder);
      return { folder: toFolder, providerId: moved.id };
    },

    async archive(account, ref) {
      const moved = await moveTo(account, ref, 'archive');
      return { folder: moved.parentFolderId ?? 'archive', providerId: moved.id };
    },

    async send(account, message) {
      const raw = withBccHeader(message.raw, message.envelope.to);
      if (raw.toString('base64').length > MIME_REQUEST_MAX_BYTES) {
        await sendLarge(account, raw);
        return { sent: null, savedToSent: true };
      }
      await call(account, `${base}/me/sendMail`, mimeRequest(raw));
      // sendMail answers 202 without the copy it keeps in Sent Items.
      return { sent: null, savedToSent: true };
    },

    async saveDraft(account, raw, replaces) {
      // A draft with large files is made like a large message, its files added one by one.
      const draft =
        raw.toString('base64').length > MIME_REQUEST_MAX_BYTES
          ? await createLargeDraft(account, raw)
          : await call<GraphMessage>(account, `${base}/me/messages`, mimeRequest(raw));
      if (replaces) await deleteMessage(account, replaces);
      return { folder: draft.parentFolderId ?? 'drafts', providerId: draft.id };
    },

    deleteMessage,
  };
}

/** The app's provider: the token-refreshing client it shares with the calendars. */
export function graphMailProviderFor(deps: AppDeps): MailProvider {
  return createGraphMailProvider({
    http: connectedProvidersFor(deps).http.outlook,
    fetch: connectedProvidersFor(deps).fetch,
    baseUrl: deps.config.providers.microsoft.graphBaseUrl,
  });
}
