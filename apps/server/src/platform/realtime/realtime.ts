import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  CHAT_SOCKET_NAMESPACE,
  SOCKET_IO_PATH,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Namespace, type Socket } from 'socket.io';
import { SESSION_COOKIE, type SessionContext } from '../auth/session-context.js';

export type ChatSocketData = { session: SessionContext };
export type ChatNamespace = Namespace<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  ChatSocketData
>;
export type ChatSocket = Socket<
  ChatClientToServerEvents,
  ChatServerToClientEvents,
  Record<string, never>,
  ChatSocketData
>;

/** The socket.io rooms every event goes to; a socket joins its org and user rooms on connect. */
export const rooms = {
  org: (organizationId: string) => `org:${organizationId}`,
  user: (userId: string) => `user:${userId}`,
  thread: (threadId: string) => `thread:${threadId}`,
};

export type RealtimeOptions = {
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
  /** The session of a token, or throws (the sessions service's resolveSession). */
  resolveSession: (token: string) => Promise<SessionContext>;
  /** May this socket's user read the thread? (threads of its own organisation) */
  canReadThread: (session: SessionContext, threadId: string) => Promise<boolean>;
};

export type Realtime = {
  chat: ChatNamespace;
  /** Serve socket.io on this HTTP server (path /socket.io, websocket only). */
  attach: (server: HttpServer) => void;
  /** The users, among these, with at least one connected chat socket on any process. */
  connectedUsers: (userIds: string[]) => Promise<Set<string>>;
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
export function handshakeToken(socket: {
  handshake: { auth: Record<string, unknown>; headers: { cookie?: string } };
}): string | undefined {
  const token = socket.handshake.auth.token;
  if (typeof token === 'string' && token && token !== 'null' && token !== 'undefined') return token;
  return cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE);
}

/**
 * The socket.io server of the product. Events are emitted through `chat` whether or not it is
 * attached to a listening server; with a Redis URL they also reach the other processes.
 */
export function createRealtime(options: RealtimeOptions): Realtime {
  const io = new Server<
    ChatClientToServerEvents,
    ChatServerToClientEvents,
    Record<string, never>,
    ChatSocketData
  >({
    path: SOCKET_IO_PATH,
    transports: ['websocket'],
    serveClient: false,
    cors: { origin: true, credentials: true },
  });
  let redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error) => options.logger.warn({ err: error }, 'realtime redis error'));
    }
    redisClients = [pub, sub];
    io.adapter(createAdapter(pub, sub, { key: 'worksphere-socket.io', requestsTimeout: 2000 }));
  }

  const chat: ChatNamespace = io.of(CHAT_SOCKET_NAMESPACE);
  chat.use((socket, next) => {
    const token = handshakeToken(socket);
    if (!token) return next(new Error('Sign in to continue.'));
    options.resolveSession(token).then(
      (session) => {
        socket.data.session = session;
        next();
      },
      () => next(new Error('Sign in to continue.')),
    );
  });

  chat.on('connection', (socket: ChatSocket) => {
    const { session } = socket.data;
    void socket.join([rooms.org(session.organizationId), rooms.user(session.userId)]);

    socket.on('joinThread', (threadId, ack) => {
      const answer = typeof ack === 'function' ? ack : () => undefined;
      if (typeof threadId !== 'string') return answer({ ok: false, error: 'Thread not found.' });
      options.canReadThread(session, threadId).then(
        async (allowed) => {
          if (!allowed) return answer({ ok: false, error: 'Thread not found.' });
          await socket.join(rooms.thread(threadId));
          answer({ ok: true });
        },
        (error: unknown) => {
          options.logger.error({ err: error }, 'joinThread failed');
          answer({ ok: false, error: 'Could not join the thread.' });
        },
      );
    });

    socket.on('leaveThread', async (threadId, ack) => {
      if (typeof threadId === 'string') await socket.leave(rooms.thread(threadId));
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  let attached: HttpServer | undefined;
  return {
    chat,
    attach(server) {
      if (attached === server) return;
      attached = server;
      io.attach(server);
    },
    async connectedUsers(userIds) {
      if (userIds.length === 0) return new Set();
      const sockets = await chat.in(userIds.map(rooms.user)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.session.userId));
    },
    async close() {
      chat.local.disconnectSockets(true);
      io.engine?.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
