import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_MESSAGES,
  type AuthResponse,
  type TotpSetupResponse,
  type TwoFactorStatus,
} from '@worksphere/contracts';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../../test/chat-helpers.js';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../../test/factories.js';
import { refuseInserts } from '../../../test/refused-inserts.js';
import { call, useTestApp } from '../../../test/test-app.js';
import {
  twoFactorPasskeys,
  twoFactorPolicies,
  twoFactorRecoveryCodes,
  twoFactorTotp,
} from './two-factor.table.js';

/** Every line the app logs, to look for secrets in. */
const written: string[] = [];
const logDestination = { write: (line: string) => void written.push(line) };
const testApp = useTestApp({ LOG_LEVEL: 'debug' }, { logDestination });
const app = () => testApp.app;

const PERIOD_MS = 30_000;

/** What an authenticator app shows for this secret at a moment (now by default). */
function codeOf(secret: string, timestamp = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp,
  });
}

async function status(user: AuthResponse): Promise<TwoFactorStatus> {
  const response = await call(app(), 'GET', '/user/two-factor', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Set up and confirm the authenticator app: its secret and the recovery codes shown once. */
async function enrol(user: AuthResponse) {
  const setup = await call(app(), 'POST', '/user/two-factor/totp/setup', { token: user.token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUri } = setup.json() as TotpSetupResponse;
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Worksphere:/);
  expect(otpauthUri).toContain(`secret=${secret}`);
  const enabled = await call(app(), 'POST', '/user/two-factor/totp/enable', {
    token: user.token,
    body: { code: codeOf(secret) },
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

const login = (user: AuthResponse) =>
  call(app(), 'POST', '/user/login', {
    body: { identifier: user.user.username, password: TEST_PASSWORD },
  });

async function pendingTokenOf(user: AuthResponse) {
  const response = await login(user);
  expect(response.statusCode, response.body).toBe(200);
  const answer = response.json();
  expect(answer).toMatchObject({ twoFactorRequired: true, methods: ['totp', 'recovery'] });
  expect(answer.token).toBeUndefined();
  expect(response.headers['set-cookie']).toBeUndefined();
  return answer.pendingToken as string;
}

const secondStep = (body: Record<string, unknown>) =>
  call(app(), 'POST', '/user/login/two-factor', { body });

/** The test app's site, as a browser creating a passkey for it reports it. */
const ORIGIN = 'http://worksphere.test';
const RP_ID = 'worksphere.test';

/**
 * What a browser answers to the registration options: a new P-256 passkey, "none" attestation
 * (the options ask for none), signed over nothing, for the options' challenge.
 */
function passkeyRegistration(challenge: string) {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
    format: 'jwk',
  });
  const publicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]),
  );
  const credentialId = randomBytes(16);
  const authData = Buffer.concat([
    createHash('sha256').update(RP_ID).digest(),
    Buffer.from([0x41]), // user present, attested credential data included
    Buffer.alloc(4), // signature counter
    Buffer.alloc(16), // AAGUID
    Buffer.from([0, credentialId.length]),
    credentialId,
    publicKey,
  ]);
  const attestationObject = isoCBOR.encode(
    new Map<string, string | Uint8Array | Map<string, string>>([
      ['fmt', 'none'],
      ['attStmt', new Map<string, string>()],
      ['authData', new Uint8Array(authData)],
    ]),
  );
  const clientData = { type: 'webauthn.create', challenge, origin: ORIGIN, crossOrigin: false };
  return {
    id: credentialId.toString('base64url'),
    rawId: credentialId.toString('base64url'),
    type: 'public-key',
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
      attestationObject: Buffer.from(attestationObject).toString('base64url'),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
}

/** Ask for registration options and answer them with a new passkey named `name`. */
async function addPasskey(user: AuthResponse, name: string) {
  const options = await call(app(), 'POST', '/user/two-factor/passkeys/options', {
    token: user.token,
  });
  expect(options.statusCode, options.body).toBe(200);
  return call(app(), 'POST', '/user/two-factor/passkeys', {
    token: user.token,
    body: { name, response: passkeyRegistration(options.json().options.challenge) },
  });
}

/** The audit events a user caused, oldest first (addMember's invitation is not theirs). */
async function auditOf(user: AuthResponse) {
  const { rows } = await testApp.db.execute<{ action: string; details: Record<string, unknown> }>(
    sql`select action, details from audit_events where organization_id = ${user.user.organizationId} and actor_user_id = ${user.user.id} and action not like 'invitation.%' order by id`,
  );
  return rows;
}

describe('two-factor sign-in with an authenticator app', () => {
  let admin: AuthResponse;
  beforeAll(async () => {
    admin = await registerOrganization(app());
  });

  it('a user without it signs in as before, in one step', async () => {
    const member = await addMember(app(), admin);
    const response = await login(member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      token: expect.any(String),
      user: { id: member.user.id },
    });
    expect(await status(member)).toMatchObject({ totpEnabled: false, enabled: false });
  });

  it('enrols with a code, shows 10 recovery codes once, and keeps only sealed and hashed copies', async () => {
    const member = await addMember(app(), admin);
    const { secret, recoveryCodes } = await enrol(member);
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const after = await status(member);
    expect(after).toMatchObject({ totpEnabled: true, enabled: true, recoveryCodesLeft: 10 });
    // Neither the status nor the database holds the secret or a code in clear.
    expect(JSON.stringify(after)).not.toContain(secret);
    const [row] = await testApp.db
      .select()
      .from(twoFactorTotp)
      .where(eq(twoFactorTotp.userId, member.user.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.pendingSecretSealed).toBeNull();
    const stored = await testApp.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, member.user.id));
    expect(stored).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(JSON.stringify(stored)).not.toContain(code);
    }
    // A second set-up while it is on is refused.
    const again = await call(app(), 'POST', '/user/two-factor/totp/setup', { token: member.token });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a wrong code at enrolment, and enrolment without a set-up', async () => {
    const member = await addMember(app(), admin);
    const early = await call(app(), 'POST', '/user/two-factor/totp/enable', {
      token: member.token,
      body: { code: '123456' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'BAD_REQUEST',
      error: TWO_FACTOR_MESSAGES.noTotpSetup,
    });
    const setup = await call(app(), 'POST', '/user/two-factor/totp/setup', { token: member.token });
    const { secret } = setup.json() as TotpSetupResponse;
    const wrong = String((Number(codeOf(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(app(), 'POST', '/user/two-factor/totp/enable', {
      token: member.token,
      body: { code: wrong },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode });
    const bad = await call(app(), 'POST', '/user/two-factor/totp/enable', {
      token: member.token,
      body: { code: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await status(member)).totpEnabled).toBe(false);
  });

  it('sign-in asks for the second step, and only then opens a session', async () => {
    const member = await addMember(app(), admin);
    const { secret } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);

    // The pending token is not a session.
    const asSession = await call(app(), 'GET', '/user/me', { token: pendingToken });
    expect(asSession.statusCode).toBe(401);
    const asSwitch = await call(app(), 'POST', '/user/session/switch', {
      token: pendingToken,
      body: { token: pendingToken },
    });
    expect(asSwitch.statusCode).toBe(401);

    // A wrong code is refused (401 on this public step), then the next period's code works.
    const wrong = await secondStep({
      pendingToken,
      code: '000000' === codeOf(secret) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      error: TWO_FACTOR_MESSAGES.invalidCode,
    });
    const next = codeOf(secret, Date.now() + PERIOD_MS);
    const done = await secondStep({ pendingToken, code: next });
    expect(done.statusCode, done.body).toBe(200);
    const answer = done.json() as AuthResponse;
    expect(answer.user.id).toBe(member.user.id);
    expect(String(done.headers['set-cookie'])).toContain('ws_session=');
    expect((await call(app(), 'GET', '/user/me', { token: answer.token })).statusCode).toBe(200);

    // Saved sessions keep working: switching to it needs no second step.
    const switched = await call(app(), 'POST', '/user/session/switch', {
      token: answer.token,
      body: { token: answer.token },
    });
    expect(switched.statusCode, switched.body).toBe(200);

    // The same pending token cannot open a second session, even with a fresh code.
    const reused = await secondStep({
      pendingToken,
      code: codeOf(secret, Date.now() + 2 * PERIOD_MS),
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.pendingInvalid });
  });

  it('never accepts a code twice, nor an older one', async () => {
    const member = await addMember(app(), admin);
    const { secret } = await enrol(member);
    // The enrolment code's period is spent already.
    const replayEnrolment = await secondStep({
      pendingToken: await pendingTokenOf(member),
      code: codeOf(secret),
    });
    expect(replayEnrolment.statusCode).toBe(401);
    const code = codeOf(secret, Date.now() + PERIOD_MS);
    const first = await secondStep({ pendingToken: await pendingTokenOf(member), code });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await secondStep({ pendingToken: await pendingTokenOf(member), code });
    expect(replay.statusCode).toBe(401);
    const older = await secondStep({
      pendingToken: await pendingTokenOf(member),
      code: codeOf(secret),
    });
    expect(older.statusCode).toBe(401);
  });

  it('a recovery code works once, typed in any case, with or without its dash', async () => {
    const member = await addMember(app(), admin);
    const { recoveryCodes } = await enrol(member);
    const [code] = recoveryCodes;
    const typed = code!.replace('-', '').toUpperCase();
    const first = await secondStep({
      pendingToken: await pendingTokenOf(member),
      recoveryCode: typed,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await status(member)).recoveryCodesLeft).toBe(9);
    const again = await secondStep({
      pendingToken: await pendingTokenOf(member),
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(401);
    const unknown = await secondStep({
      pendingToken: await pendingTokenOf(member),
      recoveryCode: 'aaaaa-aaaaa',
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('writes the sign-in\u2019s audit event with its session: a session that fails leaves no event and the step usable', async () => {
    const member = await addMember(app(), admin);
    const other = await registerOrganization(app());
    const { secret, recoveryCodes } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);
    // The member's events after joining (addMember's invitation is not this test's).
    const eventsOf = async (organizationId: string) =>
      (
        await testApp.db.execute<{ action: string; details: Record<string, unknown> }>(
          sql`select action, details from audit_events where organization_id = ${organizationId} and actor_user_id = ${member.user.id} and action not like 'invitation.%' order by id`,
        )
      ).rows;
    expect(await eventsOf(admin.user.organizationId)).toEqual([
      { action: 'two_factor.enabled', details: { method: 'totp' } },
    ]);

    // The session cannot be stored: the sign-in fails, and its audit event goes with it.
    const allow = await refuseInserts(testApp.db, 'sessions', 'user_id', member.user.id);
    try {
      // (The enrolment spent this period's code; each code counts once, even when this fails.)
      const failed = await secondStep({
        pendingToken,
        code: codeOf(secret, Date.now() + PERIOD_MS),
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect((await eventsOf(admin.user.organizationId)).map((event) => event.action)).toEqual([
      'two_factor.enabled',
    ]);

    // The pending sign-in was not spent: a recovery code opens the session, with one event.
    const done = await secondStep({ pendingToken, recoveryCode: recoveryCodes[0] });
    expect(done.statusCode, done.body).toBe(200);
    expect(await eventsOf(admin.user.organizationId)).toEqual([
      { action: 'two_factor.enabled', details: { method: 'totp' } },
      { action: 'auth.sign_in', details: { method: 'password', secondFactor: 'recovery' } },
    ]);
    // Another organisation's log has none of it.
    expect(await eventsOf(other.user.organizationId)).toEqual([]);
    const otherLog = await call(app(), 'GET', '/audit/events', { token: other.token });
    expect(otherLog.statusCode, otherLog.body).toBe(200);
    expect(
      otherLog
        .json()
        .events.filter(
          (event: { actor: { id: string } | null }) => event.actor?.id === member.user.id,
        ),
    ).toEqual([]);
  });

  it('refuses a forged, altered or expired pending token', async () => {
    const member = await addMember(app(), admin);
    const { secret } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);
    const [payload, signature] = pendingToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const other = await addMember(app(), admin);
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: other.user.id })).toString('base64url')}.${signature}`;
    const expired = `${Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1 })).toString('base64url')}.${signature}`;
    for (const token of [forged, expired, 'nonsense', `${payload}.`]) {
      const response = await secondStep({
        pendingToken: token,
        code: codeOf(secret, Date.now() + PERIOD_MS),
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        error: TWO_FACTOR_MESSAGES.pendingInvalid,
      });
    }
  });

  it('slows down guessing: wrong codes count per account and answer 429', async () => {
    const member = await addMember(app(), admin);
    const { secret } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);
    const wrong = codeOf(secret) === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      statuses.push((await secondStep({ pendingToken, code: wrong })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right code waits now.
    const right = await secondStep({ pendingToken, code: codeOf(secret, Date.now() + PERIOD_MS) });
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toContain(TWO_FACTOR_MESSAGES.throttled);
  });

  it('a refused code answers only once its event is written, and counts towards the delay either way', async () => {
    const member = await addMember(app(), admin);
    const { secret } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);
    const wrong = codeOf(secret) === '000000' ? '111111' : '000000';

    // The log cannot take the refusal: no 401 the log does not show, and no event.
    const allow = await refuseInserts(testApp.db, 'audit_events', 'actor_user_id', member.user.id);
    const statuses: number[] = [];
    try {
      for (let attempt = 0; attempt < 7; attempt += 1) {
        statuses.push((await secondStep({ pendingToken, code: wrong })).statusCode);
      }
    } finally {
      await allow();
    }
    // The attempts still counted: the same delay as when every refusal is logged.
    expect(statuses.slice(0, 5)).toEqual([500, 500, 500, 500, 500]);
    expect(statuses.at(-1)).toBe(429);
    expect(await auditOf(member)).toEqual([
      { action: 'two_factor.enabled', details: { method: 'totp' } },
    ]);

    // Logged again: a refused code is answered 401 with its event.
    const logged = await addMember(app(), admin);
    const loggedSecret = (await enrol(logged)).secret;
    const refused = await secondStep({
      pendingToken: await pendingTokenOf(logged),
      code: codeOf(loggedSecret) === '000000' ? '111111' : '000000',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode });
    expect(await auditOf(logged)).toEqual([
      { action: 'two_factor.enabled', details: { method: 'totp' } },
      { action: 'two_factor.challenge_failed', details: { method: 'totp' } },
    ]);
  });

  it('turning it off takes the password and a code', async () => {
    const member = await addMember(app(), admin);
    const { secret, recoveryCodes } = await enrol(member);
    const disable = (body: Record<string, unknown>) =>
      call(app(), 'POST', '/user/two-factor/totp/disable', { token: member.token, body });
    const next = codeOf(secret, Date.now() + PERIOD_MS);
    const noCode = await disable({ password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const wrongPassword = await disable({ password: 'not the password', code: next });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.wrongPassword });
    const wrongCode = await disable({
      password: TEST_PASSWORD,
      code: next === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.invalidCode });
    expect((await status(member)).totpEnabled).toBe(true);

    const off = await disable({ password: TEST_PASSWORD, recoveryCode: recoveryCodes[3] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0, enabled: false });
    // Back to one-step sign-in.
    const response = await login(member);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('never writes the secret, a code or the pending token into the log', async () => {
    const member = await addMember(app(), admin);
    const { secret, recoveryCodes } = await enrol(member);
    const pendingToken = await pendingTokenOf(member);
    await secondStep({ pendingToken, recoveryCode: recoveryCodes[0] });
    const log = written.join('');
    expect(log).toContain('/api/user/login/two-factor');
    expect(log).not.toContain(secret);
    expect(log).not.toContain(pendingToken);
    for (const code of recoveryCodes) expect(log).not.toContain(code);
  });
});

describe('the organisation rule "Require two-factor sign-in"', () => {
  it('admins set it, members see it in their status, members cannot change it', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    expect((await status(member)).required).toBe(false);
    const set = await call(app(), 'PUT', '/organizations/two-factor-policy', {
      token: admin.token,
      body: { required: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ required: true });
    expect(await status(member)).toMatchObject({ required: true, enabled: false });
    const byMember = await call(app(), 'PUT', '/organizations/two-factor-policy', {
      token: member.token,
      body: { required: false },
    });
    expect(byMember.statusCode).toBe(403);
    const read = await call(app(), 'GET', '/organizations/two-factor-policy', {
      token: member.token,
    });
    expect(read.json()).toEqual({ required: true });
  });

  it('a change of the rule and its audit event commit together', async () => {
    const admin = await registerOrganization(app());
    const rule = async () =>
      (
        await testApp.db
          .select()
          .from(twoFactorPolicies)
          .where(eq(twoFactorPolicies.organizationId, admin.user.organizationId))
      )[0]?.required ?? false;
    const changes = async () =>
      (await auditOf(admin)).filter((event) => event.details.setting === 'two_factor_required');
    const setRule = (required: boolean) =>
      call(app(), 'PUT', '/organizations/two-factor-policy', {
        token: admin.token,
        body: { required },
      });

    const allow = await refuseInserts(testApp.db, 'audit_events', 'actor_user_id', admin.user.id);
    try {
      expect((await setRule(true)).statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect(await rule()).toBe(false);
    expect(await changes()).toEqual([]);
    // No member was held to a rule that is not there.
    expect((await status(admin)).required).toBe(false);

    const set = await setRule(true);
    expect(set.statusCode, set.body).toBe(200);
    expect(await rule()).toBe(true);
    expect(await changes()).toEqual([
      {
        action: 'organization.settings_changed',
        details: { setting: 'two_factor_required', required: true },
      },
    ]);
  });

  it("another organisation's admin cannot change or read this one's rule", async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const stranger = await registerOrganization(app());
    const changed = await call(app(), 'PUT', '/organizations/two-factor-policy', {
      token: stranger.token,
      body: { required: true },
    });
    // It changes only the stranger's own organisation.
    expect(changed.statusCode).toBe(200);
    expect((await status(member)).required).toBe(false);
    expect((await status(admin)).required).toBe(false);
    expect((await status(stranger)).required).toBe(true);
  });
});

describe('"Require two-factor sign-in", enforced by the server', () => {
  let admin: AuthResponse;
  let member: AuthResponse;
  let baseUrl = '';
  const sockets: Awaited<ReturnType<typeof connectChat>>[] = [];

  beforeAll(async () => {
    admin = await registerOrganization(app());
    member = await addMember(app(), admin);
    baseUrl = await app().listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  const requireIt = async (who: AuthResponse, required: boolean) => {
    const set = await call(app(), 'PUT', '/organizations/two-factor-policy', {
      token: who.token,
      body: { required },
    });
    expect(set.statusCode, set.body).toBe(200);
  };
  const refusal = { error: TWO_FACTOR_MESSAGES.enrolmentRequired, code: 'TWO_FACTOR_REQUIRED' };

  it('a member without it reaches only the set-up, then everything once it is on', async () => {
    // Before the rule: the member list and the task states answer.
    expect((await call(app(), 'GET', '/user', { token: member.token })).statusCode).toBe(200);
    await requireIt(admin, true);

    for (const [method, url] of [
      ['GET', '/user'],
      ['GET', '/task-states'],
      ['GET', '/ai/tokens'],
      ['POST', '/notes'],
      ['PUT', '/organizations/two-factor-policy'],
    ] as const) {
      const refused = await call(app(), method, url, { token: member.token, body: {} });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual(refusal);
    }
    // What the set-up and the saved-sessions flow need still answers.
    const me = await call(app(), 'GET', '/user/me', { token: member.token });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.id).toBe(member.user.id);
    expect((await status(member)).required).toBe(true);
    const devices = await call(app(), 'GET', '/user/me/sessions', { token: member.token });
    expect(devices.statusCode, devices.body).toBe(200);
    const switched = await call(app(), 'POST', '/user/session/switch', {
      body: { token: member.token },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const options = await call(app(), 'POST', '/user/two-factor/passkeys/options', {
      token: member.token,
    });
    expect(options.statusCode, options.body).toBe(200);
    // No socket either (chat, calls, AI).
    await expect(connectChat(baseUrl, { token: member.token })).rejects.toThrow();

    await enrol(member);
    expect((await call(app(), 'GET', '/user', { token: member.token })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/task-states', { token: member.token })).statusCode).toBe(
      200,
    );
    sockets.push(await connectChat(baseUrl, { token: member.token }));
  });

  it('the admin who turns it on is held to it too, until it is off again', async () => {
    const other = await registerOrganization(app());
    await requireIt(other, true);
    const refused = await call(app(), 'GET', '/user', { token: other.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal);
    // The rule's own page is not on the way to the set-up: turning it off needs the set-up.
    const off = await call(app(), 'PUT', '/organizations/two-factor-policy', {
      token: other.token,
      body: { required: false },
    });
    expect(off.statusCode).toBe(403);
  });

  it("another organisation's rule does not reach this one's members", async () => {
    const stranger = await registerOrganization(app());
    const strangersMember = await addMember(app(), stranger);
    const calm = await registerOrganization(app());
    const calmMember = await addMember(app(), calm);
    await requireIt(stranger, true);
    expect((await call(app(), 'GET', '/user', { token: strangersMember.token })).statusCode).toBe(
      403,
    );
    expect((await call(app(), 'GET', '/user', { token: calmMember.token })).statusCode).toBe(200);
    expect((await call(app(), 'GET', '/user', { token: calm.token })).statusCode).toBe(200);
    sockets.push(await connectChat(baseUrl, { token: calmMember.token }));
  });

  it('a personal access token made before the rule keeps working (it is not a sign-in)', async () => {
    const owner = await registerOrganization(app());
    const made = await call(app(), 'POST', '/ai/tokens', {
      token: owner.token,
      body: { name: 'Script' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { secret } = made.json() as { secret: string };
    await requireIt(owner, true);
    expect((await call(app(), 'GET', '/ai/tokens', { token: owner.token })).statusCode).toBe(403);
    const tools = await app().inject({
      method: 'POST',
      url: '/api/mcp',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
    });
    expect(tools.statusCode, tools.body).toBe(200);
  });
});

describe('passkeys', () => {
  it('registration options name this site, and a made-up answer is refused', async () => {
    const admin = await registerOrganization(app());
    const options = await call(app(), 'POST', '/user/two-factor/passkeys/options', {
      token: admin.token,
    });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json().options).toMatchObject({
      rp: { id: 'worksphere.test', name: 'Worksphere' },
      challenge: expect.any(String),
      attestation: 'none',
    });
    const refused = await call(app(), 'POST', '/user/two-factor/passkeys', {
      token: admin.token,
      body: {
        name: 'Laptop',
        response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.passkeyFailed });
  });

  it('a new passkey and its audit event commit together: one the log cannot show is not kept', async () => {
    const admin = await registerOrganization(app());
    const passkeysOf = () =>
      testApp.db
        .select({ name: twoFactorPasskeys.name })
        .from(twoFactorPasskeys)
        .where(eq(twoFactorPasskeys.userId, admin.user.id));

    const allow = await refuseInserts(testApp.db, 'audit_events', 'actor_user_id', admin.user.id);
    try {
      const refused = await addPasskey(admin, 'Never kept');
      expect(refused.statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect(await passkeysOf()).toEqual([]);
    expect(await auditOf(admin)).not.toContainEqual(
      expect.objectContaining({ action: 'two_factor.enabled' }),
    );
    expect(await status(admin)).toMatchObject({ passkeys: [], enabled: false });

    const added = await addPasskey(admin, 'Laptop');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ passkey: { name: 'Laptop', lastUsedAt: null } });
    expect(await passkeysOf()).toEqual([{ name: 'Laptop' }]);
    expect(await auditOf(admin)).toContainEqual({
      action: 'two_factor.enabled',
      details: { method: 'passkey' },
    });
    expect(await status(admin)).toMatchObject({ passkeys: [{ name: 'Laptop' }], enabled: true });
  });

  it('removing a passkey and its audit event commit together: one the log cannot show stays', async () => {
    const admin = await registerOrganization(app());
    const added = await addPasskey(admin, 'Phone');
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json().passkey as { id: string };
    const removals = async () =>
      (await auditOf(admin)).filter((event) => event.action === 'two_factor.disabled');
    const remove = () =>
      call(app(), 'DELETE', `/user/two-factor/passkeys/${id}`, { token: admin.token });

    const allow = await refuseInserts(testApp.db, 'audit_events', 'actor_user_id', admin.user.id);
    try {
      expect((await remove()).statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect(await status(admin)).toMatchObject({ passkeys: [{ id, name: 'Phone' }], enabled: true });
    expect(await removals()).toEqual([]);

    expect((await remove()).statusCode).toBe(204);
    expect(await status(admin)).toMatchObject({ passkeys: [], enabled: false });
    expect(await removals()).toEqual([
      { action: 'two_factor.disabled', details: { method: 'passkey' } },
    ]);
    // Gone is gone: a second removal finds nothing, and logs nothing.
    expect((await remove()).statusCode).toBe(404);
    expect(await removals()).toHaveLength(1);
  });

  it("one cannot remove another user's passkey", async () => {
    const admin = await registerOrganization(app());
    const response = await call(app(), 'DELETE', `/user/two-factor/passkeys/${admin.user.id}`, {
      token: admin.token,
    });
    expect(response.statusCode).toBe(404);
  });
});
