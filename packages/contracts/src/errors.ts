import { z } from 'zod';

/** The closed set of machine-readable error codes the API answers with. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'INVITE_INVALID',
  'RESET_TOKEN_INVALID',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  /** The organisation requires two-factor sign-in and this member has not set it up yet. */
  'TWO_FACTOR_REQUIRED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Every error response of the API has this shape. `params`: the values of the `{fields}` of a
 * text that names something (a domain...), so a client can show its own translation of the
 * text's template with them; `error` stays the English text, filled.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  needsReauth: z.literal(true).optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export { REAUTH_MESSAGE } from './session-basics.js';

/**
 * What members read where a feature waits on the server's operator (an environment variable to
 * set). Admins read the operator's instructions instead; members could not act on them.
 */
export const NOT_AVAILABLE_FOR_MEMBERS =
  'Not available in this workspace yet. Ask an administrator.';

/** The operator's instructions for admins, the plain notice for everyone else. */
export function operatorMessage(isAdmin: boolean, forOperator: string): string {
  return isAdmin ? forOperator : NOT_AVAILABLE_FOR_MEMBERS;
}
