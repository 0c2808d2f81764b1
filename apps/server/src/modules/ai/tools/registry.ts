import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import type { createEmailAssist } from '../ai.email.js';
import type { AiServices } from '../ai.services.js';
import { calendarChangeTools } from './calendar-changes.tools.js';
import { calendarTools } from './calendar.tools.js';
import { chatNewsTools } from './chat-news.tools.js';
import { chatTools } from './chat.tools.js';
import { emailTools } from './email.tools.js';
import { navigateTools } from './navigate.tools.js';
import { peopleTools } from './people.tools.js';
import { noteTools } from './notes.tools.js';
import { posTools } from './pos.tools.js';
import { reminderTools } from './reminders.tools.js';
import { salesTools } from './sales.tools.js';
import { smsTools } from './sms.tools.js';
import { taskTools } from './tasks.tools.js';
import type { AiTool, ToolContext } from './tool.js';

/*
 * Every tool the assistant (the model, the offline assistant and later MCP) may use. A new area
 * adds one file exporting `(services) => AiTool[]` and one line below.
 */
const TOOL_FILES: Array<(services: AiToolServices) => AiTool[]> = [
  taskTools,
  reminderTools,
  noteTools,
  calendarTools,
  calendarChangeTools,
  chatTools,
  chatNewsTools,
  peopleTools,
  posTools,
  salesTools,
  emailTools,
  smsTools,
  navigateTools,
];

/** The services plus the provider's e-mail writer (smart reply) of the running assistant. */
export type AiToolServices = AiServices & { emailAssist: ReturnType<typeof createEmailAssist> };

export type ToolResult = { ok: true; result: unknown } | { ok: false; error: string };

/** The OpenAI "tools" entry of a tool. */
export type ToolSpec = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export type ToolRegistry = {
  tools: AiTool[];
  has: (name: string) => boolean;
  specs: () => ToolSpec[];
  /**
   * Run a tool by name with arguments as the model gave them (a JSON string or an object).
   * Unknown tools, unparsable or invalid arguments are answered as errors and nothing runs;
   * a service's refusal (permission, not found, invalid) is answered with its message.
   */
  execute: (context: ToolContext, name: string, rawArguments: unknown) => Promise<ToolResult>;
};

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

export function createToolRegistry(
  services: AiToolServices,
  onUnexpected: (error: unknown, tool: string) => void,
): ToolRegistry {
  const tools = TOOL_FILES.flatMap((file) => file(services));
  const byName = new Map(tools.map((tool) => [tool.name, tool]));

  return {
    tools,
    has: (name) => byName.has(name),
    specs: () =>
      tools.map((tool) => ({
        type: 'function',
        function: {
          name: tool.name,
          description: tool.description,
          parameters: z.toJSONSchema(tool.parameters, { io: 'input' }) as Record<string, unknown>,
        },
      })),
    async execute(context, name, rawArguments) {
      const tool = byName.get(name);
      if (!tool) return { ok: false, error: `Unknown tool "${name}".` };
      let value: unknown = rawArguments ?? {};
      if (typeof rawArguments === 'string') {
        try {
          value = rawArguments.trim() ? JSON.parse(rawArguments) : {};
        } catch {
          return { ok: false, error: 'The arguments are not valid JSON.' };
        }
      }
      const parsed = tool.parameters.safeParse(value);
      if (!parsed.success) {
        return { ok: false, error: `Invalid arguments: ${describeIssues(parsed.error)}` };
      }
      try {
        return { ok: true, result: await tool.run(context, parsed.data) };
      } catch (error) {
        if (error instanceof AppError) return { ok: false, error: error.message };
        if (error instanceof z.ZodError) {
          return { ok: false, error: `Invalid arguments: ${describeIssues(error)}` };
        }
        onUnexpected(error, name);
        return { ok: false, error: 'The tool failed unexpectedly.' };
      }
    },
  };
}
