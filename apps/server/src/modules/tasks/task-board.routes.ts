import { moveTaskRequestSchema, taskBoardQuerySchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { createTaskBoardService } from './task-board.service.js';
import { createTaskMovesService } from './task-moves.service.js';

type WithId = { Params: { id: string } };

/** GET /tasks/board and POST /tasks/{id}/move */
export function taskBoardRoutes(deps: AppDeps, authenticate: PreHandler) {
  const board = createTaskBoardService(deps);
  const moves = createTaskMovesService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get('/tasks/board', async (request) =>
      board.getBoard(sessionOf(request), taskBoardQuerySchema.parse(request.query)),
    );

    app.post<WithId>('/tasks/:id/move', async (request) => ({
      task: await moves.moveTask(
        sessionOf(request),
        request.params.id,
        moveTaskRequestSchema.parse(request.body),
      ),
    }));
  };
}
