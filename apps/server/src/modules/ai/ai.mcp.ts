import { AI_MESSAGES, API_SCOPE_MESSAGES, CALLS_MESSAGES } from '@worksphere/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  readBearerToken,
  sessionOf,
  type SessionContext,
} from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { SEND_SMS_ROUTE, type CallsRateLimit } from '../calls/calls.rate-limit.js';
import type { AiService } from './ai.service.js';
import type { AiServices } from './ai.services.js';
import type { AccessTokens } from './ai.tokens.js';

/** A body sent as JSON that does not parse: answered as JSON-RPC, not as our API's errors. */
const NOT_JSON = Symbol('not JSON');

/** A JSON-RPC error that answers no particular request (id null), as the MCP SDK writes them. */
function jsonRpcError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply
    .status(status)
    .header('content-type', 'application/json')
    .send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * RFC 6750 §3: a request without a token learns the scheme and realm; one with a token that is
 * not (or no longer) good also learns `invalid_token`. Header text is ASCII, so the description
 * is its own, not the product's message.
 */
function challenge(secret: string | undefined) {
  const realm = 'Bearer realm="worksphere"';
  if (!secret) return realm;
  return `${realm}, error="invalid_token", error_description="The access token is invalid, revoked or expired."`;
}

/**
 * POST /api/mcp: the streamable HTTP transport, stateless (a server per request), signed in by
 * a personal access token. GET and DELETE (server-sent streams, sessions) are not offered: 405,
 * which MCP clients read as "no stream to open" and carry on with POST.
 */
export function mcpRoutes(
  ai: Pick<AiService, 'tools' | 'takeModelUse'>,
  services: AiServices,
  tokens: AccessTokens,
  callsLimit: CallsRateLimit,
) {
  const { tools } = ai;
  /**
   * The tools that stand for a rate-limited route count against that route's own limit: the
   * refusal's text, or null when the call may go on.
   */
  type ToolLimit = (request: FastifyRequest, session: SessionContext) => Promise<string | null>;
  const toolLimits: Record<string, ToolLimit> = {
    send_sms: async (request) =>
      (await callsLimit.take(request, SEND_SMS_ROUTE)).allowed ? null : CALLS_MESSAGES.rateLimited,
    // It writes with the model, as POST /email/send/generateSmartReply: the user's AI rate.
    draft_email_reply: async (_request, session) =>
      (await ai.takeModelUse(session)) ? null : AI_MESSAGES.rateLimited,
  };
  const limitTool = (request: FastifyRequest, session: SessionContext) => async (name: string) =>
    (await toolLimits[name]?.(request, session)) ?? null;

  return async (app: FastifyInstance) => {
    // Only in this plugin: the body is parsed here so that what is not JSON gets -32700.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, NOT_JSON);
      }
    });

    // Before the body is read: who is calling (401 with a Bearer challenge otherwise).
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      const secret = readBearerToken(request);
      try {
        const session = await tokens.resolve(secret);
        if (!session.tokenScopes.includes('mcp')) {
          return reply
            .status(403)
            .send({ error: API_SCOPE_MESSAGES.mcpScopeMissing, code: 'FORBIDDEN' });
        }
        request.auth = session;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
        return reply
          .status(401)
          .header('www-authenticate', challenge(secret))
          .send({ error: error.message, code: error.code });
      }
    });

    app.post('/mcp', async (request, reply) => {
      if (request.body === NOT_JSON) {
        return jsonRpcError(reply, 400, -32700, 'Parse error: the body is not valid JSON.');
      }
      const session = sessionOf(request);
      const { mcpServerFor, StreamableHTTPServerTransport } = await import('./ai.mcp-server.js');
      const server = mcpServerFor(session, tools, services, {
        limitTool: limitTool(request, session),
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    });

    const notOffered = async (_request: FastifyRequest, reply: FastifyReply) =>
      jsonRpcError(reply.header('allow', 'POST'), 405, -32000, 'Method not allowed: use POST.');
    app.get('/mcp', notOffered);
    app.delete('/mcp', notOffered);
  };
}
