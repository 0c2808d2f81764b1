import {
  listTaskCommentsQuerySchema,
  taskCommentReactionRequestSchema,
  taskCommentRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createTaskCommentsService } from './task-comments.service.js';

type WithTask = { Params: { id: string } };
type WithComment = { Params: { commentId: string } };

/**
 * GET, POST /tasks/{id}/comments; PUT, DELETE /tasks/comments/{commentId};
 * POST, DELETE /tasks/comments/{commentId}/reactions
 */
export function taskCommentsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const comments = createTaskCommentsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get<WithTask>('/tasks/:id/comments', async (request) =>
      comments.listComments(
        sessionOf(request),
        request.params.id,
        listTaskCommentsQuerySchema.parse(request.query),
      ),
    );

    app.post<WithTask>('/tasks/:id/comments', async (request, reply) => {
      const comment = await comments.createComment(
        sessionOf(request),
        request.params.id,
        taskCommentRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ comment });
    });

    app.put<WithComment>('/tasks/comments/:commentId', async (request) => ({
      comment: await comments.updateComment(
        sessionOf(request),
        request.params.commentId,
        taskCommentRequestSchema.parse(request.body),
      ),
    }));

    app.delete<WithComment>('/tasks/comments/:commentId', async (request) => {
      await comments.deleteComment(sessionOf(request), request.params.commentId);
      return { ok: true };
    });

    app.post<WithComment>('/tasks/comments/:commentId/reactions', async (request) => ({
      comment: await comments.addReaction(
        sessionOf(request),
        request.params.commentId,
        taskCommentReactionRequestSchema.parse(request.body).emoji,
      ),
    }));

    app.delete<WithComment>('/tasks/comments/:commentId/reactions', async (request) => ({
      comment: await comments.removeReaction(
        sessionOf(request),
        request.params.commentId,
        taskCommentReactionRequestSchema.parse(request.body ?? request.query).emoji,
      ),
    }));
  };
}
