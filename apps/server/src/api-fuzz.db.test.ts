import { randomBytes } from 'node:crypto';
import { ERROR_CODES, errorBodySchema } from '@worksphere/contracts';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createSessionsService } from './modules/auth/sessions.service.js';
import { createSessionRevocations } from './platform/auth/session-revocations.js';
import { createOutbound } from './platform/net/outbound.js';
import { createSecretBox } from './platform/security/secret-box.js';
import { createRoom, createThread, sendChat } from './test/chat-helpers.js';
import { createContact } from './test/contacts-helpers.js';
import {
  addMember,
  createCategory,
  createNote,
  createProject,
  createTask,
  registerOrganization,
} from './test/factories.js';
import { contractFieldNames, junkArbitraries } from './test/junk.js';
import { createProduct, placePublicOrder, postOrder } from './test/pos-helpers.js';
import { multipartArbitrary } from './test/multipart-junk.js';
import { listRoutes, routeParams } from './test/routes.js';
import { startFakeOpenAi } from './test/fakes/fake-openai.js';
import { call, createTestApp } from './test/test-app.js';

/**
 * Every route of the API, fed generated junk as a signed-in admin: no answer may be a 5xx,
 * and every error is `{error, code}` with a code of the closed set. Fixed seed, so a run is
 * repeatable; on failure fast-check prints the smallest request it found.
 */
const SEED = 20_261_123;
const RUNS_PER_ROUTE = 30;
const UPLOAD_LIMIT_BYTES = 2_048;

// The weather's base URL is a closed local port the outbound guard refuses: no real request.
// The AI API is a local fake model (the assistant and smart replies answer; transcription,
// which it does not offer, is configured): unconfigured or unreachable, they answer 503 by design.
const fakeModel = await startFakeOpenAi();
const { app, db, close } = await createTestApp({
  UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT_BYTES),
  WEATHER_BASE_URL: 'http://127.0.0.1:9',
  AI_BASE_URL: fakeModel.url,
  AI_API_KEY: 'fuzz',
});
afterAll(async () => {
  await close();
  await fakeModel.close();
});

const admin = await registerOrganization(app);
const member = await addMember(app, admin);
/** Signs in afresh for the logout route; no other route can change this member. */
const leaver = await addMember(app, admin);
const room = await createRoom(app, admin);
const thread = await createThread(app, admin, room.id);
const message = await sendChat(app, admin, thread.id, 'hello');
const records = [
  await createTask(app, admin),
  await createNote(app, admin),
  await createProject(app, admin),
  await createCategory(app, admin, 'task'),
  await createCategory(app, admin, 'note'),
];
const contact = await createContact(app, admin, {
  phones: [{ label: 'mobile', number: '+15550102000' }],
  emails: [{ label: 'work', address: 'fuzz@example.com' }],
});
const localAccountId: string = (
  await call(app, 'GET', '/email/accounts/getAccounts', { token: admin.token })
).json().accounts[0].id;
const calendarEvent = (
  await call(app, 'POST', '/calendar/events', {
    token: admin.token,
    body: {
      accountId: localAccountId,
      title: 'Fuzz',
      start: '2024-05-06T09:00:00Z',
      end: '2024-05-06T10:00:00Z',
      category: 'Work',
      recurrence: { frequency: 'weekly', count: 5 },
    },
  })
).json().event;
// Point of sale: a category, a product with options, a staff order and a public order's token.
const posCategory = (
  await call(app, 'POST', '/pos/categories', { token: admin.token, body: { name: 'Fuzz' } })
).json().category;
const posProduct = await createProduct(app, admin, {
  categoryId: posCategory.id,
  optionGroups: [{ name: 'Size', choices: [{ name: 'Large', priceDelta: 10 }] }],
});
const posOrder = (
  await postOrder(app, admin, { lines: [{ productId: posProduct.id, quantity: 1 }] })
).json().order;
const posToken: string = (
  await placePublicOrder(app, admin, [{ productId: posProduct.id, quantity: 1 }])
).json().token;
const ids = [
  admin.user.organizationId,
  posCategory.id,
  posProduct.id,
  posOrder.id,
  localAccountId,
  calendarEvent.id,
  calendarEvent.recurringEventId,
  member.user.id,
  room.id,
  thread.id,
  message.id,
  ...records.map((record) => record.id),
  contact.id,
];

// The API's routes; the web app's files (when built) answer files, not `{error, code}`.
const routes = listRoutes(app).filter((route) => route.url.startsWith('/api/'));
const fields = contractFieldNames();
const junk = junkArbitraries({
  ids,
  userIds: [admin.user.id, member.user.id],
  knownIds: {
    chatRoomId: room.id,
    threadId: thread.id,
    before: message.id,
    accountId: localAccountId,
    productId: posProduct.id,
  },
  bodyFields: fields.body,
  queryFields: fields.query,
});
const multipartBodies = multipartArbitrary(
  junk.text,
  junk.formFields(['threadId', 'chatRoomId', 'content', 'isImportant', 'clientMessageId']),
  UPLOAD_LIMIT_BYTES,
);

/**
 * The record each `:id` route is about, so that junk bodies often reach a real row. A user
 * id is only ever the member's: the admin must not lock itself out halfway through.
 */
