import type { Member } from '@worksphere/contracts';

/** Spec 1 §9: at most 50 suggestions while a query is typed, 20 while it is empty. */
export const ASSIGNEE_SUGGESTIONS_WITH_QUERY = 50;
export const ASSIGNEE_SUGGESTIONS_WITHOUT_QUERY = 20;

type Candidate = Pick<Member, 'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'active'>;

/**
 * The users the assignee box suggests (spec 1 §5): active ones only, not already assigned,
 * whose username, first name, last name or e-mail contains the query (any case).
 */
export function filterAssigneeOptions<T extends Candidate>(
  users: readonly T[],
  query: string,
  assignedIds: readonly string[],
): T[] {
  const needle = query.trim().toLowerCase();
  const assigned = new Set(assignedIds);
  const limit = needle ? ASSIGNEE_SUGGESTIONS_WITH_QUERY : ASSIGNEE_SUGGESTIONS_WITHOUT_QUERY;
  const matches: T[] = [];
  for (const user of users) {
    if (matches.length >= limit) break;
    if (!user.active || assigned.has(user.id)) continue;
    if (
      !needle ||
      [user.username, user.firstName, user.lastName, user.email].some((field) =>
        field.toLowerCase().includes(needle),
      )
    ) {
      matches.push(user);
    }
  }
  return matches;
}
