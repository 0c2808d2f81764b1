import { ACCOUNT_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { accountsMessagesDe } from './accounts.messages.de';
import { accountsMessagesFr } from './accounts.messages.fr';

/** Texts of the account selector and of Settings' "Connected accounts" (ours, not the spec's). */
export const accountsMessagesEn = {
  selectorLabel: 'Calendar account',
  /** The selector's own options (the spec's words, in the contracts). */
  selector: {
    allAccounts: ACCOUNT_MESSAGES.allAccounts,
    noAccounts: ACCOUNT_MESSAGES.noAccounts,
    unknownType: ACCOUNT_MESSAGES.unknownType,
    organizationSuffix: ACCOUNT_MESSAGES.organizationSuffix,
  },
  section: {
    title: 'Connected accounts',
    description:
      'Calendars and mailboxes Worksphere may use for you. Shared accounts are visible to everyone in your organization.',
    loading: 'Loading accounts...',
    loadFailed: 'Could not load your accounts.',
    retry: 'Try again',
    empty: 'No accounts connected yet.',
    reconnectNeeded: 'Reconnect needed',
    reconnect: 'Reconnect',
    remove: 'Remove',
    removeTitle: 'Remove this account?',
    removeConfirm: (label: string) =>
      `${label} will no longer be available in Worksphere. Events and mail stay with the provider.`,
    removed: 'Account removed.',
    removeFailed: 'Could not remove the account.',
    shareLabel: 'Shared with the organization',
    shareLabelOf: (label: string) => `Share ${label} with the organization`,
    shareFailed: 'Could not change the sharing.',
    shared: 'Account shared with the organization.',
    unshared: 'Account is personal again.',
    connectTitle: 'Connect an account',
    connectGoogle: 'Connect Google',
    connectMicrosoft: 'Connect Microsoft',
    connectShared: 'Share the new account with the organization',
    startFailed: 'Could not start the sign-in.',
    providerName: { gmail: 'Google', outlook: 'Microsoft' },
    caldavTitle: 'Connect a CalDAV server',
    caldavDescription:
      'Nextcloud, Fastmail, iCloud, Radicale and other CalDAV servers. Use an app password where the provider offers one.',
    caldavUrl: 'Server URL',
    caldavUser: 'User name',
    caldavPassword: 'App password',
    caldavName: 'Name (optional)',
    caldavSubmit: 'Connect CalDAV',
    caldavFailed: 'Could not connect the CalDAV server.',
    connected: 'Account connected.',
    connectFailed: 'The account could not be connected.',
  },
} as const;

export const accountsMessages = localized('accounts', {
  en: accountsMessagesEn,
  fr: accountsMessagesFr,
  de: accountsMessagesDe,
});
