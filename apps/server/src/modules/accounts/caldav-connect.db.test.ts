import { ACCOUNT_MESSAGES, accountResponseSchema } from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretsKey } from '../../platform/security/secret-box.js';
import { registerOrganization } from '../../test/factories.js';
import { makeCalendar, startRadicale, type Radicale } from '../../test/radicale.js';
import { call, TEST_SECRETS_KEY, useTestApp } from '../../test/test-app.js';
import type { ProviderCredentials } from '../calendar/providers/calendar-provider.js';
import { connectedAccounts } from './accounts.table.js';

let radicale: Radicale;
let calendarUrl: string;
beforeAll(async () => {
  radicale = await startRadicale({ ada: 'app-password', bob: 'bob-password' });
  calendarUrl = await makeCalendar(radicale, 'ada', 'app-password', 'personal');
});
afterAll(async () => radicale?.stop());
// Radicale runs on loopback: the outbound guard lets exactly that host:port through.
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: radicale.hostPort }));
const box = createSecretBox(parseSecretsKey(TEST_SECRETS_KEY));

const connect = (token: string, body: Record<string, unknown>) =>
  call(testApp.app, 'POST', '/email/accounts/caldav', { token, body });

describe('POST /email/accounts/caldav', () => {
  it('finds the calendar with the credentials, then stores the account (password sealed)', async () => {
    const admin = await registerOrganization(testApp.app);
    const response = await connect(admin.token, {
      serverUrl: radicale.url,
      username: 'ada',
      password: 'app-password',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { account } = accountResponseSchema.parse(response.json());
    expect(account).toMatchObject({
      accountType: 'caldav',
      emailAddress: `ada@${radicale.hostPort}`,
      displayName: 'personal',
      status: 'connected',
      capabilities: { calendar: true, mail: false },
    });
    expect(response.body).not.toContain('app-password');
    const [row] = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.id, account.id));
    expect(row!.settings).toEqual({ serverUrl: `${radicale.url}/`, calendarUrl });
    expect(row!.credentials).not.toContain('app-password');
    expect(box.open<ProviderCredentials>(row!.credentials!)).toEqual({
      kind: 'password',
      username: 'ada',
      password: 'app-password',
    });

    const again = await connect(admin.token, {
      serverUrl: radicale.url,
      username: 'ada',
      password: 'app-password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ACCOUNT_MESSAGES.alreadyConnected);

    const stranger = await registerOrganization(testApp.app);
    const removed = await call(testApp.app, 'DELETE', `/email/accounts/${account.id}`, {
      token: stranger.token,
    });
    expect(removed.statusCode).toBe(404);
  });

  it('says why it cannot connect: login refused, no calendar, unreachable, private address', async () => {
    const admin = await registerOrganization(testApp.app);
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [
        { serverUrl: radicale.url, username: 'ada', password: 'wrong' },
        ACCOUNT_MESSAGES.caldavLoginFailed,
      ],
      [
        { serverUrl: radicale.url, username: 'bob', password: 'bob-password' },
        ACCOUNT_MESSAGES.caldavNoCalendar,
      ],
      [
        { serverUrl: 'http://127.0.0.1:1/', username: 'ada', password: 'x' },
        /not a public internet address|Only https/,
      ],
      [
        { serverUrl: 'https://10.0.0.1/dav', username: 'ada', password: 'x' },
        '10.0.0.1 is not a public internet address.',
      ],
      [{ serverUrl: 'not a url', username: 'ada', password: 'x' }, 'That is not a valid address.'],
      [{ serverUrl: radicale.url, username: '', password: 'x' }, 'User name is required.'],
    ];
    for (const [body, message] of cases) {
      const response = await connect(admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(response.json().error).toContain(message);
      else expect(response.json().error).toMatch(message);
    }
    const rows = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.ownerId, admin.user.id));
    expect(rows).toEqual([]);
    expect(
      (await call(testApp.app, 'POST', '/email/accounts/caldav', { body: {} })).statusCode,
    ).toBe(401);
  });
});
