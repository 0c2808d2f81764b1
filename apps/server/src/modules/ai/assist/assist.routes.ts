import { aiAssistRequestSchema } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import type { ContentAssist } from './assist.service.js';

/** POST /ai/assist: a summary, "catch me up" or a drafted reply of a chat thread or a mail. */
export function aiAssistRoutes(assist: ContentAssist, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    app.post('/ai/assist', async (request) =>
      assist.assist(sessionOf(request), aiAssistRequestSchema.parse(request.body ?? {})),
    );
  };
}
