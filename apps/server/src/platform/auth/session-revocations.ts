import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { newRedis } from '../redis-client.js';

/**
 * What changed: `sessionIds` were revoked (their sockets must go), `userIds` had their role,
 * permissions or state changed (cached copies of their sessions must be read again).
 */
export type SessionChange = { sessionIds: string[]; userIds: string[] };
export type SessionChangeListener = (change: SessionChange) => void;

export type SessionRevocations = {
  /** Tell every process (this one first, synchronously); call it after the change committed. */
  announce: (change: Partial<SessionChange>) => Promise<void>;
  /** Listen to every announcement of every process; returns the unsubscribe function. */
  subscribe: (listener: SessionChangeListener) => () => void;
  /** Can this process miss an announcement right now (Redis channel not subscribed)? */
  isListening: () => boolean;
  /** Called when announcements may have been missed (the channel was (re)subscribed). */
  onGap: (listener: () => void) => () => void;
  close: () => Promise<void>;
};

const CHANNEL = 'worksphere:session-changes';

function parseChange(message: string): SessionChange | undefined {
  try {
    const value = JSON.parse(message) as Partial<SessionChange>;
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
    return { sessionIds: ids(value.sessionIds), userIds: ids(value.userIds) };
  } catch {
    return undefined;
  }
}

/**
 * The one channel for "this session is dead" and "this user changed": the session cache and
 * the socket layer listen to it. With REDIS_URL it is a Redis pub/sub channel, so every process
 * hears it; otherwise it stays in this process.
 */
export function createSessionRevocations(options: {
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
}): SessionRevocations {
  const listeners = new Set<SessionChangeListener>();
  const gapListeners = new Set<() => void>();
  const deliver = (change: SessionChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        options.logger.error({ err: error }, 'session change listener failed');
      }
    }
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  // In one process nothing can be missed; with Redis only while the channel is subscribed.
  let isListening = !options.redisUrl;
  if (options.redisUrl) {
    // Subscribed by hand on every connection (below), so we know when it is in force again.
    const channel = newRedis(options.redisUrl, {
      maxRetriesPerRequest: 1,
      autoResubscribe: false,
    });
    publisher = newRedis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
    subscriber = channel;
    for (const client of [publisher, subscriber]) {
      client.on('error', (error) => options.logger.warn({ err: error }, 'session changes redis'));
    }
    // On every (re)connection: subscribe, then tell the listeners that whatever was published
    // while the link was down is lost to them.
    subscriber.on('ready', () => {
      channel.subscribe(CHANNEL).then(
        () => {
          isListening = true;
          for (const listener of gapListeners) listener();
        },
        (error: unknown) => options.logger.error({ err: error }, 'session changes subscribe'),
      );
    });
    subscriber.on('close', () => {
      isListening = false;
    });
    subscriber.on('message', (_channel: string, message: string) => {
      const change = parseChange(message);
      if (change) deliver(change);
    });
  }

  return {
    async announce(partial) {
      const change = { sessionIds: partial.sessionIds ?? [], userIds: partial.userIds ?? [] };
      if (change.sessionIds.length === 0 && change.userIds.length === 0) return;
      // This process at once; the others (and this one again, harmlessly) through Redis.
      deliver(change);
      if (!publisher) return;
      try {
        await publisher.publish(CHANNEL, JSON.stringify(change));
      } catch (error) {
        // The revocation is committed: the database refuses the session on every cache miss,
        // and other processes' cached copies expire within the cache's few seconds.
        options.logger.error({ err: error }, 'could not announce a session change');
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isListening: () => isListening,
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      isListening = false;
      listeners.clear();
      gapListeners.clear();
      await Promise.all(
        [publisher, subscriber].map((client) => client?.quit().catch(() => undefined)),
      );
    },
  };
}
