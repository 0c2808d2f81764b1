import type { Redis } from 'ioredis';

/**
 * Requests per user per window (AI_RATE_LIMIT_*): a fixed window counted in Redis when the
 * app has it (shared by every process), else in this process.
 */
export function createAiRateLimit(
  settings: { max: number; windowMs: number },
  redis: Redis | undefined,
) {
  const local = new Map<string, { count: number; resetAt: number }>();
  return {
    /** True when the user may make another request now (and counts it). */
    async take(userId: string): Promise<boolean> {
      const window = Math.floor(Date.now() / settings.windowMs);
      if (redis) {
        const key = `worksphere-ai-rate:${userId}:${window}`;
        const count = await redis.incr(key);
        if (count === 1) await redis.pexpire(key, settings.windowMs);
        return count <= settings.max;
      }
      const now = Date.now();
      const entry = local.get(userId);
      if (!entry || entry.resetAt <= now) {
        if (local.size > 100_000) local.clear();
        local.set(userId, { count: 1, resetAt: now + settings.windowMs });
        return true;
      }
      entry.count += 1;
      return entry.count <= settings.max;
    },
  };
}
