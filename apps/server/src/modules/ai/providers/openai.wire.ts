/*
 * What an OpenAI-compatible chat-completions server answers, read into one completion. Asked
 * with `stream: true`, most servers answer server-sent events (chat.completion.chunk objects,
 * then `data: [DONE]`); some ignore the flag and answer one chat.completion JSON body. A stream
 * that reports an error, or stops before it says it is done, is a failure: its text so far is
 * never an answer.
 */

export type ToolCall = {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
};

export type Completion = { content: string; reasoning: string; toolCalls: ToolCall[] };

/**
 * The server failed inside a 200 answer: `cut` (the stream stopped before it was done; the same
 * request may do better), `streamError` (it reported an error half-way), `badBody` (a JSON body
 * with an error or no answer).
 */
export class WireFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'cut' | 'streamError' | 'badBody',
  ) {
    super(message);
    this.name = 'WireFailure';
  }
}

type Message = {
  content?: string | null;
  reasoning_content?: string | null;
  reasoning?: string | null;
};

type ToolCallPart = {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: unknown };
};

type ServerError = { error?: { message?: string } | string | null };

type Chunk = ServerError & {
  choices?: Array<{
    delta?: Message & { tool_calls?: ToolCallPart[] };
    finish_reason?: string | null;
  }>;
};

type Body = ServerError & {
  choices?: Array<{ message?: Message & { tool_calls?: ToolCallPart[] } }>;
};

const serverError = (value: ServerError) => {
  const error = value.error;
  if (!error) return undefined;
  return typeof error === 'string' ? error : (error.message ?? 'unknown error');
};

/** Arguments are a JSON string on the wire; a few servers send the object itself. */
const argumentsText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

/** One chat.completion body (the answer of a server that ignored `stream: true`). */
function readBody(text: string): Completion {
  const body = JSON.parse(text) as Body;
  const error = serverError(body);
  if (error) throw new WireFailure(`model server error: ${error}`, 'badBody');
  const message = body.choices?.[0]?.message;
  if (!message) throw new WireFailure('model server answered no choice', 'badBody');
  return {
    content: message.content ?? '',
    reasoning: message.reasoning_content ?? message.reasoning ?? '',
    toolCalls: (message.tool_calls ?? []).map((call, index) => ({
      id: call.id ?? `call_${index}`,
      type: 'function',
      function: {
        name: call.function?.name ?? '',
        arguments: argumentsText(call.function?.arguments),
      },
    })),
  };
}

function isJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** An SSE body of chat.completion.chunk objects, assembled. */
function readEvents(text: string): Completion {
  const completion: Completion = { content: '', reasoning: '', toolCalls: [] };
  let done = false;
  let finished = false;
  // SSE: lines of one event until a blank line; `event:` names it, `data:` lines carry it.
  let eventName = '';
  let data: string[] = [];
  const dispatch = () => {
    const lines = data;
    const name = eventName;
    eventName = '';
    data = [];
    if (name === 'error') {
      throw new WireFailure(
        `model server error event: ${lines.join(' ').slice(0, 200)}`,
        'streamError',
      );
    }
    // Some servers leave out the blank line between events: one chunk per data line then.
    if (lines.length > 1 && !isJson(lines.join('\n'))) lines.forEach(handle);
    else handle(lines.join('\n'));
  };
  const handle = (text: string) => {
    const payload = text.trim();
    if (!payload) return;
    if (payload === '[DONE]') {
      done = true;
      return;
    }
    const chunk = JSON.parse(payload) as Chunk;
    const error = serverError(chunk);
    if (error) throw new WireFailure(`model server error: ${error}`, 'streamError');
    const choice = chunk.choices?.[0];
    if (choice?.finish_reason) finished = true;
    const delta = choice?.delta;
    if (!delta) return;
    completion.content += delta.content ?? '';
    completion.reasoning += delta.reasoning_content ?? delta.reasoning ?? '';
    for (const part of delta.tool_calls ?? []) {
      const index = part.index ?? 0;
      const call = (completion.toolCalls[index] ??= {
        id: '',
        type: 'function',
        function: { name: '', arguments: '' },
      });
      if (part.id) call.id = part.id;
      call.function.name += part.function?.name ?? '';
      call.function.arguments += argumentsText(part.function?.arguments);
    }
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trimEnd();
    if (!line) {
      dispatch();
      continue;
    }
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') eventName = value.trim();
    else if (field === 'data') data.push(value);
  }
  dispatch();
  // Neither [DONE] nor a finish reason: the answer was cut off on the way.
  if (!done && !finished) throw new WireFailure('model answer ended before it was done', 'cut');
  completion.toolCalls = completion.toolCalls.filter(Boolean);
  return completion;
}

/** The completion in a 2xx answer's body, streamed or not. */
export function readCompletion(text: string, contentType: string | null): Completion {
  const isJson =
    /^application\/(.+\+)?json\b/i.test(contentType ?? '') ||
    (!/event-stream/i.test(contentType ?? '') && text.trimStart().startsWith('{'));
  return isJson ? readBody(text) : readEvents(text);
}
