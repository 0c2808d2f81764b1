import type { FastifyInstance } from 'fastify';
import { readBearerToken } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { AiServices } from './ai.services.js';
import type { AccessTokens } from './ai.tokens.js';
import type { ToolRegistry } from './tools/registry.js';

/**
 * POST /api/mcp: the streamable HTTP transport, stateless (a server per request), signed in by
 * a personal access token. GET and DELETE (sessions, server-sent streams) are not offered.
 */
export function mcpRoutes(tools: ToolRegistry, services: AiServices, tokens: AccessTokens) {
  return async (app: FastifyInstance) => {
    app.post('/mcp', async (request, reply) => {
      const session = await tokens.resolve(readBearerToken(request));
      const { mcpServerFor, StreamableHTTPServerTransport } = await import('./ai.mcp-server.js');
      const server = mcpServerFor(session, tools, services);
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
    const notOffered = async () => {
      throw new AppError('BAD_REQUEST', 'This MCP server is stateless: use POST.');
    };
    app.get('/mcp', notOffered);
    app.delete('/mcp', notOffered);
  };
}
