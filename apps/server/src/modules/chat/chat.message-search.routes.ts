import { searchChatMessagesQuerySchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf } from '../../platform/auth/session-context.js';
import { searchMessagesFor } from './chat.message-search.service.js';

/** GET /chat/search/messages: chat search (registered inside chatRoutes, behind its session check). */
export function messageSearchRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get('/chat/search/messages', async (request) => {
    const query = searchChatMessagesQuerySchema.parse(request.query);
    return searchMessagesFor(deps.db, sessionOf(request), {
      text: query.q,
      senderId: query.from,
      roomId: query.roomId,
      after: query.after ? new Date(query.after) : undefined,
      before: query.before ? new Date(query.before) : undefined,
      hasAttachment: query.hasAttachment,
      limit: query.limit,
      offset: query.offset,
    });
  });
}
