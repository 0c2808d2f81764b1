import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Claims with a lease, for work every process looks for (reminders): a claim names its holder
 * and runs out after `leaseMs`, so work claimed by a process killed before it finished is taken
 * back by another once the lease is over. Finishing is fenced by the holder: a process whose
 * claim was taken back finds nothing left to do.
 */
export type ClaimLease = {
  /** How long a claim holds; shorter than the reminders' grace, so a retry is still on time. */
  leaseMs: number;
  /** Runs between claiming and delivering (tests hold a claim here; nothing in production). */
  afterClaim: () => Promise<void>;
};

export const DEFAULT_CLAIM_LEASE_MS = 60_000;

export const defaultClaimLease: ClaimLease = {
  leaseMs: DEFAULT_CLAIM_LEASE_MS,
  afterClaim: () => Promise.resolve(),
};

/** A new holder for one claim: which process (for whoever looks at the table), and a nonce. */
export function claimHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID()}`;
}

/** The end of a lease taken now, by the database's clock (every process shares it). */
export const leaseEnd = (leaseMs: number) =>
  sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;

/**
 * The test hook REMINDER_HOLD_AFTER_CLAIMS: deliver this many claimed reminders, then hold the
 * next one claimed forever, so a process test can kill the process between claim and delivery
 * at a moment it knows (the log line) instead of guessing with sleeps.
 */
export function holdAfterClaims(
  count: number | undefined,
  logger: FastifyBaseLogger,
  what: string,
): ClaimLease['afterClaim'] {
  if (count === undefined) return defaultClaimLease.afterClaim;
  let delivered = 0;
  return async () => {
    if (delivered < count) {
      delivered += 1;
      return;
    }
    logger.warn({ what }, 'holding a claimed reminder (REMINDER_HOLD_AFTER_CLAIMS)');
    await new Promise<never>(() => undefined);
  };
}
