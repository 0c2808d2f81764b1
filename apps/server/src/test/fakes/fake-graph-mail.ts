import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import addressparser from 'nodemailer/lib/addressparser';
import type { FakeApiControl } from './fake-api-gate.js';
import {
  composeMime,
  headerOf,
  leavesOf,
  parseMime,
  plainTextOf,
  type FakeMailInput,
} from './fake-mime.js';
import { readBody, readBytes, sendJson, type FakeGrant, type FakeIdentity } from './fake-oauth.js';
import { graphError } from './fake-provider-errors.js';

type Recipient = { emailAddress: { name: string; address: string } };
type FakeAttachment = {
  id: string;
  name: string;
  contentType: string | null;
  size: number;
  isInline: boolean;
  contentBytes: string;
  /** An item attachment (an attached mail): its MIME, answered only by /$value. */
  item?: Buffer;
};

/** An attachment as Graph answers it: items have no contentType or contentBytes. */
function presentAttachment({ item, ...entry }: FakeAttachment) {
  return item
    ? {
        '@odata.type': '#microsoft.graph.itemAttachment',
        id: entry.id,
        name: entry.name,
        contentType: null,
        size: entry.size,
        isInline: false,
      }
    : { '@odata.type': '#microsoft.graph.fileAttachment', ...entry };
}

/** What clients send as a message (sendMail, drafts, reply, forward). */
type GraphOutgoing = {
  subject?: string;
  body?: { contentType?: string; content?: string };
  toRecipients?: Recipient[];
  ccRecipients?: Recipient[];
  attachments?: { name?: string; contentType?: string; contentBytes?: string }[];
  comment?: string;
  message?: GraphOutgoing;
  saveToSentItems?: boolean;
};

/** A message as Graph answers it, with the fake's bookkeeping beside it. */
export type FakeGraphMessage = {
  json: Record<string, unknown> & { parentFolderId: string; subject: string };
  /** Stable across moves; answered when the client prefers IdType="ImmutableId". */
  immutableId: string;
  /** The default (REST) id, which changes when the message moves, as Exchange's does. */
  restId: string;
  mime: Buffer;
  attachments: FakeAttachment[];
  /** The change counter at its last change (the delta query's clock). */
  seq: number;
};

const WELL_KNOWN = [
  ['inbox', 'Inbox'],
  ['drafts', 'Drafts'],
  ['sentitems', 'Sent Items'],
  ['deleteditems', 'Deleted Items'],
  ['archive', 'Archive'],
  ['junkemail', 'Junk Email'],
] as const;

const opaqueId = () => `AAMkAD${randomBytes(12).toString('base64url')}`;
const token = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const untoken = <T>(value: string | null): T | undefined => {
  try {
    return value ? (JSON.parse(Buffer.from(value, 'base64url').toString()) as T) : undefined;
  } catch {
    return undefined;
  }
};

const recipients = (header: string): Recipient[] =>
  header
    ? addressparser(header, { flatten: true }).map((entry) => ({
        emailAddress: { name: entry.name || entry.address, address: entry.address },
      }))
    : [];

/**
 * Microsoft Graph v1.0 mail of one mailbox, mounted by the fake Microsoft: /me/mailFolders (with
 * unreadItemCount, paged), a folder's messages and /me/messages with $top/$skip and $search,
 * messages/delta (pages by Prefer: odata.maxpagesize with @odata.nextLink, then an
 * @odata.deltaLink whose later use answers changes and `@removed` entries; 410
 * SyncStateNotFound once that state is forgotten), a message, its /$value MIME and attachments,
 * PATCH (isRead, importance, flag, categories), move (a new id unless Prefer:
 * IdType="ImmutableId"), DELETE, sendMail (JSON or base64 MIME), drafts (POST /me/messages),
 * reply, replyAll and forward.
 */
