import { AppError } from '../../../platform/errors.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { listOrganizationUsers } from '../../users/users.repo.js';

/**
 * Active members of the caller's organisation named by id, username, first name or full name
 * (any case). A name matching nobody, or several people, is refused before anything changes.
 */
export async function resolveMembers(
  db: DbExecutor,
  organizationId: string,
  names: string[],
): Promise<Array<{ id: string; name: string }>> {
  if (!names.length) return [];
  const members = (await listOrganizationUsers(db, organizationId)).filter((user) => user.active);
  return names.map((raw) => {
    const name = raw.trim().toLowerCase().replace(/^@/, '');
    const matches = members.filter(
      (user) =>
        user.id === name ||
        user.username.toLowerCase() === name ||
        user.firstName.toLowerCase() === name ||
        `${user.firstName} ${user.lastName}`.trim().toLowerCase() === name,
    );
    if (matches.length === 0) {
      throw new AppError(
        'VALIDATION_ERROR',
        `No active member of your organisation is called "${raw}".`,
      );
    }
    if (matches.length > 1) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Several members are called "${raw}": use their username.`,
      );
    }
    const user = matches[0]!;
    return { id: user.id, name: user.username };
  });
}
