import { subscribePushRequestSchema, unsubscribePushRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { browserLanguagesOf } from './browser-languages.js';
import type { PushService } from './push.service.js';

/** POST /notifications/subscribe, POST /notifications/unsubscribe and GET /notifications/vapid-public-key */
export function notificationsRoutes(push: PushService, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/notifications/vapid-public-key', async () => ({
      publicKey: await push.publicKey(),
    }));

    app.post('/notifications/subscribe', async (request, reply) => {
      const subscription = subscribePushRequestSchema.parse(request.body);
      // The browser's languages come with the request, as it sends them with every one.
      await push.subscribe(
        sessionOf(request),
        subscription,
        browserLanguagesOf(request.headers['accept-language']),
      );
      return reply.status(201).send({ ok: true });
    });

    app.post('/notifications/unsubscribe', async (request) => {
      const { endpoint } = unsubscribePushRequestSchema.parse(request.body);
      await push.unsubscribe(sessionOf(request), endpoint);
      return { ok: true };
    });
  };
}
