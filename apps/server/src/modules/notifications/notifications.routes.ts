import { subscribePushRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { PushService } from './push.service.js';

/** POST /notifications/subscribe and GET /notifications/vapid-public-key */
export function notificationsRoutes(push: PushService, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/notifications/vapid-public-key', async () => ({
      publicKey: await push.publicKey(),
    }));

    app.post('/notifications/subscribe', async (request, reply) => {
      const subscription = subscribePushRequestSchema.parse(request.body);
      await push.subscribe(sessionOf(request), subscription);
      return reply.status(201).send({ ok: true });
    });
  };
}
