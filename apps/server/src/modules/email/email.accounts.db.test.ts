import {
  accountsResponseSchema,
  EMAIL_EVENTS,
  EMAIL_MESSAGES,
  imapConnectErrorSchema,
  type EmailNewMailEvent,
  type EmailUpdatedEvent,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretsKey } from '../../platform/security/secret-box.js';
import { connectChat, nextEvent } from '../../test/chat-helpers.js';
import { startCuttingProxy } from '../../test/cutting-proxy.js';
import { freePort } from '../../test/dovecot.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import {
  cachedEmails,
  connectImap,
  imapForm,
  syncSettled,
  useMailWorld,
} from '../../test/mail-helpers.js';
import { call, TEST_SECRETS_KEY } from '../../test/test-app.js';
import { connectedAccounts } from '../accounts/accounts.table.js';

let proxy: Awaited<ReturnType<typeof startCuttingProxy>>;
let unusedPort: number;
// Before the app: its environment lets the proxy through (the proxy finds dovecot lazily).
beforeAll(async () => {
  unusedPort = await freePort();
  proxy = await startCuttingProxy(() => ({ host: world.dovecot.host, port: world.dovecot.port }));
});
afterAll(async () => proxy?.close());
const { world, testApp } = useMailWorld(() => ({
  OUTBOUND_ALLOWED_HOSTS: [
    world.dovecot.hostPort,
    world.smtp.hostPort,
    proxy.hostPort,
    `127.0.0.1:${unusedPort}`,
  ].join(','),
  // No automatic retry here: the test looks at the failed state, then syncs again itself.
  EMAIL_SYNC_RETRY_DELAYS_MS: '',
}));

const box = createSecretBox(parseSecretsKey(TEST_SECRETS_KEY));
const sockets: Socket[] = [];
afterAll(() => sockets.forEach((socket) => socket.disconnect()));

async function connectFails(token: string, form: Record<string, unknown>) {
  const response = await call(testApp.app, 'POST', '/email/accounts/imap', { token, body: form });
  expect(response.statusCode, response.body).toBe(400);
  return imapConnectErrorSchema.parse(response.json());
}

async function accountsOf(token: string) {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', { token });
  return accountsResponseSchema.parse(response.json()).accounts;
}

describe('connecting an IMAP account', () => {
  it('tries the login before saving and says what failed', async () => {
    const { token } = await registerOrganization(testApp.app);
    expect(await connectFails(token, imapForm(world, 'ada', { password: 'wrong' }))).toEqual({
      error: EMAIL_MESSAGES.imapLoginFailed,
      code: 'BAD_REQUEST',
      failure: 'imap_login',
    });
    const unreachable = await connectFails(token, imapForm(world, 'ada', { imapPort: unusedPort }));
    expect(unreachable).toMatchObject({
      failure: 'imap_unreachable',
      error: EMAIL_MESSAGES.imapUnreachable('127.0.0.1', unusedPort),
    });
    expect(
      await connectFails(token, imapForm(world, 'ada', { imapSecurity: 'tls' })),
    ).toMatchObject({ failure: 'imap_tls', error: EMAIL_MESSAGES.imapTlsFailed });
    expect(
      await connectFails(token, imapForm(world, 'ada', { smtpPassword: 'wrong' })),
    ).toMatchObject({ failure: 'smtp_login', error: EMAIL_MESSAGES.smtpLoginFailed });
    // A private address that is not allowed never gets a connection.
    const privateHost = await connectFails(token, imapForm(world, 'ada', { imapHost: '10.0.0.1' }));
    expect(privateHost.failure).toBe('imap_unreachable');
    expect(await accountsOf(token)).toHaveLength(1); // only the built-in calendar

    const invalid = await call(testApp.app, 'POST', '/email/accounts/imap', {
      token,
      body: { emailAddress: 'ada@example.com', imapHost: '', username: 'ada', password: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toContain(EMAIL_MESSAGES.hostRequired);
  });

  it('stores the password sealed, personal by default; sharing at once needs an admin', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const refused = await call(testApp.app, 'POST', '/email/accounts/imap', {
      token: member.token,
      body: imapForm(world, 'bob', { shared: true }),
    });
    expect(refused.statusCode).toBe(403);
    const account = await connectImap(testApp.app, member.token, imapForm(world, 'bob'));
    expect(account).toMatchObject({
      accountType: 'imap',
      emailAddress: 'bob@example.com',
      capabilities: { calendar: false, mail: true },
    });
    expect(account.organizationId).toBeUndefined();
    const [row] = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.id, account.id));
    expect(row!.credentials).not.toContain('bob-secret');
    expect(box.open(row!.credentials!)).toMatchObject({ username: 'bob', password: 'bob-secret' });
    await syncSettled(testApp.app);
  });
});

