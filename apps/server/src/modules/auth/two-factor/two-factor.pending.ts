import { randomBytes, timingSafeEqual } from 'node:crypto';
import { TWO_FACTOR_MESSAGES, TWO_FACTOR_PENDING_TTL_MS } from '@worksphere/contracts';
import { AppError } from '../../../platform/errors.js';
import type { SecretBox } from '../../../platform/security/secret-box.js';

/** Who passed the password, and until when the second step may follow. */
export type PendingSignIn = {
  userId: string;
  organizationId: string;
  tokenId: string;
  expiresAt: number;
};

const PURPOSE = 'two-factor-pending.v1.';

/**
 * The pending second step: `{payload}.{signature}`, the payload base64url JSON and the signature
 * an HMAC under the secrets key. Not a session: nothing stores it, and the session lookup hashes
 * tokens it never issued, so it opens nothing but the second step.
 */
export function signPendingSignIn(
  secrets: SecretBox,
  user: { id: string; organizationId: string },
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({
      u: user.id,
      o: user.organizationId,
      j: randomBytes(16).toString('base64url'),
      e: now + TWO_FACTOR_PENDING_TTL_MS,
    }),
  ).toString('base64url');
  return `${payload}.${secrets.derive(PURPOSE + payload)}`;
}

const pendingInvalid = () => new AppError('BAD_REQUEST', TWO_FACTOR_MESSAGES.pendingInvalid);

/** The pending sign-in of a token this server signed and that has not expired, else 400. */
export function readPendingSignIn(
  secrets: SecretBox,
  token: string,
  now = Date.now(),
): PendingSignIn {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) throw pendingInvalid();
  const expected = Buffer.from(secrets.derive(PURPOSE + payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw pendingInvalid();
  let parsed: { u?: unknown; o?: unknown; j?: unknown; e?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw pendingInvalid();
  }
  const { u, o, j, e } = parsed;
  if (typeof u !== 'string' || typeof o !== 'string' || typeof j !== 'string')
    throw pendingInvalid();
  if (typeof e !== 'number' || e <= now) throw pendingInvalid();
  return { userId: u, organizationId: o, tokenId: j, expiresAt: e };
}
