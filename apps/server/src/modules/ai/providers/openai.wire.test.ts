import { describe, expect, it } from 'vitest';
import { readCompletion, WireFailure } from './openai.wire.js';

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}`;

const SSE = 'text/event-stream';

function failureOf(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof WireFailure) return error.kind;
    throw error;
  }
  throw new Error('expected a WireFailure');
}

describe('reading a chat completion', () => {
  it('assembles a stream of chunks, tool call arguments split over several', () => {
    const body = [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'Hel' }),
      chunk({ content: 'lo', reasoning_content: 'why' }),
      chunk({
        tool_calls: [{ index: 0, id: 'c1', function: { name: 'find', arguments: '{"q"' } }],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: ':"x"}' } }] }),
      chunk({}, 'tool_calls'),
      'data: [DONE]',
      '',
    ].join('\n\n');
    expect(readCompletion(body, SSE)).toEqual({
      content: 'Hello',
      reasoning: 'why',
      toolCalls: [
        { id: 'c1', type: 'function', function: { name: 'find', arguments: '{"q":"x"}' } },
      ],
    });
  });

  it('takes events without blank lines between them, and comments, as some servers send', () => {
    const body = [': keep-alive', chunk({ content: 'A' }), chunk({ content: 'B' }, 'stop')].join(
      '\n',
    );
    expect(readCompletion(body, SSE).content).toBe('AB');
  });

  it('takes a stream that gives a finish reason but no [DONE] as complete', () => {
    expect(readCompletion(`${chunk({ content: 'Done' }, 'stop')}\n\n`, SSE).content).toBe('Done');
  });

  it('refuses a stream that stops before it is done', () => {
    expect(failureOf(() => readCompletion(`${chunk({ content: 'Half of' })}\n\n`, SSE))).toBe(
      'cut',
    );
  });

  it('refuses a stream that reports an error, as a chunk or as an SSE error event', () => {
    const asChunk = `${chunk({ content: 'Par' })}\n\ndata: {"error":{"message":"overloaded"}}\n\n`;
    const asEvent = `${chunk({ content: 'Par' })}\n\nevent: error\ndata: {"message":"overloaded"}\n\n`;
    expect(failureOf(() => readCompletion(asChunk, SSE))).toBe('streamError');
    expect(failureOf(() => readCompletion(asEvent, SSE))).toBe('streamError');
  });

  it('understands one chat.completion body, also when labelled as plain text', () => {
    const body = JSON.stringify({
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              { id: 'c1', type: 'function', function: { name: 'find', arguments: { q: 'x' } } },
            ],
          },
          finish_reason: 'tool_calls',
        },
      ],
    });
    const expected = {
      content: '',
      reasoning: '',
      toolCalls: [
        { id: 'c1', type: 'function', function: { name: 'find', arguments: '{"q":"x"}' } },
      ],
    };
    expect(readCompletion(body, 'application/json; charset=utf-8')).toEqual(expected);
    expect(readCompletion(body, 'text/plain')).toEqual(expected);
  });

  it('refuses a JSON body that carries an error or no answer', () => {
    const json = 'application/json';
    expect(failureOf(() => readCompletion('{"error":{"message":"bad model"}}', json))).toBe(
      'badBody',
    );
    expect(failureOf(() => readCompletion('{"choices":[]}', json))).toBe('badBody');
  });
});
