import type { Redis } from 'ioredis';
import { hashToken } from '../../platform/auth/tokens.js';

/**
 * Says yes once per key per window: a throttled burst (hundreds of refused requests from one
 * script) becomes one audit event, not one per request, so the log cannot be flooded through
 * the very limit that protects the server.
 */
export type FirstRefusalGate = { first(key: string, windowMs: number): Promise<boolean> };

const KEY_PREFIX = 'worksphere-audit-refused:';
/** Bounds the in-process table whatever number of keys an attacker makes up. */
const MAX_LOCAL_KEYS = 10_000;

export function createLocalFirstRefusalGate(now: () => number = Date.now): FirstRefusalGate {
  const until = new Map<string, number>();
  return {
    async first(key, windowMs) {
      const expires = until.get(key);
      if (expires !== undefined && expires > now()) return false;
      until.delete(key);
      until.set(key, now() + windowMs);
      // Evicting the oldest key may report its burst twice: an extra event, never a lost one.
      if (until.size > MAX_LOCAL_KEYS) until.delete(until.keys().next().value!);
      return true;
    },
  };
}

/** Shared by every process: SET NX with the window as its expiry. */
export function createRedisFirstRefusalGate(redis: Redis): FirstRefusalGate {
  return {
    async first(key, windowMs) {
      const set = await redis
        .set(`${KEY_PREFIX}${hashToken(key)}`, '1', 'PX', Math.max(1, windowMs), 'NX')
        // Redis unreachable: better one event too many than a refusal nobody hears of.
        .catch(() => 'OK');
      return set === 'OK';
    },
  };
}

export function createFirstRefusalGate(redis: Redis | undefined): FirstRefusalGate {
  return redis ? createRedisFirstRefusalGate(redis) : createLocalFirstRefusalGate();
}
