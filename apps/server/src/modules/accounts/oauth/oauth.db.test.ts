import {
  ACCOUNT_MESSAGES,
  NOT_AVAILABLE_FOR_MEMBERS,
  accountsResponseSchema,
  oauthProvidersResponseSchema,
  type AuthResponse,
} from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import type { AppDeps } from '../../../platform/app-deps.js';
import { createOutbound } from '../../../platform/net/outbound.js';
import { createSecretBox, parseSecretsKey } from '../../../platform/security/secret-box.js';
import { addMember, registerOrganization } from '../../../test/factories.js';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fakes/fake-google.js';
import { startFakeMicrosoft, type FakeMicrosoft } from '../../../test/fakes/fake-microsoft.js';
import { call, createTestApp, TEST_SECRETS_KEY, useTestApp } from '../../../test/test-app.js';
import type { ProviderCredentials } from '../../calendar/providers/calendar-provider.js';
import { createConnectedProviders } from '../../calendar/providers/connected-providers.js';
import { connectedAccounts, oauthStates } from '../accounts.table.js';
import { createAccountsService } from '../accounts.service.js';

let google: FakeGoogle;
let microsoft: FakeMicrosoft;
beforeAll(async () => {
  google = await startFakeGoogle();
  microsoft = await startFakeMicrosoft();
});
afterAll(async () => {
  await google?.close();
  await microsoft?.close();
});
const testApp = useTestApp(() => ({ ...google.env(), ...microsoft.env() }));
const box = createSecretBox(parseSecretsKey(TEST_SECRETS_KEY));

/** POST …/start, then what the browser does: the provider consents and sends it back. */
async function signIn(
  auth: AuthResponse,
  accountType: 'gmail' | 'outlook',
  body: Record<string, unknown> = {},
) {
  const started = await call(testApp.app, 'POST', `/email/accounts/oauth/${accountType}/start`, {
    token: auth.token,
    body,
  });
  expect(started.statusCode, started.body).toBe(200);
  const authorizationUrl = new URL(started.json().authorizationUrl);
  const atProvider = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  return { authorizationUrl, back };
}

async function followCallback(back: URL) {
  const response = await testApp.app.inject({ method: 'GET', url: back.pathname + back.search });
  expect(response.statusCode, response.body).toBe(302);
  return new URL(response.headers.location as string, 'http://worksphere.test');
}

const accountsOf = async (auth: AuthResponse) => {
  const response = await call(testApp.app, 'GET', '/email/accounts/getAccounts', {
    token: auth.token,
  });
  return accountsResponseSchema.parse(response.json()).accounts;
};

