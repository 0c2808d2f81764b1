import type { User } from '@worksphere/contracts';

/** calls:use lets a member call and text; an ADMIN holds every permission (as on the server). */
export function canUseCalls(user: Pick<User, 'role' | 'permissions'>): boolean {
  return user.role === 'ADMIN' || user.permissions.includes('calls:use');
}

/** Only admins change the numbers and the provider, and simulate inbound traffic. */
export function canManagePhone(user: Pick<User, 'role'>): boolean {
  return user.role === 'ADMIN';
}
