import { describe, expect, it } from 'vitest';
import { directMessageName } from './directName';

const person = (id: string, firstName: string, lastName: string) => ({
  id,
  username: firstName.toLowerCase(),
  firstName,
  lastName,
});

describe('directMessageName', () => {
  const me = person('1', 'Mia', 'Stone');
  it('names the conversation after the other members, alphabetically', () => {
    expect(
      directMessageName([me, person('2', 'Zoe', 'Park'), person('3', 'Ann', 'Lee')], me.id),
    ).toBe('Ann Lee, Zoe Park');
  });
  it('falls back to the username, and to oneself when alone', () => {
    expect(directMessageName([me, { ...person('2', '', ''), username: 'bo' }], me.id)).toBe('bo');
    expect(directMessageName([me], me.id)).toBe('Mia Stone');
  });
});
