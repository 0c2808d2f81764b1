import { describe, expect, it } from 'vitest';
import { canManageMembers } from './canManageMembers';

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
