import { describe, expect, it } from 'vitest';
import {
  addMember,
  registerOrganization,
  setPermissions,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { INVITE_INVALID_MESSAGE } from '../auth/auth.service.js';

const testApp = useTestApp();

describe('organisation invitations', () => {
  it('creates, lists and revokes invitations for admins', async () => {
    const admin = await registerOrganization(testApp.app);
    const created = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'Friend@Example.com', role: 'ADMIN' },
    });
    expect(created.statusCode).toBe(201);
    const answer = created.json();
    expect(answer.invitation).toMatchObject({
      email: 'friend@example.com',
      role: 'ADMIN',
      invitedBy: { id: admin.user.id, username: admin.user.username },
    });
    expect(answer.inviteToken).toMatch(/^[\w-]{40,}$/);
    expect(answer.inviteUrl).toBe(
      `/register?organizationId=${admin.user.organizationId}&inviteToken=${answer.inviteToken}&email=friend%40example.com`,
    );

    const listed = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: admin.token,
    });
    expect(listed.json().invitations.map((item: { id: string }) => item.id)).toEqual([
      answer.invitation.id,
    ]);
    expect(JSON.stringify(listed.json())).not.toContain(answer.inviteToken);

    const revoked = await call(
      testApp.app,
      'DELETE',
      `/organizations/invitations/${answer.invitation.id}`,
      { token: admin.token },
    );
    expect(revoked.statusCode).toBe(200);
    const afterRevoke = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: admin.token,
    });
    expect(afterRevoke.json().invitations).toEqual([]);
    const join = await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: 'friend',
        email: 'friend@example.com',
        password: TEST_PASSWORD,
        organizationId: admin.user.organizationId,
        inviteToken: answer.inviteToken,
      },
    });
    expect(join.json().code).toBe('INVITE_INVALID');
  });

  it('replaces an earlier pending invitation to the same address', async () => {
    const admin = await registerOrganization(testApp.app);
    const first = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'twice@example.com' },
    });
    await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'twice@example.com' },
    });
    const listed = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: admin.token,
    });
    expect(listed.json().invitations).toHaveLength(1);
    expect(listed.json().invitations[0].id).not.toBe(first.json().invitation.id);
  });

  it('refuses an address that already has an account, and a bad address', async () => {
    const admin = await registerOrganization(testApp.app);
    const existing = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: admin.user.email },
    });
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error).toBe('A user with that e-mail address already exists.');
    const invalid = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toBe('email: Enter a valid e-mail address.');
  });

  it('is forbidden to members', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    for (const [method, url] of [
      ['POST', '/organizations/invitations'],
      ['GET', '/organizations/invitations'],
    ] as const) {
      const response = await call(testApp.app, method, url, {
        token: member.token,
        body: method === 'POST' ? { email: 'x@example.com' } : undefined,
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('leaves admin invitations to admins when a member holds users:manage', async () => {
    const admin = await registerOrganization(testApp.app);
    const manager = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, manager, ['users:manage']);
    const invite = (caller: typeof admin, email: string, role: 'ADMIN' | 'MEMBER') =>
      call(testApp.app, 'POST', '/organizations/invitations', {
        token: caller.token,
        body: { email, role },
      });
    const revoke = (caller: typeof admin, id: string) =>
      call(testApp.app, 'DELETE', `/organizations/invitations/${id}`, { token: caller.token });

    const adminInvite = await invite(manager, 'boss@example.com', 'ADMIN');
    expect(adminInvite.statusCode).toBe(403);
    expect(adminInvite.json()).toEqual({
      error: 'Only an admin can invite an admin.',
      code: 'FORBIDDEN',
    });
    const memberInvite = await invite(manager, 'helper@example.com', 'MEMBER');
    expect(memberInvite.statusCode).toBe(201);
    expect((await revoke(manager, memberInvite.json().invitation.id)).statusCode).toBe(200);

    const byAdmin = await invite(admin, 'boss@example.com', 'ADMIN');
    expect(byAdmin.statusCode).toBe(201);
    const adminInvitationId = byAdmin.json().invitation.id;
    const adminOnly = {
      error: "Only an admin can revoke or replace an admin's invitation.",
      code: 'FORBIDDEN',
    };
    const replaced = await invite(manager, 'Boss@Example.com', 'MEMBER');
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json()).toEqual(adminOnly);
    const revoked = await revoke(manager, adminInvitationId);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json()).toEqual(adminOnly);
    const listed = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: manager.token,
    });
    expect(listed.json().invitations.map((item: { id: string }) => item.id)).toEqual([
      adminInvitationId,
    ]);
    expect((await revoke(admin, adminInvitationId)).statusCode).toBe(200);
  });

  it('hides and protects invitations from another organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const created = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'private@example.com' },
    });
    const listed = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: outsider.token,
    });
    expect(listed.json().invitations).toEqual([]);
    const revoke = await call(
      testApp.app,
      'DELETE',
      `/organizations/invitations/${created.json().invitation.id}`,
      { token: outsider.token },
    );
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json()).toEqual({ error: 'Invitation not found.', code: 'NOT_FOUND' });
    const stillThere = await call(testApp.app, 'GET', '/organizations/invitations', {
      token: admin.token,
    });
    expect(stillThere.json().invitations).toHaveLength(1);
    // The token of one organisation's invitation cannot join another organisation.
    const crossJoin = await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: 'crosser',
        email: 'private@example.com',
        password: TEST_PASSWORD,
        organizationId: outsider.user.organizationId,
        inviteToken: created.json().inviteToken,
      },
    });
    expect(crossJoin.json().code).toBe('INVITE_INVALID');
  });

  it('previews a valid invitation publicly: organisation and inviter only', async () => {
    const admin = await registerOrganization(testApp.app);
    const created = await call(testApp.app, 'POST', '/organizations/invitations', {
      token: admin.token,
      body: { email: 'guest@example.com' },
    });
    const { inviteToken } = created.json();
    const organizationId = admin.user.organizationId;
    const preview = (body: Record<string, string>) =>
      call(testApp.app, 'POST', '/user/invitation', { body });

    const valid = await preview({ organizationId, inviteToken });
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toEqual({
      organizationName: admin.user.organizationName,
      invitedByName: 'Ada Admin',
    });

    const invalid = { error: INVITE_INVALID_MESSAGE, code: 'INVITE_INVALID' };
    const wrongToken = await preview({ organizationId, inviteToken: `${inviteToken}x` });
    expect(wrongToken.statusCode).toBe(400);
    expect(wrongToken.json()).toEqual(invalid);
    const other = await registerOrganization(testApp.app);
    const wrongOrganization = await preview({
      organizationId: other.user.organizationId,
      inviteToken,
    });
    expect(wrongOrganization.json()).toEqual(invalid);
    expect((await preview({ organizationId: 'nope', inviteToken })).json()).toEqual(invalid);

    // Once used (or revoked, or expired) the link names nobody any more.
    await call(testApp.app, 'POST', '/user/register', {
      body: {
        username: `guest${Date.now()}`,
        email: 'guest@example.com',
        password: TEST_PASSWORD,
        organizationId,
        inviteToken,
      },
    });
    expect((await preview({ organizationId, inviteToken })).json()).toEqual(invalid);
  });
});
