import {
  TYPING_THROTTLE_MS,
  type PresenceChangesEvent,
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
  /** Changes are gathered and sent to an organisation at most this often (PRESENCE_ANNOUNCE_MS). */
  announceEveryMs?: number;
  /** At most about this many sockets are sent changes a second (PRESENCE_SENDS_PER_SECOND). */
  sendsPerSecond?: number;
  /** Other processes hold sockets too (the Redis adapter): each sends the changes to its own. */
  acrossProcesses?: boolean;
};

/**
 * An organisation's members hear presence changes at most once a second, gathered. Announcing
 * each change on its own sent every connected member one event per member who connected: with
 * N members online that is N events per connect and N times N for a morning's (or a restart's)
 * reconnections, which at 7,500 sockets kept the process busy for minutes and the unsent events
 * doubled its memory.
 */
export const PRESENCE_ANNOUNCE_MS = 1_000;
/**
 * And the window grows with this process's sockets, so that a flush reaches at most about this
 * many a second: at 7,500 sockets a change waits up to 3.75 s. Once a second to every socket
 * still made 7,500 connections take 212 s instead of 25 (each client and the process busy with
 * 3,000 events a second while they connected); presence can wait a few seconds, the sockets not.
 */
export const PRESENCE_SENDS_PER_SECOND = 2_000;
/**
 * Writing one event to thousands of websockets holds the event loop for the whole loop of
 * writes (about 0.7 s for 10,000 here, issue 32): each process writes to this many of its
 * sockets per event-loop turn, so requests and other events are served in between.
 */
export const PRESENCE_SOCKETS_PER_TURN = 500;

export type ChatPresence = {
  /** Everyone in the caller's organisation who is not offline. */
  list: (session: SessionContext) => Promise<PresenceEntry[]>;
  /** Stops the timers; the sockets' last reports lapse (their users go offline elsewhere). */
  close: () => Promise<void>;
};

/**
 * Presence and typing on /chat. Each socket reports online or away; this process refreshes its
 * sockets' expiry and sweeps lapsed ones (any process's), and members hear `presenceChanges`
 * only when a user's overall state changes, gathered (PRESENCE_ANNOUNCE_MS). Typing goes to the
 * thread's room only, so only sockets that were let into the thread (joinThread checks who may
 * read it) receive it.
 */
export function createChatPresence({
  chat,
  store,
  logger,
  ttlMs,
  recheckSession,
  announceEveryMs = PRESENCE_ANNOUNCE_MS,
  sendsPerSecond = PRESENCE_SENDS_PER_SECOND,
  acrossProcesses = false,
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

  // Changes not yet announced: per organisation, each user's latest status.
  const pending = new Map<string, Map<string, PresenceStatus>>();
  let announceTimer: NodeJS.Timeout | undefined;
  let nextAnnounceAt = 0;

  /** This process's sockets of the organisation hear the event, a slice per event-loop turn. */
  function sendToLocalSockets(organizationId: string, event: PresenceChangesEvent) {
    const socketIds = [...(chat.adapter.rooms.get(rooms.org(organizationId)) ?? [])];
    const sendSlice = (start: number) => {
      const slice = socketIds.slice(start, start + PRESENCE_SOCKETS_PER_TURN);
      // A socket id is also a room; one that left meanwhile is skipped.
      if (slice.length > 0) chat.local.to(slice).emit('presenceChanges', event);
      if (start + PRESENCE_SOCKETS_PER_TURN < socketIds.length) {
        setImmediate(sendSlice, start + PRESENCE_SOCKETS_PER_TURN);
      }
    };
    sendSlice(0);
  }
  if (acrossProcesses) chat.on('presenceFanOut', sendToLocalSockets);

  /** One event per organisation with every change since the last; the next not before a while. */
  function announcePending() {
    clearTimeout(announceTimer);
    announceTimer = undefined;
    const windowMs = Math.max(announceEveryMs, (chat.sockets.size * 1000) / sendsPerSecond);
    nextAnnounceAt = Date.now() + windowMs;
    for (const [organizationId, changes] of pending) {
      const event: PresenceChangesEvent = {
        presence: [...changes].map(([userId, status]) => ({ userId, status })),
      };
      if (acrossProcesses) chat.serverSideEmit('presenceFanOut', organizationId, event);
      sendToLocalSockets(organizationId, event);
    }
    pending.clear();
  }

  /** Queues a change: it goes out with the others of the same moment, within announceEveryMs. */
  function announce(organizationId: string, userId: string, status: PresenceStatus | null) {
    if (!status) return;
    let changes = pending.get(organizationId);
    if (!changes) pending.set(organizationId, (changes = new Map()));
    changes.set(userId, status);
    if (announceTimer) return;
    // A lone change goes out at once (after this tick's others); a burst waits for the window.
    announceTimer = setTimeout(announcePending, Math.max(0, nextAnnounceAt - Date.now()));
    announceTimer.unref();
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
      if (acrossProcesses) chat.off('presenceFanOut', sendToLocalSockets);
      // The changes still waiting (the sockets that just closed) go out now.
      announcePending();
      await store.close();
    },
  } satisfies ChatPresence;
}
