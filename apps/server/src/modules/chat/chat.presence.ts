import {
  TYPING_THROTTLE_MS,
  type PresenceEntry,
  type PresenceStatus,
  type ReportedPresence,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { rooms, type ChatNamespace, type ChatSocket } from '../../platform/realtime/realtime.js';
import { readReportedPresence } from './chat.presence.rules.js';
import type { ConnectionKey, PresenceStore } from './chat.presence.store.js';

export type ChatPresenceOptions = {
  chat: ChatNamespace;
  store: PresenceStore;
  logger: FastifyBaseLogger;
  /** How long a connection counts without a refresh: a killed process's users go offline then. */
  ttlMs: number;
  /** The socket's session read again (the realtime layer's); undefined once it is dead. */
  recheckSession: (socket: ChatSocket) => Promise<SessionContext | undefined>;
};

export type ChatPresence = {
  /** Everyone in the caller's organisation who is not offline. */
  list: (session: SessionContext) => Promise<PresenceEntry[]>;
  /** Stops the timers; the sockets' last reports lapse (their users go offline elsewhere). */
  close: () => Promise<void>;
};

/**
 * Presence and typing on /chat. Each socket reports online or away; this process refreshes its
 * sockets' expiry and sweeps lapsed ones (any process's), and members hear `presenceChanged`
 * only when a user's overall state changes. Typing goes to the thread's room only, so only
 * sockets that were let into the thread (joinThread checks who may read it) receive it.
 */
export function createChatPresence({
  chat,
  store,
  logger,
  ttlMs,
  recheckSession,
}: ChatPresenceOptions) {
  const refreshEveryMs = Math.max(250, Math.floor(ttlMs / 3));
  const sweepEveryMs = Math.min(2_000, refreshEveryMs);
  // A closed tab that comes back at once (a reload) should not flash offline to everyone.
  const disconnectGraceMs = Math.min(4_000, ttlMs);
  const reported = new Map<string, ReportedPresence>();
  const keyOf = (socket: ChatSocket): ConnectionKey => ({
    organizationId: socket.data.session.organizationId,
    userId: socket.data.session.userId,
    connectionId: socket.id,
  });

  function announce(organizationId: string, userId: string, status: PresenceStatus | null) {
    if (status) chat.to(rooms.org(organizationId)).emit('presenceChanged', { userId, status });
  }

  function report(socket: ChatSocket, status: ReportedPresence, lifetimeMs: number) {
    const key = keyOf(socket);
    const now = Date.now();
    return store
      .report(key, status, now + lifetimeMs, now)
      .then((changed) => announce(key.organizationId, key.userId, changed))
      .catch((error: unknown) => logger.warn({ err: error }, 'presence report failed'));
  }

  function handleConnection(socket: ChatSocket) {
    // The realtime layer refuses a revoked session's socket in the same tick.
    if (!socket.connected) return;
    reported.set(socket.id, 'online');
    void report(socket, 'online', ttlMs);

    // Like every /chat event, each is served only while the session lives (else the socket goes).
    const whileSignedIn = (serve: () => Promise<unknown>) =>
      recheckSession(socket)
        .then((session) => (session ? serve() : void socket.disconnect(true)))
        .catch((error: unknown) => logger.warn({ err: error }, 'presence event failed'));

    socket.on('setPresence', (value) => {
      const status = readReportedPresence(value);
      if (!status || reported.get(socket.id) === status || !socket.connected) return;
      void whileSignedIn(async () => {
        reported.set(socket.id, status);
        await report(socket, status, ttlMs);
      });
    });

    socket.on('typing', (threadId) => {
      // Only a thread this socket was let into; the others there hear it, never the typist.
      if (typeof threadId !== 'string' || !socket.rooms.has(rooms.thread(threadId))) return;
      const { organizationId, userId } = socket.data.session;
      void whileSignedIn(async () => {
        if (!(await store.claimTyping(organizationId, userId, TYPING_THROTTLE_MS))) return;
        chat
          .to(rooms.thread(threadId))
          .except(rooms.user(userId))
          .emit('userTyping', { threadId, userId });
      });
    });

    socket.on('disconnect', () => {
      const status = reported.get(socket.id) ?? 'online';
      reported.delete(socket.id);
      void report(socket, status, disconnectGraceMs);
    });
  }
  chat.on('connection', handleConnection);

  const refreshTimer = setInterval(() => {
    for (const socket of chat.sockets.values()) {
      const status = reported.get(socket.id);
      if (status) void report(socket, status, ttlMs);
    }
  }, refreshEveryMs);
  let isSweeping = false;
  const sweepTimer = setInterval(() => {
    if (isSweeping) return;
    isSweeping = true;
    store
      .sweep(Date.now())
      .then((changes) => {
        for (const change of changes) announce(change.organizationId, change.userId, change.status);
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'presence sweep failed'))
      .finally(() => (isSweeping = false));
  }, sweepEveryMs);
  refreshTimer.unref();
  sweepTimer.unref();

  return {
    list: (session) => store.list(session.organizationId),
    async close() {
      clearInterval(refreshTimer);
      clearInterval(sweepTimer);
      chat.off('connection', handleConnection);
      await store.close();
    },
  } satisfies ChatPresence;
}
