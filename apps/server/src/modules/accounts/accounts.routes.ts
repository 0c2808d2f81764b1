import { organizationAccountsQuerySchema, shareAccountRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createAccountsService } from './accounts.service.js';

type WithId = { Params: { id?: string } };

/**
 * GET /email/accounts/getAccounts, GET /email/accounts?organizationId=,
 * DELETE /email/accounts/{id} and PUT /email/accounts/{id}/sharing.
 */
export function accountsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const accounts = createAccountsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/email/accounts/getAccounts', async (request) => ({
      accounts: await accounts.listUsableAccounts(sessionOf(request)),
    }));

    app.get('/email/accounts', async (request) => {
      const { organizationId } = organizationAccountsQuerySchema.parse(request.query);
      return {
        accounts: await accounts.listOrganizationAccounts(sessionOf(request), organizationId),
      };
    });

    // Without an id (DELETE /email/accounts or /email/accounts/) the answer is the spec's message.
    const remove = async (
      request: { params: { id?: string } } & Parameters<typeof sessionOf>[0],
    ) => {
      await accounts.deleteAccount(sessionOf(request), request.params.id);
      return { ok: true };
    };
    app.delete<WithId>('/email/accounts', remove);
    app.delete<WithId>('/email/accounts/:id', remove);

    app.put<WithId>('/email/accounts/:id/sharing', async (request) => {
      const { shared } = shareAccountRequestSchema.parse(request.body);
      return {
        account: await accounts.setSharing(sessionOf(request), request.params.id ?? '', shared),
      };
    });
  };
}
