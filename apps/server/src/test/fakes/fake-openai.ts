import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local OpenAI-compatible chat-completions server for tests. Each request takes the next
 * scripted step and answers it in OpenAI's real streamed shape (SSE of chat.completion.chunk
 * objects, tool_calls split over several chunks, then `data: [DONE]`), or with an error status
 * (429 with Retry-After), or too slowly. Requests are recorded for assertions.
 * Real servers' other habits: `json: true` answers one chat.completion body although
 * `stream: true` was asked (servers that do not stream); `cut` sends part of a stream and drops
 * the connection; `streamError` sends part of a stream, then an error (OpenAI's `data:
 * {"error": ...}` chunk, or an SSE `event: error`) and ends without `[DONE]`.
 */

type Calls = Array<{ name: string; arguments: string }>;

export type FakeStep =
  | { kind: 'text'; content: string; reasoning?: string; json?: boolean }
  | { kind: 'tools'; calls: Calls; json?: boolean }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'cut'; content: string }
  | { kind: 'streamError'; content: string; style: 'chunk' | 'event' };

export type FakeRequest = {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream: boolean;
    messages: Array<{
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: unknown[];
    }>;
    tools: Array<{ type: string; function: { name: string; parameters: unknown } }>;
  };
};

export type FakeOpenAi = {
  url: string;
  requests: FakeRequest[];
  script: (...steps: FakeStep[]) => void;
  close: () => Promise<void>;
};

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;

/** The whole answer as one chat.completion object, as a server that does not stream sends it. */
function completionBody(step: { content?: string; reasoning?: string; calls?: Calls }, n: number) {
  const toolCalls = step.calls?.map((call, index) => ({
    id: `call_${index}_${n}`,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
  }));
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: step.content ?? null,
          ...(step.reasoning ? { reasoning_content: step.reasoning } : {}),
          ...(toolCalls ? { tool_calls: toolCalls } : {}),
        },
        logprobs: null,
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const steps: FakeStep[] = [];
  const requests: FakeRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data: Buffer) => (raw += data.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        return response.end(JSON.stringify({ error: { message: 'Not found' } }));
      }
      requests.push({ headers: request.headers, body: JSON.parse(raw) as FakeRequest['body'] });
      const step = steps.shift() ?? { kind: 'text', content: 'Done.' };
      if (step.kind === 'status') {
        response.writeHead(step.status, {
          'content-type': 'application/json',
          ...(step.retryAfter ? { 'retry-after': step.retryAfter } : {}),
        });
        return response.end(
          JSON.stringify({
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          }),
        );
      }
      if (step.kind === 'slow') {
        const timer = setTimeout(() => response.end(), step.delayMs);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if ((step.kind === 'text' || step.kind === 'tools') && step.json) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(completionBody(step, requests.length));
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      if (step.kind === 'cut') {
        response.write(chunk({ content: step.content }));
        // Flushed first, then the connection goes: the client has read part of an answer.
        return void setTimeout(() => response.socket?.destroy(), 20);
      }
      if (step.kind === 'streamError') {
        response.write(chunk({ content: step.content }));
        const error = { message: 'The server had an error while processing your request.' };
        return response.end(
          step.style === 'event'
            ? `event: error\ndata: ${JSON.stringify({ error })}\n\n`
            : `data: ${JSON.stringify({ error: { ...error, type: 'server_error', code: null } })}\n\n`,
        );
      }
      if (step.kind === 'text') {
        if (step.reasoning) response.write(chunk({ reasoning_content: step.reasoning }));
        // Split the text in two chunks, as real streams do.
        const half = Math.ceil(step.content.length / 2);
        response.write(chunk({ content: step.content.slice(0, half) }));
        response.write(chunk({ content: step.content.slice(half) }));
        response.write(chunk({}, 'stop'));
      } else {
        step.calls.forEach((call, index) => {
          const half = Math.ceil(call.arguments.length / 2);
          response.write(
            chunk({
              tool_calls: [
                {
                  index,
                  id: `call_${index}_${requests.length}`,
                  type: 'function',
                  function: { name: call.name, arguments: '' },
                },
              ],
            }),
          );
          response.write(
            chunk({
              tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }],
            }),
          );
          response.write(
            chunk({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] }),
          );
        });
        response.write(chunk({}, 'tool_calls'));
      }
      response.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      steps.length = 0;
      steps.push(...next);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
