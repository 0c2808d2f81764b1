import type { AiRole } from '@worksphere/contracts';
import type { ToolRegistry } from '../tools/registry.js';
import type { ToolContext } from '../tools/tool.js';

/** One run of the assistant for one user message. */
export type AgentRun = {
  message: string;
  /** Earlier lines of the conversation (only when includeConversationHistory). */
  history: Array<{ role: AiRole; content: string }>;
  currentState: { service: string; details: Record<string, unknown> };
  context: ToolContext;
  tools: ToolRegistry;
  /** A progress line for the user (aiUpdate). */
  onUpdate: (update: string) => void;
};

export type AgentAnswer = {
  chatMessage: string;
  reasoning: string | null;
  /** Example requests offered as chips (the offline assistant's answer to the unknown). */
  suggestions?: string[];
};

export type AiProvider = {
  name: 'offline' | 'openai';
  run: (run: AgentRun) => Promise<AgentAnswer>;
  /** Plain writing, no tools (e-mail replies); null: this provider cannot write (offline). */
  write: ((instructions: string, input: string) => Promise<string>) | null;
};

/** A failure whose message is for the user (sent as aiError). */
export class AiProviderError extends Error {
  override name = 'AiProviderError';
}
