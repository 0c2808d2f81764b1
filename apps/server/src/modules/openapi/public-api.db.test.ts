import { Validator } from '@seriousme/openapi-schema-validator';
import { API_SCOPE_MESSAGES, type ApiScope } from '@worksphere/contracts';
import { fastifyRouteOf, PUBLIC_API_OPERATIONS } from '@worksphere/contracts/public-api';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

type Document = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { schema: object }> }> }>
  >;
};

async function openApiDocument(): Promise<Document> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function accessToken(owner: { token: string }, scopes: ApiScope[]) {
  const made = await call(testApp.app, 'POST', '/ai/tokens', {
    token: owner.token,
    body: { name: `client ${scopes.join(' ')}`, scopes },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { secret, token } = made.json() as { secret: string; token: { scopes: string[] } };
  expect(token.scopes).toEqual(scopes);
  return secret;
}

/** The answer validated, by a JSON Schema validator nobody here wrote, against the document. */
function expectDocumented(
  document: Document,
  path: string,
  method: string,
  response: { statusCode: number; body: string; json: () => unknown },
) {
  const status = String(response.statusCode);
  const schema =
    document.paths[path]?.[method]?.responses[status]?.content['application/json']?.schema;
  expect(schema, `${method} ${path} ${status}: ${response.body}`).toBeDefined();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const validate = ajv.compile(schema!);
  expect(validate(response.json()), JSON.stringify(validate.errors)).toBe(true);
}

describe('the public API', () => {
  it('serves an OpenAPI 3.1 document that a validator accepts, naming only real routes', async () => {
    const document = await openApiDocument();
    const validator = new Validator();
    const result = await validator.validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    for (const operation of PUBLIC_API_OPERATIONS) {
      const url = fastifyRouteOf(operation.path);
      expect(
        testApp.app.hasRoute({ method: operation.method.toUpperCase() as 'GET', url }),
        url,
      ).toBe(true);
    }
  });

  it('answers a token within its scopes with what the document says, and refuses the rest', async () => {
    const document = await openApiDocument();
    const admin = await registerOrganization(testApp.app);
    const reader = await accessToken(admin, ['tasks:read']);
    const writer = await accessToken(admin, ['tasks:read', 'tasks:write', 'notes:write']);

    const created = await call(testApp.app, 'POST', '/tasks', {
      token: writer,
      body: { title: 'Filed by a script' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectDocumented(document, '/tasks', 'post', created);
    const taskId = (created.json() as { task: { id: string } }).task.id;

    const listed = await call(testApp.app, 'GET', '/tasks', { token: reader });
    expect(listed.statusCode).toBe(200);
    expectDocumented(document, '/tasks', 'get', listed);
    const one = await call(testApp.app, 'GET', `/tasks/${taskId}`, { token: reader });
    expectDocumented(document, '/tasks/{id}', 'get', one);

    const readOnly = await call(testApp.app, 'PUT', `/tasks/${taskId}`, {
      token: reader,
      body: { title: 'Renamed' },
    });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toEqual({
      error: API_SCOPE_MESSAGES.missingScope('tasks:write'),
      code: 'FORBIDDEN',
      params: { scope: 'tasks:write' },
    });
    const otherArea = await call(testApp.app, 'GET', '/notes', { token: writer });
    expect(otherArea.json()).toEqual({
      error: API_SCOPE_MESSAGES.missingScope('notes:read'),
      code: 'FORBIDDEN',
      params: { scope: 'notes:read' },
    });

    const renamed = await call(testApp.app, 'PUT', `/tasks/${taskId}`, {
      token: writer,
      body: { title: 'Renamed' },
    });
    expectDocumented(document, '/tasks/{id}', 'put', renamed);
    const note = await call(testApp.app, 'POST', '/notes', {
      token: writer,
      body: { title: 'From the API', content: '<p>Hello</p>' },
    });
    expectDocumented(document, '/notes', 'post', note);
    const removed = await call(testApp.app, 'DELETE', `/tasks/${taskId}`, { token: writer });
    expectDocumented(document, '/tasks/{id}', 'delete', removed);
  });

  it('keeps tokens off every undocumented route, token management included', async () => {
    const admin = await registerOrganization(testApp.app);
    const everything = await accessToken(admin, ['mcp', 'tasks:read', 'tasks:write']);
    for (const [method, url] of [
      ['GET', '/user/me'],
      ['POST', '/ai/tokens'],
      ['GET', '/ai/tokens'],
      ['GET', '/organizations/invitations'],
    ] as const) {
      const refused = await call(testApp.app, method, url, {
        token: everything,
        body: method === 'POST' ? { name: 'escalation' } : undefined,
      });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({
        error: API_SCOPE_MESSAGES.routeNotPublic,
        code: 'FORBIDDEN',
      });
    }
  });

  it('gives the assistant tools only to tokens with the mcp scope, and the API only to scoped ones', async () => {
    const admin = await registerOrganization(testApp.app);
    const mcpOnly = await accessToken(admin, ['mcp']);
    const apiOnly = await accessToken(admin, ['tasks:read']);
    const tasks = await call(testApp.app, 'GET', '/tasks', { token: mcpOnly });
    expect(tasks.statusCode).toBe(403);
    const mcp = await testApp.app.inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        authorization: `Bearer ${apiOnly}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(mcp.statusCode).toBe(403);
    expect(mcp.json()).toEqual({ error: API_SCOPE_MESSAGES.mcpScopeMissing, code: 'FORBIDDEN' });
  });

  it('scopes a token to its owner\u2019s organisation', async () => {
    const first = await registerOrganization(testApp.app);
    const second = await registerOrganization(testApp.app);
    const theirs = await call(testApp.app, 'POST', '/tasks', {
      token: second.token,
      body: { title: 'Second organisation only' },
    });
    const taskId = (theirs.json() as { task: { id: string } }).task.id;
    const token = await accessToken(first, ['tasks:read', 'tasks:write']);
    expect((await call(testApp.app, 'GET', `/tasks/${taskId}`, { token })).statusCode).toBe(404);
    expect(
      (await call(testApp.app, 'PUT', `/tasks/${taskId}`, { token, body: { title: 'x' } }))
        .statusCode,
    ).toBe(404);
    const listed = await call(testApp.app, 'GET', '/tasks', { token });
    expect(
      (listed.json() as { tasks: { id: string }[] }).tasks.map((task) => task.id),
    ).not.toContain(taskId);
  });

  it('refuses an empty scope list and unknown scopes with a clear 400', async () => {
    const admin = await registerOrganization(testApp.app);
    const empty = await call(testApp.app, 'POST', '/ai/tokens', {
      token: admin.token,
      body: { name: 'nothing', scopes: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain(API_SCOPE_MESSAGES.scopesRequired);
    const unknown = await call(testApp.app, 'POST', '/ai/tokens', {
      token: admin.token,
      body: { name: 'nothing', scopes: ['root'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
