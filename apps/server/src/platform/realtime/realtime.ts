import type { Server as HttpServer } from 'node:http';
import {
  CHAT_SOCKET_NAMESPACE,
  SOCKET_IO_PATH,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type JoinThreadAck,
  type PresenceChangesEvent,
  type PublicOrderStatus,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { Server, type Namespace, type Socket } from 'socket.io';
import { hasPermission, SESSION_COOKIE, type SessionContext } from '../auth/session-context.js';
import type { SessionRevocations } from '../auth/session-revocations.js';
import { AppError } from '../errors.js';
import { CROSS_SITE_MESSAGE, isSameOriginRequest } from '../security/same-origin.js';
import { createAiRealtime, type AiRealtime } from './ai-realtime.js';
import { createPosRealtime, posRooms, type PosRealtime } from './pos-realtime.js';
import { connectRedisAdapter } from './realtime-redis.js';

export type ChatSocketData = { session: SessionContext };
/** What the processes tell each other on /chat (through the Redis adapter). */
export type ChatInterServerEvents = {
  /** Gathered presence changes for one organisation, for each process to send its own sockets. */
  presenceFanOut: (organizationId: string, event: PresenceChangesEvent) => void;
};
export type ChatNamespace = Namespace<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  ChatInterServerEvents,
  ChatSocketData
>;
export type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  ChatInterServerEvents,
  ChatSocketData
>;

/** The socket.io rooms every event goes to; a socket joins its org and user rooms on connect. */
export const rooms = {
  org: (organizationId: string) => `org:${organizationId}`,
  user: (userId: string) => `user:${userId}`,
  thread: (threadId: string) => `thread:${threadId}`,
  /** One session's sockets, so a revocation can close them. */
  session: (sessionId: string) => `session:${sessionId}`,
  /** Members holding calls:use: live calls and SMS (modules/calls). */
  calls: (organizationId: string) => `calls:${organizationId}`,
};

export type RealtimeOptions = {
  redisUrl: string | undefined;
  /** The app's own origin (PUBLIC_URL): a cookie handshake must come from it (or its Host). */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The session of a token, or throws (the sessions service's resolveSession). */
  resolveSession: (token: string, options?: { fresh?: boolean }) => Promise<SessionContext>;
  /** Revoked sessions are announced here, by every process; their sockets are closed. */
  revocations: SessionRevocations;
  /** May this socket's user read the thread? (threads of its own organisation) */
  canReadThread: (session: SessionContext, threadId: string) => Promise<boolean>;
  /** A public order's status by its token's hash, for the /pos-public watchers. */
  findPublicOrder?: (tokenHash: string) => Promise<PublicOrderStatus | null>;
};

export type Realtime = {
  chat: ChatNamespace;
  /** Point-of-sale events: to the organisation's staff and to public order watchers. */
  pos: PosRealtime;
  /** The assistant's events, to one user's own `/ai` sockets. */
  ai: AiRealtime;
  /** Serve socket.io on this HTTP server (path /socket.io, websocket only). */
  attach: (server: HttpServer) => void;
  /** The users, among these, with at least one connected chat socket on any process. */
  connectedUsers: (userIds: string[]) => Promise<Set<string>>;
  /**
   * A /chat socket's session read again; undefined once it is dead (then close the socket);
   * throws while it cannot be read (the database away).
   */
  recheckSession: (socket: ChatSocket) => Promise<SessionContext | undefined>;
  close: () => Promise<void>;
};

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
    }
  }
  return undefined;
}

