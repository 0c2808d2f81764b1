import type { Redis } from 'ioredis';
import { AppError } from './errors.js';

export const THROTTLE_UNAVAILABLE_MESSAGE =
  'Signing in is unavailable for a moment: the shared store cannot be reached. Try again shortly.';

/** Free attempts per key, then a delay that doubles with each further attempt, up to a cap. */
export type AttemptThrottleSettings = {
  /** Attempts counted before the first delay. */
  failures: number;
  /** The count is forgotten this long after the last attempt (and its delay) ended. */
  windowMs: number;
  delayMs: number;
  maxDelayMs: number;
};

/**
 * Counts attempts per key (an account, say) and makes the key wait once too many piled up.
 * The attempt is counted before the caller checks it and cleared when it succeeds, so a burst
 * of parallel guesses can not all slip in before the first failure is recorded.
 */
export type AttemptThrottle = {
  /** 0 when the attempt may go ahead (and is now counted), else the milliseconds to wait. */
  attempt(keys: string[]): Promise<number>;
  /** Forget the keys' counts and delays (after a success). */
  clear(keys: string[]): Promise<void>;
};

const KEY_PREFIX = 'worksphere-attempts:';
/** Keeps the in-process table bounded whatever number of keys an attacker makes up. */
const MAX_LOCAL_KEYS = 100_000;

/** The delay after the count-th attempt: none before the limit, then doubling up to the cap. */
export function delayAfter(count: number, settings: AttemptThrottleSettings): number {
  if (count < settings.failures) return 0;
  return Math.min(settings.delayMs * 2 ** (count - settings.failures), settings.maxDelayMs);
}

/** Counts in this process only (one server, no REDIS_URL). */
export function createLocalAttemptThrottle(
  settings: AttemptThrottleSettings,
  now: () => number = Date.now,
): AttemptThrottle {
  const entries = new Map<string, { count: number; blockedUntil: number; expiresAt: number }>();

  function read(key: string) {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) entries.delete(key);
    return entries.get(key);
  }

  return {
    async attempt(keys) {
      const wait = Math.max(0, ...keys.map((key) => (read(key)?.blockedUntil ?? 0) - now()));
      if (wait > 0) return wait;
      for (const key of keys) {
        const count = (read(key)?.count ?? 0) + 1;
        const delay = delayAfter(count, settings);
        // Re-inserted so the Map's order is least recently counted first, the one to evict.
        entries.delete(key);
        entries.set(key, {
          count,
          blockedUntil: now() + delay,
          expiresAt: now() + delay + settings.windowMs,
        });
        if (entries.size > MAX_LOCAL_KEYS) entries.delete(entries.keys().next().value!);
      }
      return 0;
    },
    async clear(keys) {
      for (const key of keys) entries.delete(key);
    },
  };
}

/** Check every key's delay, then count the attempt against each key; atomic in Redis. */
const ATTEMPT_SCRIPT = `
local failures, windowMs, delayMs, maxDelayMs =
  tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
for i = 2, #KEYS, 2 do
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl > wait then wait = ttl end
end
if wait > 0 then return wait end
for i = 1, #KEYS, 2 do
  local count = redis.call('INCR', KEYS[i])
  local delay = 0
  if count >= failures then
    delay = math.floor(math.min(delayMs * 2 ^ (count - failures), maxDelayMs))
    redis.call('SET', KEYS[i + 1], '1', 'PX', delay)
  end
  redis.call('PEXPIRE', KEYS[i], delay + windowMs)
end
return 0
`;

/** Counts shared by every server process through Redis (REDIS_URL). */
export function createRedisAttemptThrottle(
  settings: AttemptThrottleSettings,
  redis: Redis,
): AttemptThrottle {
  const countKey = (key: string) => `${KEY_PREFIX}${key}:count`;
  const blockKey = (key: string) => `${KEY_PREFIX}${key}:blocked`;
  return {
    async attempt(keys) {
      const redisKeys = keys.flatMap((key) => [countKey(key), blockKey(key)]);
      // Without its counts the throttle cannot let anyone try: a clear 503, not a crash.
      const wait = await redis
        .eval(
          ATTEMPT_SCRIPT,
          redisKeys.length,
          ...redisKeys,
          settings.failures,
          settings.windowMs,
          settings.delayMs,
          settings.maxDelayMs,
        )
        .catch(() => {
          throw new AppError('SERVICE_UNAVAILABLE', THROTTLE_UNAVAILABLE_MESSAGE);
        });
      return Number(wait);
    },
    async clear(keys) {
      if (!keys.length) return;
      // After a successful check: a count that Redis failed to forget only makes a later
      // delay start sooner, which is better than failing a sign-in that succeeded.
      await redis.del(...keys.flatMap((key) => [countKey(key), blockKey(key)])).catch(() => 0);
    },
  };
}

/** Shared through Redis when there is one, in-process otherwise. */
export function createAttemptThrottle(
  settings: AttemptThrottleSettings,
  redis: Redis | undefined,
): AttemptThrottle {
  return redis ? createRedisAttemptThrottle(settings, redis) : createLocalAttemptThrottle(settings);
}
