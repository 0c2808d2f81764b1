import { describe, expect, it } from 'vitest';
import { splitServerFieldErrors, withoutFieldError } from './fieldErrorsOf';

describe('splitServerFieldErrors', () => {
  it('puts "field: message" parts under their fields, without the field name', () => {
    expect(
      splitServerFieldErrors(
        'newPassword: Use at least 8 characters. currentPassword: Enter your current password.',
        ['currentPassword', 'newPassword'],
      ),
    ).toEqual({
      fieldErrors: {
        newPassword: 'Use at least 8 characters.',
        currentPassword: 'Enter your current password.',
      },
      formError: null,
    });
  });

  it('keeps whole sentences for the form and drops names of fields the form does not show', () => {
    expect(splitServerFieldErrors('That username is already taken.', ['username'])).toEqual({
      fieldErrors: {},
      formError: 'That username is already taken.',
    });
    expect(
      splitServerFieldErrors('organizationId: Required. email: Enter a valid e-mail address.', [
        'email',
      ]),
    ).toEqual({
      fieldErrors: { email: 'Enter a valid e-mail address.' },
      formError: 'Required.',
    });
  });
});

describe('withoutFieldError', () => {
  it('drops one field and keeps the others', () => {
    expect(withoutFieldError({ a: 'x', b: 'y' }, 'a')).toEqual({ b: 'y' });
    const same = { b: 'y' };
    expect(withoutFieldError(same, 'a')).toBe(same);
  });
});
