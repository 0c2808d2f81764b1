import { templateError } from '../../../platform/errors.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { listOrganizationUsers } from '../../users/users.repo.js';

/** The refusals of a name that is no member, or several; `{name}` as it was asked for. */
const NO_MEMBER_CALLED = 'No active member of your organisation is called "{name}".';
const SEVERAL_MEMBERS_CALLED = 'Several members are called "{name}": use their username.';

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
      throw templateError('VALIDATION_ERROR', NO_MEMBER_CALLED, { name: raw });
    }
    if (matches.length > 1) {
      throw templateError('VALIDATION_ERROR', SEVERAL_MEMBERS_CALLED, { name: raw });
    }
    const user = matches[0]!;
    return { id: user.id, name: user.username };
  });
}
