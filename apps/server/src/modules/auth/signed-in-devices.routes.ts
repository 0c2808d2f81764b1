import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { SessionsService } from './sessions.service.js';
import { createSignedInDevices } from './signed-in-devices.js';

/** GET /user/me/sessions, DELETE /user/me/sessions/{id}, POST /user/me/sessions/sign-out-others */
export function signedInDevicesRoutes(
  deps: AppDeps,
  sessions: SessionsService,
  authenticate: PreHandler,
) {
  const devices = createSignedInDevices(deps.db, sessions);
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/user/me/sessions', async (request) => ({
      sessions: await devices.list(sessionOf(request)),
    }));

    app.delete<{ Params: { id: string } }>('/user/me/sessions/:id', async (request, reply) => {
      await devices.signOut(sessionOf(request), request.params.id);
      return reply.status(204).send();
    });

    app.post('/user/me/sessions/sign-out-others', async (request) => ({
      signedOut: await devices.signOutOthers(sessionOf(request)),
    }));
  };
}
