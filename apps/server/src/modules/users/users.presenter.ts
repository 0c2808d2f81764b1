import { PERMISSIONS, type Member, type User } from '@worksphere/contracts';
import type { MemberRow, UserRow, UserWithOrganization } from './users.repo.js';

/** ADMIN holds every permission; a MEMBER holds what was granted. */
export function effectivePermissions(row: Pick<UserRow, 'role' | 'permissions'>): string[] {
  return row.role === 'ADMIN' ? [...PERMISSIONS] : [...row.permissions];
}

export function presentMember(row: MemberRow): Member {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    active: row.active,
    role: row.role,
    permissions: effectivePermissions(row),
    organizationId: row.organizationId,
  };
}

export function presentUser({ user, organization }: UserWithOrganization): User {
  return {
    ...presentMember(user),
    organizationName: organization.name,
    organizationSlug: organization.slug,
    organizationPhoneNumber: organization.phoneNumber,
    timeZone: user.timeZone,
    timeFormat: user.timeFormat,
    chatArrival: user.chatArrival,
    phoneNumber: user.phoneNumber,
    locale: user.locale,
  };
}
