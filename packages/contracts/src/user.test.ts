import { describe, expect, it } from 'vitest';
import { inviteRegisterPath } from './organization.js';
import { CALLS_MESSAGES } from './calls.js';
import {
  loginRequestSchema,
  registerRequestSchema,
  sessionKeyOf,
  updateProfileRequestSchema,
} from './user.js';

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

describe('the own phone number of a profile (issue 26)', () => {
  it('keeps it in E.164, forgets it when empty, and refuses an impossible one', () => {
    expect(updateProfileRequestSchema.parse({ phoneNumber: '+44 20 7946 0958' }).phoneNumber).toBe(
      '+442079460958',
    );
    expect(updateProfileRequestSchema.parse({ phoneNumber: '(555) 010-2000' }).phoneNumber).toBe(
      '+15550102000',
    );
    expect(updateProfileRequestSchema.parse({ phoneNumber: ' ' }).phoneNumber).toBeNull();
    expect(updateProfileRequestSchema.parse({ phoneNumber: null }).phoneNumber).toBeNull();
    expect(updateProfileRequestSchema.parse({}).phoneNumber).toBeUndefined();
    expect(
      updateProfileRequestSchema.safeParse({ phoneNumber: '44 20 7946 0958' }).error?.issues[0]
        ?.message,
    ).toBe(CALLS_MESSAGES.phoneImpossible);
  });
});
