import { plural, type Translation } from '../../platform/i18n';
import type { signedInDevicesMessagesEn } from './signedInDevices.messages';

export const signedInDevicesMessagesDe: Translation<typeof signedInDevicesMessagesEn> = {
  title: 'Angemeldete Geräte',
  description:
    'Alle Browser und Geräte, die bei Ihrem Konto angemeldet sind, zuletzt verwendete zuerst. Melden Sie alle ab, die Sie nicht kennen.',
  listLabel: 'Angemeldete Geräte',
  loading: 'Ihre angemeldeten Geräte werden geladen...',
  listName: 'Ihre angemeldeten Geräte',
  retry: 'Erneut versuchen',
  unknownBrowser: 'Unbekannter Browser',
  onSystem: (browser, system) => `${browser} unter ${system}`,
  thisDevice: 'Dieses Gerät',
  lastUsed: (when) => `Zuletzt verwendet ${when}`,
  signedIn: (when) => `angemeldet ${when}`,
  signOut: 'Abmelden',
  signOutLabel: (device) => `${device} abmelden`,
  signOutTitle: 'Dieses Gerät abmelden?',
  signOutConfirm: (device) =>
    `${device} wird sofort abgemeldet. Wer es verwendet, muss sich erneut anmelden.`,
  signedOut: 'Abgemeldet.',
  signOutFailed: 'Das Gerät konnte nicht abgemeldet werden.',
  signOutOthers: 'Überall sonst abmelden',
  signOutOthersTitle: 'Überall sonst abmelden?',
  signOutOthersConfirm:
    'Alle anderen Browser und Geräte werden sofort abgemeldet; dieses bleibt angemeldet. Zugriffstoken für KI-Clients funktionieren weiter.',
  signedOutOthers: (count) =>
    plural(count, {
      one: '# anderes Gerät abgemeldet.',
      other: '# andere Geräte abgemeldet.',
    }),
  signOutOthersFailed: 'Ihre anderen Geräte konnten nicht abgemeldet werden.',
  onlyThisOne: 'Dies ist das einzige Gerät, das bei Ihrem Konto angemeldet ist.',
};
