import type { Redis } from 'ioredis';

/**
 * A request limit with a name of its own: at most `max` uses per subject (a client address, a
 * user) in a window that starts at the subject's first use. Counted in Redis when the app has
 * it (shared by every process), else in this process. Its Redis keys read
 * `worksphere-rate-limit:<name>:<subject>`, so two limits never share a count and a key says
 * which limit it belongs to. (@fastify/rate-limit's `createRateLimit` cannot be given a key
 * prefix: with Redis its keys began "undefinedundefined" whatever the limit.)
 */
export type WindowLimitState = {
  /** This use is within the limit (it is counted either way). */
  allowed: boolean;
  /** Uses left in the window after this one. */
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
};

export type WindowLimit = {
  readonly name: string;
  /** The Redis key of a subject's count. */
  keyOf: (subject: string) => string;
  /** Count one use by the subject; the state after it. */
  take: (subject: string) => Promise<WindowLimitState>;
};

export const WINDOW_LIMIT_KEY_PREFIX = 'worksphere-rate-limit:';
/** Keeps the in-process table bounded whatever number of subjects an attacker makes up. */
const MAX_LOCAL_SUBJECTS = 100_000;

/** One round trip: count, start the window on the first use, answer the count and time left. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export function createWindowLimit(options: {
  name: string;
  max: number;
  windowMs: number;
  redis?: Redis;
  now?: () => number;
}): WindowLimit {
  const { name, max, windowMs, redis, now = Date.now } = options;
  if (!name.trim()) throw new Error('A rate limit needs a name: its keys begin with it.');
  const keyOf = (subject: string) => `${WINDOW_LIMIT_KEY_PREFIX}${name}:${subject}`;
  const local = new Map<string, { count: number; resetAt: number }>();

  function countHere(subject: string) {
    const at = now();
    let entry = local.get(subject);
    if (!entry || entry.resetAt <= at) {
      if (local.size >= MAX_LOCAL_SUBJECTS) {
        for (const [key, stale] of local) if (stale.resetAt <= at) local.delete(key);
        if (local.size >= MAX_LOCAL_SUBJECTS) local.clear();
      }
      entry = { count: 0, resetAt: at + windowMs };
      local.set(subject, entry);
    }
    entry.count += 1;
    return { count: entry.count, ttlMs: entry.resetAt - at };
  }

  async function countInRedis(client: Redis, subject: string) {
    const [count, ttlMs] = (await client.eval(TAKE_SCRIPT, 1, keyOf(subject), windowMs)) as [
      number,
      number,
    ];
    return { count, ttlMs };
  }

  return {
    name,
    keyOf,
    async take(subject) {
      const { count, ttlMs } = redis ? await countInRedis(redis, subject) : countHere(subject);
      return {
        allowed: count <= max,
        remaining: Math.max(0, max - count),
        resetSeconds: Math.max(0, Math.ceil(ttlMs / 1000)),
      };
    },
  };
}
