import type { PresenceEntry, PresenceStatus } from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { newRedis } from '../../platform/redis-client.js';
import type { PresenceChange, PresenceStore } from './chat.presence.store.js';

const PREFIX = 'worksphere-presence:';
const keys = {
  /** Hash: connection id -> "status@expiresAt", one per user. */
  connections: (organizationId: string, userId: string) =>
    `${PREFIX}connections:${organizationId}:${userId}`,
  /** Hash: user id -> the status last announced (offline users absent), one per organisation. */
  statuses: (organizationId: string) => `${PREFIX}statuses:${organizationId}`,
  /** Sorted set of every connection by expiry, so any process can sweep a dead one's. */
  expiries: `${PREFIX}expiries`,
  typing: (organizationId: string, userId: string) => `${PREFIX}typing:${organizationId}:${userId}`,
};
const SWEEP_BATCH = 500;

/*
 * One script both records a report (ARGV[4] a status) and expires a connection (ARGV[4] empty,
 * only if no process refreshed it meanwhile), then recomputes the user's status and compares it
 * with the one announced. Being atomic, exactly one process sees each change and announces it.
 */
const UPDATE_SCRIPT = `
local connections, statuses, expiries = KEYS[1], KEYS[2], KEYS[3]
local userId, connectionId, member, status = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local expiresAt, now, keyTtl = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
if status == '' then
  local score = redis.call('ZSCORE', expiries, member)
  if not score or tonumber(score) > now then return false end
  redis.call('ZREM', expiries, member)
  redis.call('HDEL', connections, connectionId)
else
  redis.call('HSET', connections, connectionId, status .. '@' .. ARGV[5])
  redis.call('ZADD', expiries, expiresAt, member)
end
local best = 'offline'
local entries = redis.call('HGETALL', connections)
for i = 1, #entries, 2 do
  local value = entries[i + 1]
  local at = string.find(value, '@', 1, true)
  if tonumber(string.sub(value, at + 1)) > now then
    if string.sub(value, 1, at - 1) == 'online' then best = 'online'
    elseif best == 'offline' then best = 'away' end
  end
end
local previous = redis.call('HGET', statuses, userId) or 'offline'
if best == 'offline' then redis.call('HDEL', statuses, userId)
else redis.call('HSET', statuses, userId, best) end
redis.call('PEXPIRE', connections, keyTtl)
redis.call('PEXPIRE', statuses, keyTtl)
if previous == best then return false end
return best
`;

const memberOf = (organizationId: string, userId: string, connectionId: string) =>
  `${organizationId}|${userId}|${connectionId}`;

/**
 * Presence shared by every process through Redis. `ttlMs` bounds how long a connection lives
 * without a refresh; the keys themselves lapse a while after the last one.
 */
export function createRedisPresenceStore(
  redisUrl: string,
  ttlMs: number,
  logger: FastifyBaseLogger,
): PresenceStore {
  const redis = newRedis(redisUrl, { maxRetriesPerRequest: 1 });
  // Down Redis: reports fail and are logged; the next refresh reports again.
  redis.on('error', (error) => logger.warn({ err: error }, 'presence redis error'));
  const keyTtl = String(ttlMs * 4);

  async function update(
    organizationId: string,
    userId: string,
    connectionId: string,
    status: string,
    expiresAt: number,
    now: number,
  ): Promise<PresenceStatus | null> {
    const answer = await redis.eval(
      UPDATE_SCRIPT,
      3,
      keys.connections(organizationId, userId),
      keys.statuses(organizationId),
      keys.expiries,
      userId,
      connectionId,
      memberOf(organizationId, userId, connectionId),
      status,
      String(expiresAt),
      String(now),
      keyTtl,
    );
    return typeof answer === 'string' ? (answer as PresenceStatus) : null;
  }

  return {
    report: ({ organizationId, userId, connectionId }, status, expiresAt, now) =>
      update(organizationId, userId, connectionId, status, expiresAt, now),
    async sweep(now) {
      const expired = await redis.zrangebyscore(
        keys.expiries,
        '-inf',
        now,
        'LIMIT',
        0,
        SWEEP_BATCH,
      );
      const changes: PresenceChange[] = [];
      for (const member of expired) {
        const [organizationId, userId, connectionId] = member.split('|');
        if (!organizationId || !userId || !connectionId) {
          await redis.zrem(keys.expiries, member);
          continue;
        }
        const status = await update(organizationId, userId, connectionId, '', 0, now);
        if (status) changes.push({ organizationId, userId, status });
      }
      return changes;
    },
    async list(organizationId): Promise<PresenceEntry[]> {
      const statuses = await redis.hgetall(keys.statuses(organizationId));
      return Object.entries(statuses).map(([userId, status]) => ({
        userId,
        status: status as PresenceStatus,
      }));
    },
    async claimTyping(organizationId, userId, windowMs) {
      const answer = await redis.set(
        keys.typing(organizationId, userId),
        '1',
        'PX',
        windowMs,
        'NX',
      );
      return answer === 'OK';
    },
    async close() {
      // QUIT waits for Redis; one that is away would hold the shutdown forever.
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      else redis.disconnect();
    },
  };
}
