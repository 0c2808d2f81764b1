import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/session-context.js';
import type { AiActions } from './actions.service.js';

type WithId = { Params: { id: string } };

/**
 * The confirmation cards' routes (contracts aiActions.ts), inside aiRoutes: signed in, writes
 * from our own origin, and only the action's own user finds it.
 */
export function registerActionRoutes(app: FastifyInstance, actions: AiActions) {
  app.get<WithId>('/ai/actions/:id', async (request) =>
    actions.get(sessionOf(request), request.params.id),
  );
  app.post<WithId>('/ai/actions/:id/confirm', async (request) => ({
    action: await actions.confirm(sessionOf(request), request.params.id),
  }));
  app.post<WithId>('/ai/actions/:id/cancel', async (request) => ({
    action: await actions.cancel(sessionOf(request), request.params.id),
  }));
}