export function createFakeGraphMail(control: FakeApiControl) {
  const folders = new Map<string, { id: string; displayName: string; wellKnown: string }>();
  for (const [wellKnown, displayName] of WELL_KNOWN) {
    const id = `AQMkAD${randomBytes(9).toString('base64url')}${wellKnown}`;
    folders.set(id, { id, displayName, wellKnown });
  }
  const messages = new Map<string, FakeGraphMessage>();
  const removed: { folderId: string; message: FakeGraphMessage; seq: number }[] = [];
  const state = { seq: 1, oldestDeltaSeq: 0, baseUrl: '' };
  /** Attachment upload sessions: the draft, the file's description and the bytes so far. */
  const uploads = new Map<
    string,
    { message: FakeGraphMessage; name: string; contentType: string; size: number; chunks: Buffer[] }
  >();

  const folderOf = (idOrName: string) =>
    folders.get(idOrName) ??
    [...folders.values()].find((folder) => folder.wellKnown === idOrName.toLowerCase());
  const wellKnownId = (name: string) => folderOf(name)!.id;
  const find = (id: string) =>
    messages.get(id) ?? [...messages.values()].find((message) => message.restId === id);
  const prefersImmutable = (request: IncomingMessage) =>
    /IdType="ImmutableId"/i.test(String(request.headers.prefer ?? ''));

  function touch(message: FakeGraphMessage) {
    state.seq += 1;
    message.seq = state.seq;
    message.json.lastModifiedDateTime = new Date().toISOString();
    message.json.changeKey = randomBytes(6).toString('base64');
  }

  function store(mime: Buffer, folderId: string, extra: Record<string, unknown> = {}) {
    const parsed = parseMime(mime);
    const leaves = leavesOf(parsed);
    const html = leaves.find((leaf) => leaf.mimeType === 'text/html' && !leaf.filename);
    const attachments = leaves
      .filter((leaf) => leaf.filename)
      .map((leaf) => ({
        id: `AAMkAtt${randomBytes(6).toString('base64url')}`,
        name: leaf.filename,
        contentType: leaf.mimeType,
        size: leaf.body.length,
        isInline: false,
        contentBytes: leaf.body.toString('base64'),
      }));
    const sentAt = new Date(Date.parse(headerOf(parsed, 'date')) || Date.now()).toISOString();
    const from = recipients(headerOf(parsed, 'from'))[0] ?? null;
    const parentHeader = `${headerOf(parsed, 'in-reply-to')} ${headerOf(parsed, 'references')}`;
    const parent = [...messages.values()].find((message) => {
      const id = String(message.json.internetMessageId ?? '');
      return id && parentHeader.includes(id);
    });
    const message: FakeGraphMessage = {
      immutableId: opaqueId(),
      restId: opaqueId(),
      mime,
      attachments,
      seq: 0,
      json: {
        createdDateTime: new Date().toISOString(),
        lastModifiedDateTime: new Date().toISOString(),
        changeKey: '',
        categories: [],
        receivedDateTime: sentAt.replace(/\.\d{3}Z$/, 'Z'),
        sentDateTime: sentAt.replace(/\.\d{3}Z$/, 'Z'),
        hasAttachments: attachments.length > 0,
        internetMessageId:
          headerOf(parsed, 'message-id') || `<${randomBytes(8).toString('hex')}@fake>`,
        subject: headerOf(parsed, 'subject'),
        bodyPreview: plainTextOf(parsed).replace(/\s+/g, ' ').trim().slice(0, 255),
        importance: 'normal',
        parentFolderId: folderId,
        conversationId:
          (parent?.json.conversationId as string) ??
          `AAQkAD${randomBytes(8).toString('base64url')}`,
        isRead: false,
        isDraft: false,
        inferenceClassification: 'focused',
        body: html
          ? { contentType: 'html', content: html.body.toString('utf8') }
          : { contentType: 'text', content: plainTextOf(parsed) },
        sender: from,
        from,
        toRecipients: recipients(headerOf(parsed, 'to')),
        internetMessageHeaders: parsed.headers.filter(
          (header) => !/^content-/i.test(header.name) && header.name !== 'MIME-Version',
        ),
        ccRecipients: recipients(headerOf(parsed, 'cc')),
        bccRecipients: [],
        replyTo: [],
        flag: { flagStatus: 'notFlagged' },
        ...extra,
      },
    };
    messages.set(message.immutableId, message);
    touch(message);
    return message;
  }

  function present(message: FakeGraphMessage, request: IncomingMessage, url: URL) {
    const id = prefersImmutable(request) ? message.immutableId : message.restId;
    const select = url.searchParams
      .get('$select')
      ?.split(',')
      .map((field) => field.trim());
    const json: Record<string, unknown> = {
      '@odata.etag': `W/"${String(message.json.changeKey)}"`,
      id,
      ...message.json,
    };
    if (!select) return json;
    return Object.fromEntries(
      Object.entries(json).filter(
        ([key]) => key === 'id' || key.startsWith('@') || select.includes(key),
      ),
    );
  }

  function moveTo(message: FakeGraphMessage, folderId: string) {
    if (message.json.parentFolderId === folderId) return;
    removed.push({ folderId: message.json.parentFolderId, message, seq: state.seq + 1 });
    message.json.parentFolderId = folderId;
    message.restId = opaqueId();
    touch(message);
  }

  /** KQL as tests use it: words anywhere, from:, to:, subject:. Quotes around the whole. */
  function matches(message: FakeGraphMessage, search: string) {
    const json = message.json as unknown as {
      subject: string;
      from?: Recipient | null;
      toRecipients: Recipient[];
      body: { content: string };
    };
    const who = (list: (Recipient | null | undefined)[]) =>
      list.map((entry) => `${entry?.emailAddress.name} ${entry?.emailAddress.address}`).join(' ');
    const terms = search.replace(/^"|"$/g, '').toLowerCase().split(/\s+/).filter(Boolean);
    return terms.every((term) => {
      const [field, value] = term.includes(':') ? term.split(/:(.*)/) : ['', term];
      const subject = String(json.subject).toLowerCase();
      if (field === 'from') return who([json.from]).toLowerCase().includes(value!);
      if (field === 'to') return who(json.toRecipients).toLowerCase().includes(value!);
      if (field === 'subject') return subject.includes(value!);
      const all = `${subject} ${who([json.from, ...json.toRecipients])} ${json.body.content}`;
      return all.toLowerCase().includes(value!);
    });
  }

  function pageSizeOf(request: IncomingMessage, url: URL) {
    const prefer = /odata\.maxpagesize=(\d+)/.exec(String(request.headers.prefer ?? ''));
    const asked = Number(url.searchParams.get('$top') ?? prefer?.[1] ?? 10);
    return Math.max(1, Math.min(asked, control.pageSize));
  }

  function sendPage(
    response: ServerResponse,
    context: string,
    value: unknown[],
    links: { nextLink?: string; deltaLink?: string },
  ) {
    sendJson(response, 200, {
      '@odata.context': `${state.baseUrl}/v1.0/$metadata#${context}`,
      ...(links.nextLink ? { '@odata.nextLink': links.nextLink } : {}),
      ...(links.deltaLink ? { '@odata.deltaLink': links.deltaLink } : {}),
      value,
    });
  }

  function listMessages(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    folderId?: string,
  ) {
    const search = url.searchParams.get('$search');
    const all = [...messages.values()]
      .filter((message) => !folderId || message.json.parentFolderId === folderId)
      .filter((message) => !search || matches(message, search))
      .sort((a, b) =>
        String(b.json.receivedDateTime).localeCompare(String(a.json.receivedDateTime)),
      );
    const size = pageSizeOf(request, url);
    const skip = Number(url.searchParams.get('$skip') ?? 0);
    const next = new URL(url.toString().replace('http://fake', state.baseUrl));
    next.searchParams.set('$skip', String(skip + size));
    sendPage(
      response,
      "users('me')/messages",
      all.slice(skip, skip + size).map((message) => present(message, request, url)),
      { nextLink: skip + size < all.length ? next.toString() : undefined },
    );
  }

  type DeltaState = { since: number; until: number; offset: number; newestFirst: boolean };

  function delta(request: IncomingMessage, response: ServerResponse, url: URL, folderId: string) {
    const skip = untoken<DeltaState>(url.searchParams.get('$skiptoken'));
    const deltaToken = url.searchParams.get('$deltatoken');
    const since = deltaToken === null ? undefined : untoken<{ since: number }>(deltaToken)?.since;
    if (deltaToken !== null && (since === undefined || since < state.oldestDeltaSeq)) {
      graphError(response, 410, 'SyncStateNotFound', 'The sync state generation is not found.');
      return;
    }
    const window: DeltaState = skip ?? {
      since: since ?? 0,
      until: state.seq,
      offset: 0,
      // The one $orderby message delta allows, on the first round only.
      newestFirst: url.searchParams.get('$orderby') === 'receivedDateTime desc',
    };
    const changed = [...messages.values()]
      .filter(
        (message) =>
          message.json.parentFolderId === folderId &&
          message.seq > window.since &&
          message.seq <= window.until,
      )
      .sort((a, b) =>
        window.newestFirst
          ? String(b.json.receivedDateTime).localeCompare(String(a.json.receivedDateTime))
          : a.seq - b.seq,
      )
      .map((message) => present(message, request, url));
    const gone =
      window.since === 0
        ? []
        : removed
            .filter(
              (entry) =>
                entry.folderId === folderId &&
                entry.seq > window.since &&
                entry.seq <= window.until,
            )
            .map((entry) => ({
              '@odata.type': '#microsoft.graph.message',
              id: prefersImmutable(request) ? entry.message.immutableId : entry.message.restId,
              '@removed': { reason: 'deleted' },
            }));
    const all = [...changed, ...gone];
    const size = pageSizeOf(request, url);
    // Graph's links carry $skiptoken / $deltatoken with a literal dollar sign.
    const link = (parameter: string, value: object) => {
      const select = url.searchParams.get('$select');
      const selected = select ? `$select=${encodeURIComponent(select)}&` : '';
      return `${state.baseUrl}${url.pathname}?${selected}${parameter}=${token(value)}`;
    };
    const more = window.offset + size < all.length;
    sendPage(response, 'Collection(message)', all.slice(window.offset, window.offset + size), {
      nextLink: more ? link('$skiptoken', { ...window, offset: window.offset + size }) : undefined,
      deltaLink: more ? undefined : link('$deltatoken', { since: window.until }),
    });
  }

  function folderJson(folder: { id: string; displayName: string }) {
    const inside = [...messages.values()].filter(
      (message) => message.json.parentFolderId === folder.id,
    );
    return {
      id: folder.id,
      displayName: folder.displayName,
      parentFolderId: 'AQMkADAwATNiZmYAZC1root',
      childFolderCount: 0,
      unreadItemCount: inside.filter((message) => !message.json.isRead).length,
      totalItemCount: inside.length,
      isHidden: false,
    };
  }

  const notFound = (response: ServerResponse) =>
    graphError(
      response,
      404,
      'ErrorItemNotFound',
      'The specified object was not found in the store.',
    );

  /** A MIME body (base64, content-type text/plain) or Graph's JSON message. */
  async function readOutgoing(request: IncomingMessage) {
    const text = await readBody(request);
    if (String(request.headers['content-type'] ?? '').startsWith('text/plain')) {
      return { mime: Buffer.from(text, 'base64') };
    }
    return { json: JSON.parse(text || '{}') as GraphOutgoing };
  }

  /** Graph's JSON message (sendMail, drafts, replies) as MIME, the way Exchange stores it. */
  async function mimeOfJson(message: GraphOutgoing, identity: FakeIdentity, quoted = '') {
    const list = (entries?: Recipient[]) =>
      (entries ?? []).map((entry) => entry.emailAddress.address).join(', ') || undefined;
    const body = message.body;
    const isHtml = body?.contentType?.toLowerCase() === 'html';
    const content = `${body?.content ?? message.comment ?? ''}${quoted}`;
    return composeMime({
      from: `${identity.name} <${identity.email}>`,
      to: list(message.toRecipients),
      cc: list(message.ccRecipients),
      subject: message.subject ?? '',
      ...(isHtml ? { html: content } : { text: content }),
      attachments: (message.attachments ?? []).map((entry) => ({
        filename: entry.name ?? 'attachment',
        contentType: entry.contentType ?? 'application/octet-stream',
        content: Buffer.from(entry.contentBytes ?? '', 'base64'),
      })),
    });
  }

  function addAttachment(
    message: FakeGraphMessage,
    name: string,
    contentType: string | undefined,
    content: Buffer,
  ) {
    const attachment: FakeAttachment = {
      id: `AAMkAtt${randomBytes(6).toString('base64url')}`,
      name,
      contentType: contentType ?? 'application/octet-stream',
      size: content.length,
      isInline: false,
      contentBytes: content.toString('base64'),
    };
    message.attachments.push(attachment);
    message.json.hasAttachments = true;
    touch(message);
    return attachment;
  }

  /**
   * PUT of one chunk to an upload session's URL: no bearer token (the URL carries its own, and
   * Graph answers 401 to one that is sent), Content-Range bytes a-b/total, in order.
   */
  async function handleUpload(request: IncomingMessage, response: ServerResponse, url: URL) {
    const match = /^\/upload\/attachments\/([0-9a-f]+)$/.exec(url.pathname);
    if (!match || request.method !== 'PUT') return false;
    const upload = uploads.get(match[1]!);
    if (!upload || url.searchParams.get('authtoken') !== `fake-${match[1]}`) {
      graphError(response, 404, 'ErrorItemNotFound', 'The upload session was not found.');
      return true;
    }
    if (request.headers.authorization) {
      graphError(response, 401, 'InvalidAuthenticationToken', 'Do not send a token here.');
      return true;
    }
    const chunk = await readBytes(request);
    const received = upload.chunks.reduce((sum, part) => sum + part.length, 0);
    const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(request.headers['content-range']));
    if (
      !range ||
      Number(range[1]) !== received ||
      Number(range[2]) - Number(range[1]) + 1 !== chunk.length ||
      Number(range[3]) !== upload.size
    ) {
      graphError(response, 416, 'InvalidRange', 'The Content-Range does not follow on.');
      return true;
    }
    upload.chunks.push(chunk);
    if (received + chunk.length < upload.size) {
      sendJson(response, 200, {
        expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
        nextExpectedRanges: [`${received + chunk.length}-`],
      });
      return true;
    }
    uploads.delete(match[1]!);
    addAttachment(upload.message, upload.name, upload.contentType, Buffer.concat(upload.chunks));
    response.writeHead(201);
    response.end();
    return true;
  }

  const accepted = (response: ServerResponse) => {
    response.writeHead(202);
    response.end();
  };

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    identity: FakeGrant,
  ): Promise<boolean> {
    const path = decodeURIComponent(url.pathname.replace(/^\/v1\.0/, ''));
    const isMail = /^\/me\/(mailFolders|messages|sendMail)/.test(path);
    // A token granted for the calendar alone may not touch mail (Graph's 403 for it).
    if (isMail && !/\bMail\.(Read|ReadWrite|Send)\b/.test(identity.scope)) {
      graphError(
        response,
        403,
        'ErrorAccessDenied',
        'Access is denied. Check credentials and try again.',
      );
      return true;
    }
    const method = request.method;
    if (path === '/me/mailFolders' && method === 'GET') {
      const all = [...folders.values()];
      const size = pageSizeOf(request, url);
      const skip = Number(url.searchParams.get('$skip') ?? 0);
      const next = new URL(`${state.baseUrl}${url.pathname}`);
      next.searchParams.set('$skip', String(skip + size));
      sendPage(response, "users('me')/mailFolders", all.slice(skip, skip + size).map(folderJson), {
        nextLink: skip + size < all.length ? next.toString() : undefined,
      });
      return true;
    }
    const folderPath = /^\/me\/mailFolders\/([^/]+)(\/childFolders|\/messages(?:\/delta)?)?$/.exec(
      path,
    );
    if (folderPath && method === 'GET') {
      const folder = folderOf(folderPath[1]!.replace(/^\('?|'?\)$/g, ''));
      if (!folder) notFound(response);
      else if (!folderPath[2]) sendJson(response, 200, folderJson(folder));
      else if (folderPath[2] === '/childFolders') sendPage(response, 'mailFolders', [], {});
      else if (folderPath[2] === '/messages') listMessages(request, response, url, folder.id);
      else delta(request, response, url, folder.id);
      return true;
    }
    if (path === '/me/messages' && method === 'GET') {
      listMessages(request, response, url);
      return true;
    }
    if (path === '/me/sendMail' && method === 'POST') {
      const outgoing = await readOutgoing(request);
      const mime = outgoing.mime ?? (await mimeOfJson(outgoing.json.message ?? {}, identity));
      if (!mime.length) {
        graphError(response, 400, 'ErrorInvalidRequest', 'Empty message.');
        return true;
      }
      if (outgoing.json?.saveToSentItems !== false) {
        store(mime, wellKnownId('sentitems'), { isRead: true });
      }
      accepted(response);
      return true;
    }
    if (path === '/me/messages' && method === 'POST') {
      const outgoing = await readOutgoing(request);
      const mime = outgoing.mime ?? (await mimeOfJson(outgoing.json, identity));
      const draft = store(mime, wellKnownId('drafts'), { isDraft: true, isRead: true });
      sendJson(response, 201, present(draft, request, url));
      return true;
    }
    const one =
      /^\/me\/messages\/([^/]+)(?:\/(\$value|attachments(?:\/[^/]+(?:\/\$value)?)?|move|send|permanentDelete|reply|replyAll|forward))?$/.exec(
        path,
      );
    if (!one) return false;
    const message = find(one[1]!);
    if (!message) {
      notFound(response);
      return true;
    }
    const action = one[2];
    if (!action && method === 'GET') sendJson(response, 200, present(message, request, url));
    else if (action === '$value' && method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end(message.mime);
    } else if (action === 'attachments' && method === 'GET') {
      sendPage(response, 'attachments', message.attachments.map(presentAttachment), {});
    } else if (action === 'attachments' && method === 'POST') {
      const body = JSON.parse(await readBody(request)) as Partial<FakeAttachment>;
      const content = Buffer.from(body.contentBytes ?? '', 'base64');
      if (content.length > 3 * 1024 * 1024) {
        graphError(response, 413, 'ErrorRequestEntityTooLarge', 'Use an upload session.');
        return true;
      }
      const attachment = addAttachment(
        message,
        body.name ?? 'attachment',
        body.contentType ?? undefined,
        content,
      );
      sendJson(response, 201, { '@odata.type': '#microsoft.graph.fileAttachment', ...attachment });
    } else if (action === 'attachments/createUploadSession' && method === 'POST') {
      const { AttachmentItem: item } = JSON.parse(await readBody(request)) as {
        AttachmentItem?: {
          attachmentType?: string;
          name?: string;
          size?: number;
          contentType?: string;
        };
      };
      if (item?.attachmentType !== 'file' || !item.name || !item.size) {
        graphError(response, 400, 'ErrorInvalidRequest', 'AttachmentItem needs name and size.');
        return true;
      }
      const session = randomBytes(8).toString('hex');
      uploads.set(session, {
        message,
        name: item.name,
        contentType: item.contentType ?? 'application/octet-stream',
        size: item.size,
        chunks: [],
      });
      sendJson(response, 201, {
        '@odata.context': `${state.baseUrl}/v1.0/$metadata#microsoft.graph.uploadSession`,
        uploadUrl: `${state.baseUrl}/upload/attachments/${session}?authtoken=fake-${session}`,
        expirationDateTime: new Date(Date.now() + 3600_000).toISOString(),
        nextExpectedRanges: ['0-'],
      });
    } else if (
      action?.startsWith('attachments/') &&
      action.endsWith('/$value') &&
      method === 'GET'
    ) {
      const attachment = message.attachments.find(
        (entry) => `attachments/${entry.id}/$value` === action,
      );
      if (!attachment) notFound(response);
      else {
        response.writeHead(200, {
          'content-type': attachment.item ? 'message/rfc822' : 'application/octet-stream',
        });
        response.end(attachment.item ?? Buffer.from(attachment.contentBytes, 'base64'));
      }
    } else if (action?.startsWith('attachments/') && method === 'GET') {
      const attachment = message.attachments.find((entry) => `attachments/${entry.id}` === action);
      if (!attachment) notFound(response);
      else sendJson(response, 200, presentAttachment(attachment));
    } else if (action === 'permanentDelete' && method === 'POST') {
      removed.push({ folderId: message.json.parentFolderId, message, seq: state.seq + 1 });
      state.seq += 1;
      messages.delete(message.immutableId);
      response.writeHead(204);
      response.end();
    } else if (!action && method === 'PATCH') {
      const patch = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const writable = [
        'isRead',
        'importance',
        'flag',
        'categories',
        'subject',
        'inferenceClassification',
      ];
      const unknown = Object.keys(patch).find((key) => !writable.includes(key));
      if (unknown) {
        graphError(
          response,
          400,
          'ErrorInvalidPropertyRequest',
          `Property ${unknown} is read-only.`,
        );
        return true;
      }
      Object.assign(message.json, patch);
      touch(message);
      sendJson(response, 200, present(message, request, url));
    } else if (!action && method === 'DELETE') {
      moveTo(message, wellKnownId('deleteditems'));
      response.writeHead(204);
      response.end();
    } else if (action === 'move' && method === 'POST') {
      const { destinationId } = JSON.parse(await readBody(request)) as { destinationId?: string };
      const destination = destinationId ? folderOf(destinationId) : undefined;
      if (!destination) {
        graphError(response, 400, 'ErrorInvalidIdMalformed', 'Id is malformed.');
        return true;
      }
      moveTo(message, destination.id);
      sendJson(response, 201, present(message, request, url));
    } else if (action === 'send' && method === 'POST') {
      message.json.isDraft = false;
      moveTo(message, wellKnownId('sentitems'));
      accepted(response);
    } else if (action && ['reply', 'replyAll', 'forward'].includes(action) && method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as GraphOutgoing;
      const original = message.json as unknown as {
        from: Recipient | null;
        toRecipients: Recipient[];
        subject: string;
        body: { content: string };
        conversationId: string;
      };
      const prefix = action === 'forward' ? 'FW: ' : 'RE: ';
      const to =
        action === 'forward'
          ? (body.toRecipients ?? body.message?.toRecipients)
          : [original.from, ...(action === 'replyAll' ? original.toRecipients : [])].filter(
              (entry): entry is Recipient => Boolean(entry),
            );
      const quoted = `\n\n-----Original Message-----\n${String(original.body.content)}`;
      const mime = await mimeOfJson(
        {
          ...body.message,
          toRecipients: to,
          subject: `${prefix}${original.subject}`,
          comment: body.comment,
        },
        identity,
        quoted,
      );
      store(mime, wellKnownId('sentitems'), {
        isRead: true,
        conversationId: original.conversationId,
      });
      accepted(response);
    } else return false;
    return true;
  }

  return {
    handle,
    handleUpload,
    folders,
    messages,
    state,
    /** The id of a well-known folder (inbox, sentitems, archive, …). */
    folderId: wellKnownId,
    /** A message arrives in a folder (inbox unless said), unread. */
    async deliver(input: FakeMailInput & { folder?: string } = {}) {
      const { folder = 'inbox', ...mail } = input;
      return store(await composeMime(mail), wellKnownId(folder));
    },
    /** Attach a mail as an item (as Outlook does with a forwarded-as-attachment mail). */
    attachItem(message: FakeGraphMessage, name: string, mime: Buffer) {
      message.attachments.push({
        id: `AAMkAtt${randomBytes(6).toString('base64url')}`,
        name,
        contentType: null,
        size: mime.length,
        isInline: false,
        contentBytes: '',
        item: mime,
      });
      message.json.hasAttachments = true;
      touch(message);
    },
    /** Exchange forgets old sync states: delta links issued before now answer 410. */
    forgetDeltaStates() {
      state.seq += 1;
      state.oldestDeltaSeq = state.seq;
    },
    /** Messages now in a well-known folder. */
    inFolder: (name: string) =>
      [...messages.values()].filter((message) => message.json.parentFolderId === wellKnownId(name)),
    clear() {
      messages.clear();
      removed.length = 0;
    },
  };
}

export type FakeGraphMail = ReturnType<typeof createFakeGraphMail>;
