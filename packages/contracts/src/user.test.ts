import { describe, expect, it } from 'vitest';
import { inviteRegisterPath } from './organization.js';
import { loginRequestSchema, registerRequestSchema, sessionKeyOf } from './user.js';

describe('sessionKeyOf', () => {
  it('joins the user id and the organisation id', () => {
    expect(sessionKeyOf('u1', 'o1')).toBe('u1:o1');
  });
});

describe('registerRequestSchema', () => {
  const person = { username: 'ada', email: ' Ada@Example.COM ', password: 'long enough' };

  it('creates an organisation or joins one, never both or neither', () => {
    expect(registerRequestSchema.safeParse({ ...person, organizationName: 'Acme' }).success).toBe(
      true,
    );
    expect(
      registerRequestSchema.safeParse({ ...person, organizationId: 'o1', inviteToken: 't' })
        .success,
    ).toBe(true);
    expect(registerRequestSchema.safeParse(person).success).toBe(false);
    expect(
      registerRequestSchema.safeParse({ ...person, organizationName: 'A', organizationId: 'o1' })
        .success,
    ).toBe(false);
  });

  it('trims and lower-cases the e-mail and defaults the names to empty', () => {
    const parsed = registerRequestSchema.parse({ ...person, organizationName: 'Acme' });
    expect(parsed.email).toBe('ada@example.com');
    expect(parsed.firstName).toBe('');
  });
});

describe('loginRequestSchema', () => {
  it('refuses a blank identifier with a message a person can read', () => {
    const result = loginRequestSchema.safeParse({ identifier: '  ', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter your username or e-mail.');
  });
});

describe('inviteRegisterPath', () => {
  it('builds the register link with every parameter encoded', () => {
    expect(inviteRegisterPath('o1', 'a+b', 'x@y.z')).toBe(
      '/register?organizationId=o1&inviteToken=a%2Bb&email=x%40y.z',
    );
  });
});
