import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { AI_TOKEN_MESSAGES } from '@worksphere/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createTask,
  registerOrganization,
  setPermissions,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();
let baseUrl = '';
const clients: Client[] = [];
beforeAll(async () => {
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) await client.close();
});

async function tokenFor(owner: { token: string }) {
  const made = await call(testApp.app, 'POST', '/ai/tokens', {
    token: owner.token,
    body: { name: 'My client' },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { token: { id: string }; secret: string };
}

async function connect(secret: string) {
  const client = new Client({ name: 'test-client', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
    }),
  );
  clients.push(client);
  return client;
}

const textOf = (result: Awaited<ReturnType<Client['callTool']>>) =>
  JSON.parse((result.content as Array<{ text: string }>)[0]!.text);

describe('the MCP server', () => {
  it('lists and calls the assistant’s tools as the token’s owner', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    await createTask(testApp.app, stranger, { title: 'their secret task' });
    const { secret } = await tokenFor(admin);
    const client = await connect(secret);

    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(['create_task', 'find_tasks', 'draft_pos_order', 'navigate']),
    );
    const created = await client.callTool({
      name: 'create_task',
      arguments: { title: 'From MCP' },
    });
    expect(created.isError).toBe(false);
    expect(textOf(created).changes).toEqual([
      { action: 'created', entity: 'task', id: expect.any(String), title: 'From MCP' },
    ]);
    const found = await client.callTool({ name: 'find_tasks', arguments: { query: 'secret' } });
    expect(textOf(found).result.tasks).toEqual([]);
    const bad = await client.callTool({ name: 'create_task', arguments: { title: 7 } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad).error).toMatch(/^Invalid arguments/);

    const listed = await call(testApp.app, 'GET', '/ai/tokens', { token: admin.token });
    expect(listed.json().tokens).toEqual([
      expect.objectContaining({ name: 'My client', lastUsedAt: expect.any(String) }),
    ]);
  });

  it('keeps the owner’s permissions, and refuses revoked or unknown tokens', async () => {
    const admin = await registerOrganization(testApp.app);
    const reader = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, reader, []);
    const { token, secret } = await tokenFor(reader);
    const client = await connect(secret);
    const refused = await client.callTool({ name: 'create_task', arguments: { title: 'No' } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused).error).toBe('You do not have permission to do that.');

    const notTheirs = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
      token: admin.token,
    });
    expect(notTheirs.statusCode).toBe(404);
    const revoked = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
      token: reader.token,
    });
    expect(revoked.json()).toEqual({ ok: true });
    const after = await fetch(`${baseUrl}/api/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: AI_TOKEN_MESSAGES.tokenInvalid,
      code: 'UNAUTHENTICATED',
    });
  });
});
