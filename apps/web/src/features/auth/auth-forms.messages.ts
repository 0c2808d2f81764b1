import { localized } from '../../platform/i18n';
import { authFormMessagesDe } from './auth-forms.messages.de';
import { authFormMessagesFr } from './auth-forms.messages.fr';

/** Every text the registration, account-recovery and password-reset forms show. */
export const authFormMessagesEn = {
  register: {
    documentTitle: 'Create your account · Worksphere',
    createTitle: 'Create an organization',
    createSubtitle:
      'Set up a workspace for your team. You will be its administrator and can invite everyone else.',
    joinTitle: 'Join an organization',
    joinSubtitle:
      'You were invited to a Worksphere workspace. Create your account to accept the invitation.',
    organizationNameLabel: 'Organization name',
    firstNameLabel: 'First name',
    lastNameLabel: 'Last name',
    usernameLabel: 'Username',
    usernameHint: 'Letters, digits, dot, dash and underscore; at least 3 characters.',
    emailLabel: 'E-mail',
    passwordLabel: 'Password',
    passwordHint: 'At least 8 characters.',
    organizationNameRequired: 'Enter a name for your organization.',
    submitCreate: 'Create organization',
    submitJoin: 'Join organization',
    submitting: 'Creating your account...',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    createInstead: 'Create a new organization instead',
    invitedTitle: (organization: string, inviter: string) =>
      `Join ${organization} — invited by ${inviter}`,
    invitationFailed: 'This invitation could not be checked. Please try again.',
  },

  recover: {
    documentTitle: 'Recover your account · Worksphere',
    title: 'Recover your account',
    subtitle:
      'Enter the e-mail address of your account and we will send you a link to reset your password.',
    emailLabel: 'E-mail',
    submit: 'Send reset link',
    submitting: 'Sending...',
    failed: 'Could not send the reset link. Please try again.',
    backToLogin: 'Back to sign in',
  },

  resetPassword: {
    documentTitle: 'Choose a new password · Worksphere',
    title: 'Choose a new password',
    subtitle: 'Pick a password you do not use anywhere else.',
    missingToken:
      'This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.',
    requestNewLink: 'Ask for a new link',
    passwordLabel: 'New password',
    confirmLabel: 'Confirm new password',
    passwordHint: 'At least 8 characters.',
    mismatch: 'The passwords do not match.',
    submit: 'Set new password',
    submitting: 'Saving...',
    failed: 'Could not reset the password. The link may have expired; ask for a new one.',
    goToLogin: 'Go to sign in',
  },
} as const;

export const authFormMessages = localized('authForms', {
  en: authFormMessagesEn,
  fr: authFormMessagesFr,
  de: authFormMessagesDe,
});
