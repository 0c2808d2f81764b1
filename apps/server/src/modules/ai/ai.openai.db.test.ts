import { AI_MESSAGES, AI_TOOL_PROGRESS } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectAi, finalOf, newSessionId, outcomeOf } from '../../test/ai-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fakes/fake-openai.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const testApp = useTestApp(() => ({
  AI_BASE_URL: fake.url,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'fake-model',
  AI_TIMEOUT_MS: '1500',
  AI_MAX_RETRIES: '2',
}));
const live = useLiveSockets(testApp);
const aiSocket = async (token: string) => live.track(await connectAi(live.baseUrl, token));

describe('the assistant with an OpenAI-compatible model', () => {
  it('streams, calls tools with the caller’s session, and lists the change', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    const updates: string[] = [];
    socket.on('aiUpdate', (event: { update: string }) => updates.push(event.update));
    fake.requests.length = 0;
    fake.script(
      {
        kind: 'tools',
        calls: [{ name: 'create_task', arguments: JSON.stringify({ title: 'Call the bank' }) }],
      },
      { kind: 'text', content: 'I created the task.', reasoning: 'The user wants a task.' },
    );
    const { outcome } = await ask(testApp.app, socket, admin.token, 'remind me to call the bank');
    const final = finalOf(outcome);
    expect(final.chatMessage).toContain('I created the task.');
    expect(final.chatMessage).toContain('- created task "Call the bank"');
    expect(final.reasoning).toContain('The user wants a task.');
    // Progress in plain words, never the tool's name.
    expect(updates).toContain(AI_TOOL_PROGRESS.create_task);
    expect(updates.join(' ')).not.toContain('create_task');

    const [first, second] = fake.requests;
    expect(first!.headers.authorization).toBe('Bearer sk-test');
    expect(first!.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(first!.body.tools.map((tool) => tool.function.name)).toContain('draft_pos_order');
    const toolAnswer = second!.body.messages.find((message) => message.role === 'tool');
    expect(JSON.parse(toolAnswer!.content!).task.title).toBe('Call the bank');
    const tasks = await call(testApp.app, 'GET', '/tasks?q=Call%20the%20bank', {
      token: admin.token,
    });
    expect(tasks.json().tasks).toHaveLength(1);
  });

  it('answers a malformed or forbidden tool call to the model as an error and changes nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const reader = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, reader, []);
    const socket = await aiSocket(reader.token);
    fake.requests.length = 0;
    fake.script(
      {
        kind: 'tools',
        calls: [
          { name: 'create_task', arguments: '{"title": "Half' },
          { name: 'create_task', arguments: JSON.stringify({ title: 42 }) },
          { name: 'create_task', arguments: JSON.stringify({ title: 'Not allowed' }) },
          { name: 'drop_database', arguments: '{}' },
        ],
      },
      { kind: 'text', content: 'Sorry, I could not.' },
    );
    const { outcome } = await ask(testApp.app, socket, reader.token, 'make tasks');
    const final = finalOf(outcome);
    expect(final.changes).toEqual([]);
    const answers = fake.requests[1]!.body.messages.filter(
      (message) => message.role === 'tool',
    ).map((message) => JSON.parse(message.content!).error as string);
    expect(answers[0]).toBe('The arguments are not valid JSON.');
    expect(answers[1]).toMatch(/^Invalid arguments: title:/);
    expect(answers[2]).toBe('You do not have permission to do that.');
    expect(answers[3]).toBe('Unknown tool "drop_database".');
    const tasks = await call(testApp.app, 'GET', '/tasks', { token: admin.token });
    expect(tasks.json().tasks).toEqual([]);
  });

  it('sends the history only when asked', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    fake.script({ kind: 'text', content: 'First answer.' });
    const first = await ask(testApp.app, socket, admin.token, 'first question');
    fake.requests.length = 0;
    fake.script({ kind: 'text', content: 'Second answer.' });
    await ask(testApp.app, socket, admin.token, 'second question', { sessionId: first.sessionId });
    const withHistory = fake.requests[0]!.body.messages.map((m) => m.content);
    expect(withHistory).toContain('first question');
    expect(withHistory).toContain('First answer.');

    fake.requests.length = 0;
    fake.script({ kind: 'text', content: 'Third answer.' });
    await ask(testApp.app, socket, admin.token, 'third question', {
      sessionId: first.sessionId,
      includeConversationHistory: false,
    });
    const withoutHistory = fake.requests[0]!.body.messages.map((m) => m.content);
    expect(withoutHistory).not.toContain('first question');
    expect(withoutHistory).toContain('third question');
  });

  it('retries a 429 after Retry-After, and reports a time-out as aiError', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    fake.requests.length = 0;
    fake.script(
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'text', content: 'Back.' },
    );
    const retried = await ask(testApp.app, socket, admin.token, 'hello');
    expect(finalOf(retried.outcome).chatMessage).toBe('Back.');
    expect(fake.requests).toHaveLength(2);

    fake.script(
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'status', status: 429, retryAfter: '0' },
      { kind: 'status', status: 429, retryAfter: '0' },
    );
    const limited = await ask(testApp.app, socket, admin.token, 'hello again');
    expect(limited.outcome).toEqual({ error: AI_MESSAGES.providerRateLimited });

    fake.script({ kind: 'slow', delayMs: 5000 });
    const slow = await ask(testApp.app, socket, admin.token, 'are you there');
    expect(slow.outcome).toEqual({ error: AI_MESSAGES.providerTimeout });
    const stored = await call(testApp.app, 'GET', `/ai/conversations/${slow.sessionId}`, {
      token: admin.token,
    });
    expect(stored.json().messages.map((m: { role: string }) => m.role)).toEqual(['user', 'error']);
  });

  it('refuses a second message to a conversation until its answer is done, not to another', async () => {
    const admin = await registerOrganization(testApp.app);
    const socket = await aiSocket(admin.token);
    const post = (sessionId: string, message: string) =>
      call(testApp.app, 'POST', '/ai/agent', {
        token: admin.token,
        body: {
          message,
          sessionId,
          options: { includeConversationHistory: true, storeConversation: true },
          currentState: { service: 'global_chat', details: {} },
        },
      });
    fake.requests.length = 0;
    fake.script({ kind: 'slow', delayMs: 5000 });
    const sessionId = newSessionId();
    const outcome = outcomeOf(socket, sessionId);
    expect((await post(sessionId, 'a long question')).statusCode).toBe(202);
    // The first run holds the slow answer before another may reach the model.
    await expect.poll(() => fake.requests.length).toBe(1);

    const second = await post(sessionId, 'and another thing');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: AI_MESSAGES.busy, code: 'CONFLICT' });
    const elsewhere = await ask(testApp.app, socket, admin.token, 'hello');
    expect(finalOf(elsewhere.outcome).chatMessage).toBe('Done.');

    // A failed run frees its conversation too.
    expect(await outcome).toEqual({ error: AI_MESSAGES.providerTimeout });
    fake.script({ kind: 'text', content: 'Here now.' });
    const again = await ask(testApp.app, socket, admin.token, 'and another thing', { sessionId });
    expect(finalOf(again.outcome).chatMessage).toBe('Here now.');
    const stored = await call(testApp.app, 'GET', `/ai/conversations/${sessionId}`, {
      token: admin.token,
    });
    expect(stored.json().messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'error',
      'user',
      'llm',
    ]);
  });

  it('writes e-mail replies with the model, without tools, and answers 503 when it fails', async () => {
    const admin = await registerOrganization(testApp.app);
    fake.requests.length = 0;
    fake.script({ kind: 'text', content: 'Tuesday at 10 works for me.' });
    const reply = await call(testApp.app, 'POST', '/email/send/generateSmartReply', {
      token: admin.token,
      body: { emailContent: 'Can we meet?', backgroundInfo: 'Free on Tuesday morning.' },
    });
    expect(reply.json()).toEqual({
      reply: 'Tuesday at 10 works for me.',
      isTemplate: false,
      notice: null,
    });
    expect(fake.requests[0]!.body.tools).toBeUndefined();
    expect(fake.requests[0]!.body.messages[1]!.content).toContain('Free on Tuesday morning.');

    fake.script(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    );
    const failed = await call(testApp.app, 'POST', '/email/send/generateReviseDraft', {
      token: admin.token,
      body: { emailContent: 'Can we meet?', userDraft: 'yes' },
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({
      error: AI_MESSAGES.providerFailed,
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
