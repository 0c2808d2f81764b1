import type { AuthResponse } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  addMember,
  registerOrganization,
  setPermissions,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();

describe('GET /user', () => {
  it('lists only the members of the caller organisation', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const outsider = await registerOrganization(testApp.app);
    const response = await call(testApp.app, 'GET', '/user', { token: member.token });
    expect(response.statusCode).toBe(200);
    const ids = response.json().users.map((user: { id: string }) => user.id);
    expect(ids.sort()).toEqual([admin.user.id, member.user.id].sort());
    expect(ids).not.toContain(outsider.user.id);
    expect(response.json().users[0]).not.toHaveProperty('passwordHash');
  });

  it('needs a session', async () => {
    const response = await call(testApp.app, 'GET', '/user');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /user/me', () => {
  it('updates the profile and keeps usernames unique', async () => {
    const admin = await registerOrganization(testApp.app);
    const other = await registerOrganization(testApp.app);
    const updated = await call(testApp.app, 'PUT', '/user/me', {
      token: admin.token,
      body: {
        username: 'renamed.admin',
        email: 'Renamed@Example.com',
        firstName: ' Ada ',
        lastName: 'L',
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({
      username: 'renamed.admin',
      email: 'renamed@example.com',
      firstName: 'Ada',
      lastName: 'L',
    });
    const clash = await call(testApp.app, 'PUT', '/user/me', {
      token: other.token,
      body: { username: 'RENAMED.admin', email: other.user.email },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('That username is already taken.');
  });
});

describe('PUT /user/me/password', () => {
  it('checks the current password and signs out the other sessions only', async () => {
    const admin = await registerOrganization(testApp.app);
    const otherDevice = (
      await call(testApp.app, 'POST', '/user/login', {
        body: { identifier: admin.user.username, password: TEST_PASSWORD },
      })
    ).json();
    const wrong = await call(testApp.app, 'PUT', '/user/me/password', {
      token: admin.token,
      body: { currentPassword: 'nope', newPassword: 'another password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('The current password is wrong.');

    const changed = await call(testApp.app, 'PUT', '/user/me/password', {
      token: admin.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'another password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(testApp.app, 'GET', '/user/me', { token: admin.token })).statusCode).toBe(
      200,
    );
    const other = await call(testApp.app, 'GET', '/user/me', { token: otherDevice.token });
    expect(other.json().needsReauth).toBe(true);
  });
});

describe('PATCH /user/{id}', () => {
  it('lets an admin change a member role, permissions and active state', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const response = await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { permissions: ['tasks:edit'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.permissions).toEqual(['tasks:edit']);

    const deactivated = await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(deactivated.json().user.active).toBe(false);
    const signedOut = await call(testApp.app, 'GET', '/user/me', { token: member.token });
    expect(signedOut.json().needsReauth).toBe(true);
  });

  it('is forbidden to members, and refuses unknown permissions', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const forbidden = await call(testApp.app, 'PATCH', `/user/${admin.user.id}`, {
      token: member.token,
      body: { active: false },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: 'You do not have permission to do that.',
      code: 'FORBIDDEN',
    });
    const unknown = await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { permissions: ['launch:rockets'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('permissions.0');
  });

  it('keeps an admin from demoting or deactivating themselves, and keeps one admin', async () => {
    const admin = await registerOrganization(testApp.app);
    const self = await call(testApp.app, 'PATCH', `/user/${admin.user.id}`, {
      token: admin.token,
      body: { role: 'MEMBER' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe('You cannot change your own role or deactivate yourself.');

    const secondAdmin = await addMember(testApp.app, admin, 'ADMIN');
    const demoted = await call(testApp.app, 'PATCH', `/user/${admin.user.id}`, {
      token: secondAdmin.token,
      body: { role: 'MEMBER' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().user.role).toBe('MEMBER');
  });

  it('answers 404 for a user of another organisation and changes nothing', async () => {
    const admin = await registerOrganization(testApp.app);
    const outsider = await registerOrganization(testApp.app);
    const response = await call(testApp.app, 'PATCH', `/user/${outsider.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'User not found.', code: 'NOT_FOUND' });
    const stillActive = await call(testApp.app, 'GET', '/user/me', { token: outsider.token });
    expect(stillActive.json().user.active).toBe(true);
    const malformedId = await call(testApp.app, 'PATCH', '/user/not-a-uuid', {
      token: admin.token,
      body: { active: false },
    });
    expect(malformedId.statusCode).toBe(404);
  });
});

describe('PATCH /user/{id} by a member holding users:manage', () => {
  async function organisationWithManager() {
    const admin = await registerOrganization(testApp.app);
    const manager = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, manager, ['tasks:edit', 'users:manage']);
    const otherManager = await addMember(testApp.app, admin);
    await setPermissions(testApp.app, admin, otherManager, ['users:manage']);
    const member = await addMember(testApp.app, admin);
    return { admin, manager, otherManager, member };
  }

  const patch = (caller: AuthResponse, target: AuthResponse, body: Record<string, unknown>) =>
    call(testApp.app, 'PATCH', `/user/${target.user.id}`, { token: caller.token, body });

  it('refuses to touch admins, the ADMIN role or users:manage, and changes nothing', async () => {
    const { admin, manager, otherManager, member } = await organisationWithManager();
    const before = (await call(testApp.app, 'GET', '/user', { token: admin.token })).json();
    const refusals: [AuthResponse, Record<string, unknown>, string][] = [
      [member, { role: 'ADMIN' }, 'Only an admin can make someone an admin.'],
      [admin, { role: 'MEMBER' }, 'Only an admin can change an admin.'],
      [admin, { active: false }, 'Only an admin can change an admin.'],
      [admin, { permissions: [] }, 'Only an admin can change an admin.'],
      [
        member,
        { permissions: ['users:manage'] },
        'Only an admin can grant or take away users:manage.',
      ],
      [otherManager, { permissions: [] }, 'Only an admin can grant or take away users:manage.'],
      [
        manager,
        { permissions: ['tasks:edit'] },
        'Only an admin can grant or take away users:manage.',
      ],
    ];
    for (const [target, body, error] of refusals) {
      const response = await patch(manager, target, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(403);
      // The permission a refusal names goes along, for the page's own language.
      const params = error.endsWith('users:manage.') ? { permission: 'users:manage' } : undefined;
      expect(response.json()).toEqual({ error, code: 'FORBIDDEN', ...(params && { params }) });
    }
    const after = (await call(testApp.app, 'GET', '/user', { token: admin.token })).json();
    expect(after).toEqual(before);
  });

  it('lets a manager change other permissions and the active state of non-admins', async () => {
    const { manager, otherManager, member } = await organisationWithManager();
    const permissions = await patch(manager, member, { permissions: ['pos:sell'] });
    expect(permissions.statusCode).toBe(200);
    expect(permissions.json().user.permissions).toEqual(['pos:sell']);
    const keptManage = await patch(manager, otherManager, {
      permissions: ['users:manage', 'calendar:edit'],
    });
    expect(keptManage.statusCode).toBe(200);
    expect(keptManage.json().user.permissions).toEqual(['users:manage', 'calendar:edit']);
    const sameRole = await patch(manager, member, { role: 'MEMBER', active: false });
    expect(sameRole.statusCode).toBe(200);
    expect(sameRole.json().user).toMatchObject({ role: 'MEMBER', active: false });
    const deactivated = await patch(manager, otherManager, { active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().user.active).toBe(false);
  });

  it('leaves granting and taking away ADMIN and users:manage to admins', async () => {
    const { admin, manager, member } = await organisationWithManager();
    const granted = await patch(admin, member, { permissions: ['users:manage'] });
    expect(granted.json().user.permissions).toEqual(['users:manage']);
    const removed = await patch(admin, manager, { permissions: ['tasks:edit'] });
    expect(removed.json().user.permissions).toEqual(['tasks:edit']);
    const promoted = await patch(admin, member, { role: 'ADMIN' });
    expect(promoted.json().user.role).toBe('ADMIN');
    const demoted = await patch(admin, member, { role: 'MEMBER' });
    expect(demoted.json().user.role).toBe('MEMBER');
    // The demoted manager lost users:manage at once: the session reads it from the database.
    expect((await patch(manager, member, { active: false })).statusCode).toBe(403);
  });
});
