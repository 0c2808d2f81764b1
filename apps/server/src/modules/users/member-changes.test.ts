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
    const refusal = (...args: Parameters<typeof refuseMemberChange>) => {
      const error = refuseMemberChange(...args);
      return { code: error?.code, message: error?.message, params: error?.params };
    };
    expect(refusal('MEMBER', admin, { active: false })).toEqual({
      code: 'FORBIDDEN',
      message: ADMIN_TARGET_MESSAGE,
      params: undefined,
    });
    expect(refusal('MEMBER', admin, { permissions: [] }).message).toBe(ADMIN_TARGET_MESSAGE);
    expect(refusal('MEMBER', member, { role: 'ADMIN' }).message).toBe(GRANT_ADMIN_MESSAGE);
    // The permission it names goes along, so the page can say the refusal in its language.
    expect(refusal('MEMBER', member, { permissions: ['users:manage'] })).toEqual({
      code: 'FORBIDDEN',
      message: adminOnlyPermissionMessage('users:manage'),
      params: { permission: 'users:manage' },
    });
    expect(refusal('MEMBER', manager, { permissions: ['tasks:edit'] }).message).toBe(
      'Only an admin can grant or take away users:manage.',
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
