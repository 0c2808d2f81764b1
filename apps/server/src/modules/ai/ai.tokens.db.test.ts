import { AI_TOKEN_MESSAGES } from '@worksphere/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { createToken, hashToken } from '../../platform/auth/tokens.js';
import { refuseInserts } from '../../test/refused-inserts.js';
import { passwordResets } from '../users/users.table.js';
import { aiAccessTokens } from './ai.table.js';

const testApp = useTestApp();

async function tokenFor(owner: { token: string }, name = 'My client') {
  const made = await call(testApp.app, 'POST', '/ai/tokens', {
    token: owner.token,
    body: { name },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json() as { token: { id: string }; secret: string };
}

/** One MCP request with the token (what any MCP client's first request looks like). */
function listTools(secret: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: {
      authorization: `Bearer ${secret}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    payload: { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  });
}

async function lastUsedOf(owner: { token: string }, id: string) {
  const listed = await call(testApp.app, 'GET', '/ai/tokens', { token: owner.token });
  const token = (listed.json().tokens as Array<{ id: string; lastUsedAt: string | null }>).find(
    (row) => row.id === id,
  );
  return token!.lastUsedAt;
}

describe('personal access tokens', () => {
  it('die with a password change, while tokens made after it work', async () => {
    const admin = await registerOrganization(testApp.app);
    const before = await tokenFor(admin);
    expect((await listTools(before.secret)).statusCode).toBe(200);

    const changed = await call(testApp.app, 'PUT', '/user/me/password', {
      token: admin.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new passphrase' },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await listTools(before.secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      error: AI_TOKEN_MESSAGES.tokenInvalid,
      code: 'UNAUTHENTICATED',
    });
    // The session that changed the password goes on, and may make a new token.
    const after = await tokenFor(admin, 'After the change');
    expect((await listTools(after.secret)).statusCode).toBe(200);
    // Only the token that works is listed.
    const listed = await call(testApp.app, 'GET', '/ai/tokens', { token: admin.token });
    expect(listed.json().tokens.map((token: { name: string }) => token.name)).toEqual([
      'After the change',
    ]);
  });

  it('die with a password reset through a mailed link', async () => {
    const admin = await registerOrganization(testApp.app);
    const { secret } = await tokenFor(admin);
    expect((await listTools(secret)).statusCode).toBe(200);
    // The link the recovery mail would carry (its mail is the recovery tests' concern).
    const link = createToken();
    await testApp.db.insert(passwordResets).values({
      userId: admin.user.id,
      tokenHash: hashToken(link),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token: link, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await listTools(secret)).statusCode).toBe(401);
  });

  it('die with deactivation and stay dead when the member is reactivated', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const { secret } = await tokenFor(member);
    expect((await listTools(secret)).statusCode).toBe(200);
    const setActive = (active: boolean) =>
      call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
        token: admin.token,
        body: { active },
      });

    expect((await setActive(false)).statusCode).toBe(200);
    expect((await listTools(secret)).statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await listTools(secret)).statusCode).toBe(401);
  });

  it('show their last use, written at most once a minute', async () => {
    const admin = await registerOrganization(testApp.app);
    const { token, secret } = await tokenFor(admin);
    expect(await lastUsedOf(admin, token.id)).toBeNull();

    expect((await listTools(secret)).statusCode).toBe(200);
    const first = await lastUsedOf(admin, token.id);
    expect(first).toEqual(expect.any(String));
    expect((await listTools(secret)).statusCode).toBe(200);
    expect(await lastUsedOf(admin, token.id)).toBe(first);

    // A use more than a minute after the last one is written.
    await testApp.db
      .update(aiAccessTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(aiAccessTokens.id, token.id));
    const aged = await lastUsedOf(admin, token.id);
    expect((await listTools(secret)).statusCode).toBe(200);
    const latest = await lastUsedOf(admin, token.id);
    expect(Date.parse(latest!)).toBeGreaterThan(Date.parse(aged!));
  });

  it('are listed and revoked by their owner only, never by another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const { token, secret } = await tokenFor(admin);

    const theirs = await call(testApp.app, 'GET', '/ai/tokens', { token: stranger.token });
    expect(theirs.json().tokens).toEqual([]);
    const revoke = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
      token: stranger.token,
    });
    expect(revoke.statusCode).toBe(404);
    expect((await listTools(secret)).statusCode).toBe(200);
  });

  it('a revocation and its audit event commit together: one that cannot be logged revokes nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const stranger = await registerOrganization(testApp.app);
    const { token, secret } = await tokenFor(admin);
    const revokedEvents = async (organizationId: string) =>
      (
        await testApp.db.execute<{ target_id: string; target_label: string }>(
          sql`select target_id, target_label from audit_events where organization_id = ${organizationId} and action = 'token.revoked'`,
        )
      ).rows;

    // The audit event cannot be written: the delete before it is rolled back.
    const allow = await refuseInserts(testApp.db, 'audit_events', 'actor_user_id', admin.user.id);
    try {
      const refused = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
        token: admin.token,
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await allow();
    }
    expect((await listTools(secret)).statusCode).toBe(200);
    expect(await revokedEvents(admin.user.organizationId)).toEqual([]);

    // Another organisation's attempt changes nothing and logs nothing.
    const theirs = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
      token: stranger.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await revokedEvents(stranger.user.organizationId)).toEqual([]);

    const revoked = await call(testApp.app, 'DELETE', `/ai/tokens/${token.id}`, {
      token: admin.token,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await listTools(secret)).statusCode).toBe(401);
    expect(await revokedEvents(admin.user.organizationId)).toEqual([
      { target_id: token.id, target_label: 'My client' },
    ]);
  });
});
