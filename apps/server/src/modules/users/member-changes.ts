import { ADMIN_ONLY_PERMISSIONS, type Role, type UpdateMemberRequest } from '@worksphere/contracts';

export const ADMIN_TARGET_MESSAGE = 'Only an admin can change an admin.';
export const GRANT_ADMIN_MESSAGE = 'Only an admin can make someone an admin.';
export const adminOnlyPermissionMessage = (permission: string) =>
  `Only an admin can grant or take away ${permission}.`;

/**
 * Why a member holding `users:manage` (not an admin) may not make this change, or undefined
 * when they may: admins, the ADMIN role and the admin-only permissions stay in admins' hands,
 * or a manager could raise anyone, themselves included, to admin.
 */
export function refuseMemberChange(
  callerRole: Role,
  member: { role: Role; permissions: readonly string[] },
  input: UpdateMemberRequest,
): string | undefined {
  if (callerRole === 'ADMIN') return undefined;
  if (member.role === 'ADMIN') return ADMIN_TARGET_MESSAGE;
  if (input.role === 'ADMIN') return GRANT_ADMIN_MESSAGE;
  const changed = ADMIN_ONLY_PERMISSIONS.find(
    (permission) =>
      input.permissions !== undefined &&
      input.permissions.includes(permission) !== member.permissions.includes(permission),
  );
  return changed ? adminOnlyPermissionMessage(changed) : undefined;
}
