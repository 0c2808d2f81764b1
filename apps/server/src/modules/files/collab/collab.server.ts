import type { IncomingMessage } from 'node:http';
import * as decoding from 'lib0/decoding';
import type { Duplex } from 'node:stream';
import { Hocuspocus, type beforeHandleMessagePayload, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import { hasPermission, type SessionContext } from '../../../platform/auth/session-context.js';
import { SESSION_COOKIE } from '../../../platform/auth/session-context.js';
import type { SessionRevocations } from '../../../platform/auth/session-revocations.js';
import type { Database } from '../../../platform/db/database.js';
import { isSameOriginRequest } from '../../../platform/security/same-origin.js';
import type { FilesService } from '../files.service.js';
import { createNoteCollab, NOTE_COLLAB_PREFIX } from '../../notes/collab/note-collab.js';
import * as collabRepo from './collab.repo.js';
import { createUpdateLogWriter } from './collab-log.writer.js';
import { COLLAB_DOCUMENT_PREFIX } from './collab.path.js';

export type CollabServerOptions = {
  db: Database;
  files: FilesService;
  publicUrl: string;
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  resolveSession: (token: string) => Promise<SessionContext>;
  /** Revoked sessions and changed users: their connections are checked again (or cut) at once. */
  revocations: Pick<SessionRevocations, 'subscribe' | 'isListening'>;
  /** How long a connection's session, as checked, is trusted without asking again. */
  sessionRecheckMs: number;
  /** Typing pauses this long before the state is stored (and at most maxDebounceMs apart). */
  debounceMs: number;
  maxDebounceMs: number;
  /** A stored state becomes a new version at most this often (else the current one is rewritten). */
  snapshotIntervalMs: number;
};

/** What a connection carries from its upgrade to every hook. */
type CollabContext = {
  session: SessionContext;
  token: string;
  /** The session as last checked for a message, and when (generation: see sessionOf). */
  checked?: { session: SessionContext; at: number; generation: number };
};

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

/** What a shared document's name stands for: a document (file entry) or a note, by id. */
type CollabTarget = { kind: 'document' | 'note'; id: string };

function targetOf(documentName: string): CollabTarget | undefined {
  const kinds = [
    ['document', COLLAB_DOCUMENT_PREFIX],
    ['note', NOTE_COLLAB_PREFIX],
  ] as const;
  for (const [kind, prefix] of kinds) {
    if (!documentName.startsWith(prefix)) continue;
    const id = documentName.slice(prefix.length);
    return /^[0-9a-f-]{36}$/i.test(id) ? { kind, id } : undefined;
  }
  return undefined;
}

/** The next turn of the event loop: messages waiting go first (a store's steps take turns). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/** Log rows a store compares with its state in one turn. */
const LOG_ROWS_PER_TURN = 200;

/** How a revoked session's connections are closed (the editor reconnects, and is refused). */
const REVOKED = { code: 4205, reason: 'Reset Connection' };

const SYNC_MESSAGES = new Set([0, 4]); // Sync and SyncReply
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/**
 * The Yjs update a socket message carries (a sync step 2 or an update), or undefined for any
 * other message (awareness, stateless, a sync step 1) or an empty update.
 */
function updateOf(message: Uint8Array): Uint8Array | undefined {
  const decoder = decoding.createDecoder(message);
  decoding.readVarString(decoder);
  if (!SYNC_MESSAGES.has(decoding.readVarUint(decoder))) return undefined;
  const step = decoding.readVarUint(decoder);
  if (step !== SYNC_STEP_2 && step !== SYNC_UPDATE) return undefined;
  const update = decoding.readVarUint8Array(decoder);
  // An update without changes is two zero bytes (no structs, no deletions).
  return update.length <= 2 && update.every((byte) => byte === 0) ? undefined : update;
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
  const notes = createNoteCollab(db);

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
    await collabRepo.upsertState(
      db,
      {
        organizationId,
        entryId,
        state: Buffer.from(Y.encodeStateAsUpdate(seeded)),
        // Long ago: the first store is a new version, so the HTML from before stays one of its own.
        snapshotAt: new Date(0),
      },
      // A state another process stored meanwhile wins: both opening first makes one text.
      true,
    );
    const first = await collabRepo.findState(db, organizationId, entryId);
    Y.applyUpdate(doc, new Uint8Array(first!.state));
    return doc;
  }

  // Documents whose next store was asked to be kept as a version (on demand, a restore).
  const versionsAsked = new Set<string>();

  async function storeDocument(context: CollabContext, entryId: string, doc: Y.Doc, state: Buffer) {
    const { organizationId, userId } = context.session;
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
    // The keystrokes that came in meanwhile go on before the rendering.
    await nextTurn();
    const { html, paperSize } = htmlFromYDoc(doc);
    await files.writeSharedContent(organizationId, entryId, userId, {
      html,
      ...(paperSize ? { paperSize } : {}),
      asVersion: isSnapshotDue,
      isAsked,
    });
    return { asVersion: isSnapshotDue };
  }

  /** May this session (as it is now) still change the shared document? */
  async function mayWrite(session: SessionContext, target: CollabTarget) {
    return target.kind === 'note'
      ? notes.mayWrite(session, target.id)
      : hasPermission(session, 'documents:edit');
  }

  // Shared documents loaded with changes a stored state did not hold yet: stored right away.
  const loadedFromLog = new Set<string>();

  /** Stored (state merged into the stored one, HTML written), then the log it holds dropped. */
  async function store(context: CollabContext, documentName: string, doc: Y.Doc) {
    const target = targetOf(documentName)!;
    const { organizationId } = context.session;
    await Promise.allSettled([...(pendingMessages.get(documentName) ?? [])]);
    // Hocuspocus applies a message again after its check (a no-op): let that happen first.
    await nextTurn();
    // Encoded and remembered in one go: the log rows this state holds are the ones to drop.
    const state = Buffer.from(Y.encodeStateAsUpdate(doc));
    const snapshot = Y.snapshot(doc);
    const stored =
      target.kind === 'note'
        ? (await notes.store(organizationId, target.id, doc, state), { asVersion: false })
        : await storeDocument(context, target.id, doc, state);
    const log = await collabRepo.findUpdates(db, organizationId, documentName);
    // Looked through a slice at a time, keystrokes in between (a few seconds' worth of rows).
    const held: typeof log = [];
    for (let start = 0; start < log.length; start += LOG_ROWS_PER_TURN) {
      if (start > 0) await nextTurn();
      for (const row of log.slice(start, start + LOG_ROWS_PER_TURN)) {
        if (Y.snapshotContainsUpdate(snapshot, new Uint8Array(row.update))) held.push(row);
      }
    }
    await collabRepo.deleteUpdates(
      db,
      organizationId,
      held.map((row) => row.id),
    );
    return { stateVector: Y.encodeStateVectorFromUpdate(state), asVersion: stored.asVersion };
  }

  // Messages being checked and logged, by document: a store waits for them (an editor leaving
  // right after typing: the last store must hold what was acknowledged, or will be).
  const pendingMessages = new Map<string, Set<Promise<void>>>();

  // Any announcement (a revoked session, a changed user) makes every connection check again.
  let generation = 0;
  const unsubscribe = options.revocations.subscribe(({ sessionIds }) => {
    generation += 1;
    if (sessionIds.length === 0) return;
    // A revoked session's editors and followers are cut off now, not at their next message.
    const revoked = new Set(sessionIds);
    for (const document of hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const { session } = connection.context as CollabContext;
        if (revoked.has(session.sessionId)) connection.close(REVOKED);
      }
    }
  });

  /**
   * The connection's session as it is now: checked again after sessionRecheckMs, after any
   * announcement, and on every message while announcements could be missed (as the sessions
   * cache does), so a revoked session or a removed permission stops writing at once.
   */
  async function sessionOf(context: CollabContext): Promise<SessionContext> {
    const { checked } = context;
    if (
      checked &&
      checked.generation === generation &&
      options.revocations.isListening() &&
      performance.now() - checked.at < options.sessionRecheckMs
    ) {
      return checked.session;
    }
    const startedAt = generation;
    const session = await options.resolveSession(context.token);
    // Read before an announcement was heard: used for this message, never kept.
    if (startedAt === generation) {
      context.checked = { session, at: performance.now(), generation: startedAt };
    }
    return session;
  }

  // Changes written in one INSERT per turn of the event loop (or per insert running before).
  const updateLog = createUpdateLogWriter(db);

  async function checkAndLog({
    context,
    connection,
    document,
    documentName,
    update: message,
  }: beforeHandleMessagePayload) {
    const session = await sessionOf(context as CollabContext);
    if (connection.readOnly) return;
    const update = updateOf(message);
    if (!update) return;
    if (!(await mayWrite(session, targetOf(documentName)!))) {
      throw new Error('Editing is not allowed.');
    }
    // Checked, so the other editors see it now: applied here with the connection as its origin,
    // as Hocuspocus applies it, which sends it on to them (and schedules the store). Only once it
    // is written does this hook return; Hocuspocus then applies the message again (nothing new:
    // nothing sent twice) and acknowledges it. Were the write to fail, the connection closes
    // unacknowledged and the editor sends the change again on reconnecting; the next store of
    // the whole state holds it meanwhile.
    Y.applyUpdate(document, update, connection);
    await updateLog.append({
      organizationId: session.organizationId,
      documentName,
      update: Buffer.from(update),
    });
  }

  const guard: Extension = {
    async onAuthenticate({ documentName, context, connectionConfig }) {
      const { session } = context as CollabContext;
      const target = targetOf(documentName);
      if (target?.kind === 'note') {
        // A note opens to whoever may see it (shared, or their own), and only to them.
        if (!(await notes.mayWrite(session, target.id))) throw new Error('Note not found.');
        return { session };
      }
      const entry =
        target && (await collabRepo.findLiveDocument(db, session.organizationId, target.id));
      if (!entry) throw new Error('Document not found.');
      // Members without documents:edit follow the document live but cannot change it.
      connectionConfig.readOnly = !hasPermission(session, 'documents:edit');
      return { session };
    },
    // Every message is checked again (a revoked session, a removed permission, a note made
    // private stop writing; the session as checked is reused for a few seconds unless an
    // announcement drops it), and every change is written before it is acknowledged: a process
    // killed before the next store of the whole state loses none of it. The other editors get
    // it as soon as it is checked (see checkAndLog).
    async beforeHandleMessage(payload) {
      const handling = checkAndLog(payload);
      const messages = pendingMessages.get(payload.documentName) ?? new Set<Promise<void>>();
      pendingMessages.set(payload.documentName, messages);
      messages.add(handling);
      try {
        await handling;
      } finally {
        messages.delete(handling);
        if (messages.size === 0) pendingMessages.delete(payload.documentName);
      }
    },
    // The last editor left while a change of theirs was still being checked: it is applied (and
    // stored) before the document leaves memory.
    async beforeUnloadDocument({ documentName, instance }) {
      const messages = pendingMessages.get(documentName);
      if (!messages) return;
      await Promise.allSettled([...messages]);
      await new Promise((resolve) => setImmediate(resolve));
      const storeId = `onStoreDocument-${documentName}`;
      if (instance.debouncer.isDebounced(storeId)) {
        // Stored now rather than after the pause; the store unloads the document after it.
        void instance.debouncer.executeNow(storeId);
        throw new Error('A store is due first.');
      }
    },
    async onLoadDocument({ documentName, context, document }) {
      const { session } = context as CollabContext;
      const target = targetOf(documentName)!;
      const loaded =
        target.kind === 'note'
          ? await notes.load(session.organizationId, target.id)
          : await loadDocument(session.organizationId, target.id);
      // What a killed process acknowledged but had not stored as a whole state yet.
      const log = await collabRepo.findUpdates(db, session.organizationId, documentName);
      for (const row of log) Y.applyUpdate(loaded, new Uint8Array(row.update));
      if (log.length > 0) loadedFromLog.add(documentName);
      // Applied here rather than returned: Hocuspocus recognises a returned Y.Doc by its class
      // name, which the server bundle may rename.
      Y.applyUpdate(document, Y.encodeStateAsUpdate(loaded));
    },
    async afterLoadDocument({ documentName, document, context }) {
      if (!loadedFromLog.delete(documentName)) return;
      await hocuspocus.storeDocumentHooks(
        document,
        {
          instance: hocuspocus,
          clientsCount: document.getConnectionsCount(),
          context,
          document,
          documentName,
          requestHeaders: {},
          requestParameters: new URLSearchParams(),
          socketId: '',
        },
        true,
      );
    },
    async onStoreDocument({ documentName, document, context }) {
      const stored = await store(context as CollabContext, documentName, document).catch(
        (error: unknown) => {
          logger.error({ err: error, documentName }, 'collab store failed');
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
      const target = targetOf(documentName);
      if (message.type !== 'saveVersion' || connection.readOnly || target?.kind !== 'document') {
        return;
      }
      versionsAsked.add(target.id);
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
    unsubscribe();
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
