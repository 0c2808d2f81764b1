import {
  createTaskStateRequestSchema,
  deleteTaskStateQuerySchema,
  reorderTaskStatesRequestSchema,
  updateTaskStateRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createTaskStatesService } from './task-states.service.js';

type WithId = { Params: { id: string } };

/** GET, POST /task-states, PUT /task-states/order, PUT, DELETE /task-states/{id} */
export function taskStatesRoutes(deps: AppDeps, authenticate: PreHandler) {
  const states = createTaskStatesService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/task-states', async (request) => ({
      states: await states.listStates(sessionOf(request)),
    }));

    app.post('/task-states', async (request, reply) => {
      const state = await states.createState(
        sessionOf(request),
        createTaskStateRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ state });
    });

    app.put('/task-states/order', async (request) => ({
      states: await states.reorderStates(
        sessionOf(request),
        reorderTaskStatesRequestSchema.parse(request.body).ids,
      ),
    }));

    app.put<WithId>('/task-states/:id', async (request) => ({
      state: await states.updateState(
        sessionOf(request),
        request.params.id,
        updateTaskStateRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/task-states/:id', async (request) => {
      const { moveTo } = deleteTaskStateQuerySchema.parse(request.query);
      await states.deleteState(sessionOf(request), request.params.id, moveTo || undefined);
      return { ok: true };
    });
  };
}
