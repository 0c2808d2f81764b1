import { LRUCache } from 'lru-cache';
import type { SessionContext } from './session-context.js';
import type { SessionChange } from './session-revocations.js';

/** A live session as the database last answered, until its own expiry at the latest. */
export type CachedSession = { context: SessionContext; expiresAt: number };

export type SessionCache = {
  /** The cached session of this key, or what `load` answers (one load per key at a time). */
  get: (
    key: string,
    load: () => Promise<CachedSession | undefined>,
  ) => Promise<CachedSession | undefined>;
  /** Drop the sessions and users named here, and keep loads already running from caching. */
  forget: (change: SessionChange) => void;
  clear: () => void;
};

type Pending = { generation: number; promise: Promise<CachedSession | undefined> };

/**
 * A short-lived, bounded, in-process memory of resolved sessions, so a burst of requests costs
 * one query. Changes bump a generation: a load that started before a revocation was heard may
 * have read the session alive, so its answer is handed to the requests already waiting for it
 * but never cached, and later requests start a load of their own.
 */
export function createSessionCache(options: {
  ttlMs: number;
  max: number;
  /** The clock of the TTL (tests pass their own). */
  perf?: { now: () => number };
  /** Wall clock for session expiry (tests pass their own). */
  now?: () => number;
}): SessionCache {
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, CachedSession>({
    max: options.max,
    ttl: options.ttlMs,
    // Read the clock on every lookup rather than a value cached for a tick.
    ttlResolution: 0,
    ...(options.perf ? { perf: options.perf } : {}),
  });
  const pending = new Map<string, Pending>();
  let generation = 0;

  function get(key: string, load: () => Promise<CachedSession | undefined>) {
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now()) return Promise.resolve(hit);
    const running = pending.get(key);
    if (running && running.generation === generation) return running.promise;

    const startedAt = generation;
    const promise: Promise<CachedSession | undefined> = load()
      .then((value) => {
        if (value && startedAt === generation) cache.set(key, value);
        return value;
      })
      .finally(() => {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      });
    pending.set(key, { generation: startedAt, promise });
    return promise;
  }

  function forget({ sessionIds, userIds }: SessionChange) {
    generation += 1;
    const sessions = new Set(sessionIds);
    const users = new Set(userIds);
    const doomed: string[] = [];
    for (const [key, value] of cache.entries()) {
      if (sessions.has(value.context.sessionId) || users.has(value.context.userId))
        doomed.push(key);
    }
    for (const key of doomed) cache.delete(key);
  }

  function clear() {
    generation += 1;
    cache.clear();
  }

  return { get, forget, clear };
}
