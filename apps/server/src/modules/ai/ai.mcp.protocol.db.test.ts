import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AI_MESSAGES, AI_TOKEN_MESSAGES, CALLS_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addNumber } from '../../test/calls-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/*
 * The HTTP side of /api/mcp as clients meet it: the methods it does not offer, the Bearer
 * challenge, bodies that are not JSON, closed tool schemas, and the limits of the routes its
 * tools stand for (here the SMS route's and the assistant's, lowered to 2 a minute).
 */

const testApp = useTestApp({
  CALLS_RATE_LIMIT_MAX: '2',
  CALLS_RATE_LIMIT_WINDOW_MS: '60000',
  AI_RATE_LIMIT_MAX: '2',
  AI_RATE_LIMIT_WINDOW_MS: '60000',
});
let baseUrl = '';
const clients: Client[] = [];
beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

async function secretFor(owner: { token: string }, actsWithoutConfirmation = false) {
  const made = await call(testApp.app, 'POST', '/ai/tokens', {
    token: owner.token,
    body: { name: 'Protocol client', actsWithoutConfirmation },
  });
  expect(made.statusCode, made.body).toBe(201);
  return (made.json() as { secret: string }).secret;
}

async function connect(secret: string) {
  const client = new Client({ name: 'protocol-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  clients.push(client);
  return client;
}

const errorOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  (JSON.parse((result.content as Array<{ text: string }>)[0]!.text) as { error?: string }).error;

const mcpPost = (headers: Record<string, string>, payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { accept: 'application/json, text/event-stream', ...headers },
    payload,
  });

describe('/api/mcp over HTTP', () => {
  it('answers GET and DELETE with 405 and Allow: POST, signed in or not', async () => {
    const admin = await registerOrganization(testApp.app);
    const secret = await secretFor(admin);
    for (const method of ['GET', 'DELETE'] as const) {
      for (const headers of [{}, { authorization: `Bearer ${secret}` }]) {
        const answer = await testApp.app.inject({ method, url: '/api/mcp', headers });
        expect(answer.statusCode).toBe(405);
        expect(answer.headers.allow).toBe('POST');
        expect(answer.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
      }
    }
  });

  it('challenges a missing or bad token with WWW-Authenticate: Bearer', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const missing = await mcpPost({ 'content-type': 'application/json' }, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="worksphere"');
    expect(missing.json()).toEqual({
      error: AI_TOKEN_MESSAGES.tokenInvalid,
      code: 'UNAUTHENTICATED',
    });

    const wrong = await mcpPost(
      { 'content-type': 'application/json', authorization: 'Bearer wsp_not-a-real-token' },
      body,
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(
      /^Bearer realm="worksphere", error="invalid_token", error_description="[^"]+"$/,
    );
  });

  it('answers a body that is not JSON with JSON-RPC -32700, HTTP 400 and id null', async () => {
    const admin = await registerOrganization(testApp.app);
    const secret = await secretFor(admin);
    for (const payload of ['{"jsonrpc": "2.0", "id": 1, "method": ', 'hello', '']) {
      const answer = await mcpPost(
        { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        payload,
      );
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: expect.stringMatching(/^Parse error/) },
        id: null,
      });
    }
  });

  it('closes every tool schema and refuses a misspelt argument instead of dropping it', async () => {
    const admin = await registerOrganization(testApp.app);
    const client = await connect(await secretFor(admin));
    const { tools } = await client.listTools();
    expect(tools.length).toBeGreaterThan(10);
    for (const tool of tools) expect(tool.inputSchema.additionalProperties).toBe(false);

    const misspelt = await client.callTool({
      name: 'create_task',
      arguments: { title: 'Pay the rent', descripton: 'before Friday' },
    });
    expect(misspelt.isError).toBe(true);
    expect(errorOf(misspelt)).toBe('Invalid arguments: unknown argument "descripton".');
    const tasks = await call(testApp.app, 'GET', '/tasks', { token: admin.token });
    expect(tasks.json().tasks).toEqual([]);

    const spelt = await client.callTool({
      name: 'create_task',
      arguments: { title: 'Pay the rent', description: 'before Friday' },
    });
    expect(spelt.isError).toBe(false);
  });

  it('counts send_sms against the SMS route’s own limit', async () => {
    const admin = await registerOrganization(testApp.app);
    const { number } = await addNumber(testApp.app, admin);
    const client = await connect(await secretFor(admin, true));
    const viaRoute = () =>
      call(testApp.app, 'POST', '/calls/message/send', {
        token: admin.token,
        body: { from: number, to: '5550109300', text: 'From the SMS page' },
      });
    const viaMcp = () =>
      client.callTool({
        name: 'send_sms',
        arguments: { to: '5550109300', text: 'From an MCP client' },
      });

    expect((await viaRoute()).statusCode).toBe(201);
    // The second of two: whatever the tool answers, it is not the limit.
    expect(errorOf(await viaMcp())).not.toBe(CALLS_MESSAGES.rateLimited);
    const limited = await viaMcp();
    expect(limited.isError).toBe(true);
    expect(errorOf(limited)).toBe(CALLS_MESSAGES.rateLimited);
    const routeAfter = await viaRoute();
    expect(routeAfter.statusCode).toBe(429);
    expect(routeAfter.json()).toEqual({ error: CALLS_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
    expect(routeAfter.headers['retry-after']).toEqual(expect.any(String));
  });

  it('counts draft_email_reply against the assistant’s rate, as the reply-writing route does', async () => {
    const admin = await registerOrganization(testApp.app);
    const client = await connect(await secretFor(admin));
    const draft = () =>
      client.callTool({ name: 'draft_email_reply', arguments: { emailId: 'no-such-mail' } });

    // Two uses of the model are allowed (here they find no mail); the third is refused.
    for (let use = 0; use < 2; use += 1) {
      expect(errorOf(await draft())).not.toBe(AI_MESSAGES.rateLimited);
    }
    expect(errorOf(await draft())).toBe(AI_MESSAGES.rateLimited);
    const viaRoute = await call(testApp.app, 'POST', '/email/send/generateSmartReply', {
      token: admin.token,
      body: { emailContent: 'Can we meet?' },
    });
    expect(viaRoute.statusCode).toBe(429);
    expect(viaRoute.json()).toEqual({ error: AI_MESSAGES.rateLimited, code: 'RATE_LIMITED' });
  });
});
