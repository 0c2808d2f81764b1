import {
  createDocumentCommentSchema,
  documentCommentReplyRequestSchema,
  resolveDocumentCommentSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { createDocumentCommentsService } from './document-comments.service.js';

type WithDocument = { Params: { entryId: string } };
type WithThread = { Params: { threadId: string } };

/**
 * GET, POST /documents/{entryId}/comments; POST /documents/comments/{threadId}/replies;
 * PATCH /documents/comments/{threadId} (resolve, reopen).
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
  };
}
