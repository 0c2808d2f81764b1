import { localized } from '../../platform/i18n';
import { signedInDevicesMessagesDe } from './signedInDevices.messages.de';
import { signedInDevicesMessagesFr } from './signedInDevices.messages.fr';

/**
 * Settings > Signed-in devices. Apart from settings.messages.ts, whose page labels the shell
 * loads before the sign-in page paints: these texts load with the page itself.
 */
export const signedInDevicesMessagesEn = {
  title: 'Signed-in devices',
  description:
    'Every browser and device signed in to your account, most recently used first. Sign out any you do not recognise.',
  listLabel: 'Signed-in devices',
  loading: 'Loading your signed-in devices...',
  listName: 'your signed-in devices',
  retry: 'Try again',
  unknownBrowser: 'Unknown browser',
  onSystem: (browser: string, system: string) => `${browser} on ${system}`,
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signedIn: (when: string) => `signed in ${when}`,
  signOut: 'Sign out',
  signOutLabel: (device: string) => `Sign out ${device}`,
  signOutTitle: 'Sign out this device?',
  signOutConfirm: (device: string) =>
    `${device} will be signed out at once. Whoever uses it must sign in again.`,
  signedOut: 'Signed out.',
  signOutFailed: 'Could not sign out that device.',
  signOutOthers: 'Sign out everywhere else',
  signOutOthersTitle: 'Sign out everywhere else?',
  signOutOthersConfirm:
    'Every other browser and device is signed out at once; this one stays signed in. Access tokens for AI clients keep working.',
  signedOutOthers: (count: number) =>
    count === 1 ? 'Signed out 1 other device.' : `Signed out ${count} other devices.`,
  signOutOthersFailed: 'Could not sign out your other devices.',
  onlyThisOne: 'This is the only device signed in to your account.',
};

export const signedInDevicesMessages = localized('signedInDevices', {
  en: signedInDevicesMessagesEn,
  fr: signedInDevicesMessagesFr,
  de: signedInDevicesMessagesDe,
});
