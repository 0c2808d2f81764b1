import { createTaskLabelRequestSchema, updateTaskLabelRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createTaskLabelsService } from './task-labels.service.js';

type WithId = { Params: { id: string } };

/** GET, POST /task-labels, PUT, DELETE /task-labels/{id} */
export function taskLabelsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const labels = createTaskLabelsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/task-labels', async (request) => ({
      labels: await labels.listLabels(sessionOf(request)),
    }));

    app.post('/task-labels', async (request, reply) => {
      const label = await labels.createLabel(
        sessionOf(request),
        createTaskLabelRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ label });
    });

    app.put<WithId>('/task-labels/:id', async (request) => ({
      label: await labels.updateLabel(
        sessionOf(request),
        request.params.id,
        updateTaskLabelRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/task-labels/:id', async (request) => {
      await labels.deleteLabel(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
