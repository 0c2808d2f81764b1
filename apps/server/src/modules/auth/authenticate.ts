import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { readSessionToken, type PreHandler } from '../../platform/auth/session-context.js';
import type { SessionsService } from './sessions.service.js';

/** preHandler for every signed-in route: resolves the session or answers 401. */
export function createAuthenticate(sessions: SessionsService): PreHandler {
  return async (request: FastifyRequest) => {
    const token = readSessionToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    request.auth = await sessions.resolveSession(token);
  };
}
