import type { ChangeEvent } from 'react';
import { TextField } from '../../../ui/TextField';
import { authFormMessages } from '../auth-forms.messages';

export type IdentityField = 'firstName' | 'lastName' | 'username' | 'email';

type IdentityFieldsProps = {
  values: Record<IdentityField, string>;
  errors: Record<string, string | undefined>;
  onChange: (field: IdentityField) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** Registration explains the username rules; the profile does not repeat them. */
  usernameHint?: string;
};

const labels = authFormMessages.register;

/** First and last name, username and e-mail: who a person is, at sign-up and in the profile. */
export function IdentityFields({ values, errors, onChange, usernameHint }: IdentityFieldsProps) {
  return (
    <>
      <TextField
        label={labels.firstNameLabel}
        name="firstName"
        autoComplete="given-name"
        value={values.firstName}
        error={errors.firstName}
        onChange={onChange('firstName')}
      />
      <TextField
        label={labels.lastNameLabel}
        name="lastName"
        autoComplete="family-name"
        value={values.lastName}
        error={errors.lastName}
        onChange={onChange('lastName')}
      />
      <TextField
        label={labels.usernameLabel}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint={usernameHint}
        value={values.username}
        error={errors.username}
        onChange={onChange('username')}
      />
      <TextField
        label={labels.emailLabel}
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={onChange('email')}
      />
    </>
  );
}
