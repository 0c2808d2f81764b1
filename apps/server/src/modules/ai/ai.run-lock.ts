import type { Redis } from 'ioredis';

/** Deletes the key only while it still holds this run's id (a late release frees nothing else). */
const RELEASE_IF_OWNED = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/**
 * One running request per conversation: a second message to a conversation whose answer is
 * still being worked on is refused, so answers cannot interleave. Held in Redis when the app
 * has it (any process may run the job, and a crashed one frees it after `ttlMs`), else here.
 */
export function createAiRunLock(redis: Redis | undefined, ttlMs: number) {
  const local = new Map<string, { runId: string; expiresAt: number }>();
  const keyOf = (userId: string, sessionId: string) => `worksphere-ai-run:${userId}:${sessionId}`;

  return {
    /** True when the conversation was free and is now held by `runId`. */
    async acquire(userId: string, sessionId: string, runId: string): Promise<boolean> {
      const key = keyOf(userId, sessionId);
      if (redis) return (await redis.set(key, runId, 'PX', ttlMs, 'NX')) === 'OK';
      const now = Date.now();
      const held = local.get(key);
      if (held && held.expiresAt > now) return false;
      local.set(key, { runId, expiresAt: now + ttlMs });
      return true;
    },

    async release(userId: string, sessionId: string, runId: string): Promise<void> {
      const key = keyOf(userId, sessionId);
      if (redis) {
        await redis.eval(RELEASE_IF_OWNED, 1, key, runId);
        return;
      }
      if (local.get(key)?.runId === runId) local.delete(key);
    },
  };
}

export type AiRunLock = ReturnType<typeof createAiRunLock>;
