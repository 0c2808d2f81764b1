import { localized, plural } from '../../platform/i18n';
import { twoFactorMessagesDe } from './twoFactor.messages.de';
import { twoFactorMessagesFr } from './twoFactor.messages.fr';

/** Two-factor sign-in: Settings > Two-factor sign-in, the sign-in's second step, the enrol gate. */
export const twoFactorMessagesEn = {
  title: 'Two-factor sign-in',
  description:
    'After your password, confirm each sign-in with a code from an authenticator app or with a passkey.',
  loading: 'Loading your two-factor sign-in...',
  listName: 'your two-factor sign-in',
  retry: 'Try again',
  statusOn: 'On',
  statusOff: 'Off',

  appTitle: 'Authenticator app',
  appDescription:
    'An app such as Google Authenticator, Microsoft Authenticator, 1Password or Aegis shows a new 6-digit code every 30 seconds.',
  setUp: 'Set up',
  scanQr: 'Scan this QR code with your authenticator app.',
  qrLabel: 'QR code for your authenticator app',
  manualEntry: 'Cannot scan it? Type this key into the app instead.',
  secretLabel: 'Key',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  codeLabel: 'Code from the app',
  codeRequired: 'Enter the 6-digit code.',
  turnOn: 'Turn on',
  cancel: 'Cancel',
  enabled: 'Two-factor sign-in with your authenticator app is on.',
  enableFailed: 'Could not turn on two-factor sign-in.',
  setupFailed: 'Could not start the set-up.',
  recoveryTitle: 'Your recovery codes',
  recoveryDescription:
    'Each code signs you in once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  recoveryListLabel: 'Recovery codes',
  copyCodes: 'Copy codes',
  codesCopied: 'Recovery codes copied.',
  downloadCodes: 'Download',
  recoveryFileName: 'worksphere-recovery-codes.txt',
  recoveryFileHeading: 'Worksphere recovery codes (each works once)',
  savedThem: 'I have saved them',
  recoveryLeft: (count: number) =>
    plural(count, { one: '# recovery code left', other: '# recovery codes left' }),
  turnOff: 'Turn off',
  disableTitle: 'Turn off the authenticator app',
  disableDescription: 'Enter your password and a code from the app (or a recovery code).',
  passwordLabel: 'Password',
  passwordRequired: 'Enter your password.',
  disableCodeLabel: 'Code from the app or a recovery code',
  disabled: 'The authenticator app is turned off.',
  disableFailed: 'Could not turn off the authenticator app.',

  passkeysTitle: 'Passkeys',
  passkeysDescription:
    'Confirm sign-in with your fingerprint, face, screen lock or a security key instead of a code.',
  passkeysListLabel: 'Your passkeys',
  noPasskeys: 'No passkeys yet.',
  passkeyNameLabel: 'Name of the new passkey',
  defaultPasskeyName: 'Passkey',
  addPasskey: 'Add a passkey',
  passkeyAdded: 'Passkey added.',
  passkeyFailed: 'The passkey could not be added.',
  passkeysUnsupported: 'This browser cannot use passkeys.',
  removePasskey: 'Remove',
  removePasskeyLabel: (name: string) => `Remove passkey ${name}`,
  removePasskeyTitle: 'Remove this passkey?',
  removePasskeyConfirm: (name: string) => `${name} can no longer be used to sign in.`,
  passkeyRemoved: 'Passkey removed.',
  passkeyRemoveFailed: 'Could not remove the passkey.',
  addedOn: (when: string) => `Added ${when}`,
  lastUsed: (when: string) => `last used ${when}`,

  policyTitle: 'Require two-factor sign-in',
  policyDescription:
    'Every member of the organisation must use two-factor sign-in. Members without it are asked to set it up right after they sign in.',
  policyLabel: 'Require two-factor sign-in for every member',
  policyOn: 'Two-factor sign-in is now required.',
  policyOff: 'Two-factor sign-in is no longer required.',
  policyFailed: 'Could not change the rule.',

  requiredTitle: 'Set up two-factor sign-in',
  requiredDescription:
    'Your organisation requires two-factor sign-in. Set up an authenticator app or a passkey to continue.',

  continueToApp: 'Continue',
  signOut: 'Sign out',
  stepTitle: 'Two-factor sign-in',
  stepSubtitle: 'One more step to confirm it is you.',
  codePrompt: 'Enter the 6-digit code from your authenticator app',
  verify: 'Verify',
  verifying: 'Verifying...',
  useRecovery: 'Use a recovery code',
  recoveryPrompt: 'Enter one of your recovery codes. Each works once.',
  recoveryLabel: 'Recovery code',
  recoveryRequired: 'Enter a recovery code.',
  useApp: 'Use the authenticator app',
  usePasskey: 'Use a passkey',
  passkeyPrompt: 'Use the passkey saved on this device or a security key.',
  passkeyWaiting: 'Waiting for your passkey...',
  passkeySignInFailed: 'The passkey was not accepted. Try again or use a code.',
  backToSignIn: 'Back to sign in',
  verifyFailed: 'That code is not right, or it was used already.',
};

export const twoFactorMessages = localized('twoFactor', {
  en: twoFactorMessagesEn,
  fr: twoFactorMessagesFr,
  de: twoFactorMessagesDe,
});