/** The handshake's session token: auth.token wins over the ws_session cookie. */
export function handshakeCredentials(socket: {
  handshake: { auth: Record<string, unknown>; headers: { cookie?: string } };
}): { token: string; viaCookie: boolean } | undefined {
  const token = socket.handshake.auth.token;
  if (typeof token === 'string' && token && token !== 'null' && token !== 'undefined') {
    return { token, viaCookie: false };
  }
  const cookie = cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

const SIGN_IN_MESSAGE = 'Sign in to continue.';
const UNAVAILABLE_MESSAGE = 'Unavailable for a moment; reconnecting.';

/**
 * The session was read and refused (expired, revoked: sessionExpired). Anything else (the
 * database away during a restart) says nothing about the session: the socket must not go.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof AppError;
}

/**
 * The socket.io server of the product. Events are emitted through `chat` whether or not it is
 * attached to a listening server; with a Redis URL they also reach the other processes.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new Server<
    ChatClientToServerEvents,
    ChatServerToClientEvents,
    ChatInterServerEvents,
    ChatSocketData
  >({
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: true, credentials: true },
  });
  let redisClients: Redis[] = [];
  if (options.redisUrl) {
    redisClients = connectRedisAdapter(io, options.redisUrl, options.logger);
  }

  const chat: ChatNamespace = io.of(CHAT_SOCKET_NAMESPACE);
  // The token stays in this process (socket.data travels to other processes via fetchSockets).
  const tokens = new WeakMap<ChatSocket, string>();

  /** Sign-in of a handshake (`/chat` and `/ai` alike): the session cookie or auth.token. */
  function authenticateHandshake(
    socket: {
      handshake: ChatSocket['handshake'];
      request: ChatSocket['request'];
      data: Partial<ChatSocketData>;
      conn: { close: () => void };
    },
    next: (error?: Error) => void,
    remember?: (token: string) => void,
  ) {
    const credentials = handshakeCredentials(socket);
    if (!credentials) return next(new Error(SIGN_IN_MESSAGE));
    // A browser opens a WebSocket to any origin with the cookie; only our own pages may.
    if (credentials.viaCookie && !isSameOriginRequest(socket.request, options.publicUrl)) {
      return next(new Error(CROSS_SITE_MESSAGE));
    }
    options.resolveSession(credentials.token).then(
      (session) => {
        socket.data.session = session;
        remember?.(credentials.token);
        next();
      },
      (error: unknown) => {
        if (isRefusal(error)) return next(new Error(SIGN_IN_MESSAGE));
        // A refused handshake is not retried by the client; a closed connection is (with its
        // backoff), and by then the session can be read again.
        socket.conn.close();
        next(new Error(UNAVAILABLE_MESSAGE));
      },
    );
  }
  chat.use((socket, next) =>
    authenticateHandshake(socket, next, (token) => tokens.set(socket, token)),
  );
  // Revoked lately (below): such a handshake is refused on /ai too.
  const ai = createAiRealtime(io as unknown as Server, authenticateHandshake, rooms, (sessionId) =>
    recentlyRevoked.has(sessionId),
  );

  /**
   * The socket's session read again from the database; undefined once it is dead. Throws when
   * it cannot be read (the database away): the event fails, the socket stays.
   */
  async function recheckSession(socket: ChatSocket): Promise<SessionContext | undefined> {
    const token = tokens.get(socket);
    if (!token) return undefined;
    try {
      const session = await options.resolveSession(token, { fresh: true });
      socket.data.session = session;
      return session;
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
  }

  // Sessions revoked lately, remembered a while: a handshake that resolved its session just
  // before the revocation was heard joins its rooms just after, and must still be refused.
  const recentlyRevoked = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });
  const unsubscribe = options.revocations.subscribe(({ sessionIds, userIds }) => {
    if (userIds.length) void resyncPosStaff(userIds);
    if (!sessionIds.length) return;
    for (const sessionId of sessionIds) recentlyRevoked.set(sessionId, true);
    // Every process hears every revocation, so each closes its own sockets of those sessions.
    chat.local.in(sessionIds.map(rooms.session)).disconnectSockets(true);
    ai.namespace.local.in(sessionIds.map(rooms.session)).disconnectSockets(true);
  });

  /** Orders carry customers' names and phones: only point-of-sale staff hear of them. */
  function syncPosRoom(socket: ChatSocket, session: SessionContext) {
    // Callers' numbers and messages likewise reach only members who may use calls.
    const callsRoom = rooms.calls(session.organizationId);
    if (hasPermission(session, 'calls:use')) void socket.join(callsRoom);
    else void socket.leave(callsRoom);
    const room = posRooms.staff(session.organizationId);
    if (hasPermission(session, 'pos:sell') || hasPermission(session, 'pos:manage')) {
      return socket.join(room);
    }
    return socket.leave(room);
  }

  /** Users whose permissions changed: their sockets here join or leave the staff room. */
  async function resyncPosStaff(userIds: string[]) {
    try {
      const remote = await chat.local.in(userIds.map(rooms.user)).fetchSockets();
      for (const { id } of remote) {
        const socket = chat.sockets.get(id);
        if (!socket) continue;
        const current = await recheckSession(socket);
        if (current) await syncPosRoom(socket, current);
      }
    } catch (error) {
      options.logger.error({ err: error }, 'point-of-sale room resync failed');
    }
  }

  async function joinReadableThread(
    socket: ChatSocket,
    session: SessionContext,
    threadId: unknown,
  ): Promise<JoinThreadAck> {
    if (typeof threadId !== 'string' || !(await options.canReadThread(session, threadId))) {
      return { ok: false, error: 'Thread not found.' };
    }
    await socket.join(rooms.thread(threadId));
    return { ok: true };
  }

  chat.on('connection', (socket: ChatSocket) => {
    // engine.io keeps the upgrade request (headers, parser state) for the connection's whole
    // life; the handshake checks above were its last use (socket.handshake keeps the headers).
    // Dropping it is socket.io's own advice for memory per connection.
    (socket.conn as { request: unknown }).request = null;
    const { session } = socket.data;
    // Check and joins run in one tick: a revocation heard before is caught here, one heard
    // after finds the socket in its session's room.
    if (recentlyRevoked.has(session.sessionId)) return void socket.disconnect(true);
    void socket.join([
      rooms.session(session.sessionId),
      rooms.org(session.organizationId),
      rooms.user(session.userId),
    ]);
    void syncPosRoom(socket, session);

    // Every event re-checks the session first: a dead session's socket is closed, not served.
    socket.on('joinThread', (threadId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => undefined;
      recheckSession(socket)
        .then(async (current) => {
          if (!current) {
            answer({ ok: false, error: SIGN_IN_MESSAGE });
            return void socket.disconnect(true);
          }
          answer(await joinReadableThread(socket, current, threadId));
        })
        .catch((error: unknown) => {
          options.logger.error({ err: error }, 'joinThread failed');
          answer({ ok: false, error: 'Could not join the thread.' });
        });
    });

    socket.on('leaveThread', (threadId, ack) => {
      recheckSession(socket)
        .then(async (current) => {
          if (!current) return void socket.disconnect(true);
          if (typeof threadId === 'string') await socket.leave(rooms.thread(threadId));
          if (typeof ack === 'function') ack({ ok: true });
        })
        .catch((error: unknown) => options.logger.error({ err: error }, 'leaveThread failed'));
    });
  });

  const pos = createPosRealtime(
    io as unknown as Server,
    chat as unknown as Namespace,
    (tokenHash) => options.findPublicOrder?.(tokenHash) ?? Promise.resolve(null),
    options.logger,
  );

  let attached: HttpServer | undefined;
  return {
    chat,
    pos,
    ai,
    attach(server) {
      if (attached === server) return;
      attached = server;
      io.attach(server);
    },
    recheckSession,
    async connectedUsers(userIds) {
      if (userIds.length === 0) return new Set();
      const sockets = await chat.in(userIds.map(rooms.user)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.session.userId));
    },
    async close() {
      unsubscribe();
      // Closing the connections, not disconnecting the sockets: a socket the server
      // disconnects is not reconnected by its client, while a closed connection is, so
      // clients of a process that stops (a restart, a drain behind a balancer) come back,
      // to another process or to this one once it is up again.
      io.engine?.close();
      // QUIT waits for Redis; one that is away would hold the shutdown forever.
      await Promise.all(
        redisClients.map((client) =>
          client.status === 'ready' ? client.quit().catch(() => undefined) : client.disconnect(),
        ),
      );
    },
  };
}
