import { createTaskViewRequestSchema, updateTaskViewRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createTaskViewsService } from './task-views.service.js';

type WithId = { Params: { id: string } };

/** GET, POST /task-views and PUT, DELETE /task-views/{id}: saved views of the tasks screen. */
export function taskViewsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const views = createTaskViewsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/task-views', async (request) => ({
      views: await views.listViews(sessionOf(request)),
    }));

    app.post('/task-views', async (request, reply) => {
      const view = await views.createView(
        sessionOf(request),
        createTaskViewRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ view });
    });

    app.put<WithId>('/task-views/:id', async (request) => ({
      view: await views.updateView(
        sessionOf(request),
        request.params.id,
        updateTaskViewRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/task-views/:id', async (request) => {
      await views.deleteView(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
