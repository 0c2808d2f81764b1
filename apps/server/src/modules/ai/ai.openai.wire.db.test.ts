import { AI_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectAi, finalOf } from '../../test/ai-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

/*
 * Model servers as they are, not as the documentation says: some answer one JSON body although
 * asked to stream; streams break off or report an error half-way.
 */

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const testApp = useTestApp(() => ({
  AI_BASE_URL: fake.url,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'fake-model',
  AI_TIMEOUT_MS: '3000',
  AI_MAX_RETRIES: '2',
}));
const live = useLiveSockets(testApp);
const aiSocket = async (token: string) => live.track(await connectAi(live.baseUrl, token));

async function storedLines(token: string, sessionId: string) {
  const stored = await call(testApp.app, 'GET', `/ai/conversations/${sessionId}`, { token });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().messages as Array<{ role: string; content: string }>;
}

describe('the assistant with real model servers', () => {
  it('understands a server that ignores stream: true and runs the tool calls of its JSON body', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    fake.requests.length = 0;
    fake.script(
      {
        kind: 'tools',
        json: true,
        calls: [{ name: 'create_task', arguments: JSON.stringify({ title: 'Order paper' }) }],
      },
      { kind: 'text', json: true, content: 'Added it.', reasoning: 'A task was asked for.' },
    );
    const { outcome } = await ask(testApp.app, socket, admin.token, 'add order paper');
    const final = finalOf(outcome);
    expect(final.chatMessage).toContain('Added it.');
    expect(final.reasoning).toContain('A task was asked for.');
    expect(final.changes).toEqual([
      { action: 'created', entity: 'task', id: expect.any(String), title: 'Order paper' },
    ]);
    expect(fake.requests[0]!.body.stream).toBe(true);
    const tasks = await call(testApp.app, 'GET', '/tasks?q=Order%20paper', { token: admin.token });
    expect(tasks.json().tasks).toHaveLength(1);
  });

  it('ends a stream cut off on the way as an error line, after retrying, not a partial answer', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    fake.requests.length = 0;
    fake.script(
      { kind: 'cut', content: 'The first half of' },
      { kind: 'cut', content: 'The first half of' },
      { kind: 'cut', content: 'The first half of' },
    );
    const { outcome, sessionId } = await ask(testApp.app, socket, admin.token, 'tell me');
    expect(outcome).toEqual({ error: AI_MESSAGES.providerBrokeOff });
    expect(fake.requests).toHaveLength(3);
    expect(await storedLines(admin.token, sessionId)).toEqual([
      expect.objectContaining({ role: 'user', content: 'tell me' }),
      expect.objectContaining({ role: 'error', content: AI_MESSAGES.providerBrokeOff }),
    ]);

    // A cut that a retry gets past is an answer like any other.
    fake.script({ kind: 'cut', content: 'Half' }, { kind: 'text', content: 'Whole answer.' });
    const retried = await ask(testApp.app, socket, admin.token, 'again');
    expect(finalOf(retried.outcome).chatMessage).toBe('Whole answer.');
  });

  it('ends a stream that reports an error (chunk or SSE event) as an error line', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    for (const style of ['chunk', 'event'] as const) {
      fake.requests.length = 0;
      fake.script({ kind: 'streamError', content: 'Partial words', style });
      const { outcome, sessionId } = await ask(testApp.app, socket, admin.token, `hi ${style}`);
      expect(outcome).toEqual({ error: AI_MESSAGES.providerBrokeOff });
      // The server said what went wrong: asking again the same way would not help.
      expect(fake.requests).toHaveLength(1);
      const lines = await storedLines(admin.token, sessionId);
      expect(lines.map((line) => line.role)).toEqual(['user', 'error']);
      expect(lines.some((line) => line.content.includes('Partial words'))).toBe(false);
    }
  });
});
