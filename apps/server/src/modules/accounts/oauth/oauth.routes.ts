import { oauthAccountTypeSchema, startOAuthRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { AppError } from '../../../platform/errors.js';
import { connectedProvidersFor } from '../../calendar/providers/connected-providers.js';
import { createOAuthService } from './oauth.service.js';

type WithType = { Params: { accountType: string } };

const accountTypeOf = (value: string) => {
  const parsed = oauthAccountTypeSchema.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Not found.');
  return parsed.data;
};

const queryText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * GET /email/accounts/providers, POST /email/accounts/oauth/{accountType}/start and the
 * provider's redirect back, GET /email/accounts/oauth/{accountType}/callback (no session
 * needed: the one-time state names who started it).
 */
export function oauthRoutes(deps: AppDeps, authenticate: PreHandler) {
  const connected = connectedProvidersFor(deps);
  const service = createOAuthService(deps, connected.oauth);

  return async (app: FastifyInstance) => {
    app.addHook('onClose', async () => connected.close());

    app.get('/email/accounts/providers', { preHandler: authenticate }, async (request) =>
      service.providers(sessionOf(request)),
    );

    app.post<WithType>(
      '/email/accounts/oauth/:accountType/start',
      { preHandler: authenticate },
      async (request) => {
        const accountType = accountTypeOf(request.params.accountType);
        const body = startOAuthRequestSchema.parse(request.body ?? {});
        return service.start(sessionOf(request), accountType, body);
      },
    );

    app.get<WithType & { Querystring: Record<string, unknown> }>(
      '/email/accounts/oauth/:accountType/callback',
      async (request, reply) => {
        const accountType = accountTypeOf(request.params.accountType);
        const location = await service.callback(accountType, {
          code: queryText(request.query.code),
          state: queryText(request.query.state),
          error: queryText(request.query.error),
        });
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      },
    );
  };
}
