import { AI_MESSAGES, aiProgressLine } from '@worksphere/contracts';
import { formatInstant } from '../format-instant.js';
import { UNTRUSTED_DATA_NOTE } from '../tools/registry.js';
import type { AgentAnswer, AgentRun, AiProvider } from './provider.js';
import { AiProviderError } from './provider.js';
import { readCompletion, WireFailure, type Completion, type ToolCall } from './openai.wire.js';

/*
 * Any OpenAI-compatible chat-completions endpoint with tool calling (OpenAI, Ollama, vLLM,
 * llama.cpp server). Answers are asked streamed and read whole (openai.wire.ts, which also
 * takes one JSON body); each request has a time-out; 429, 5xx and an answer cut off on the way
 * are retried with backoff (Retry-After when the server gives one).
 */

export type OpenAiSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Model turns per run before giving up (each may call tools). */
  maxSteps: number;
  /** First backoff; doubled per retry. */
  retryBaseMs: number;
};

type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(message);
  }
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function completeOnce(messages: ChatMessage[], tools: unknown[]): Promise<Completion> {
    const signal = AbortSignal.timeout(settings.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        signal,
        headers: {
          'content-type': 'application/json',
          ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: settings.model,
          messages,
          ...(tools.length ? { tools, tool_choice: 'auto' } : {}),
          stream: true,
        }),
      });
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel();
        throw new RetryableError(
          response.status === 429 ? AI_MESSAGES.providerRateLimited : AI_MESSAGES.providerFailed,
          retryAfterMs(response.headers.get('retry-after')),
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AiProviderError(AI_MESSAGES.providerFailed);
      }
      // Read whole: a streamed answer is only used once complete (openai.wire.ts).
      const text = await response.text().catch((error: unknown) => {
        if (signal.aborted) throw error;
        throw new WireFailure('the connection was lost during the answer', 'cut');
      });
      return readCompletion(text, response.headers.get('content-type'));
    } catch (error) {
      if (signal.aborted) throw new AiProviderError(AI_MESSAGES.providerTimeout);
      if (error instanceof RetryableError || error instanceof AiProviderError) throw error;
      if (error instanceof WireFailure) {
        if (error.kind === 'cut') throw new RetryableError(AI_MESSAGES.providerBrokeOff, undefined);
        throw new AiProviderError(
          error.kind === 'streamError' ? AI_MESSAGES.providerBrokeOff : AI_MESSAGES.providerFailed,
        );
      }
      if (error instanceof SyntaxError) throw new AiProviderError(AI_MESSAGES.providerFailed);
      // Connection refused or reset: worth another try.
      throw new RetryableError(AI_MESSAGES.providerFailed, undefined);
    }
  }

  async function complete(messages: ChatMessage[], tools: unknown[]): Promise<Completion> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await completeOnce(messages, tools);
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        if (attempt >= settings.maxRetries) throw new AiProviderError(error.message);
        const backoff = settings.retryBaseMs * 2 ** attempt * (0.5 + Math.random() / 2);
        await sleep(Math.min(error.retryAfterMs ?? backoff, 30_000));
      }
    }
  }

  function systemPrompt(run: AgentRun): string {
    const { context, currentState } = run;
    return [
      'You are the assistant of Worksphere, a business workspace (tasks, notes, calendar, chat, point of sale).',
      'Act only through the tools; they run with the user’s own permissions. Never invent ids: find records first.',
      'Dates: give tools ISO 8601 instants with offsets. Money is in minor units (cents).',
      'Answer briefly in Markdown. Say plainly when a tool refused something.',
      UNTRUSTED_DATA_NOTE,
      `Now: ${formatInstant(context.now, { timeZone: context.timeZone, timeFormat: context.timeFormat })} (${context.now.toISOString()}), user's time zone ${context.timeZone}.`,
      `The user is on: ${currentState.service}${Object.keys(currentState.details).length ? ` ${JSON.stringify(currentState.details)}` : ''}.`,
    ].join('\n');
  }

  return {
    name: 'openai',
    async write(instructions, input) {
      const completion = await complete(
        [
          { role: 'system', content: instructions },
          { role: 'user', content: input },
        ],
        [],
      );
      return completion.content.trim();
    },
    async run(run): Promise<AgentAnswer> {
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPrompt(run) },
        ...run.history
          .filter((line) => line.role === 'user' || line.role === 'llm')
          .map((line): ChatMessage =>
            line.role === 'user'
              ? { role: 'user', content: line.content }
              : { role: 'assistant', content: line.content },
          ),
        { role: 'user', content: run.message },
      ];
      const tools = run.tools.specs();
      const reasoning: string[] = [];
      for (let step = 0; step < settings.maxSteps; step += 1) {
        run.onUpdate(AI_MESSAGES.thinking);
        const completion = await complete(messages, tools);
        if (completion.reasoning) reasoning.push(completion.reasoning);
        if (!completion.toolCalls.length) {
          return { chatMessage: completion.content, reasoning: reasoning.join('\n\n') || null };
        }
        messages.push({
          role: 'assistant',
          content: completion.content || null,
          tool_calls: completion.toolCalls,
        });
        // One call after the other: a later call may depend on what an earlier one changed.
        for (const call of completion.toolCalls) {
          run.onUpdate(aiProgressLine(call.function.name));
          const result = await run.tools.execute(
            run.context,
            call.function.name,
            call.function.arguments,
          );
          reasoning.push(
            `${call.function.name}(${call.function.arguments}) → ${result.ok ? 'ok' : `error: ${result.error}`}`,
          );
          messages.push({
            role: 'tool',
            tool_call_id: call.id,
            content: run.tools.contentForModel(call.function.name, result),
          });
        }
      }
      throw new AiProviderError(AI_MESSAGES.tooManySteps);
    },
  };
}
