import { describe, expect, it } from 'vitest';
import { canChangeMember, canChangeRoles, canManageMembers } from './canManageMembers';

describe('canManageMembers', () => {
  it('allows admins', () => {
    expect(canManageMembers({ role: 'ADMIN', permissions: [] })).toBe(true);
  });

  it('allows members holding users:manage', () => {
    expect(canManageMembers({ role: 'MEMBER', permissions: ['users:manage'] })).toBe(true);
  });

  it('refuses other members', () => {
    expect(canManageMembers({ role: 'MEMBER', permissions: ['tasks:edit'] })).toBe(false);
  });
});

describe('canChangeRoles and canChangeMember', () => {
  it('leave roles and admins to admins', () => {
    expect(canChangeRoles({ role: 'ADMIN' })).toBe(true);
    expect(canChangeRoles({ role: 'MEMBER' })).toBe(false);
    expect(canChangeMember({ role: 'ADMIN' }, { role: 'ADMIN' })).toBe(true);
    expect(canChangeMember({ role: 'MEMBER' }, { role: 'ADMIN' })).toBe(false);
    expect(canChangeMember({ role: 'MEMBER' }, { role: 'MEMBER' })).toBe(true);
  });
});
