import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new subscription's signing secret: shown once, then kept sealed. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver recomputes it with its
 * secret and refuses an old timestamp, so a captured request cannot be replayed later.
 */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

/** What a receiver does (the tests and the docs use it): true when signed by `secret` lately. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  { toleranceSeconds = 300, now = Date.now() } = {},
): boolean {
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts['t']);
  if (!Number.isInteger(timestamp) || !parts['v1']) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts['v1'], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
