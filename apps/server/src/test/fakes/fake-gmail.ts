import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeApiControl } from './fake-api-gate.js';
import {
  composeMime,
  headerOf,
  parseMime,
  plainTextOf,
  type FakeMailInput,
  type MimePart,
} from './fake-mime.js';
import type { FakeGrant } from './fake-oauth.js';
import { readBody, readBytes, sendJson } from './fake-oauth.js';
import { googleError } from './fake-provider-errors.js';

export type FakeGmailMessage = {
  id: string;
  threadId: string;
  labelIds: Set<string>;
  raw: Buffer;
  mime: MimePart;
  internalDate: number;
  historyId: number;
};

type MessageRef = { id: string; threadId: string; labelIds?: string[] };
type HistoryRecord = {
  id: number;
  message: MessageRef;
  kind: 'messagesAdded' | 'messagesDeleted' | 'labelsAdded' | 'labelsRemoved';
  labelIds?: string[];
};

const SYSTEM_LABELS = [
  'INBOX',
  'SENT',
  'DRAFT',
  'SPAM',
  'TRASH',
  'UNREAD',
  'STARRED',
  'IMPORTANT',
  'CATEGORY_PERSONAL',
];
const HIDDEN_UNLESS_ASKED = ['SPAM', 'TRASH'];

const newId = () => randomBytes(8).toString('hex');
const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const offsetOf = (token: string | null) =>
  token ? Number(Buffer.from(token, 'base64url').toString().replace('offset:', '')) || 0 : 0;

/** Gmail's snippet: the start of the plain text, whitespace collapsed, HTML-escaped. */
const snippetOf = (mime: MimePart) =>
  plainTextOf(mime)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#39;')
    .replaceAll('"', '&quot;');

/**
 * The Gmail API v1 of one mailbox, mounted by the fake Google under /gmail/v1 (and the media
 * upload of messages.send and drafts.create under /upload/gmail/v1), in Gmail's JSON: messages.list with `q`,
 * `labelIds` and nextPageToken, messages.get as minimal/metadata/full/raw, attachments.get,
 * history.list from a startHistoryId (404 once that id is older than the kept history),
 * labels.list and labels.get (counts only on get, as Gmail does), messages.modify, trash,
 * delete, send (raw base64url) and drafts.create. Messages are kept as MIME; `payload` is read
 * from it.
 */