const [task, note, project, taskCategory, noteCategory] = records.map((record) => record.id);
const idOfRoute: Record<string, string | undefined> = {
  '/api/user/:id': member.user.id,
  '/api/tasks/:id': task,
  '/api/notes/:id': note,
  '/api/projects/:id': project,
  '/api/task/categories/:id': taskCategory,
  '/api/tasks/categories/:id': taskCategory,
  '/api/note/categories/:id': noteCategory,
  '/api/notes/categories/:id': noteCategory,
  '/api/chat/chatrooms/:id': room.id,
  '/api/chat/threads/:id': thread.id,
  '/api/email/accounts/:id': localAccountId,
  '/api/calendar/events/:id': calendarEvent.id,
  '/api/pos/categories/:id': posCategory.id,
  '/api/pos/products/:id': posProduct.id,
  '/api/pos/products/:id/image': posProduct.id,
  '/api/contacts/:id': contact.id,
  '/api/contacts/:id/merge': contact.id,
  '/api/contacts/:id/timeline': contact.id,
};
/** Non-id parameters that name a real thing: the shop's slug, a public order's token. */
const knownParams: Record<string, string> = {
  orgSlug: admin.user.organizationSlug,
  token: posToken,
};
function pathParamFor(url: string, name: string) {
  if (url === '/api/user/:id') return fc.constant(member.user.id);
  if (knownParams[name]) {
    return fc.oneof({ weight: 2, arbitrary: fc.constant(knownParams[name]) }, junk.pathParam);
  }
  if (url.startsWith('/api/pos/orders/:id')) {
    return fc.oneof({ weight: 2, arbitrary: fc.constant(posOrder.id as string) }, junk.pathParam);
  }
  const own = idOfRoute[url] ?? (url.startsWith('/api/chat/chats/:id') ? message.id : undefined);
  return own
    ? fc.oneof({ weight: 2, arbitrary: fc.constant(own) }, junk.pathParam)
    : junk.pathParam;
}

/** A fresh session for the route that ends the one it is called with (no password hashing). */
const sessions = createSessionsService(
  {
    config: loadConfig({ NODE_ENV: 'test' }),
    db,
    mailer: { send: async () => undefined },
    logger: app.log,
    outbound: createOutbound(),
    secrets: createSecretBox(randomBytes(32)),
    calendarProviders: {},
    mailProviders: {},
    jobQueuePrefix: async () => 'unused',
  },
  createSessionRevocations({ redisUrl: undefined, logger: app.log }),
);
async function freshToken(): Promise<string> {
  return (await sessions.openSession(db, leaver.user, 'fuzz')).token;
}

function expectWellFormedAnswer(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  const parsed = errorBodySchema.strict().safeParse(response.json());
  expect(parsed.success, response.body).toBe(true);
  expect(ERROR_CODES).toContain(parsed.data?.code);
}

/**
 * /api/mcp speaks JSON-RPC to MCP clients: the methods it does not offer (GET, DELETE) answer
 * 405 with a JSON-RPC error, the shape those clients read, and `Allow: POST`.
 */
function expectJsonRpcRefusal(response: LightMyRequestResponse) {
  expect(response.headers.allow).toBe('POST');
  const body = response.json() as {
    jsonrpc?: string;
    error?: { code?: unknown; message?: unknown };
  };
  expect(body.jsonrpc).toBe('2.0');
  expect(typeof body.error?.code).toBe('number');
  expect(typeof body.error?.message).toBe('string');
}

describe('every route answers junk with a 4xx `{error, code}`, never a 5xx', () => {
  it('finds the routes of the API', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      expect(app.hasRoute({ method: route.method as 'GET', url: route.url }), route.url).toBe(true);
    }
    expect(routes).toContainEqual({ method: 'POST', url: '/api/chat/sendChat' });
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/chat/chats/:id/confirm-important' });
  });

  // Deletions last, so that the other routes still find the records they are about.
  const ordered = [...routes].sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );
  const cases = ordered.map((route) => [`${route.method} ${route.url}`, route] as const);
  it.each(cases)('%s', async (_name, { method, url }) => {
    const params = routeParams(url);
    const isUpload = url === '/api/chat/sendChat';
    const endsSession = url === '/api/user/logout';
    const request = fc.record({
      params: fc.tuple(...params.map((name) => pathParamFor(url, name))),
      junk: junk.request,
      multipart: isUpload ? fc.option(multipartBodies, { freq: 2 }) : fc.constant(null),
    });
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ params: values, junk: { query, body: json }, multipart }) => {
          const body = multipart ?? json;
          let path = url;
          params.forEach((name, index) => (path = path.replace(`:${name}`, values[index] ?? '')));
          const token = endsSession ? await freshToken() : admin.token;
          const response = await app.inject({
            method: method as InjectOptions['method'],
            url: query ? `${path}?${query}` : path,
            payload: body.payload,
            headers: { ...body.headers, authorization: `Bearer ${token}` },
          });
          // A body refused before the route (415, 413) answers as every route does.
          const isMcpRefusal = url === '/api/mcp' && response.statusCode === 405;
          if (isMcpRefusal) expectJsonRpcRefusal(response);
          else expectWellFormedAnswer(response);
        },
      ),
      { seed: SEED, numRuns: RUNS_PER_ROUTE },
    );
  });
});
