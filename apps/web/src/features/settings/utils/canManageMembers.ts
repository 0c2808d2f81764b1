import type { User } from '@worksphere/contracts';

/** Admins, and members given users:manage, see and change the member list and invitations. */
export function canManageMembers(user: Pick<User, 'role' | 'permissions'>): boolean {
  return user.role === 'ADMIN' || user.permissions.includes('users:manage');
}

/** Only admins grant or take away ADMIN, and invite admins (the server refuses the rest). */
export function canChangeRoles(user: Pick<User, 'role'>): boolean {
  return user.role === 'ADMIN';
}

/** A user manager who is not an admin leaves admins alone. */
export function canChangeMember(user: Pick<User, 'role'>, member: Pick<User, 'role'>): boolean {
  return user.role === 'ADMIN' || member.role !== 'ADMIN';
}
