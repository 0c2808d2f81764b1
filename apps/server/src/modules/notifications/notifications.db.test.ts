import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createRoom, createThread, sendChat } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { call, useTestApp } from '../../test/test-app.js';
import { pushSubscriptions } from './notifications.table.js';

// The allowed push service (listed in OUTBOUND_ALLOWED_HOSTS) and one on loopback that is not.
const allowedService = useFakePushService();
const blockedService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: allowedService.hostPort }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function subscribe(token: string, endpoint: string, keys = browserPushKeys()) {
  return call(testApp.app, 'POST', '/notifications/subscribe', {
    token,
    body: { endpoint, expirationTime: null, keys },
  });
}

function storedSubscription(endpoint: string) {
  return testApp.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint))
    .then((rows) => rows[0]);
}

/** A member who wrote in a thread and has no socket open: the next message is pushed to them. */
async function absentParticipant() {
  const admin = await registerOrganization(testApp.app);
  const member = await addMember(testApp.app, admin);
  const room = await createRoom(testApp.app, admin);
  const thread = await createThread(testApp.app, admin, room.id);
  await sendChat(testApp.app, member, thread.id, 'here');
  return { admin, member, thread };
}

describe('POST /notifications/subscribe', () => {
  it('refuses endpoints that are not public https addresses', async () => {
    const admin = await registerOrganization(testApp.app);
    const cases: Array<[string, string]> = [
      ['http://push.example.com/send/1', 'Only https addresses are allowed.'],
      ['ftp://push.example.com/send/1', 'Only https addresses are allowed.'],
      [`http://127.0.0.1:${blockedService.hostPort.split(':')[1]}/x`, 'Only https'],
      ['https://127.0.0.1/send', '127.0.0.1 is not a public internet address.'],
      ['https://[::1]/send', '::1 is not a public internet address.'],
      ['https://[::ffff:7f00:1]/send', 'is not a public internet address.'],
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is not a public'],
      ['https://10.0.0.8/send', '10.0.0.8 is not a public'],
      ['https://192.168.1.20/send', '192.168.1.20 is not a public'],
      ['https://100.100.100.200/send', '100.100.100.200 is not a public'],
      ['https://[fd00:ec2::254]/send', 'is not a public'],
      ['https://localhost/send', 'localhost resolves to'],
      [`https://${blockedService.hostPort}/send`, 'is not a public'],
    ];
    for (const [endpoint, reason] of cases) {
      const response = await subscribe(admin.token, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().error).toContain('This push endpoint is not accepted:');
      expect(response.json().error, endpoint).toContain(reason);
      expect(await storedSubscription(endpoint)).toBeUndefined();
    }
    expect(blockedService.connections).toBe(0);
    // The reason and the host it names go along, for the page's own language.
    const named = await subscribe(admin.token, 'https://10.0.0.8/send');
    expect(named.json()).toEqual({
      error: 'This push endpoint is not accepted: 10.0.0.8 is not a public internet address.',
      code: 'VALIDATION_ERROR',
      params: { reason: '10.0.0.8 is not a public internet address.', host: '10.0.0.8' },
    });
  });

  it('accepts a public https endpoint without contacting it', async () => {
    const admin = await registerOrganization(testApp.app);
    const endpoint = 'https://203.0.114.10/push/abc';
    const response = await subscribe(admin.token, endpoint);
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedSubscription(endpoint)).toMatchObject({ userId: admin.user.id });
  });

  it('never moves an endpoint to another user or organisation; its owner updates the keys', async () => {
    const { admin, member, thread } = await absentParticipant();
    const colleague = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const endpoint = `${allowedService.url}/owned`;
    expect((await subscribe(member.token, endpoint)).statusCode).toBe(201);
    const original = await storedSubscription(endpoint);

    for (const other of [colleague, stranger]) {
      const taken = await subscribe(other.token, endpoint);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        error: 'This browser already receives notifications for another account.',
        code: 'CONFLICT',
      });
    }
    expect(await storedSubscription(endpoint)).toEqual(original);

    const newKeys = browserPushKeys();
    expect((await subscribe(member.token, endpoint, newKeys)).statusCode).toBe(201);
    const updated = await storedSubscription(endpoint);
    expect(updated).toMatchObject({
      id: original!.id,
      userId: member.user.id,
      organizationId: member.user.organizationId,
      p256dh: newKeys.p256dh,
    });

    // Still the member's: a message for the member reaches the endpoint.
    allowedService.received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'ping');
    await expect
      .poll(() => allowedService.received.map((push) => push.url), { timeout: 5000 })
      .toEqual(['/owned']);
  });
});

describe('POST /notifications/unsubscribe', () => {
  it("forgets the caller's own endpoint before logout; another account's stays, and retries are safe", async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const endpoint = 'https://203.0.114.11/push/leaving';
    expect((await subscribe(admin.token, endpoint)).statusCode).toBe(201);

    const unsubscribe = (token: string) =>
      call(testApp.app, 'POST', '/notifications/unsubscribe', { token, body: { endpoint } });
    expect((await unsubscribe(stranger.token)).statusCode).toBe(200);
    expect(await storedSubscription(endpoint)).toMatchObject({ userId: admin.user.id });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await unsubscribe(admin.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await storedSubscription(endpoint)).toBeUndefined();
    // The browser is free again: the next account to sign in there may subscribe it.
    expect((await subscribe(stranger.token, endpoint)).statusCode).toBe(201);

    const invalid = await call(testApp.app, 'POST', '/notifications/unsubscribe', {
      token: admin.token,
      body: { endpoint: 'not a url' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('sending a push', () => {
  it('never reaches a private address, even for a subscription already stored', async () => {
    const { admin, member, thread } = await absentParticipant();
    const blockedPort = blockedService.hostPort.split(':')[1];
    // Written straight to the database, as if stored before the guard or re-pointed since.
    for (const endpoint of [
      `http://127.0.0.1:${blockedPort}/stored`,
      `https://127.0.0.1:${blockedPort}/stored`,
      `https://localhost:${blockedPort}/stored`,
      `https://[::ffff:127.0.0.1]:${blockedPort}/stored`,
    ]) {
      await testApp.db.insert(pushSubscriptions).values({
        organizationId: member.user.organizationId,
        userId: member.user.id,
        endpoint,
        ...browserPushKeys(),
      });
    }
    // The same member's allowed subscription tells when the push round is done.
    expect((await subscribe(member.token, `${allowedService.url}/round`)).statusCode).toBe(201);

    allowedService.received.length = 0;
    blockedService.connections = 0;
    await sendChat(testApp.app, admin, thread.id, 'ping');
    await expect
      .poll(() => allowedService.received.map((push) => push.url), { timeout: 5000 })
      .toEqual(['/round']);
    await settle();
    expect(blockedService.connections).toBe(0);
    expect(blockedService.received).toEqual([]);
  });
});
