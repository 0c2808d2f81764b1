import type { AuthResponse } from '@worksphere/contracts';
import {
  errorBodySchema,
  fillMessage,
  RECOVER_MESSAGE,
  SSO_MESSAGES,
  SSO_SIGN_UP_REFUSED,
} from '@worksphere/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../../test/factories.js';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-test-provider.js';
import { call, useTestApp } from '../../../test/test-app.js';
import { createToken, hashToken } from '../../../platform/auth/tokens.js';
import { passwordResets, users } from '../../users/users.table.js';
import { refuseInserts } from '../../../test/refused-inserts.js';
import { sessions } from '../sessions.table.js';

const PUBLIC_URL = 'http://worksphere.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/user/sso/callback`;

let provider: TestOidcProvider;
/** Same server software, but it calls itself http://localhost:port: a different issuer. */
let otherIssuer: TestOidcProvider;

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  otherIssuer = await startOidcProvider({ redirectUris: [REDIRECT_URI], issuerHost: 'localhost' });
});
afterAll(async () => {
  await provider.close();
  await otherIssuer.close();
});

// The provider runs on loopback: the outbound guard lets exactly these through (its test opt-in).
const written: string[] = [];
const logDestination = { write: (line: string) => void written.push(line) };
const testApp = useTestApp(
  () => ({
    PUBLIC_URL,
    LOG_LEVEL: 'debug',
    OUTBOUND_ALLOWED_HOSTS: `${provider.hostPort},${otherIssuer.hostPort}`,
  }),
  { logDestination },
);

/** The reason the last refused sign-in was logged with. */
const lastRefusal = () =>
  [...written].reverse().find((line) => line.includes('sso sign-in refused')) ?? '';

let sequence = 0;
const uniqueDomain = () => `acme${Date.now().toString(36)}${(sequence += 1)}.test`;

async function configure(admin: AuthResponse, domain: string, extra: Record<string, unknown> = {}) {
  return call(testApp.app, 'PUT', '/organizations/sso', {
    token: admin.token,
    body: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      domains: [domain],
      ...extra,
    },
  });
}

async function startSignIn(email: string) {
  const started = await call(testApp.app, 'POST', '/user/sso/start', { body: { email } });
  expect(started.statusCode, started.body).toBe(200);
  return started.json<{ url: string }>().url;
}

/** The provider's redirect back, delivered to our callback: answers where we send the browser. */
async function deliver(callbackUrl: URL) {
  const answer = await call(testApp.app, 'GET', `/user/sso/callback${callbackUrl.search}`);
  expect(answer.statusCode, answer.body).toBe(302);
  return String(answer.headers.location);
}

