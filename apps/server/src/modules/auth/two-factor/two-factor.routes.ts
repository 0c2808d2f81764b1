import {
  passkeyRegisterRequestSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  twoFactorPasskeyVerifyRequestSchema,
  twoFactorPendingRequestSchema,
  twoFactorPolicySchema,
  twoFactorVerifyRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { authRateLimit } from '../../../platform/http.js';
import type { SessionsService } from '../sessions.service.js';
import { createTwoFactorService } from './two-factor.service.js';

/**
 * Signed in: GET /user/two-factor, POST /user/two-factor/totp/{setup,enable,disable},
 * POST /user/two-factor/passkeys/options, POST /user/two-factor/passkeys,
 * DELETE /user/two-factor/passkeys/{id}, GET|PUT /organizations/two-factor-policy.
 * Public second step of sign-in: POST /user/login/two-factor, .../passkey/options, .../passkey.
 */
export function twoFactorRoutes(
  deps: AppDeps,
  sessions: SessionsService,
  authenticate: PreHandler,
  redis: Redis | undefined,
) {
  const twoFactor = createTwoFactorService(deps, sessions, redis);
  const limited = { config: authRateLimit(deps.config) };

  return async (app: FastifyInstance) => {
    // The second step: no session yet, only the pending token of a right password.
    app.post('/user/login/two-factor', limited, async (request, reply) => {
      const answer = await twoFactor.verifySignIn(
        twoFactorVerifyRequestSchema.parse(request.body),
        request.headers['user-agent'],
      );
      sessions.setSessionCookie(reply, answer.token);
      return answer;
    });

    app.post('/user/login/two-factor/passkey/options', limited, async (request) => {
      const { pendingToken } = twoFactorPendingRequestSchema.parse(request.body);
      return { options: await twoFactor.passkeySignInOptions(pendingToken) };
    });

    app.post('/user/login/two-factor/passkey', limited, async (request, reply) => {
      const answer = await twoFactor.verifyPasskeySignIn(
        twoFactorPasskeyVerifyRequestSchema.parse(request.body),
        request.headers['user-agent'],
      );
      sessions.setSessionCookie(reply, answer.token);
      return answer;
    });

    await app.register(async (signedIn) => {
      signedIn.addHook('preHandler', authenticate);

      signedIn.get('/user/two-factor', async (request) => twoFactor.status(sessionOf(request)));

      signedIn.post('/user/two-factor/totp/setup', async (request) =>
        twoFactor.setupTotp(sessionOf(request)),
      );

      signedIn.post('/user/two-factor/totp/enable', limited, async (request) => {
        const { code } = totpEnableRequestSchema.parse(request.body);
        return twoFactor.enableTotp(sessionOf(request), code);
      });

      signedIn.post('/user/two-factor/totp/disable', limited, async (request) => {
        await twoFactor.disableTotp(
          sessionOf(request),
          totpDisableRequestSchema.parse(request.body),
        );
        return twoFactor.status(sessionOf(request));
      });

      signedIn.post('/user/two-factor/passkeys/options', async (request) => ({
        options: await twoFactor.passkeyRegistrationOptions(sessionOf(request)),
      }));

      signedIn.post('/user/two-factor/passkeys', async (request, reply) => {
        const answer = await twoFactor.registerPasskey(
          sessionOf(request),
          passkeyRegisterRequestSchema.parse(request.body),
        );
        return reply.status(201).send(answer);
      });

      signedIn.delete<{ Params: { id: string } }>(
        '/user/two-factor/passkeys/:id',
        async (request, reply) => {
          await twoFactor.removePasskey(sessionOf(request), request.params.id);
          return reply.status(204).send();
        },
      );

      signedIn.get('/organizations/two-factor-policy', async (request) =>
        twoFactor.policy(sessionOf(request)),
      );

      signedIn.put('/organizations/two-factor-policy', async (request) => {
        const { required } = twoFactorPolicySchema.parse(request.body);
        return twoFactor.setPolicy(sessionOf(request), required);
      });
    });
  };
}
