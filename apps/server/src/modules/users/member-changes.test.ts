import { describe, expect, it } from 'vitest';
import {
  ADMIN_TARGET_MESSAGE,
  adminOnlyPermissionMessage,
  GRANT_ADMIN_MESSAGE,
  refuseMemberChange,
} from './member-changes.js';

const member = { role: 'MEMBER' as const, permissions: ['tasks:edit'] };
const manager = { role: 'MEMBER' as const, permissions: ['tasks:edit', 'users:manage'] };
const admin = { role: 'ADMIN' as const, permissions: [] };

describe('refuseMemberChange', () => {
  it('lets an admin change anything', () => {
    expect(refuseMemberChange('ADMIN', admin, { role: 'MEMBER' })).toBeUndefined();
    expect(refuseMemberChange('ADMIN', member, { permissions: ['users:manage'] })).toBeUndefined();
    expect(refuseMemberChange('ADMIN', manager, { permissions: [] })).toBeUndefined();
  });

  it('keeps admins, the ADMIN role and users:manage out of a manager reach', () => {
    expect(refuseMemberChange('MEMBER', admin, { active: false })).toBe(ADMIN_TARGET_MESSAGE);
    expect(refuseMemberChange('MEMBER', admin, { permissions: [] })).toBe(ADMIN_TARGET_MESSAGE);
    expect(refuseMemberChange('MEMBER', member, { role: 'ADMIN' })).toBe(GRANT_ADMIN_MESSAGE);
    expect(refuseMemberChange('MEMBER', member, { permissions: ['users:manage'] })).toBe(
      adminOnlyPermissionMessage('users:manage'),
    );
    expect(refuseMemberChange('MEMBER', manager, { permissions: ['tasks:edit'] })).toBe(
      adminOnlyPermissionMessage('users:manage'),
    );
  });

  it('lets a manager change other permissions and the active state of members', () => {
    expect(refuseMemberChange('MEMBER', member, { permissions: ['pos:sell'] })).toBeUndefined();
    expect(
      refuseMemberChange('MEMBER', manager, { permissions: ['users:manage', 'pos:sell'] }),
    ).toBeUndefined();
    expect(refuseMemberChange('MEMBER', manager, { active: false })).toBeUndefined();
    expect(refuseMemberChange('MEMBER', member, { role: 'MEMBER' })).toBeUndefined();
  });
});
