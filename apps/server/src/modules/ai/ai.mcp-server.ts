import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AiChange } from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { AiServices } from './ai.services.js';
import type { ToolRegistry } from './tools/registry.js';

/*
 * The MCP SDK side of POST /api/mcp (ai.mcp.ts), loaded on the first such request: the SDK
 * with its HTTP layer is 0.15 MB that a start without MCP clients never needs.
 */

export { StreamableHTTPServerTransport };

/** An MCP server for one request, whose tools act as this session's user. */
export function mcpServerFor(session: SessionContext, tools: ToolRegistry, services: AiServices) {
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
