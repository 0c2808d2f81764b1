import { createWebhookRequestSchema, updateWebhookRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { WebhooksService } from './webhooks.service.js';

type WithId = { Params: { id: string } };

/** /webhooks: an organisation's outgoing webhooks (admins), their log and "Send test". */
export function webhooksRoutes(webhooks: WebhooksService, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/webhooks', async (request) => ({
      webhooks: await webhooks.list(sessionOf(request)),
    }));

    app.post('/webhooks', async (request, reply) =>
      reply
        .status(201)
        .send(
          await webhooks.create(
            sessionOf(request),
            createWebhookRequestSchema.parse(request.body ?? {}),
          ),
        ),
    );

    app.put<WithId>('/webhooks/:id', async (request) => ({
      webhook: await webhooks.update(
        sessionOf(request),
        request.params.id,
        updateWebhookRequestSchema.parse(request.body ?? {}),
      ),
    }));

    app.delete<WithId>('/webhooks/:id', async (request) => {
      await webhooks.remove(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.get<WithId>('/webhooks/:id/deliveries', async (request) => ({
      deliveries: await webhooks.deliveries(sessionOf(request), request.params.id),
    }));

    app.post<WithId>('/webhooks/:id/test', async (request, reply) =>
      reply
        .status(202)
        .send({ delivery: await webhooks.sendTest(sessionOf(request), request.params.id) }),
    );
  };
}