describe('isolation', () => {
  it('a personal account is its owner’s only; shared by an admin, the organisation’s', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    const direct = await imapAs(world.dovecot, 'ada', 'ada-secret');
    await direct.append('INBOX', rawMessage({ subject: 'Private matter' }));
    await direct.close();
    const account = await connectImap(testApp.app, admin.token, imapForm(world, 'ada'));
    await syncSettled(testApp.app);
    const own = await cachedEmails(testApp.app, admin.token);
    const email = own.emails.find((entry) => entry.subject === 'Private matter')!;
    expect(email).toBeDefined();

    for (const token of [member.token, outsider.token]) {
      expect((await cachedEmails(testApp.app, token)).emails).toEqual([]);
      const named = await call(testApp.app, 'POST', '/email/fetch/getCachedEmails', {
        token,
        body: { accountId: account.id },
      });
      expect(named.statusCode).toBe(404);
      const read = await call(
        testApp.app,
        'GET',
        `/email/fetch/getEmailContent?emailId=${email.id}`,
        { token },
      );
      expect(read.statusCode).toBe(404);
      const archive = await call(testApp.app, 'POST', '/email/archiveEmail', {
        token,
        body: { emailId: email.id },
      });
      expect(archive.statusCode).toBe(404);
    }

    const shared = await call(testApp.app, 'PUT', `/email/accounts/${account.id}/sharing`, {
      token: admin.token,
      body: { shared: true },
    });
    expect(shared.statusCode).toBe(200);
    const forMember = await cachedEmails(testApp.app, member.token);
    expect(forMember.emails.map((entry) => entry.id)).toContain(email.id);
    expect((await cachedEmails(testApp.app, outsider.token)).emails).toEqual([]);
  });
});

