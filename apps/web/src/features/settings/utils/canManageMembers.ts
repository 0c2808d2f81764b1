import type { User } from '@worksphere/contracts';

/** Admins, and members given users:manage, see and change the member list and invitations. */
export function canManageMembers(user: Pick<User, 'role' | 'permissions'>): boolean {
  return user.role === 'ADMIN' || user.permissions.includes('users:manage');
}