const ticketOf = (location: string) =>
  decodeURIComponent(/#ticket=(.+)$/.exec(location)?.[1] ?? '');

describe('single sign-on with OpenID Connect', () => {
  it('signs a new address of a configured domain in as a just-in-time MEMBER, with a working session', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    const saved = await configure(admin, domain);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      issuer: provider.issuer,
      clientId: provider.clientId,
      hasClientSecret: true,
      domains: [domain],
      redirectUri: REDIRECT_URI,
    });

    const url = new URL(await startSignIn(`New.Person@${domain}`));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);

    const back = await provider.signIn(url.href, `new.person@${domain}`);
    expect(back.searchParams.get('code')).toBeTruthy();
    const location = await deliver(back);
    expect(location).toMatch(/^\/login\/sso#ticket=/);

    const completed = await call(testApp.app, 'POST', '/user/sso/complete', {
      body: { ticket: ticketOf(location) },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.headers['set-cookie']).toContain('ws_session=');
    const signedIn = completed.json<AuthResponse>();
    expect(signedIn.user).toMatchObject({
      email: `new.person@${domain}`,
      role: 'MEMBER',
      organizationId: admin.user.organizationId,
      firstName: 'Sam',
    });
    expect(signedIn.key).toBe(`${signedIn.user.id}:${admin.user.organizationId}`);

    const me = await call(testApp.app, 'GET', '/user/me', { token: signedIn.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.email).toBe(`new.person@${domain}`);

    // The change and the sign-in are in the organisation's audit log.
    const { rows: events } = await testApp.db.execute<{ action: string }>(
      sql`select action from audit_events where organization_id = ${admin.user.organizationId} and action like 'sso.%' order by action`,
    );
    expect(events.map((event) => event.action)).toEqual(['sso.settings_changed', 'sso.sign_in']);

    // The ticket works once.
    const again = await call(testApp.app, 'POST', '/user/sso/complete', {
      body: { ticket: ticketOf(location) },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: SSO_MESSAGES.ticketInvalid, code: 'BAD_REQUEST' });

    // A second sign-in finds the same account instead of making another.
    const secondUrl = await startSignIn(`new.person@${domain}`);
    const secondLocation = await deliver(await provider.signIn(secondUrl, `new.person@${domain}`));
    const second = await call(testApp.app, 'POST', '/user/sso/complete', {
      body: { ticket: ticketOf(secondLocation) },
    });
    expect(second.json<AuthResponse>().user.id).toBe(signedIn.user.id);
  });

  it('writes the sign-in\u2019s audit event with its session: a session that fails leaves no event and the ticket usable', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    const email = `rollback@${domain}`;
    const location = await deliver(await provider.signIn(await startSignIn(email), email));
    const [member] = await testApp.db.select().from(users).where(eq(users.email, email));
    expect(member).toBeDefined();
    const eventsOf = async (organizationId: string) =>
      (
        await testApp.db.execute<{ action: string; details: Record<string, unknown> }>(
          sql`select action, details from audit_events where organization_id = ${organizationId} and actor_user_id = ${member!.id} order by id`,
        )
      ).rows;
    // The new member and their event were written together, before any sign-in.
    expect(await eventsOf(admin.user.organizationId)).toEqual([
      { action: 'member.joined', details: { role: 'MEMBER', via: 'sso' } },
    ]);

    // The session cannot be stored: the sign-in fails, and its audit event goes with it.
    const allow = await refuseInserts(testApp.db, 'sessions', 'user_id', member!.id);
    try {
      const failed = await call(testApp.app, 'POST', '/user/sso/complete', {
        body: { ticket: ticketOf(location) },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect((await eventsOf(admin.user.organizationId)).map((event) => event.action)).toEqual([
      'member.joined',
    ]);
    const [stored] = await testApp.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, member!.id));
    expect(stored!.count).toBe(0);

    // Nothing was spent: the same ticket signs in, with exactly one event, in this organisation only.
    const completed = await call(testApp.app, 'POST', '/user/sso/complete', {
      body: { ticket: ticketOf(location) },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await eventsOf(admin.user.organizationId)).map((event) => event.action)).toEqual([
      'member.joined',
      'sso.sign_in',
    ]);
    expect(await eventsOf(other.user.organizationId)).toEqual([]);
    const otherLog = await call(testApp.app, 'GET', '/audit/events', { token: other.token });
    expect(otherLog.statusCode, otherLog.body).toBe(200);
    expect(
      otherLog
        .json()
        .events.filter((event: { actor: { id: string } | null }) => event.actor?.id === member!.id),
    ).toEqual([]);
  });

  it('reads the provider\u2019s discovery once per configuration, not per sign-in', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    const afterSave = provider.discoveryReads();
    for (const name of ['first', 'second']) {
      const back = await provider.signIn(
        await startSignIn(`${name}@${domain}`),
        `${name}@${domain}`,
      );
      expect(await deliver(back)).toMatch(/#ticket=/);
    }
    expect(provider.discoveryReads()).toBe(afterSave);
    // Saving reads the provider as it is now (the check), and sign-ins use that reading.
    expect((await configure(admin, domain, { requireSso: false })).statusCode).toBe(200);
    const afterChange = provider.discoveryReads();
    expect(afterChange).toBeGreaterThan(afterSave);
    await startSignIn(`third@${domain}`);
    expect(provider.discoveryReads()).toBe(afterChange);
  });

  it('refuses a replayed answer: the code and its state are taken once', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    const back = await provider.signIn(await startSignIn(`replay@${domain}`), `replay@${domain}`);
    expect(await deliver(back)).toMatch(/#ticket=/);
    expect(await deliver(back)).toBe('/login/sso?error=expired');
  });

  it('refuses an answer whose issuer is not the configured one', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    const back = await provider.signIn(await startSignIn(`iss@${domain}`), `iss@${domain}`);
    expect(back.searchParams.get('iss')).toBe(provider.issuer);
    back.searchParams.set('iss', otherIssuer.issuer);
    expect(await deliver(back)).toBe('/login/sso?error=failed');
    expect(lastRefusal()).toContain('(issuer) response parameter');

    // A provider that announces another issuer than the one entered is refused when saved.
    const mismatch = await call(testApp.app, 'PUT', '/organizations/sso', {
      token: admin.token,
      body: {
        issuer: `http://${otherIssuer.hostPort}`,
        clientId: 'x',
        clientSecret: 'y',
        domains: [uniqueDomain()],
      },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toContain(otherIssuer.issuer);
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    // Our state, but the provider is asked (by someone else) with another nonce.
    const ours = new URL(await startSignIn(`nonce@${domain}`));
    ours.searchParams.set('nonce', 'a-nonce-this-sign-in-never-sent');
    const back = await provider.signIn(ours.href, `nonce@${domain}`);
    expect(await deliver(back)).toBe('/login/sso?error=failed');
    expect(lastRefusal()).toContain('nonce');
  });

  it('refuses an e-mail outside the organisation\u2019s domains and starts nothing for an unknown domain', async () => {
    const admin = await registerOrganization(testApp.app);
    const domain = uniqueDomain();
    expect((await configure(admin, domain)).statusCode).toBe(200);
    const back = await provider.signIn(
      await startSignIn(`someone@${domain}`),
      'intruder@elsewhere.test',
    );
    expect(await deliver(back)).toBe('/login/sso?error=domain');
    const unknown = await call(testApp.app, 'POST', '/user/sso/start', {
      body: { email: `x@${uniqueDomain()}` },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(SSO_MESSAGES.noOrganizationForDomain);
  });

  it('requires single sign-on: members\u2019 passwords are refused, the break-glass admin\u2019s still work', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const saved = await configure(admin, uniqueDomain(), { requireSso: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().breakGlassAdmin).toEqual({
      id: admin.user.id,
      username: admin.user.username,
    });
    const refused = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: member.user.username, password: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: SSO_MESSAGES.passwordRefused, code: 'FORBIDDEN' });
    const wrongPassword = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: member.user.username, password: 'not the password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const breakGlass = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: TEST_PASSWORD },
    });
    expect(breakGlass.statusCode, breakGlass.body).toBe(200);
  });

  it('lets the admin choose the break-glass admin among this organisation\u2019s admins only', async () => {
    const admin = await registerOrganization(testApp.app);
    const deputy = await addMember(testApp.app, admin, 'ADMIN');
    const member = await addMember(testApp.app, admin);
    const stranger = await registerOrganization(testApp.app);
    const domain = uniqueDomain();

    const listed = await call(testApp.app, 'GET', '/organizations/sso', { token: admin.token });
    expect(
      listed
        .json()
        .admins.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([admin.user.id, deputy.user.id].sort());
    for (const breakGlassUserId of [member.user.id, stranger.user.id]) {
      const refused = await configure(admin, domain, { requireSso: true, breakGlassUserId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: SSO_MESSAGES.breakGlassInvalid,
        code: 'BAD_REQUEST',
      });
    }
    const saved = await configure(admin, domain, {
      requireSso: true,
      breakGlassUserId: deputy.user.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().breakGlassAdmin).toEqual({
      id: deputy.user.id,
      username: deputy.user.username,
    });
    // Saved again without a choice: the deputy stays.
    const kept = await configure(admin, domain, { requireSso: true });
    expect(kept.json().breakGlassAdmin.id).toBe(deputy.user.id);

    const passwordOf = (who: AuthResponse) =>
      call(testApp.app, 'POST', '/user/login', {
        body: { identifier: who.user.username, password: TEST_PASSWORD },
      });
    expect((await passwordOf(admin)).statusCode).toBe(403);
    expect((await passwordOf(deputy)).statusCode).toBe(200);

    const { rows } = await testApp.db.execute<{ details: Record<string, unknown> }>(
      sql`select details from audit_events where organization_id = ${admin.user.organizationId} and action = 'sso.settings_changed' order by created_at`,
    );
    expect(rows.at(-2)!.details).toMatchObject({
      breakGlassAdmin: deputy.user.username,
      breakGlassChanged: true,
    });
    expect(rows.at(-1)!.details).toMatchObject({ breakGlassChanged: false });
  });

  describe('an organisation that requires single sign-on for its domains', () => {
    let domain: string;
    let admin: AuthResponse;
    let colleague: AuthResponse;
    let contractor: AuthResponse;

    /** An invited member with this address (made before single sign-on was required). */
    async function invite(email: string) {
      const invited = await call(testApp.app, 'POST', '/organizations/invitations', {
        token: admin.token,
        body: { email, role: 'MEMBER' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      return call(testApp.app, 'POST', '/user/register', {
        body: {
          username: email.split('@')[0]!.replace(/[^a-z0-9]/g, '') + sequence,
          email,
          password: TEST_PASSWORD,
          organizationId: admin.user.organizationId,
          inviteToken: invited.json().inviteToken,
        },
      });
    }

    /** A reset link as the e-mail carries it (sent before single sign-on was required). */
    async function resetLinkFor(userId: string) {
      const link = createToken();
      await testApp.db.insert(passwordResets).values({
        userId,
        tokenHash: hashToken(link),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return link;
    }

    const resetsOf = async (userId: string) =>
      (await testApp.db.select().from(passwordResets).where(eq(passwordResets.userId, userId)))
        .length;

    beforeAll(async () => {
      domain = uniqueDomain();
      admin = await registerOrganization(testApp.app, { email: `boss@${domain}` });
      const joined = await invite(`colleague@${domain}`);
      expect(joined.statusCode, joined.body).toBe(201);
      colleague = joined.json();
      contractor = await addMember(testApp.app, admin);
      const saved = await configure(admin, domain, { requireSso: true });
      expect(saved.statusCode, saved.body).toBe(200);
    });

    it('refuses a password account for an address of the domain: new organisation or invitation', async () => {
      // The domain also comes as a parameter, for the web's translations of the text.
      const refusal = {
        error: SSO_MESSAGES.signUpRefused(domain),
        code: 'FORBIDDEN',
        params: { domain },
      };
      expect(errorBodySchema.parse(refusal)).toEqual(refusal);
      expect(fillMessage(SSO_SIGN_UP_REFUSED, refusal.params)).toBe(refusal.error);
      const newOrganization = await call(testApp.app, 'POST', '/user/register', {
        body: {
          username: `founder${sequence}`,
          email: `Founder@${domain.toUpperCase()}`,
          password: TEST_PASSWORD,
          organizationName: 'Shadow IT',
        },
      });
      expect(newOrganization.statusCode).toBe(403);
      expect(newOrganization.json()).toEqual(refusal);
      const invited = await invite(`later@${domain}`);
      expect(invited.statusCode).toBe(403);
      expect(invited.json()).toEqual(refusal);
      // Other domains sign up as before.
      await registerOrganization(testApp.app);
    });

    it('refuses password resets of its members, but the break-glass admin\u2019s', async () => {
      const refusal = { error: SSO_MESSAGES.resetRefused, code: 'FORBIDDEN' };
      for (const email of [`colleague@${domain}`, `nobody@${domain}`]) {
        const asked = await call(testApp.app, 'POST', '/user/recover', { body: { email } });
        expect(asked.statusCode, email).toBe(403);
        expect(asked.json()).toEqual(refusal);
      }
      expect(await resetsOf(colleague.user.id)).toBe(0);
      // A member with another address: no link, and the usual answer (it reveals no account).
      const quiet = await call(testApp.app, 'POST', '/user/recover', {
        body: { email: contractor.user.email },
      });
      expect(quiet.statusCode, quiet.body).toBe(200);
      expect(quiet.json()).toEqual({ message: RECOVER_MESSAGE });
      expect(await resetsOf(contractor.user.id)).toBe(0);
      // The break-glass admin can still reset theirs.
      const breakGlass = await call(testApp.app, 'POST', '/user/recover', {
        body: { email: `boss@${domain}` },
      });
      expect(breakGlass.statusCode, breakGlass.body).toBe(200);
      expect(await resetsOf(admin.user.id)).toBe(1);

      // A link sent before single sign-on was required sets no password now.
      const oldLink = await resetLinkFor(contractor.user.id);
      const used = await call(testApp.app, 'POST', '/user/reset-password', {
        body: { token: oldLink, password: 'a brand new passphrase' },
      });
      expect(used.statusCode).toBe(403);
      expect(used.json()).toEqual(refusal);
      const signIn = await call(testApp.app, 'POST', '/user/login', {
        body: { identifier: contractor.user.username, password: 'a brand new passphrase' },
      });
      expect(signIn.statusCode).toBe(401);
      const adminsLink = await resetLinkFor(admin.user.id);
      const adminsReset = await call(testApp.app, 'POST', '/user/reset-password', {
        body: { token: adminsLink, password: 'a brand new passphrase' },
      });
      expect(adminsReset.statusCode, adminsReset.body).toBe(200);
    });

    it('leaves other organisations\u2019 members alone', async () => {
      const other = await registerOrganization(testApp.app);
      const asked = await call(testApp.app, 'POST', '/user/recover', {
        body: { email: other.user.email },
      });
      expect(asked.statusCode).toBe(200);
      expect(await resetsOf(other.user.id)).toBe(1);
    });
  });

  it('keeps the configuration to its own organisation\u2019s admins and never answers the secret', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const domain = uniqueDomain();
    const saved = await configure(admin, domain);
    expect(saved.body).not.toContain(provider.clientSecret);

    // Saving without a secret keeps the stored one.
    const kept = await configure(admin, domain, { clientSecret: '' });
    expect(kept.statusCode, kept.body).toBe(200);
    const read = await call(testApp.app, 'GET', '/organizations/sso', { token: admin.token });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(provider.clientSecret);
    expect(read.json()).toMatchObject({ hasClientSecret: true, domains: [domain] });

    const forMember = await call(testApp.app, 'GET', '/organizations/sso', { token: member.token });
    expect(forMember.statusCode).toBe(403);

    // Another organisation's admin sees only their own (empty) configuration and cannot take
    // this one's domain, change or remove it.
    const stranger = await registerOrganization(testApp.app);
    const theirs = await call(testApp.app, 'GET', '/organizations/sso', { token: stranger.token });
    expect(theirs.json()).toMatchObject({ configured: false, domains: [], issuer: '' });
    const taken = await configure(stranger, domain);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(SSO_MESSAGES.domainTaken(domain));
    const removed = await call(testApp.app, 'DELETE', '/organizations/sso', {
      token: stranger.token,
    });
    expect(removed.json().configured).toBe(false);
    const still = await call(testApp.app, 'GET', '/organizations/sso', { token: admin.token });
    expect(still.json()).toMatchObject({ configured: true, domains: [domain] });

    // Stored sealed, not in clear.
    const { rows } = await testApp.db.execute<{ sealed: string }>(
      sql`select client_secret_sealed as sealed from sso_configs where organization_id = ${admin.user.organizationId}`,
    );
    expect(rows[0]!.sealed).toMatch(/^v1\./);
    expect(rows[0]!.sealed).not.toContain(provider.clientSecret);
  });

  it('refuses an issuer the outbound guard refuses, with a 400', async () => {
    const admin = await registerOrganization(testApp.app);
    const refused = await call(testApp.app, 'PUT', '/organizations/sso', {
      token: admin.token,
      body: {
        issuer: 'http://127.0.0.1:9',
        clientId: 'x',
        clientSecret: 'y',
        domains: [uniqueDomain()],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('BAD_REQUEST');
  });
  it('writes no client secret, code, token or ticket into any log line', () => {
    const log = written.join('\n');
    expect(log).toContain('sso sign-in refused');
    expect(log).not.toContain(provider.clientSecret);
    expect(log).not.toMatch(/ticket=|[?&]code=[A-Za-z0-9_-]{10,}|id_token|access_token/);
  });
});