describe('bad servers', () => {
  it('new mail and counts reach the owner’s browser over socket.io', async () => {
    const baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await registerOrganization(testApp.app);
    const account = await connectImap(testApp.app, admin.token, imapForm(world, 'cy'));
    await syncSettled(testApp.app);
    const socket = await connectChat(baseUrl, { token: admin.token });
    sockets.push(socket);
    const direct = await imapAs(world.dovecot, 'cy', 'cy-secret');
    await direct.append('INBOX', rawMessage({ subject: 'Live one' }));
    await direct.close();
    const newMail = nextEvent<EmailNewMailEvent>(socket, EMAIL_EVENTS.newMail);
    const counts = nextEvent<{ accountId: string }>(socket, EMAIL_EVENTS.counts);
    await call(testApp.app, 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId: account.id },
    });
    const [live] = (await newMail).emails;
    expect(live?.subject).toBe('Live one');
    expect((await counts).accountId).toBe(account.id);
    await syncSettled(testApp.app);

    const updated = nextEvent<EmailUpdatedEvent>(socket, EMAIL_EVENTS.updated);
    await call(testApp.app, 'POST', '/email/markRead', {
      token: admin.token,
      body: { emailId: live!.id },
    });
    expect(await updated).toMatchObject({ id: live!.id, email: { isRead: true } });

    // IMAP IDLE: the server's word of new mail queues the sync, nobody has to ask.
    const pushed = nextEvent<EmailNewMailEvent>(socket, EMAIL_EVENTS.newMail, 10_000);
    const again = await imapAs(world.dovecot, 'cy', 'cy-secret');
    await again.append('INBOX', rawMessage({ subject: 'Pushed by IDLE' }));
    await again.close();
    expect((await pushed).emails.map((email) => email.subject)).toEqual(['Pushed by IDLE']);
    await syncSettled(testApp.app);
  });

  it('a connection dropped mid-sync keeps what was stored, says so, and resumes', async () => {
    const admin = await registerOrganization(testApp.app);
    const account = await connectImap(
      testApp.app,
      admin.token,
      imapForm(world, 'eve', { imapHost: proxy.host, imapPort: proxy.port }),
    );
    await syncSettled(testApp.app);
    const direct = await imapAs(world.dovecot, 'eve', 'eve-secret');
    for (let index = 1; index <= 12; index += 1) {
      await direct.append(
        'INBOX',
        rawMessage({ subject: `Bulk ${index}`, text: 'x'.repeat(3000) }),
      );
    }
    await direct.close();
    proxy.cutAfter(14_000);
    await call(testApp.app, 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId: account.id },
    });
    await syncSettled(testApp.app);
    proxy.cutAfter(Number.POSITIVE_INFINITY);
    const partial = await cachedEmails(testApp.app, admin.token, { accountId: account.id });
    expect(partial.emails.length).toBeGreaterThan(0);
    expect(partial.emails.length).toBeLessThan(12);
    expect(partial.failures).toEqual([
      { accountId: account.id, error: EMAIL_MESSAGES.syncConnectionLost },
    ]);
    const listed = (await accountsOf(admin.token)).find((entry) => entry.id === account.id);
    expect(listed).toMatchObject({
      status: 'connected',
      statusMessage: EMAIL_MESSAGES.syncConnectionLost,
    });

    await call(testApp.app, 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId: account.id },
    });
    await syncSettled(testApp.app);
    const whole = await cachedEmails(testApp.app, admin.token, { accountId: account.id });
    expect(whole.emails.map((email) => email.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `Bulk ${index + 1}`).sort(),
    );
    expect(whole.failures).toEqual([]);
    expect((await accountsOf(admin.token)).find((entry) => entry.id === account.id)).toMatchObject({
      statusMessage: null,
    });
  });

  it('a password the server stops accepting marks the account and loses nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const direct = await imapAs(world.dovecot, 'dee', 'dee-secret');
    await direct.append('INBOX', rawMessage({ subject: 'Kept safe' }));
    await direct.close();
    const account = await connectImap(testApp.app, admin.token, imapForm(world, 'dee'));
    await syncSettled(testApp.app);
    await testApp.db
      .update(connectedAccounts)
      .set({ credentials: box.seal({ kind: 'password', username: 'dee', password: 'changed' }) })
      .where(eq(connectedAccounts.id, account.id));
    await call(testApp.app, 'POST', '/email/sync/account', {
      token: admin.token,
      body: { accountId: account.id },
    });
    await syncSettled(testApp.app);
    const listed = (await accountsOf(admin.token)).find((entry) => entry.id === account.id);
    expect(listed).toMatchObject({
      status: 'reconnect_needed',
      statusMessage: EMAIL_MESSAGES.syncLoginFailed,
    });
    const page = await cachedEmails(testApp.app, admin.token, { accountId: account.id });
    expect(page.emails.map((email) => email.subject)).toContain('Kept safe');
    expect(page.failures).toEqual([
      { accountId: account.id, error: EMAIL_MESSAGES.syncLoginFailed },
    ]);
    const read = await call(testApp.app, 'POST', '/email/markRead', {
      token: admin.token,
      body: { emailId: page.emails[0]!.id },
    });
    expect(read.statusCode).toBe(503);
    expect(read.json().error).toBe(EMAIL_MESSAGES.syncLoginFailed);
  });
});
