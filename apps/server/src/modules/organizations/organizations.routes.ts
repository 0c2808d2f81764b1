import { createInvitationRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { notFound } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { addressForUser } from '../../platform/public-address.js';
import { createInvitationsService } from './invitations.service.js';

/** POST, GET /organizations/invitations and DELETE /organizations/invitations/{id} */
export function organizationsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const invitations = createInvitationsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.post('/organizations/invitations', async (request, reply) => {
      const answer = await invitations.createInvitation(
        sessionOf(request),
        createInvitationRequestSchema.parse(request.body),
        addressForUser(deps.config, request),
      );
      return reply.status(201).send(answer);
    });

    app.get('/organizations/invitations', async (request) => ({
      invitations: await invitations.listInvitations(sessionOf(request)),
    }));

    app.delete<{ Params: { id: string } }>('/organizations/invitations/:id', async (request) => {
      if (!isUuid(request.params.id)) throw notFound('Invitation');
      await invitations.revokeInvitation(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
