import {
  changePasswordRequestSchema,
  updateMemberRequestSchema,
  updateProfileRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { authRateLimit } from '../../platform/http.js';
import type { AccountThrottle } from '../auth/account-throttle.js';
import type { SessionsService } from '../auth/sessions.service.js';
import { createUsersService } from './users.service.js';

/** GET /user/me, GET /user, PUT /user/me, PUT /user/me/password, PATCH /user/{id} */
export function usersRoutes(
  deps: AppDeps,
  sessions: SessionsService,
  authenticate: PreHandler,
  accountThrottle: AccountThrottle,
) {
  const users = createUsersService(deps, sessions, accountThrottle);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/user/me', async (request) => ({
      user: await users.getCurrentUser(sessionOf(request)),
    }));

    app.get('/user', async (request) => ({ users: await users.listMembers(sessionOf(request)) }));

    app.put('/user/me', async (request) => ({
      user: await users.updateProfile(
        sessionOf(request),
        updateProfileRequestSchema.parse(request.body),
      ),
    }));

    // Per address here; per account in the service (wrong current passwords).
    app.put('/user/me/password', { config: authRateLimit(deps.config) }, async (request) => {
      await users.changePassword(
        sessionOf(request),
        changePasswordRequestSchema.parse(request.body),
      );
      return { ok: true };
    });

    app.patch<{ Params: { id: string } }>('/user/:id', async (request) => ({
      user: await users.updateMember(
        sessionOf(request),
        request.params.id,
        updateMemberRequestSchema.parse(request.body),
      ),
    }));
  };
}
