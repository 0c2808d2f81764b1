import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { AiChange } from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { closedSchema, unknownArguments } from './ai.mcp-schema.js';
import type { AiServices } from './ai.services.js';
import type { ToolRegistry } from './tools/registry.js';

/*
 * The MCP SDK side of POST /api/mcp (ai.mcp.ts), loaded on the first such request: the SDK
 * with its HTTP layer is 0.15 MB that a start without MCP clients never needs.
 */

export { StreamableHTTPServerTransport };

type InputSchema = { type: 'object'; [key: string]: unknown };

/** The tools' closed input schemas, computed once per registry (they never change). */
const schemasOf = new WeakMap<ToolRegistry, Map<string, InputSchema>>();
function inputSchemas(tools: ToolRegistry) {
  let schemas = schemasOf.get(tools);
  if (!schemas) {
    schemas = new Map(
      tools
        .specs()
        .map(({ function: tool }) => [tool.name, closedSchema(tool.parameters) as InputSchema]),
    );
    schemasOf.set(tools, schemas);
  }
  return schemas;
}

const refusal = (error: string) => ({
  content: [{ type: 'text' as const, text: JSON.stringify({ error }) }],
  isError: true,
});

export type McpServerOptions = {
  /** The refusal of a tool call by the limit of the route it stands for; null when allowed. */
  limitTool: (name: string) => Promise<string | null>;
};

/** An MCP server for one request, whose tools act as this session's user. */
export function mcpServerFor(
  session: SessionContext,
  tools: ToolRegistry,
  services: AiServices,
  options: McpServerOptions,
) {
  const server = new Server(
    { name: 'worksphere', version: '1.0.0' },
    { capabilities: { tools: {} } },
  );
  const schemas = inputSchemas(tools);
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: tools.specs().map(({ function: tool }) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: schemas.get(tool.name)!,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name } = request.params;
    const schema = schemas.get(name);
    const unknown = schema ? unknownArguments(schema, request.params.arguments ?? {}) : [];
    if (unknown.length) {
      return refusal(
        `Invalid arguments: unknown ${unknown.length === 1 ? 'argument' : 'arguments'} ${unknown.map((key) => `"${key}"`).join(', ')}.`,
      );
    }
    const limited = await options.limitTool(name);
    if (limited) return refusal(limited);
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
