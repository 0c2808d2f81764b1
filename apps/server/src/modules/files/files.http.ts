import type { FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';

/** A content-disposition header with the name in both forms browsers read (ASCII and UTF-8). */
export function attachmentDisposition(
  filename: string,
  type: 'attachment' | 'inline' = 'attachment',
) {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Uploads per user (UPLOAD_RATE_LIMIT_*), counted after sign-in (preHandler: the route's
 * hooks run after authenticate) and in Redis when the app has it; `counter` names the count.
 */
export function uploadRateLimitFor(limit: { max: number; windowMs: number }, counter: string) {
  return {
    config: {
      rateLimit: {
        max: limit.max,
        timeWindow: limit.windowMs,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) =>
          `${counter}:${request.auth?.userId ?? request.ip}`,
        errorResponseBuilder: () => new AppError('RATE_LIMITED', FILE_MESSAGES.uploadRateLimited),
      },
    },
  };
}
