import {
  ACCOUNT_MESSAGES,
  accountsResponseSchema,
  LOCAL_ACCOUNT_NAME,
  type AuthResponse,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createOutbound } from '../../platform/net/outbound.js';
import { createSecretBox, parseSecretsKey } from '../../platform/security/secret-box.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, TEST_SECRETS_KEY, useTestApp } from '../../test/test-app.js';
import type { ProviderCredentials } from '../calendar/providers/calendar-provider.js';
import { connectedAccounts } from './accounts.table.js';
import * as repo from './accounts.repo.js';
import { createAccountsService } from './accounts.service.js';

const testApp = useTestApp();
const box = createSecretBox(parseSecretsKey(TEST_SECRETS_KEY));
const PASSWORD: ProviderCredentials = { kind: 'password', username: 'ada', password: 'app-pass-1' };

/** A personal CalDAV account of `owner`, stored as the connect flow would. */
async function connectedAccount(owner: AuthResponse, shared = false) {
  return repo.insertAccount(testApp.db, {
    organizationId: owner.user.organizationId,
    ownerId: owner.user.id,
    accountType: 'caldav',
    emailAddress: `${owner.user.username}@dav.example`,
    shared,
    credentials: box.seal(PASSWORD),
    settings: { serverUrl: 'https://dav.example/' },
  });
}

const accountsOf = async (auth: AuthResponse, url = '/email/accounts/getAccounts') => {
  const response = await call(testApp.app, 'GET', url, { token: auth.token });
  expect(response.statusCode, response.body).toBe(200);
  return accountsResponseSchema.parse(response.json()).accounts;
};

