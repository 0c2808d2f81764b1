import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AiChange } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { readBearerToken, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { AiServices } from './ai.services.js';
import type { AccessTokens } from './ai.tokens.js';
import type { ToolRegistry } from './tools/registry.js';

/** An MCP server for one request, whose tools act as this session's user. */
function mcpServerFor(session: SessionContext, tools: ToolRegistry, services: AiServices) {
  const server = new Server(
    { name: 'worksphere', version: '1.0.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.specs().map(({ function: tool }) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.parameters as { type: 'object'; [key: string]: unknown },
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const changes: AiChange[] = [];
    let uiUpdate: unknown = null;
    const result = await tools.execute(
      {
        session,
        timeZone: await services.timeZoneOf(session),
        now: new Date(),
        recordChange: (change) => changes.push(change),
        setUiUpdate: (data) => {
          uiUpdate = data;
        },
      },
      request.params.name,
      request.params.arguments ?? {},
    );
    const body = result.ok
      ? { result: result.result, changes, ...(uiUpdate ? { uiUpdateData: uiUpdate } : {}) }
      : { error: result.error };
    return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: !result.ok };
  });
  return server;
}

/**
 * POST /api/mcp: the streamable HTTP transport, stateless (a server per request), signed in by
 * a personal access token. GET and DELETE (sessions, server-sent streams) are not offered.
 */
export function mcpRoutes(tools: ToolRegistry, services: AiServices, tokens: AccessTokens) {
  return async (app: FastifyInstance) => {
    app.post('/mcp', async (request, reply) => {
      const session = await tokens.resolve(readBearerToken(request));
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
