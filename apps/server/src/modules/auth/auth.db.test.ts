import { REAUTH_MESSAGE } from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, useTestApp } from '../../test/test-app.js';
import { sessions } from './sessions.table.js';
import { INVALID_CREDENTIALS_MESSAGE, INVITE_INVALID_MESSAGE } from './auth.service.js';

const testApp = useTestApp();

describe('POST /user/register', () => {
  it('creates an organisation whose first user is ADMIN with every permission, and a session', async () => {
    const response = await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: 'grace',
        email: 'Grace@Example.com',
        password: TEST_PASSWORD,
        organizationName: 'Hopper & Co',
      },
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.user).toMatchObject({
      username: 'grace',
      email: 'grace@example.com',
      role: 'ADMIN',
      active: true,
      organizationName: 'Hopper & Co',
      organizationSlug: 'hopper-co',
      organizationPhoneNumber: null,
    });
    expect(answer.user.permissions).toContain('users:manage');
    expect(answer.key).toBe(`${answer.user.id}:${answer.user.organizationId}`);
    expect(answer.token).toMatch(/^[\w-]{40,}$/);
    expect(response.headers['set-cookie']).toContain('ws_session=');
    expect(response.headers['set-cookie']).toContain('HttpOnly');
  });

  it('gives a second organisation of the same name its own slug', async () => {
    const first = await registerOrganization(testApp.app, { organizationName: 'Twin Peaks' });
    const second = await registerOrganization(testApp.app, { organizationName: 'Twin Peaks' });
    expect(first.user.organizationSlug).toBe('twin-peaks');
    expect(second.user.organizationSlug).toBe('twin-peaks-2');
  });

  it('refuses a taken username or e-mail, case-insensitively, with 409', async () => {
    const existing = await registerOrganization(testApp.app);
    const sameName = await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: existing.user.username.toUpperCase(),
        email: 'other@example.com',
        password: TEST_PASSWORD,
        organizationName: 'X',
      },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toEqual({ error: 'That username is already taken.', code: 'CONFLICT' });
    const sameEmail = await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: 'someone-new',
        email: existing.user.email.toUpperCase(),
        password: TEST_PASSWORD,
        organizationName: 'X',
      },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error).toBe('An account with that e-mail address already exists.');
  });

  it('names the field of each validation error', async () => {
    const response = await call(testApp.app, 'POST', '/user/register', {
      body: { username: 'ab', email: 'not-an-email', password: 'short', organizationName: 'X' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toContain('username: Username must be at least 3 characters.');
    expect(body.error).toContain('email: Enter a valid e-mail address.');
    expect(body.error).toContain('password: Password must be at least 8 characters.');
  });

  it('needs either an organisation name or an organisation to join', async () => {
    const response = await call(testApp.app, 'POST', '/user/register', {
      body: { username: 'nobody', email: 'nobody@example.com', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('organizationName');
  });

  it('joins with an invitation once, in the invited role, and never twice', async () => {
    const admin = await registerOrganization(testApp.app);
    const invited = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'newbie@example.com' },
    });
    const body = {
      username: 'newbie',
      email: 'newbie@example.com',
      password: TEST_PASSWORD,
      organizationId: admin.user.organizationId,
      inviteToken: invited.json().inviteToken,
    };
    const joined = await call(testApp.app, 'POST', '/user/register', { body });
    expect(joined.statusCode).toBe(201);
    expect(joined.json().user).toMatchObject({
      role: 'MEMBER',
      organizationId: admin.user.organizationId,
    });
    expect(joined.json().user.permissions).not.toContain('users:manage');

    const again = await call(testApp.app, 'POST', '/user/register', {
      body: { ...body, username: 'newbie2', email: 'newbie@example.com' },
    });
    expect(again.statusCode).toBe(409);
    const reused = await call(testApp.app, 'POST', '/user/register', {
      body: { ...body, username: 'newbie3', email: 'newbie3@example.com' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: INVITE_INVALID_MESSAGE, code: 'INVITE_INVALID' });
  });

  it('refuses to join without an invitation, with a wrong token, or with another address', async () => {
    const admin = await registerOrganization(testApp.app);
    const base = {
      username: 'intruder',
      email: 'intruder@example.com',
      password: TEST_PASSWORD,
      organizationId: admin.user.organizationId,
    };
    const withoutToken = await call(testApp.app, 'POST', '/user/register', { body: base });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json().error).toBe('An invitation is required to join this organization.');
    const wrongToken = await call(testApp.app, 'POST', '/user/register', {
      body: { ...base, inviteToken: 'forged' },
    });
    expect(wrongToken.json().code).toBe('INVITE_INVALID');
    const unknownOrganization = await call(testApp.app, 'POST', '/user/register', {
      body: { ...base, organizationId: 'not-a-uuid', inviteToken: 'x' },
    });
    expect(unknownOrganization.json().code).toBe('INVITE_INVALID');

    const invited = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'right@example.com' },
    });
    const otherAddress = await call(testApp.app, 'POST', '/user/register', {
      body: { ...base, inviteToken: invited.json().inviteToken },
    });
    expect(otherAddress.statusCode).toBe(400);
    expect(otherAddress.json().error).toBe(
      'This invitation was sent to right@example.com; register with that address.',
    );
  });
});

