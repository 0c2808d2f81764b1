import { createDirectMessageRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../platform/auth/session-context.js';
import type { ChatDirectService } from './chat.direct.service.js';

/** /chat/direct: the caller's direct messages (inside chatRoutes, behind its authentication). */
export function directRoutes(app: FastifyInstance, direct: ChatDirectService) {
  app.get('/chat/direct', async (request) => ({
    directMessages: await direct.listDirect(sessionOf(request)),
  }));

  app.post('/chat/direct', async (request, reply) => {
    const { memberIds } = createDirectMessageRequestSchema.parse(request.body ?? {});
    const opened = await direct.openDirect(sessionOf(request), memberIds);
    return reply.status(opened.created ? 201 : 200).send({ directMessage: opened.directMessage });
  });

  app.get<{ Params: { id: string } }>('/chat/direct/:id', async (request) => ({
    directMessage: await direct.getDirect(sessionOf(request), request.params.id),
  }));
}