export function createFakeGmail(control: FakeApiControl) {
  const messages = new Map<string, FakeGmailMessage>();
  const drafts = new Map<string, string>();
  const history: HistoryRecord[] = [];
  const userLabels = new Map<string, string>();
  const attachments = new Map<string, Buffer>();
  const state = {
    historyId: 1000,
    oldestHistoryId: 1000,
    /** Bodies larger than this come by attachmentId rather than inline `data`, as Gmail does. */
    inlineBodyLimit: 1024 * 1024,
  };

  const refOf = (message: FakeGmailMessage): MessageRef => ({
    id: message.id,
    threadId: message.threadId,
    labelIds: [...message.labelIds],
  });

  function record(message: FakeGmailMessage, kind: HistoryRecord['kind'], labelIds?: string[]) {
    state.historyId += 1;
    message.historyId = state.historyId;
    history.push({ id: state.historyId, message: refOf(message), kind, labelIds });
  }

  /** Incoming mail joins the thread its In-Reply-To or References name, as Gmail groups it. */
  function threadFor(mime: MimePart, threadId?: string): string {
    if (threadId) return threadId;
    const parents = `${headerOf(mime, 'in-reply-to')} ${headerOf(mime, 'references')}`;
    const parent = [...messages.values()].find((message) => {
      const id = headerOf(message.mime, 'message-id');
      return id && parents.includes(id);
    });
    return parent?.threadId ?? newId();
  }

  function store(raw: Buffer, labelIds: string[], threadId?: string, internalDate?: number) {
    const mime = parseMime(raw);
    const dated = Date.parse(headerOf(mime, 'date'));
    const message: FakeGmailMessage = {
      id: newId(),
      threadId: threadFor(mime, threadId),
      labelIds: new Set(labelIds),
      raw,
      mime,
      internalDate: internalDate ?? (Number.isNaN(dated) ? Date.now() : dated),
      historyId: 0,
    };
    messages.set(message.id, message);
    record(message, 'messagesAdded');
    return message;
  }

  function labelExists(id: string) {
    return SYSTEM_LABELS.includes(id) || userLabels.has(id);
  }

  function modify(message: FakeGmailMessage, add: string[], remove: string[]) {
    const added = add.filter((id) => !message.labelIds.has(id));
    const removed = remove.filter((id) => message.labelIds.has(id));
    added.forEach((id) => message.labelIds.add(id));
    removed.forEach((id) => message.labelIds.delete(id));
    if (added.length) record(message, 'labelsAdded', added);
    if (removed.length) record(message, 'labelsRemoved', removed);
  }

  /**
   * Gmail's search operators that tests use: words, from:, to:, subject:, rfc822msgid:, is:,
   * in:, label:.
   */
  function matches(message: FakeGmailMessage, query: string): boolean {
    const header = (name: string) => headerOf(message.mime, name).toLowerCase();
    const terms = query.toLowerCase().match(/(\w+:)?("[^"]*"|\S+)/g) ?? [];
    return terms.every((term) => {
      const [, operator, value] = /^(\w+:)?"?([^"]*)"?$/.exec(term) ?? [];
      const labelOf = (name: string) => name.toUpperCase();
      switch (operator) {
        case 'from:':
          return header('from').includes(value!);
        case 'to:':
          return `${header('to')} ${header('cc')}`.includes(value!);
        case 'subject:':
          return header('subject').includes(value!);
        case 'rfc822msgid:':
          return header('message-id').replace(/^<|>$/g, '') === value;
        case 'is:':
          return message.labelIds.has(labelOf(value!));
        case 'in:':
        case 'label:':
          return value === 'anywhere' || message.labelIds.has(labelOf(value!));
        default: {
          const haystack = `${header('subject')} ${header('from')} ${header('to')} ${plainTextOf(message.mime)}`;
          return haystack.toLowerCase().includes(value!);
        }
      }
    });
  }

  function list(url: URL) {
    const query = url.searchParams.get('q') ?? '';
    const labelIds = url.searchParams.getAll('labelIds');
    const withSpamTrash =
      url.searchParams.get('includeSpamTrash') === 'true' || /\bin:(spam|trash)\b/i.test(query);
    const all = [...messages.values()]
      .filter((message) => labelIds.every((id) => message.labelIds.has(id)))
      .filter(
        (message) =>
          withSpamTrash ||
          labelIds.some((id) => HIDDEN_UNLESS_ASKED.includes(id)) ||
          !HIDDEN_UNLESS_ASKED.some((id) => message.labelIds.has(id)),
      )
      .filter((message) => matches(message, query))
      .sort((a, b) => b.internalDate - a.internalDate);
    const size = Math.min(Number(url.searchParams.get('maxResults') ?? 100), control.pageSize);
    const offset = offsetOf(url.searchParams.get('pageToken'));
    const page = all.slice(offset, offset + size);
    return {
      ...(page.length
        ? { messages: page.map((message) => ({ id: message.id, threadId: message.threadId })) }
        : {}),
      ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
      resultSizeEstimate: all.length,
    };
  }

  /** `payload` as messages.get format=full answers it; attachment bodies by attachmentId. */
  function payloadOf(part: MimePart, partId: string): Record<string, unknown> {
    const body: Record<string, unknown> = { size: part.body.length };
    if ((part.filename && part.body.length) || part.body.length > state.inlineBodyLimit) {
      const attachmentId = `ANGjdJ${newId()}`;
      attachments.set(attachmentId, part.body);
      body.attachmentId = attachmentId;
    } else if (!part.parts.length) {
      body.data = part.body.toString('base64url');
    }
    return {
      partId,
      mimeType: part.mimeType,
      filename: part.filename,
      headers: part.headers,
      body,
      ...(part.parts.length
        ? {
            parts: part.parts.map((child, index) =>
              payloadOf(child, partId ? `${partId}.${index}` : String(index)),
            ),
          }
        : {}),
    };
  }

  function present(message: FakeGmailMessage, url: URL) {
    const format = url.searchParams.get('format') ?? 'full';
    const base = {
      id: message.id,
      threadId: message.threadId,
      labelIds: [...message.labelIds],
      snippet: snippetOf(message.mime),
      sizeEstimate: message.raw.length,
      historyId: String(message.historyId),
      internalDate: String(message.internalDate),
    };
    if (format === 'raw') return { ...base, raw: message.raw.toString('base64url') };
    if (format === 'minimal') return base;
    if (format === 'metadata') {
      const wanted = url.searchParams.getAll('metadataHeaders').map((name) => name.toLowerCase());
      const headers = message.mime.headers.filter(
        (header) => !wanted.length || wanted.includes(header.name.toLowerCase()),
      );
      return {
        ...base,
        payload: { partId: '', mimeType: message.mime.mimeType, filename: '', headers },
      };
    }
    return { ...base, payload: payloadOf(message.mime, '') };
  }

  function historyPage(url: URL, response: ServerResponse) {
    const start = Number(url.searchParams.get('startHistoryId'));
    if (!Number.isInteger(start) || start <= 0) {
      googleError(response, 400, 'invalidArgument', 'Invalid startHistoryId.');
      return;
    }
    if (start < state.oldestHistoryId) {
      googleError(response, 404, 'notFound', 'Requested entity was not found.');
      return;
    }
    const labelId = url.searchParams.get('labelId');
    const types = url.searchParams.getAll('historyTypes');
    const all = history.filter(
      (entry) =>
        entry.id > start &&
        (!types.length || types.includes(entry.kind.replace(/s([A-Z])/, '$1'))) &&
        (!labelId ||
          entry.message.labelIds?.includes(labelId) ||
          entry.labelIds?.includes(labelId)),
    );
    const size = Math.min(Number(url.searchParams.get('maxResults') ?? 100), control.pageSize);
    const offset = offsetOf(url.searchParams.get('pageToken'));
    const page = all.slice(offset, offset + size).map((entry) => ({
      id: String(entry.id),
      messages: [{ id: entry.message.id, threadId: entry.message.threadId }],
      [entry.kind]: [
        entry.labelIds
          ? { message: entry.message, labelIds: entry.labelIds }
          : { message: entry.message },
      ],
    }));
    sendJson(response, 200, {
      ...(page.length ? { history: page } : {}),
      ...(offset + size < all.length ? { nextPageToken: pageToken(offset + size) } : {}),
      historyId: String(state.historyId),
    });
  }

  function labelResource(id: string, withCounts: boolean) {
    const system = SYSTEM_LABELS.includes(id);
    const resource: Record<string, unknown> = {
      id,
      name: system ? id : userLabels.get(id),
      type: system ? 'system' : 'user',
      ...(system ? {} : { messageListVisibility: 'show', labelListVisibility: 'labelShow' }),
    };
    if (!withCounts) return resource;
    const labelled = [...messages.values()].filter((message) => message.labelIds.has(id));
    const unread = labelled.filter((message) => message.labelIds.has('UNREAD'));
    return {
      ...resource,
      messagesTotal: labelled.length,
      messagesUnread: unread.length,
      threadsTotal: new Set(labelled.map((message) => message.threadId)).size,
      threadsUnread: new Set(unread.map((message) => message.threadId)).size,
    };
  }

  /**
   * messages.send's upload: uploadType=media is the message alone; uploadType=multipart is a
   * multipart/related body of JSON metadata (threadId) and the message.
   */
  function readUpload(
    url: URL,
    contentType: string,
    bytes: Buffer,
  ): { raw?: string; threadId?: string } {
    if (url.searchParams.get('uploadType') !== 'multipart')
      return { raw: bytes.toString('base64url') };
    const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1] ?? '';
    const delimiter = Buffer.from(`\r\n--${boundary}`);
    const bodyOf = (start: number) => bytes.indexOf('\r\n\r\n', start) + 4;
    const jsonStart = bodyOf(0);
    const jsonEnd = bytes.indexOf(delimiter, jsonStart);
    const rawStart = bodyOf(jsonEnd + delimiter.length);
    const rawEnd = bytes.indexOf(delimiter, rawStart);
    if (!boundary || jsonEnd < 0 || rawEnd < 0) return {};
    const metadata = JSON.parse(bytes.subarray(jsonStart, jsonEnd).toString('utf8') || '{}') as {
      threadId?: string;
    };
    return { ...metadata, raw: bytes.subarray(rawStart, rawEnd).toString('base64url') };
  }

  const notFound = (response: ServerResponse) =>
    googleError(response, 404, 'notFound', 'Requested entity was not found.');

  async function jsonBody<T>(request: IncomingMessage): Promise<T> {
    return JSON.parse((await readBody(request)) || '{}') as T;
  }

  /** Handles /gmail/v1/users/{me|address}/… and the media upload of messages.send. */
  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    identity: FakeGrant,
  ): Promise<void> {
    // A token granted for the calendar alone may not read mail (Google's 403 for it).
    if (!/https:\/\/mail\.google\.com\/|auth\/gmail\./.test(identity.scope)) {
      return googleError(
        response,
        403,
        'insufficientPermissions',
        'Request had insufficient authentication scopes.',
      );
    }
    const match = /^(?:\/upload)?\/gmail\/v1\/users\/([^/]+)(\/.*)$/.exec(url.pathname);
    const user = match ? decodeURIComponent(match[1]!) : '';
    if (!match || (user !== 'me' && user !== identity.email)) return notFound(response);
    const path = match[2]!;
    const method = request.method;
    if (path === '/profile' && method === 'GET') {
      return sendJson(response, 200, {
        emailAddress: identity.email,
        messagesTotal: messages.size,
        threadsTotal: new Set([...messages.values()].map((message) => message.threadId)).size,
        historyId: String(state.historyId),
      });
    }
    if (path === '/messages' && method === 'GET') return sendJson(response, 200, list(url));
    if (path === '/history' && method === 'GET') return historyPage(url, response);
    if (path === '/labels' && method === 'GET') {
      const ids = [...SYSTEM_LABELS, ...userLabels.keys()];
      return sendJson(response, 200, { labels: ids.map((id) => labelResource(id, false)) });
    }
    const label = /^\/labels\/([^/]+)$/.exec(path);
    if (label && method === 'GET') {
      const id = decodeURIComponent(label[1]!);
      return labelExists(id)
        ? sendJson(response, 200, labelResource(id, true))
        : notFound(response);
    }
    if (path === '/messages/send' && method === 'POST') {
      const body = url.pathname.startsWith('/upload/')
        ? readUpload(url, String(request.headers['content-type']), await readBytes(request))
        : await jsonBody<{ raw?: string; threadId?: string }>(request);
      if (!body.raw) {
        return googleError(
          response,
          400,
          'invalidArgument',
          "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
        );
      }
      const sent = store(
        Buffer.from(body.raw, 'base64url'),
        ['SENT'],
        // What the API writes starts a thread of its own unless the client names one.
        ('threadId' in body ? body.threadId : undefined) ?? newId(),
      );
      return sendJson(response, 200, { id: sent.id, threadId: sent.threadId, labelIds: ['SENT'] });
    }
    if (path === '/drafts' && method === 'POST') {
      // drafts.create takes the draft as JSON, or uploaded (the draft resource, then the message).
      const body: { message?: { raw?: string; threadId?: string } } = url.pathname.startsWith(
        '/upload/',
      )
        ? (({ raw, message }) => ({ message: { ...message, raw } }))(
            readUpload(url, String(request.headers['content-type']), await readBytes(request)) as {
              raw?: string;
              message?: { threadId?: string };
            },
          )
        : await jsonBody<{ message?: { raw?: string; threadId?: string } }>(request);
      if (!body.message?.raw) {
        return googleError(response, 400, 'invalidArgument', 'Missing draft message');
      }
      const draft = store(
        Buffer.from(body.message.raw, 'base64url'),
        ['DRAFT'],
        body.message.threadId ?? newId(),
      );
      const draftId = `r${BigInt(`0x${newId()}`).toString().slice(0, 19)}`;
      drafts.set(draftId, draft.id);
      return sendJson(response, 200, {
        id: draftId,
        message: { id: draft.id, threadId: draft.threadId, labelIds: ['DRAFT'] },
      });
    }
    const one = /^\/messages\/([^/]+)(?:\/(modify|trash|untrash|attachments\/([^/]+)))?$/.exec(
      path,
    );
    const message = one ? messages.get(decodeURIComponent(one[1]!)) : undefined;
    if (!one || !message) return notFound(response);
    const action = one[2];
    if (!action && method === 'GET') return sendJson(response, 200, present(message, url));
    if (!action && method === 'DELETE') {
      messages.delete(message.id);
      record(message, 'messagesDeleted');
      response.writeHead(204);
      response.end();
      return;
    }
    if (action?.startsWith('attachments/') && method === 'GET') {
      const data = attachments.get(decodeURIComponent(one[3]!));
      if (!data) return notFound(response);
      return sendJson(response, 200, { size: data.length, data: data.toString('base64url') });
    }
    if (action === 'modify' && method === 'POST') {
      const body = await jsonBody<{ addLabelIds?: string[]; removeLabelIds?: string[] }>(request);
      const unknown = [...(body.addLabelIds ?? []), ...(body.removeLabelIds ?? [])].find(
        (id) => !labelExists(id),
      );
      if (unknown)
        return googleError(response, 400, 'invalidArgument', `Invalid label: ${unknown}`);
      modify(message, body.addLabelIds ?? [], body.removeLabelIds ?? []);
      return sendJson(response, 200, refOf(message));
    }
    if ((action === 'trash' || action === 'untrash') && method === 'POST') {
      if (action === 'trash') modify(message, ['TRASH'], ['INBOX']);
      else modify(message, ['INBOX'], ['TRASH']);
      return sendJson(response, 200, present(message, new URL('http://x/?format=minimal')));
    }
    return notFound(response);
  }

  return {
    handle,
    messages,
    drafts,
    state,
    /** A message arrives (as from another sender): INBOX and UNREAD unless said otherwise. */
    async deliver(input: FakeMailInput & { labelIds?: string[] } = {}) {
      const { labelIds = ['INBOX', 'UNREAD', 'CATEGORY_PERSONAL'], ...mail } = input;
      return store(await composeMime(mail), labelIds);
    },
    /** A label the user made (Gmail's "folders"). */
    addLabel(name: string) {
      const id = `Label_${userLabels.size + 1}`;
      userLabels.set(id, name);
      return id;
    },
    /** Gmail keeps history for about a week: ids older than now answer 404 from here on. */
    forgetHistory() {
      state.historyId += 1;
      state.oldestHistoryId = state.historyId;
    },
    /** What the account sent through messages.send, parsed. */
    sent: () => [...messages.values()].filter((message) => message.labelIds.has('SENT')),
    clear() {
      messages.clear();
      drafts.clear();
      userLabels.clear();
      attachments.clear();
    },
  };
}

export type FakeGmail = ReturnType<typeof createFakeGmail>;
