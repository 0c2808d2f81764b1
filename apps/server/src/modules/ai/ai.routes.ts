import {
  aiAgentRequestSchema,
  aiReviseDraftRequestSchema,
  aiSmartReplyRequestSchema,
  createAiAccessTokenRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { registerActionRoutes } from './actions/actions.routes.js';
import type { AiService } from './ai.service.js';
import type { AccessTokens } from './ai.tokens.js';

type WithSession = { Params: { sessionId: string } };

/** POST /ai/agent and the conversations of spec 3 §7 "AI": the caller's own only. */
export function aiRoutes(ai: AiService, tokens: AccessTokens, authenticate: PreHandler) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', authenticate);
    registerActionRoutes(app, ai.actions);

    app.post('/ai/agent', async (request, reply) => {
      const input = aiAgentRequestSchema.parse(request.body ?? {});
      return reply.status(202).send(await ai.startAgent(sessionOf(request), input));
    });

    app.get('/ai/conversations', async (request) => ({
      conversations: await ai.listConversations(sessionOf(request)),
    }));

    app.get<WithSession>('/ai/conversations/:sessionId', async (request) =>
      ai.getConversation(sessionOf(request), request.params.sessionId),
    );

    app.delete<WithSession>('/ai/conversations/:sessionId', async (request) => {
      await ai.deleteConversation(sessionOf(request), request.params.sessionId);
      return { ok: true };
    });

    // E-mail writing help (spec 3 §7 Email) through the assistant's provider.
    app.post('/email/send/generateSmartReply', async (request) =>
      ai.smartReply(sessionOf(request), aiSmartReplyRequestSchema.parse(request.body ?? {})),
    );
    app.post('/email/send/generateReviseDraft', async (request) =>
      ai.reviseDraft(sessionOf(request), aiReviseDraftRequestSchema.parse(request.body ?? {})),
    );

    // Personal access tokens of the MCP server (Settings).
    app.get('/ai/tokens', async (request) => ({ tokens: await tokens.list(sessionOf(request)) }));
    app.post('/ai/tokens', async (request, reply) => {
      const { name, actsWithoutConfirmation, scopes } = createAiAccessTokenRequestSchema.parse(
        request.body ?? {},
      );
      return reply
        .status(201)
        .send(await tokens.create(sessionOf(request), name, actsWithoutConfirmation, scopes));
    });
    app.delete<{ Params: { id: string } }>('/ai/tokens/:id', async (request) => {
      await tokens.revoke(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.delete('/ai/conversations', async (request) => ({
      ok: true,
      deleted: await ai.deleteAllConversations(sessionOf(request)),
    }));
  };
}
