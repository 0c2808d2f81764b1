import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import {
  readBearerToken,
  readSessionToken,
  type PreHandler,
} from '../../platform/auth/session-context.js';
import { ACCESS_TOKEN_PREFIX, type AccessTokens } from '../ai/ai.tokens.js';
import type { SessionsService } from './sessions.service.js';
import { assertRouteAllowedBeforeEnrolment } from './two-factor/two-factor.gate.js';

/**
 * preHandler for every signed-in route: resolves the session or answers 401. A personal access
 * token in `Authorization: Bearer` reaches only the public API's documented routes, within its
 * scopes (ai.tokens.ts).
 */
export function createAuthenticate(sessions: SessionsService, tokens: AccessTokens): PreHandler {
  return async (request: FastifyRequest) => {
    const bearer = readBearerToken(request);
    if (bearer?.startsWith(ACCESS_TOKEN_PREFIX)) {
      request.auth = await tokens.resolveForRoute(bearer, request.method, request.routeOptions.url);
      return;
    }
    const token = readSessionToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
    const session = await sessions.resolveSession(token);
    // An organisation that requires two-factor sign-in: its members without it reach only the
    // set-up. A personal access token (above) is not a sign-in and keeps working (SECURITY.md).
    assertRouteAllowedBeforeEnrolment(session, request.method, request.routeOptions.url);
    request.auth = session;
  };
}
