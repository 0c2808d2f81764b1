import {
  invitationPreviewRequestSchema,
  isTwoFactorChallenge,
  loginRequestSchema,
  recoverRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  switchSessionRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { readSessionToken } from '../../platform/auth/session-context.js';
import { authRateLimit } from '../../platform/http.js';
import type { AccountThrottle } from './account-throttle.js';
import { createAuthService } from './auth.service.js';
import type { SessionsService } from './sessions.service.js';

/** /user/login, /user/register, /user/invitation, /user/logout, /user/session/switch, /user/recover, /user/reset-password */
export function authRoutes(
  deps: AppDeps,
  sessions: SessionsService,
  accountThrottle: AccountThrottle,
) {
  const auth = createAuthService(deps, sessions, accountThrottle);
  const limited = { config: authRateLimit(deps.config) };

  return async (app: FastifyInstance) => {
    app.post('/user/login', limited, async (request, reply) => {
      const answer = await auth.login(
        loginRequestSchema.parse(request.body),
        request.headers['user-agent'],
      );
      if (!isTwoFactorChallenge(answer)) sessions.setSessionCookie(reply, answer.token);
      return answer;
    });

    app.post('/user/register', limited, async (request, reply) => {
      const answer = await auth.register(
        registerRequestSchema.parse(request.body),
        request.headers['user-agent'],
      );
      sessions.setSessionCookie(reply, answer.token);
      return reply.status(201).send(answer);
    });

    // Public: the register page names the organisation and the inviter before joining.
    app.post('/user/invitation', limited, async (request) =>
      auth.previewInvitation(invitationPreviewRequestSchema.parse(request.body)),
    );

    app.post('/user/logout', async (request, reply) => {
      await sessions.logout(readSessionToken(request));
      sessions.clearSessionCookie(reply);
      return { ok: true };
    });

    app.post('/user/session/switch', async (request, reply) => {
      const { token } = switchSessionRequestSchema.parse(request.body);
      const answer = await sessions.switchTo(token);
      sessions.setSessionCookie(reply, token);
      return answer;
    });

    app.post('/user/recover', limited, async (request) => {
      const { email } = recoverRequestSchema.parse(request.body);
      return { message: await auth.recover(email) };
    });

    app.post('/user/reset-password', limited, async (request) => {
      return { message: await auth.resetPassword(resetPasswordRequestSchema.parse(request.body)) };
    });
  };
}
