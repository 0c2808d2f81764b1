import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { hasPermission, type SessionContext } from '../../../platform/auth/session-context.js';
import { SESSION_COOKIE } from '../../../platform/auth/session-context.js';
import type { Database } from '../../../platform/db/database.js';
import { isSameOriginRequest } from '../../../platform/security/same-origin.js';
import type { FilesService } from '../files.service.js';
import * as collabRepo from './collab.repo.js';
import { COLLAB_DOCUMENT_PREFIX } from './collab.path.js';

export type CollabServerOptions = {
  db: Database;
  files: FilesService;
  publicUrl: string;
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  resolveSession: (token: string) => Promise<SessionContext>;
  /** Typing pauses this long before the state is stored (and at most maxDebounceMs apart). */
  debounceMs: number;
  maxDebounceMs: number;
  /** A stored state becomes a new version at most this often (else the current one is rewritten). */
  snapshotIntervalMs: number;
};

/** What a connection carries from its upgrade to every hook. */
type CollabContext = { session: SessionContext; token: string };

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
    }
  }
  return undefined;
}

function refuse(socket: Duplex, status: 401 | 403) {
  const text = status === 401 ? 'Unauthorized' : 'Forbidden';
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The entry id a document name stands for, or undefined for any other name. */
function entryIdOf(documentName: string): string | undefined {
  if (!documentName.startsWith(COLLAB_DOCUMENT_PREFIX)) return undefined;
  const id = documentName.slice(COLLAB_DOCUMENT_PREFIX.length);
  return /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}

/** Redis connection options from REDIS_URL, for the extension's own pub/sub clients. */
function redisOptions(redisUrl: string) {
  const url = new URL(redisUrl);
  const db = Number(url.pathname.replace('/', '') || 0);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    options: {
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      db: Number.isFinite(db) ? db : 0,
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
    },
    prefix: 'worksphere-collab',
  };
}

/**
 * Documents written together (Hocuspocus over Yjs): a WebSocket at /api/collab on the app's own
 * HTTP server. The session cookie signs the upgrade in (from our own pages only); each document
 * is a file entry of the session's organisation, opened read-only without documents:edit.
 */
