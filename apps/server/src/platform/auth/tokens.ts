import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret for sessions, invitations and reset links. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
