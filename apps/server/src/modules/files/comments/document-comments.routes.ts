import {
  createDocumentCommentSchema,
  documentCommentReplyRequestSchema,
  editDocumentCommentReplySchema,
  resolveDocumentCommentSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createDocumentCommentsService } from './document-comments.service.js';

type WithDocument = { Params: { entryId: string } };
type WithThread = { Params: { threadId: string } };
type WithReply = { Params: { threadId: string; replyId: string } };

/**
 * GET, POST /documents/{entryId}/comments; POST /documents/comments/{threadId}/replies;
 * PATCH /documents/comments/{threadId} (resolve, reopen); DELETE /documents/comments/{threadId};
 * PATCH, DELETE /documents/comments/{threadId}/replies/{replyId} (edit, delete a message).
 */
export function documentCommentsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const comments = createDocumentCommentsService(deps);

  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);

    app.get<WithDocument>('/documents/:entryId/comments', async (request) =>
      comments.listThreads(sessionOf(request), request.params.entryId),
    );

    app.post<WithDocument>('/documents/:entryId/comments', async (request, reply) => {
      const thread = await comments.createThread(
        sessionOf(request),
        request.params.entryId,
        createDocumentCommentSchema.parse(request.body),
      );
      return reply.status(201).send({ thread });
    });

    app.post<WithThread>('/documents/comments/:threadId/replies', async (request, reply) => {
      const thread = await comments.reply(
        sessionOf(request),
        request.params.threadId,
        documentCommentReplyRequestSchema.parse(request.body),
      );
      return reply.status(201).send({ thread });
    });

    app.patch<WithThread>('/documents/comments/:threadId', async (request) => ({
      thread: await comments.resolve(
        sessionOf(request),
        request.params.threadId,
        resolveDocumentCommentSchema.parse(request.body).resolved,
      ),
    }));

    app.delete<WithThread>('/documents/comments/:threadId', async (request, reply) => {
      await comments.deleteThread(sessionOf(request), request.params.threadId);
      return reply.status(204).send();
    });

    app.patch<WithReply>('/documents/comments/:threadId/replies/:replyId', async (request) => ({
      thread: await comments.editReply(
        sessionOf(request),
        request.params.threadId,
        request.params.replyId,
        editDocumentCommentReplySchema.parse(request.body),
      ),
    }));

    app.delete<WithReply>('/documents/comments/:threadId/replies/:replyId', async (request) => ({
      thread: await comments.deleteReply(
        sessionOf(request),
        request.params.threadId,
        request.params.replyId,
      ),
    }));
  };
}
