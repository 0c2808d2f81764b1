import { listTaskActivityQuerySchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createTaskActivityService } from './task-activity.service.js';
import { configureTaskChangeDelivery, deliverTaskChangeNotices } from './task-change-delivery.js';

type WithTask = { Params: { id: string } };

/** GET /tasks/{id}/activity; also starts telling watchers of recorded changes. */
export function taskActivityRoutes(deps: AppDeps, authenticate: PreHandler) {
  const activity = createTaskActivityService(deps);

  return async (app: FastifyInstance) => {
    if (deps.inbox) {
      const stop = configureTaskChangeDelivery({
        db: deps.db,
        inbox: deps.inbox,
        logger: deps.logger,
      });
      // Notices left by a process that stopped before delivering them.
      app.addHook('onReady', async () => void deliverTaskChangeNotices());
      app.addHook('onClose', async () => stop());
    }
    app.addHook('preHandler', authenticate);

    app.get<WithTask>('/tasks/:id/activity', async (request) =>
      activity.listTaskActivity(
        sessionOf(request),
        request.params.id,
        listTaskActivityQuerySchema.parse(request.query),
      ),
    );
  };
}