export function createCollabServer(options: CollabServerOptions) {
  const { db, files, logger } = options;

  async function loadDocument(organizationId: string, entryId: string): Promise<Y.Doc> {
    const stored = await collabRepo.findState(db, organizationId, entryId);
    const doc = new Y.Doc();
    if (stored) {
      Y.applyUpdate(doc, new Uint8Array(stored.state));
      return doc;
    }
    // First opened together: the shared document starts from the saved HTML.
    const entry = await collabRepo.findLiveDocument(db, organizationId, entryId);
    if (!entry) return doc;
    const { content } = await files.openDocumentById(organizationId, entryId);
    const { yDocFromHtml } = await import('./collab.html.js');
    const seeded = yDocFromHtml(content, entry.paperSize ?? 'letter');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(seeded));
    await collabRepo.upsertState(db, {
      organizationId,
      entryId,
      state: Buffer.from(Y.encodeStateAsUpdate(doc)),
      // Long ago: the first store is a new version, so the HTML from before stays one of its own.
      snapshotAt: new Date(0),
    });
    return doc;
  }

  // Documents whose next store was asked to be kept as a version (on demand, a restore).
  const versionsAsked = new Set<string>();

  async function storeDocument(context: CollabContext, entryId: string, doc: Y.Doc) {
    const { organizationId, userId } = context.session;
    const state = Buffer.from(Y.encodeStateAsUpdate(doc));
    const previous = await collabRepo.findState(db, organizationId, entryId);
    const isAsked = versionsAsked.delete(entryId);
    const isSnapshotDue =
      isAsked ||
      !previous ||
      Date.now() - previous.snapshotAt.getTime() >= options.snapshotIntervalMs;
    await collabRepo.upsertState(db, {
      organizationId,
      entryId,
      state,
      ...(isSnapshotDue ? { snapshotAt: new Date() } : {}),
    });
    const { htmlFromYDoc } = await import('./collab.html.js');
    const { html, paperSize } = htmlFromYDoc(doc);
    await files.writeSharedContent(organizationId, entryId, userId, {
      html,
      ...(paperSize ? { paperSize } : {}),
      asVersion: isSnapshotDue,
      isAsked,
    });
    return { stateVector: Y.encodeStateVector(doc), asVersion: isSnapshotDue };
  }

  const guard: Extension = {
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const { session } = context as CollabContext;
      const entryId = entryIdOf(documentName);
      const entry =
        entryId && (await collabRepo.findLiveDocument(db, session.organizationId, entryId));
      if (!entry) throw new Error('Document not found.');
      // Members without documents:edit follow the document live but cannot change it.
      connectionConfig.readOnly = !hasPermission(session, 'documents:edit');
      return { session };
    },
    // Every update is checked again: a revoked session or a removed permission stops writing.
    async beforeHandleMessage({ context, connection }) {
      const { token } = context as CollabContext;
      const session = await options.resolveSession(token);
      if (!connection.readOnly && !hasPermission(session, 'documents:edit')) {
        throw new Error('Editing is not allowed.');
      }
    },
    async onLoadDocument({ documentName, context, document }) {
      const { session } = context as CollabContext;
      const loaded = await loadDocument(session.organizationId, entryIdOf(documentName)!);
      // Applied here rather than returned: Hocuspocus recognises a returned Y.Doc by its class
      // name, which the server bundle may rename.
      Y.applyUpdate(document, Y.encodeStateAsUpdate(loaded));
    },
    async onStoreDocument({ documentName, document, context }) {
      const entryId = entryIdOf(documentName)!;
      const stored = await storeDocument(context as CollabContext, entryId, document).catch(
        (error: unknown) => {
          logger.error({ err: error, entryId }, 'collab store failed');
          throw error;
        },
      );
      // The editors learn what is stored: their "saved" is the server's, not the socket's.
      document.broadcastStateless(
        JSON.stringify({
          type: 'stored',
          stateVector: Buffer.from(stored.stateVector).toString('base64'),
          asVersion: stored.asVersion,
        }),
      );
    },
    // "Keep this as a version" (a restore, or asked for): stored now, as a new version.
    async onStateless({ payload, document, documentName, connection }) {
      const message = JSON.parse(payload) as { type?: unknown };
      if (message.type !== 'saveVersion' || connection.readOnly) return;
      versionsAsked.add(entryIdOf(documentName)!);
      await hocuspocus.storeDocumentHooks(
        document,
        {
          instance: hocuspocus,
          clientsCount: document.getConnectionsCount(),
          context: connection.context,
          document,
          documentName,
          requestHeaders: {},
          requestParameters: new URLSearchParams(),
          socketId: '',
        },
        true,
      );
    },
  };

  const hocuspocus = new Hocuspocus({
    name: 'worksphere-collab',
    quiet: true,
    debounce: options.debounceMs,
    maxDebounce: options.maxDebounceMs,
    // Across processes: every update reaches the editors connected elsewhere (Redis pub/sub).
    extensions: options.redisUrl
      ? [new Redis({ ...redisOptions(options.redisUrl) }), guard]
      : [guard],
  });
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });

  /** An upgrade to /api/collab: the session cookie, from our own pages, or a refusal. */
  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!token) return refuse(socket, 401);
    if (!isSameOriginRequest(request, options.publicUrl)) return refuse(socket, 403);
    let session: SessionContext;
    try {
      session = await options.resolveSession(token);
    } catch {
      return refuse(socket, 401);
    }
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const context: CollabContext = { session, token };
      hocuspocus.handleConnection(ws, request, context);
    });
  }

  /** Stop: every connection closed, every document's state stored before the pool goes. */
  async function close() {
    hocuspocus.closeConnections();
    const deadline = Date.now() + 10_000;
    while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    sockets.close();
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  }

  return { handleUpgrade, close, hocuspocus };
}

export type CollabServer = ReturnType<typeof createCollabServer>;
