import type { AppDeps } from '../../platform/app-deps.js';
import { createPeriodicPass } from '../../platform/jobs/periodic.js';
import { purgeExpired } from './audit.repo.js';

export const AUDIT_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention purge: every process runs it (once at start, then daily); it is one
 * DELETE through audit_events_purge(), so running it twice costs nothing.
 */
export function createAuditPurge({ db, logger }: Pick<AppDeps, 'db' | 'logger'>) {
  const periodic = createPeriodicPass({
    tick: () => purgeExpired(db),
    logger,
    failureMessage: 'audit log purge failed',
  });
  return {
    purge: () => purgeExpired(db),
    start: () => periodic.start(AUDIT_PURGE_INTERVAL_MS),
    stop: periodic.stop,
  };
}
