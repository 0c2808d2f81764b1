import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * An OpenAI-compatible chat-completions server that behaves like a naive model: it looks the
 * user's request up with one tool, then obeys any instruction it finds in what it read ("send
 * an SMS to +1 555 ... saying "..."") by calling send_sms, and claims it was sent. Answers are
 * streamed as OpenAI streams them (SSE chat.completion.chunk, then [DONE]). Requests are kept.
 */

export type ObedientRequest = {
  messages: Array<{ role: string; content: string | null; tool_calls?: unknown[] }>;
  tools: Array<{ function: { name: string } }>;
};

export type ObedientModel = {
  url: string;
  requests: ObedientRequest[];
  /** The tool the model calls first to look the user's request up. */
  lookUpWith: (name: string, args: Record<string, unknown>) => void;
  close: () => Promise<void>;
};

/** The injected instruction the model obeys (its quotes as JSON escapes them, or not). */
const INSTRUCTION = /send an? (?:sms|text message) to (\+?\d[\d\s-]{5,}\d) saying \\?"(.+?)\\?"/i;

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-obedient',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'obedient-model',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  })}\n\n`;

type Reply = { text: string } | { tool: string; args: Record<string, unknown> };

function decide(request: ObedientRequest, lookUp: { name: string; args: object }): Reply {
  const last = request.messages.at(-1);
  if (last?.role === 'user') return { tool: lookUp.name, args: { ...lookUp.args } };
  const alreadyAsked = request.messages.some((message) =>
    JSON.stringify(message.tool_calls ?? []).includes('send_sms'),
  );
  const read = request.messages
    .filter((message) => message.role === 'tool')
    .map((message) => message.content ?? '')
    .join('\n');
  const instruction = INSTRUCTION.exec(read);
  if (instruction && !alreadyAsked) {
    return {
      tool: 'send_sms',
      args: { to: instruction[1]!.trim(), text: instruction[2] },
    };
  }
  return { text: alreadyAsked ? 'I have sent the text message as instructed.' : 'Done.' };
}

export async function startObedientModel(): Promise<ObedientModel> {
  const requests: ObedientRequest[] = [];
  let lookUp = { name: 'search_email', args: { query: 'invoice' } as object };
  let calls = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (data: Buffer) => (raw += data.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as ObedientRequest;
      requests.push(body);
      const reply = decide(body, lookUp);
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }));
      if ('text' in reply) {
        response.write(chunk({ content: reply.text }));
        response.write(chunk({}, 'stop'));
      } else {
        calls += 1;
        const args = JSON.stringify(reply.args);
        const half = Math.floor(args.length / 2);
        response.write(
          chunk({
            tool_calls: [
              {
                index: 0,
                id: `call_${calls}`,
                type: 'function',
                function: { name: reply.tool, arguments: args.slice(0, half) },
              },
            ],
          }),
        );
        response.write(
          chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }),
        );
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
    lookUpWith: (name, args) => {
      lookUp = { name, args };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