describe('POST /user/login', () => {
  it('accepts the username or the e-mail, in any case', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const identifier of [admin.user.username, admin.user.email.toUpperCase()]) {
      const response = await call(testApp.app, 'POST', '/user/login', {
        body: { identifier, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(admin.user.id);
      expect(response.json().token).not.toBe(admin.token);
    }
  });

  it('answers 401 INVALID_CREDENTIALS without needsReauth for a wrong password or user', async () => {
    const admin = await registerOrganization(testApp.app);
    for (const body of [
      { identifier: admin.user.username, password: 'wrong password' },
      { identifier: 'nobody-at-all', password: TEST_PASSWORD },
    ]) {
      const response = await call(testApp.app, 'POST', '/user/login', { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: INVALID_CREDENTIALS_MESSAGE,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('refuses malformed JSON, wrong types, other media types and oversized bodies with 4xx', async () => {
    const malformed = await call(testApp.app, 'POST', '/user/login', {
      body: '{"identifier":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });

    const wrongTypes = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: 42, password: ['x'] },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error).toContain('identifier');
    expect(wrongTypes.json().error).toContain('password');

    const missing = await call(testApp.app, 'POST', '/user/login', { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');

    const xml = await call(testApp.app, 'POST', '/user/login', {
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: 'x'.repeat(2 * 1024 * 1024), password: 'y' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a deactivated member', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    const response = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: member.user.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('This account has been deactivated. Ask an administrator.');
  });
});

describe('sessions', () => {
  it('GET /user/me accepts the bearer token and the cookie', async () => {
    const admin = await registerOrganization(testApp.app);
    const byBearer = await call(testApp.app, 'GET', '/user/me', { token: admin.token });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.json().user).toEqual(admin.user);
    const byCookie = await call(testApp.app, 'GET', '/user/me', {
      headers: { cookie: `ws_session=${admin.token}` },
    });
    expect(byCookie.json().user.id).toBe(admin.user.id);
  });

  it('answers 401 without needsReauth when no session is sent', async () => {
    const response = await call(testApp.app, 'GET', '/user/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('answers 401 with needsReauth for an unknown, revoked or expired token', async () => {
    const unknown = await call(testApp.app, 'GET', '/user/me', { token: 'made-up-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: REAUTH_MESSAGE,
      code: 'SESSION_EXPIRED',
      needsReauth: true,
    });

    const admin = await registerOrganization(testApp.app);
    const logout = await call(testApp.app, 'POST', '/user/logout', { token: admin.token });
    expect(logout.statusCode).toBe(200);
    expect(logout.headers['set-cookie']).toContain('ws_session=;');
    const revoked = await call(testApp.app, 'GET', '/user/me', { token: admin.token });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().needsReauth).toBe(true);

    const other = await registerOrganization(testApp.app);
    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, other.user.id));
    const expired = await call(testApp.app, 'GET', '/user/me', { token: other.token });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().needsReauth).toBe(true);
  });

  it('logout revokes only its own session and is safe to retry', async () => {
    const admin = await registerOrganization(testApp.app);
    const second = await call(testApp.app, 'POST', '/user/login', {
      body: { identifier: admin.user.username, password: TEST_PASSWORD },
    });
    await call(testApp.app, 'POST', '/user/logout', { token: admin.token });
    const retried = await call(testApp.app, 'POST', '/user/logout', { token: admin.token });
    expect(retried.statusCode).toBe(200);
    const stillIn = await call(testApp.app, 'GET', '/user/me', { token: second.json().token });
    expect(stillIn.statusCode).toBe(200);
  });

  it('POST /user/session/switch sets the cookie for a live token and refuses a dead one', async () => {
    const first = await registerOrganization(testApp.app);
    const second = await registerOrganization(testApp.app);
    const switched = await call(testApp.app, 'POST', '/user/session/switch', {
      token: first.token,
      body: { token: second.token },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ key: second.key, token: second.token });
    expect(switched.json().user.id).toBe(second.user.id);
    expect(switched.headers['set-cookie']).toContain(`ws_session=${second.token}`);

    await call(testApp.app, 'POST', '/user/logout', { token: second.token });
    const dead = await call(testApp.app, 'POST', '/user/session/switch', {
      body: { token: second.token },
    });
    expect(dead.statusCode).toBe(401);
    expect(dead.json().needsReauth).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED after too many login attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const attempts = [];
      for (let index = 0; index < 4; index += 1) {
        attempts.push(
          await call(limited.app, 'POST', '/user/login', {
            body: { identifier: 'someone', password: 'guess' },
          }),
        );
      }
      expect(attempts.slice(0, 3).map((attempt) => attempt.statusCode)).toEqual([401, 401, 401]);
      expect(attempts[3]!.statusCode).toBe(429);
      expect(attempts[3]!.json().code).toBe('RATE_LIMITED');
      expect(attempts[3]!.json().error).toMatch(/^Too many attempts\. Try again in /);
    } finally {
      await limited.close();
    }
  });
});
