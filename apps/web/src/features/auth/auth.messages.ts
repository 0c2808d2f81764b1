import { localizedFirstPaint } from '../../platform/i18n';

/**
 * The texts of sign-in, the session and the account menu. The registration, recovery and reset
 * forms have theirs in auth-forms.messages.ts, so the sign-in page's first paint does not carry
 * them.
 */
export const authMessagesEn = {
  // Spec 1 §8, to the letter.
  loginFailed: 'Login failed.',
  registrationFailed: 'Registration failed.',
  switchFailed: 'Failed to switch account.',
  switchSucceeded: 'Switched account successfully!',
  logoutFailed: 'An error occurred while logging out.',
  /** Logging out of one of several saved sessions leaves the next one active. */
  signedOutOf: (signedOut: string, nowUsing: string) =>
    `Signed out of ${signedOut}. Now using ${nowUsing}.`,

  login: {
    documentTitle: 'Sign in · Worksphere',
    title: 'Sign in to Worksphere',
    subtitle: 'Welcome back. Use your username or e-mail address.',
    addAccountTitle: 'Add another account',
    addAccountSubtitle: (username: string) =>
      `You are signed in as ${username}. Sign in with another account to keep both in this browser and switch between them.`,
    backToDashboard: 'Back to your dashboard',
    identifierLabel: 'Username or e-mail',
    passwordLabel: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in...',
    forgotPassword: 'Forgot your password?',
    noAccount: 'New to Worksphere?',
    createOrganization: 'Create an organization',
  },

  logout: {
    documentTitle: 'Signing out · Worksphere',
    inProgress: 'Signing you out...',
  },

  guard: {
    loading: 'Loading your workspace...',
    loadFailedTitle: 'We could not load your account',
    loadFailedText: 'The server did not answer as expected. Check your connection and try again.',
    retry: 'Try again',
  },

  accountMenu: {
    trigger: 'Account menu',
    loggedInAs: 'Logged in as',
    switchAccount: 'Switch Account',
    activeSession: 'Active account',
    addAnotherAccount: 'Add another account',
    profileSettings: 'Profile Settings',
    logout: 'Logout',
  },
} as const;

/** On the sign-in page's first paint: French and German load as their own chunks. */
export const authMessages = localizedFirstPaint('auth', authMessagesEn, {
  fr: () => import('./auth.messages.fr').then((module) => module.authMessagesFr),
  de: () => import('./auth.messages.de').then((module) => module.authMessagesDe),
});
