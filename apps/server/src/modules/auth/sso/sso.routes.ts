import {
  ssoCompleteRequestSchema,
  ssoConfigRequestSchema,
  ssoStartRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { authRateLimit } from '../../../platform/http.js';
import type { SessionsService } from '../sessions.service.js';
import { createSsoService } from './sso.service.js';

/** Query parameters the provider sends back, as single strings. */
function queryStrings(query: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && value.length <= 4000) result[name] = value;
  }
  return result;
}

/**
 * Admin: GET, PUT and DELETE /organizations/sso. Sign-in (public): POST /user/sso/start, the
 * provider's redirect back GET /user/sso/callback, and POST /user/sso/complete.
 */
export function ssoRoutes(deps: AppDeps, sessions: SessionsService, authenticate: PreHandler) {
  const sso = createSsoService(deps, sessions);
  const limited = { config: authRateLimit(deps.config) };

  return async (app: FastifyInstance) => {
    app.get('/organizations/sso', { preHandler: authenticate }, async (request) =>
      sso.getConfig(sessionOf(request)),
    );

    app.put('/organizations/sso', { preHandler: authenticate }, async (request) =>
      sso.saveConfig(sessionOf(request), ssoConfigRequestSchema.parse(request.body)),
    );

    app.delete('/organizations/sso', { preHandler: authenticate }, async (request) =>
      sso.deleteConfig(sessionOf(request)),
    );

    app.post('/user/sso/start', limited, async (request) => {
      const { email } = ssoStartRequestSchema.parse(request.body);
      return sso.start(email);
    });

    app.get('/user/sso/callback', limited, async (request, reply) => {
      const location = await sso.callback(queryStrings(request.query));
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });

    app.post('/user/sso/complete', limited, async (request, reply) => {
      const { ticket } = ssoCompleteRequestSchema.parse(request.body);
      const answer = await sso.complete(ticket, request.headers['user-agent']);
      sessions.setSessionCookie(reply, answer.token);
      return answer;
    });
  };
}
