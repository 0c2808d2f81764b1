import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createTaskWatchersService } from './task-watchers.service.js';

type WithTask = { Params: { id: string } };

/** GET /tasks/{id}/watchers; PUT, DELETE /tasks/{id}/watch (the caller starts, stops). */
export function taskWatchersRoutes(deps: AppDeps, authenticate: PreHandler) {
  const watchers = createTaskWatchersService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get<WithTask>('/tasks/:id/watchers', async (request) =>
      watchers.getWatchers(sessionOf(request), request.params.id),
    );
    app.put<WithTask>('/tasks/:id/watch', async (request) =>
      watchers.watch(sessionOf(request), request.params.id),
    );
    app.delete<WithTask>('/tasks/:id/watch', async (request) =>
      watchers.unwatch(sessionOf(request), request.params.id),
    );
  };
}
