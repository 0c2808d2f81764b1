import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config.js';
import { createAttemptThrottle } from '../../platform/attempt-throttle.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { tryAgainError } from '../../platform/errors.js';
import { createFirstRefusalGate } from '../audit/audit.first-refusal.js';

export const LOGIN_THROTTLED_MESSAGE = 'Too many failed sign-in attempts for this account.';
export const PASSWORD_THROTTLED_MESSAGE = 'Too many wrong passwords for this account.';

/** What an attempt names: the identifier typed in and, when it resolves, the user. */
export type AccountRef = { identifier?: string; userId?: string };

/** Keys are hashed so Redis holds no e-mail addresses and no key grows with the input. */
function accountKeys({ identifier, userId }: AccountRef): string[] {
  const keys: string[] = [];
  if (identifier !== undefined) keys.push(`identifier:${identifier.trim().toLowerCase()}`);
  if (userId) keys.push(`user:${userId}`);
  return keys.map((key) => `account:${hashToken(key)}`);
}

/** "30 seconds", "1 minute", "5 minutes": the wait, rounded up. */
export function formatWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Password checks per account, across every client address: a spread-out guessing attack on
 * one account gets a growing delay, capped so nobody can lock the owner out for good.
 */
export function createAccountThrottle(config: AppConfig, redis: Redis | undefined) {
  const throttle = createAttemptThrottle(config.accountThrottle, redis);
  const refusals = createFirstRefusalGate(redis);

  return {
    /**
     * Count a password check against the account, or answer 429 while it must wait. The first
     * refusal per account per window is reported (the audit log), not every one of a burst.
     */
    async beginAttempt(
      account: AccountRef,
      message = LOGIN_THROTTLED_MESSAGE,
      onFirstRefusal?: (waitMs: number) => Promise<void>,
    ): Promise<void> {
      const keys = accountKeys(account);
      const wait = await throttle.attempt(keys);
      if (wait <= 0) return;
      if (onFirstRefusal && (await refusals.first(keys.join(','), config.accountThrottle.windowMs)))
        await onFirstRefusal(wait);
      throw tryAgainError('RATE_LIMITED', message, formatWait(wait));
    },
    /** The right password (or a new one): the account's count starts again. */
    async clearAccount(user: { id: string; username: string; email: string }): Promise<void> {
      await throttle.clear([
        ...accountKeys({ identifier: user.username, userId: user.id }),
        ...accountKeys({ identifier: user.email }),
      ]);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;