describe('OAuth connect flows', () => {
  it('says which providers are configured, and what to set for the others', async () => {
    const admin = await registerOrganization(testApp.app);
    const configured = await call(testApp.app, 'GET', '/email/accounts/providers', {
      token: admin.token,
    });
    expect(oauthProvidersResponseSchema.parse(configured.json()).providers).toEqual([
      { accountType: 'gmail', configured: true, missingSettings: [] },
      { accountType: 'outlook', configured: true, missingSettings: [] },
    ]);
    expect((await call(testApp.app, 'GET', '/email/accounts/providers')).statusCode).toBe(401);

    const bare = await createTestApp({ MICROSOFT_CLIENT_ID: 'only-the-id' });
    try {
      const other = await registerOrganization(bare.app);
      const providers = await call(bare.app, 'GET', '/email/accounts/providers', {
        token: other.token,
      });
      expect(providers.json().providers).toEqual([
        {
          accountType: 'gmail',
          configured: false,
          missingSettings: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
        },
        { accountType: 'outlook', configured: false, missingSettings: ['MICROSOFT_CLIENT_SECRET'] },
      ]);
      const start = await call(bare.app, 'POST', '/email/accounts/oauth/gmail/start', {
        token: other.token,
        body: {},
      });
      expect(start.statusCode).toBe(400);
      expect(start.json().error).toBe(
        ACCOUNT_MESSAGES.oauthNotConfigured(['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']),
      );

      // A member cannot set the server's variables: told to ask an administrator instead.
      const member = await addMember(bare.app, other);
      const seen = await call(bare.app, 'GET', '/email/accounts/providers', {
        token: member.token,
      });
      expect(seen.json().providers).toEqual([
        { accountType: 'gmail', configured: false, missingSettings: [] },
        { accountType: 'outlook', configured: false, missingSettings: [] },
      ]);
      const refused = await call(bare.app, 'POST', '/email/accounts/oauth/gmail/start', {
        token: member.token,
        body: {},
      });
      expect(refused.json()).toEqual({ error: NOT_AVAILABLE_FOR_MEMBERS, code: 'BAD_REQUEST' });
    } finally {
      await bare.close();
    }
  });

  it('connects Google with PKCE S256: tokens sealed, state single-use and stored hashed', async () => {
    const admin = await registerOrganization(testApp.app);
    google.auth.state.identity = { id: 'g-sub-1', email: 'ada@gmail.test', name: 'Ada G' };
    const { authorizationUrl, back } = await signIn(admin, 'gmail');
    const params = authorizationUrl.searchParams;
    expect(authorizationUrl.pathname).toBe('/o/oauth2/v2/auth');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get('redirect_uri')).toBe(
      'http://worksphere.test/api/email/accounts/oauth/gmail/callback',
    );
    expect(params.get('access_type')).toBe('offline');
    const state = params.get('state')!;
    const stored = await testApp.db.select().from(oauthStates);
    expect(stored.some((row) => row.stateHash.includes(state))).toBe(false);
    expect(stored.every((row) => !row.codeVerifier.includes(params.get('code_challenge')!))).toBe(
      true,
    );

    const done = await followCallback(back);
    expect(done.pathname).toBe('/settings/accounts');
    const accountId = done.searchParams.get('accountConnected');
    expect(accountId, done.toString()).toBeTruthy();
    const exchange = google.auth.state.tokenRequests.at(-1)!;
    expect(exchange).toMatchObject({ grant_type: 'authorization_code' });
    expect(exchange.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const accounts = await accountsOf(admin);
    expect(accounts.find((account) => account.id === accountId)).toMatchObject({
      accountType: 'gmail',
      emailAddress: 'ada@gmail.test',
      displayName: 'Ada G',
      status: 'connected',
      ownerId: admin.user.id,
    });
    const [row] = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.id, accountId!));
    expect(row!.externalId).toBe('g-sub-1');
    expect(row!.credentials).not.toContain('at-');
    expect(box.open<ProviderCredentials>(row!.credentials!)).toMatchObject({
      kind: 'oauth',
      accessToken: expect.stringMatching(/^at-/),
      refreshToken: expect.stringMatching(/^rt-/),
    });

    // The same state again: spent.
    const replay = await followCallback(back);
    expect(replay.searchParams.get('accountError')).toBe(ACCOUNT_MESSAGES.oauthStateInvalid);
  });

  it('refuses a code sent back with another sign-in’s state (the verifier does not match)', async () => {
    const admin = await registerOrganization(testApp.app);
    const first = await signIn(admin, 'gmail');
    const second = await signIn(admin, 'gmail');
    const mixed = new URL(first.back);
    mixed.searchParams.set('state', second.back.searchParams.get('state')!);
    const done = await followCallback(mixed);
    expect(done.searchParams.get('accountError')).toBe(ACCOUNT_MESSAGES.oauthDenied);
    expect(google.auth.state.tokenRequests.at(-1)!.grant_type).toBe('authorization_code');
  });

  it('answers with Settings and a message, never a 5xx, for denials and bad states', async () => {
    const admin = await registerOrganization(testApp.app);
    const { back } = await signIn(admin, 'outlook');
    const denied = new URL(back);
    denied.searchParams.delete('code');
    denied.searchParams.set('error', 'access_denied');
    expect((await followCallback(denied)).searchParams.get('accountError')).toBe(
      ACCOUNT_MESSAGES.oauthDenied,
    );
    const unknown = new URL(back);
    unknown.searchParams.set('state', 'made-up');
    expect((await followCallback(unknown)).searchParams.get('accountError')).toBe(
      ACCOUNT_MESSAGES.oauthStateInvalid,
    );
    const bare = new URL(back);
    bare.search = '';
    expect((await followCallback(bare)).searchParams.get('accountError')).toBe(
      ACCOUNT_MESSAGES.oauthStateInvalid,
    );
    // A Google state does not complete a Microsoft sign-in.
    const { back: googleBack } = await signIn(admin, 'gmail');
    const crossed = new URL(googleBack);
    crossed.pathname = crossed.pathname.replace('/gmail/', '/outlook/');
    expect((await followCallback(crossed)).searchParams.get('accountError')).toBe(
      ACCOUNT_MESSAGES.oauthStateInvalid,
    );
    const wrongType = await call(testApp.app, 'POST', '/email/accounts/oauth/yahoo/start', {
      token: admin.token,
      body: {},
    });
    expect(wrongType.statusCode).toBe(404);
  });

  it('connects Microsoft, and signing in again with the same identity reconnects that account', async () => {
    const admin = await registerOrganization(testApp.app);
    microsoft.auth.state.identity = { id: 'ms-id-1', email: 'ada@outlook.test', name: 'Ada M' };
    const first = await followCallback((await signIn(admin, 'outlook')).back);
    const accountId = first.searchParams.get('accountConnected')!;
    expect(accountId).toBeTruthy();
    expect((await accountsOf(admin)).find((a) => a.id === accountId)).toMatchObject({
      accountType: 'outlook',
      emailAddress: 'ada@outlook.test',
    });
    expect(microsoft.control.requests.some((request) => request.url === '/v1.0/me')).toBe(true);

    await testApp.db
      .update(connectedAccounts)
      .set({ status: 'reconnect_needed', statusMessage: ACCOUNT_MESSAGES.reconnectNeeded })
      .where(eq(connectedAccounts.id, accountId));
    const again = await followCallback((await signIn(admin, 'outlook', { accountId })).back);
    expect(again.searchParams.get('accountConnected')).toBe(accountId);
    const twice = await followCallback((await signIn(admin, 'outlook')).back);
    expect(twice.searchParams.get('accountConnected')).toBe(accountId);
    const mine = (await accountsOf(admin)).filter((a) => a.accountType === 'outlook');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'connected', statusMessage: null });
  });

  it('only an admin shares at connect; another organisation cannot reconnect the account', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const shareByMember = await call(testApp.app, 'POST', '/email/accounts/oauth/gmail/start', {
      token: member.token,
      body: { shared: true },
    });
    expect(shareByMember.statusCode).toBe(403);
    expect(shareByMember.json().error).toBe(ACCOUNT_MESSAGES.shareForbidden);

    google.auth.state.identity = { id: 'g-shared', email: 'team@gmail.test', name: 'Team' };
    const done = await followCallback((await signIn(admin, 'gmail', { shared: true })).back);
    const accountId = done.searchParams.get('accountConnected')!;
    expect((await accountsOf(member)).find((a) => a.id === accountId)).toMatchObject({
      organizationId: admin.user.organizationId,
      canManage: false,
    });
    const byMember = await call(testApp.app, 'POST', '/email/accounts/oauth/gmail/start', {
      token: member.token,
      body: { accountId },
    });
    expect(byMember.statusCode).toBe(403);
    const stranger = await registerOrganization(testApp.app);
    const byStranger = await call(testApp.app, 'POST', '/email/accounts/oauth/gmail/start', {
      token: stranger.token,
      body: { accountId },
    });
    expect(byStranger.statusCode).toBe(404);
  });

  it('a refreshed token is stored sealed; a refused refresh marks the account reconnect-needed', async () => {
    const admin = await registerOrganization(testApp.app);
    google.auth.state.identity = { id: 'g-refresh', email: 'refresh@gmail.test', name: 'R' };
    const done = await followCallback((await signIn(admin, 'gmail')).back);
    const accountId = done.searchParams.get('accountConnected')!;
    google.addEvent({
      summary: 'Seen',
      start: { date: '2030-05-02' },
      end: { date: '2030-05-03' },
    });

    const config = loadConfig({ NODE_ENV: 'test', ...google.env() });
    const deps = {
      config,
      db: testApp.db,
      secrets: box,
      logger: { warn: () => undefined } as unknown as FastifyBaseLogger,
    } as AppDeps;
    const accounts = createAccountsService(deps);
    const providers = createConnectedProviders({ config, outbound: createOutbound() });
    const session = {
      sessionId: '',
      userId: admin.user.id,
      organizationId: admin.user.organizationId,
      role: 'ADMIN' as const,
      permissions: [],
    };
    const range = {
      timeMin: new Date('2030-05-01T00:00:00Z'),
      timeMax: new Date('2030-06-01T00:00:00Z'),
    };
    const sealedBefore = (
      await testApp.db.select().from(connectedAccounts).where(eq(connectedAccounts.id, accountId))
    )[0]!.credentials;

    google.auth.expireAccessTokens();
    const events = await providers.gmail.listEvents(
      await accounts.resolveUsableAccount(session, accountId),
      range,
    );
    expect(events.map((event) => event.summary)).toContain('Seen');
    const [after] = await testApp.db
      .select()
      .from(connectedAccounts)
      .where(eq(connectedAccounts.id, accountId));
    expect(after!.credentials).not.toBe(sealedBefore);
    expect(box.open<ProviderCredentials>(after!.credentials!)).toMatchObject({
      refreshToken: expect.stringMatching(/^rt-/),
    });

    google.auth.expireAccessTokens();
    google.auth.revokeRefreshTokens();
    await expect(
      providers.gmail.listEvents(await accounts.resolveUsableAccount(session, accountId), range),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect((await accountsOf(admin)).find((a) => a.id === accountId)).toMatchObject({
      status: 'reconnect_needed',
      statusMessage: ACCOUNT_MESSAGES.reconnectNeeded,
    });
    await providers.close();
  });
});
