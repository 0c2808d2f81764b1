import type { PresenceEntry, PresenceStatus, ReportedPresence } from '@worksphere/contracts';
import { aggregatePresence, type ConnectionPresence } from './chat.presence.rules.js';

/** One socket of one user in one organisation. */
export type ConnectionKey = { organizationId: string; userId: string; connectionId: string };
export type PresenceChange = { organizationId: string; userId: string; status: PresenceStatus };

/**
 * Where presence lives: Redis when several processes serve (chat.presence.redis.ts), this process
 * otherwise. Connections carry an expiry, so those of a process that died lapse on their own.
 */
export type PresenceStore = {
  /** Records a connection's state until `expiresAt`; answers the user's status if it changed. */
  report(
    key: ConnectionKey,
    status: ReportedPresence,
    expiresAt: number,
    now: number,
  ): Promise<PresenceStatus | null>;
  /** Forgets connections past their expiry; answers the users whose status changed. */
  sweep(now: number): Promise<PresenceChange[]>;
  /** The organisation's members who are not offline. */
  list(organizationId: string): Promise<PresenceEntry[]>;
  /** True when this user may send a typing event now (one per window, across processes). */
  claimTyping(organizationId: string, userId: string, windowMs: number): Promise<boolean>;
  close(): Promise<void>;
};

/** The single-process store: the same rules in Maps. */
export function createMemoryPresenceStore(): PresenceStore {
  const connections = new Map<string, Map<string, ConnectionPresence>>();
  const published = new Map<string, Map<string, PresenceStatus>>();
  const typingUntil = new Map<string, number>();
  const userKey = (organizationId: string, userId: string) => `${organizationId}|${userId}`;

  function publish(organizationId: string, userId: string, now: number): PresenceStatus | null {
    const key = userKey(organizationId, userId);
    const status = aggregatePresence(connections.get(key)?.values() ?? [], now);
    const statuses = published.get(organizationId) ?? new Map<string, PresenceStatus>();
    const previous = statuses.get(userId) ?? 'offline';
    if (status === 'offline') statuses.delete(userId);
    else statuses.set(userId, status);
    if (statuses.size > 0) published.set(organizationId, statuses);
    else published.delete(organizationId);
    return previous === status ? null : status;
  }

  return {
    async report({ organizationId, userId, connectionId }, status, expiresAt, now) {
      const key = userKey(organizationId, userId);
      const ofUser = connections.get(key) ?? new Map<string, ConnectionPresence>();
      ofUser.set(connectionId, { status, expiresAt });
      connections.set(key, ofUser);
      return publish(organizationId, userId, now);
    },
    async sweep(now) {
      const changes: PresenceChange[] = [];
      for (const [key, ofUser] of connections) {
        let expired = false;
        for (const [connectionId, connection] of ofUser) {
          if (connection.expiresAt > now) continue;
          ofUser.delete(connectionId);
          expired = true;
        }
        if (!expired) continue;
        if (ofUser.size === 0) connections.delete(key);
        const [organizationId = '', userId = ''] = key.split('|');
        const status = publish(organizationId, userId, now);
        if (status) changes.push({ organizationId, userId, status });
      }
      for (const [key, until] of typingUntil) if (until <= now) typingUntil.delete(key);
      return changes;
    },
    async list(organizationId) {
      const statuses = published.get(organizationId) ?? new Map<string, PresenceStatus>();
      return [...statuses].map(([userId, status]) => ({ userId, status }));
    },
    async claimTyping(organizationId, userId, windowMs) {
      const key = userKey(organizationId, userId);
      const now = Date.now();
      if ((typingUntil.get(key) ?? 0) > now) return false;
      typingUntil.set(key, now + windowMs);
      return true;
    },
    async close() {
      connections.clear();
      published.clear();
      typingUntil.clear();
    },
  };
}
