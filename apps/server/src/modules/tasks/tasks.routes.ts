import {
  bulkDeleteTasksRequestSchema,
  bulkUpdateTasksRequestSchema,
  createTaskRequestSchema,
  listTasksQuerySchema,
  updateTaskRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createTasksBulkService } from './tasks.bulk.js';
import { createTasksService } from './tasks.service.js';

type WithId = { Params: { id: string } };

/**
 * GET, POST /tasks, GET, PUT, DELETE /tasks/{id}, GET /tasks/{id}/dependents, and
 * POST /tasks/bulk and /tasks/bulk-delete
 */
export function tasksRoutes(deps: AppDeps, authenticate: PreHandler) {
  const tasks = createTasksService(deps);
  const bulk = createTasksBulkService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/tasks', async (request) =>
      tasks.listTasks(sessionOf(request), listTasksQuerySchema.parse(request.query)),
    );

    app.post('/tasks', async (request, reply) => {
      const task = await tasks.createTask(
        sessionOf(request),
        createTaskRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ task });
    });

    app.post('/tasks/bulk', async (request) =>
      bulk.updateTasks(sessionOf(request), bulkUpdateTasksRequestSchema.parse(request.body)),
    );

    app.post('/tasks/bulk-delete', async (request) =>
      bulk.deleteTasks(
        sessionOf(request),
        bulkDeleteTasksRequestSchema.parse(request.body).taskIds,
      ),
    );

    app.get<WithId>('/tasks/:id', async (request) => ({
      task: await tasks.getTask(sessionOf(request), request.params.id),
    }));

    app.get<WithId>('/tasks/:id/dependents', async (request) => ({
      taskIds: await tasks.listDependents(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/tasks/:id', async (request) => ({
      task: await tasks.updateTask(
        sessionOf(request),
        request.params.id,
        updateTaskRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithId>('/tasks/:id', async (request) => {
      await tasks.deleteTask(sessionOf(request), request.params.id);
      return { ok: true };
    });
  };
}
