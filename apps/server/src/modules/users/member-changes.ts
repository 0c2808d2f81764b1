import {
  ADMIN_ONLY_PERMISSIONS,
  fillMessage,
  type Role,
  type UpdateMemberRequest,
} from '@worksphere/contracts';
import { type AppError, forbidden, templateError } from '../../platform/errors.js';

export const ADMIN_TARGET_MESSAGE = 'Only an admin can change an admin.';
export const GRANT_ADMIN_MESSAGE = 'Only an admin can make someone an admin.';
/** `{permission}` is the permission's key (users:manage...). */
const ADMIN_ONLY_PERMISSION_MESSAGE = 'Only an admin can grant or take away {permission}.';
export const adminOnlyPermissionMessage = (permission: string) =>
  fillMessage(ADMIN_ONLY_PERMISSION_MESSAGE, { permission });

/**
 * The refusal when a member holding `users:manage` (not an admin) may not make this change, or undefined
 * when they may: admins, the ADMIN role and the admin-only permissions stay in admins' hands,
 * or a manager could raise anyone, themselves included, to admin.
 */
export function refuseMemberChange(
  callerRole: Role,
  member: { role: Role; permissions: readonly string[] },
  input: UpdateMemberRequest,
): AppError | undefined {
  if (callerRole === 'ADMIN') return undefined;
  if (member.role === 'ADMIN') return forbidden(ADMIN_TARGET_MESSAGE);
  if (input.role === 'ADMIN') return forbidden(GRANT_ADMIN_MESSAGE);
  const changed = ADMIN_ONLY_PERMISSIONS.find(
    (permission) =>
      input.permissions !== undefined &&
      input.permissions.includes(permission) !== member.permissions.includes(permission),
  );
  return changed
    ? templateError('FORBIDDEN', ADMIN_ONLY_PERMISSION_MESSAGE, { permission: changed })
    : undefined;
}
