import { describe, expect, it } from 'vitest';
import { makeMember } from '../../../test/fixtures';
import {
  ASSIGNEE_SUGGESTIONS_WITH_QUERY,
  ASSIGNEE_SUGGESTIONS_WITHOUT_QUERY,
  filterAssigneeOptions,
} from './filterAssigneeOptions';

const many = Array.from({ length: 80 }, (_, index) =>
  makeMember({ id: `u${index}`, username: `user${index}`, email: `user${index}@example.com` }),
);

describe('filterAssigneeOptions', () => {
  it('offers 20 users while the query is empty and 50 once one is typed', () => {
    expect(ASSIGNEE_SUGGESTIONS_WITHOUT_QUERY).toBe(20);
    expect(ASSIGNEE_SUGGESTIONS_WITH_QUERY).toBe(50);
    expect(filterAssigneeOptions(many, '', [])).toHaveLength(20);
    expect(filterAssigneeOptions(many, '  ', [])).toHaveLength(20);
    expect(filterAssigneeOptions(many, 'user', [])).toHaveLength(50);
  });

  it('matches username, first name, last name or e-mail, in any case', () => {
    const users = [
      makeMember({ id: 'a', username: 'zed', firstName: 'Ann', lastName: 'Lee', email: 'a@x.io' }),
      makeMember({ id: 'b', username: 'bob', firstName: 'Bo', lastName: 'Moss', email: 'b@x.io' }),
      makeMember({
        id: 'c',
        username: 'cy',
        firstName: 'Cy',
        lastName: 'Ray',
        email: 'cy@corp.io',
      }),
    ];
    expect(filterAssigneeOptions(users, 'ZE', []).map((u) => u.id)).toEqual(['a']);
    expect(filterAssigneeOptions(users, 'ann', []).map((u) => u.id)).toEqual(['a']);
    expect(filterAssigneeOptions(users, 'moss', []).map((u) => u.id)).toEqual(['b']);
    expect(filterAssigneeOptions(users, 'corp', []).map((u) => u.id)).toEqual(['c']);
    expect(filterAssigneeOptions(users, 'nobody', [])).toEqual([]);
  });

  it('hides inactive and already assigned users', () => {
    const users = [
      makeMember({ id: 'a', username: 'ann' }),
      makeMember({ id: 'b', username: 'bob', active: false }),
      makeMember({ id: 'c', username: 'cy' }),
    ];
    expect(filterAssigneeOptions(users, '', ['c']).map((u) => u.id)).toEqual(['a']);
  });
});
