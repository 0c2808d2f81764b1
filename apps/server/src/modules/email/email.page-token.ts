import { EMAIL_MESSAGES } from '@worksphere/contracts';
import { z } from 'zod';
import { AppError } from '../../platform/errors.js';

/**
 * Page tokens are opaque to the browser: base64url JSON of where the next page starts. The
 * cached list goes by (date, id) so new mail arriving does not shift pages; a ranked search by
 * offset; a server search keeps each account's own provider token.
 */
const tokenSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('keyset'), sentAt: z.iso.datetime(), id: z.uuid() }),
  z.object({ kind: z.literal('offset'), offset: z.number().int().min(0).max(100_000) }),
  z.object({ kind: z.literal('accounts'), tokens: z.record(z.string(), z.string().max(2000)) }),
]);
export type PageToken = z.infer<typeof tokenSchema>;

export function encodePageToken(token: PageToken): string {
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

export function decodePageToken(value: string | null | undefined): PageToken | null {
  if (!value) return null;
  try {
    return tokenSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('BAD_REQUEST', EMAIL_MESSAGES.pageTokenInvalid);
  }
}
