import type { PresenceResponse } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import type { ChatPresence } from './chat.presence.js';

/** GET /chat/presence: who in the caller's organisation is online or away, read on load. */
export function chatPresenceRoutes(presence: ChatPresence, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    app.get('/chat/presence', async (request): Promise<PresenceResponse> => ({
      presence: await presence.list(sessionOf(request)),
    }));
  };
}
