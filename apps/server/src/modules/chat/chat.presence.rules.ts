import type { PresenceStatus, ReportedPresence } from '@worksphere/contracts';

/** One connection's last report, good until `expiresAt` (ms since the epoch). */
export type ConnectionPresence = { status: ReportedPresence; expiresAt: number };

/**
 * A user's presence from all their connections: online if any live one is active, away if the
 * live ones are all idle or hidden, offline with none (a dead process's connections lapse).
 */
export function aggregatePresence(
  connections: Iterable<ConnectionPresence>,
  now: number,
): PresenceStatus {
  let status: PresenceStatus = 'offline';
  for (const connection of connections) {
    if (connection.expiresAt <= now) continue;
    if (connection.status === 'online') return 'online';
    status = 'away';
  }
  return status;
}

/** A client's report, or undefined for anything else a socket may send. */
export function readReportedPresence(value: unknown): ReportedPresence | undefined {
  return value === 'online' || value === 'away' ? value : undefined;
}
