import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES, type Webhook, type WebhookDelivery } from '@worksphere/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { verifyWebhookSignature } from './webhooks.signing.js';

type Received = {
  headers: IncomingHttpHeaders;
  body: string;
  json: { type: string; id: string; data: Record<string, { title?: string }> };
};

/** A receiver run by the test: records every POST; answers the statuses queued, then 200. */
const receiver = {
  server: undefined as Server | undefined,
  hostPort: '',
  received: [] as Received[],
  statuses: [] as number[],
  url: (path = '/hooks') => `http://${receiver.hostPort}${path}`,
};

beforeAll(async () => {
  receiver.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      receiver.received.push({ headers: request.headers, body, json: JSON.parse(body) });
      response.statusCode = receiver.statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, '127.0.0.1', resolve));
  receiver.hostPort = `127.0.0.1:${(receiver.server!.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.server?.close(() => resolve())));
beforeEach(() => {
  receiver.received = [];
  receiver.statuses = [];
});

const testApp = useTestApp(() => ({
  OUTBOUND_ALLOWED_HOSTS: receiver.hostPort,
  WEBHOOK_RETRY_DELAYS_MS: '100,100',
  WEBHOOK_RETRY_INTERVAL_MS: '100',
}));
// The retry pass starts when the app listens, as in production.
beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function subscribe(admin: { token: string }, events: string[], url = receiver.url()) {
  const made = await call(testApp.app, 'POST', '/webhooks', {
    token: admin.token,
    body: { url, events, description: 'CRM sync' },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { webhook: Webhook; secret: string };
}

const deliveriesOf = async (admin: { token: string }, id: string) =>
  (await call(testApp.app, 'GET', `/webhooks/${id}/deliveries`, { token: admin.token })).json()
    .deliveries as WebhookDelivery[];

describe('outgoing webhooks', () => {
  it('POSTs a new task to the subscribed URL, signed with a timestamp, and logs it', async () => {
    const admin = await registerOrganization(testApp.app);
    const { webhook, secret } = await subscribe(admin, ['task.created']);
    expect(secret).toMatch(/^whsec_/);
    const listed = await call(testApp.app, 'GET', '/webhooks', { token: admin.token });
    expect(listed.body).not.toContain(secret);

    await call(testApp.app, 'POST', '/tasks', { token: admin.token, body: { title: 'Call Acme' } });
    const [hit] = await until(
      () => receiver.received,
      (list) => list.length === 1,
      'the task',
    );
    expect(hit!.headers['worksphere-event']).toBe('task.created');
    expect(hit!.json.type).toBe('task.created');
    expect(hit!.json.data['task']?.title).toBe('Call Acme');
    const signature = String(hit!.headers['worksphere-signature']);
    expect(verifyWebhookSignature(secret, hit!.body, signature)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', hit!.body, signature)).toBe(false);
    expect(verifyWebhookSignature(secret, `${hit!.body} `, signature)).toBe(false);
    // An old signature is refused by the receiver's clock check.
    expect(
      verifyWebhookSignature(secret, hit!.body, signature, { now: Date.now() + 3_600_000 }),
    ).toBe(false);

    const [logged] = await until(
      () => deliveriesOf(admin, webhook.id),
      (list) => list[0]?.status === 'succeeded',
      'the log',
    );
    expect(logged).toMatchObject({ event: 'task.created', attempts: 1, responseStatus: 200 });
    // Events it did not subscribe to are not sent.
    await call(testApp.app, 'POST', '/projects', { token: admin.token, body: { name: 'Quiet' } });
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failed delivery with the same id until the receiver takes it', async () => {
    const admin = await registerOrganization(testApp.app);
    const { webhook } = await subscribe(admin, ['task.created']);
    receiver.statuses = [500];
    await call(testApp.app, 'POST', '/tasks', { token: admin.token, body: { title: 'Retry me' } });
    const hits = await until(
      () => receiver.received,
      (list) => list.length === 2,
      'the retry',
    );
    expect(hits[0]!.headers['worksphere-delivery']).toBe(hits[1]!.headers['worksphere-delivery']);
    const [logged] = await until(
      () => deliveriesOf(admin, webhook.id),
      (list) => list[0]?.status === 'succeeded',
      'the log',
    );
    expect(logged).toMatchObject({ attempts: 2, responseStatus: 200, error: null });
  });

  it('gives up after the last retry and says why', async () => {
    const admin = await registerOrganization(testApp.app);
    const { webhook } = await subscribe(admin, ['task.created']);
    receiver.statuses = [503, 503, 503];
    await call(testApp.app, 'POST', '/tasks', { token: admin.token, body: { title: 'Never' } });
    const [logged] = await until(
      () => deliveriesOf(admin, webhook.id),
      (list) => list[0]?.status === 'failed',
      'the failure',
    );
    expect(logged).toMatchObject({ attempts: 3, responseStatus: 503, nextAttemptAt: null });
    expect(logged!.error).toBe('The receiver answered 503.');
    expect(receiver.received).toHaveLength(3);
  });

  it('sends a test on demand, even to a paused webhook, and nothing else while paused', async () => {
    const admin = await registerOrganization(testApp.app);
    const { webhook } = await subscribe(admin, ['task.created']);
    const paused = await call(testApp.app, 'PUT', `/webhooks/${webhook.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(paused.json().webhook.active).toBe(false);
    await call(testApp.app, 'POST', '/tasks', { token: admin.token, body: { title: 'Unheard' } });
    const test = await call(testApp.app, 'POST', `/webhooks/${webhook.id}/test`, {
      token: admin.token,
    });
    expect(test.statusCode).toBe(202);
    const [hit] = await until(
      () => receiver.received,
      (list) => list.length >= 1,
      'the test',
    );
    expect(hit!.json.type).toBe('webhook.test');
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses private addresses and bad input with a clear 400, storing nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const url of [
      'https://10.0.0.7/hook',
      'https://127.0.0.1:8443/hook',
      'http://example.com/hook',
    ]) {
      const refused = await call(testApp.app, 'POST', '/webhooks', {
        token: admin.token,
        body: { url, events: ['task.created'] },
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    const noEvents = await call(testApp.app, 'POST', '/webhooks', {
      token: admin.token,
      body: { url: receiver.url(), events: [] },
    });
    expect(noEvents.json().error).toContain(WEBHOOK_MESSAGES.eventsRequired);
    const listed = await call(testApp.app, 'GET', '/webhooks', { token: admin.token });
    expect(listed.json().webhooks).toEqual([]);
  });

  it('belongs to admins of its organisation only', async () => {
    const admin = await registerOrganization(testApp.app);
    const { webhook } = await subscribe(admin, ['task.created', 'chat.message.posted']);
    const member = await addMember(testApp.app, admin);
    expect((await call(testApp.app, 'GET', '/webhooks', { token: member.token })).statusCode).toBe(
      403,
    );

    const other = await registerOrganization(testApp.app);
    for (const [method, url] of [
      ['GET', `/webhooks/${webhook.id}/deliveries`],
      ['PUT', `/webhooks/${webhook.id}`],
      ['DELETE', `/webhooks/${webhook.id}`],
      ['POST', `/webhooks/${webhook.id}/test`],
    ] as const) {
      const answer = await call(testApp.app, method, url, {
        token: other.token,
        body: method === 'PUT' ? { active: false } : undefined,
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(testApp.app, 'GET', '/webhooks', { token: other.token })).json().webhooks,
    ).toEqual([]);
    // The other organisation's tasks never reach this organisation's webhook.
    await call(testApp.app, 'POST', '/tasks', { token: other.token, body: { title: 'Theirs' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toEqual([]);
  });
});