describe('connected accounts', () => {
  it('a new organisation has its built-in Workspace calendar, shared, usable by everyone', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    for (const user of [admin, member]) {
      const [local, ...rest] = await accountsOf(user);
      expect(rest).toEqual([]);
      expect(local).toMatchObject({
        accountType: 'local',
        emailAddress: LOCAL_ACCOUNT_NAME,
        organizationId: admin.user.organizationId,
        ownerId: null,
        canManage: false,
        status: 'connected',
        capabilities: { calendar: true, mail: false },
      });
    }
  });

  it('lists own and shared accounts, never credentials, and not other members’ personal ones', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const other = await addMember(testApp.app, admin);
    const own = await connectedAccount(member);
    const shared = await connectedAccount(admin, true);
    await connectedAccount(other);

    const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
      token: member.token,
    });
    expect(response.body).not.toContain('app-pass-1');
    expect(response.body).not.toContain('credentials');
    const accounts = accountsResponseSchema.parse(response.json()).accounts;
    expect(accounts.map((account) => account.id)).toEqual([expect.any(String), own.id, shared.id]);
    const [, mine, org] = accounts;
    expect(mine).toMatchObject({ canManage: true, ownerId: member.user.id });
    expect(mine).not.toHaveProperty('organizationId');
    expect(org).toMatchObject({ canManage: false, organizationId: admin.user.organizationId });
  });

  it('GET /email/accounts: empty without the id or with another organisation’s, else the shared ones', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    await connectedAccount(admin);
    const shared = await connectedAccount(admin, true);
    expect(await accountsOf(admin, '/email/accounts')).toEqual([]);
    expect(await accountsOf(admin, '/email/accounts?organizationId=')).toEqual([]);
    expect(
      await accountsOf(admin, `/email/accounts?organizationId=${stranger.user.organizationId}`),
    ).toEqual([]);
    expect(await accountsOf(admin, '/email/accounts?organizationId=not-an-id')).toEqual([]);
    const listed = await accountsOf(
      admin,
      `/email/accounts?organizationId=${admin.user.organizationId}`,
    );
    expect(listed.map((account) => account.accountType)).toEqual(['local', 'caldav']);
    expect(listed[1]!.id).toBe(shared.id);
  });

  it('DELETE without an id answers the spec’s message', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const url of ['/email/accounts', '/email/accounts/', '/email/accounts/%20']) {
      const response = await call(testApp.app, 'DELETE', url, { token: admin.token });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        error: ACCOUNT_MESSAGES.missingId,
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('DELETE: the owner or an admin; never the built-in one; others get 403 or 404', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const [local] = await accountsOf(admin);

    const builtIn = await call(testApp.app, 'DELETE', `/email/accounts/${local!.id}`, {
      token: admin.token,
    });
    expect(builtIn.statusCode).toBe(400);
    expect(builtIn.json().error).toBe(ACCOUNT_MESSAGES.localCannotBeRemoved);

    const shared = await connectedAccount(admin, true);
    const byMember = await call(testApp.app, 'DELETE', `/email/accounts/${shared.id}`, {
      token: member.token,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error).toBe(ACCOUNT_MESSAGES.manageForbidden);

    const own = await connectedAccount(member);
    for (const [who, id] of [
      [stranger, own.id],
      [stranger, local!.id],
      [admin, own.id], // the admin cannot see a member's personal account
      [member, 'not-an-id'],
    ] as const) {
      const response = await call(testApp.app, 'DELETE', `/email/accounts/${id}`, {
        token: who.token,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(ACCOUNT_MESSAGES.notFound);
    }

    const removed = await call(testApp.app, 'DELETE', `/email/accounts/${own.id}`, {
      token: member.token,
    });
    expect(removed.statusCode).toBe(200);
    const byAdmin = await call(testApp.app, 'DELETE', `/email/accounts/${shared.id}`, {
      token: admin.token,
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await accountsOf(member)).map((account) => account.accountType)).toEqual(['local']);
  });

  it('PUT sharing: admin only; shares and unshares; another organisation gets 404', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const account = await connectedAccount(admin);
    const share = (who: AuthResponse, shared: boolean, id = account.id) =>
      call(testApp.app, 'PUT', `/email/accounts/${id}/sharing`, {
        token: who.token,
        body: { shared },
      });

    const refused = await share(member, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(ACCOUNT_MESSAGES.shareForbidden);
    expect((await share(stranger, true)).statusCode).toBe(404);

    const shared = await share(admin, true);
    expect(shared.statusCode).toBe(200);
    expect(shared.json().account.organizationId).toBe(admin.user.organizationId);
    expect((await accountsOf(member)).map((entry) => entry.id)).toContain(account.id);

    const unshared = await share(admin, false);
    expect(unshared.json().account).not.toHaveProperty('organizationId');
    expect((await accountsOf(member)).map((entry) => entry.id)).not.toContain(account.id);
    expect((await share(admin, true, 'junk')).statusCode).toBe(404);
    expect(
      (
        await call(testApp.app, 'PUT', `/email/accounts/${account.id}/sharing`, {
          token: admin.token,
          body: { shared: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('stores credentials sealed (never the password in the row)', async () => {
    const admin = await registerOrganization(testApp.app);
    const account = await connectedAccount(admin);
    const [row] = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.id, account.id));
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain('app-pass-1');
    expect(box.open(row!.credentials!)).toEqual(PASSWORD);
  });

  it('resolveUsableAccount opens credentials; the credential store re-seals and marks reconnect', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const service = createAccountsService({
      config: loadConfig({ NODE_ENV: 'test' }),
      db: testApp.db,
      mailer: { send: async () => undefined },
      logger: testApp.app.log,
      outbound: createOutbound(),
      secrets: box,
      calendarProviders: {},
      mailProviders: {},
      jobQueuePrefix: async () => 'unused',
    });
    const session = (auth: AuthResponse) => ({
      sessionId: 'test',
      userId: auth.user.id,
      organizationId: auth.user.organizationId,
      role: auth.user.role,
      permissions: auth.user.permissions,
    });
    const account = await connectedAccount(admin);
    const resolved = await service.resolveUsableAccount(session(admin), account.id);
    expect(resolved).toMatchObject({
      id: account.id,
      accountType: 'caldav',
      credentials: PASSWORD,
      settings: { serverUrl: 'https://dav.example/' },
    });
    await expect(service.resolveUsableAccount(session(stranger), account.id)).rejects.toThrow(
      ACCOUNT_MESSAGES.notFound,
    );
    expect(
      (await service.listUsableProviderAccounts(session(admin))).map((entry) => entry.provider.id),
    ).toContain(account.id);

    const refreshed: ProviderCredentials = {
      kind: 'oauth',
      accessToken: 'new-access',
      refreshToken: 'r',
      expiresAt: null,
    };
    await resolved.credentialStore.save(account.id, refreshed);
    expect((await service.resolveUsableAccount(session(admin), account.id)).credentials).toEqual(
      refreshed,
    );

    await resolved.credentialStore.markReconnectNeeded(
      account.id,
      ACCOUNT_MESSAGES.reconnectNeeded,
    );
    const [listed] = (await accountsOf(admin)).filter((entry) => entry.id === account.id);
    expect(listed).toMatchObject({
      status: 'reconnect_needed',
      statusMessage: ACCOUNT_MESSAGES.reconnectNeeded,
    });

    const reconnected = await service.reconnectAccount(session(admin), account.id, PASSWORD);
    expect(reconnected).toMatchObject({ status: 'connected', statusMessage: null });
    const connected = await service.connectAccount(session(admin), {
      accountType: 'gmail',
      emailAddress: 'ada@gmail.example',
      credentials: refreshed,
      externalId: 'google-sub-1',
    });
    expect(connected).toMatchObject({ accountType: 'gmail', canManage: true });
    await expect(
      service.connectAccount(session(admin), {
        accountType: 'gmail',
        emailAddress: 'ada@gmail.example',
        credentials: refreshed,
        externalId: 'google-sub-1',
      }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.alreadyConnected);
  });
});
