import { plural, type Translation } from '../../platform/i18n';
import type { signedInDevicesMessagesEn } from './signedInDevices.messages';

export const signedInDevicesMessagesFr: Translation<typeof signedInDevicesMessagesEn> = {
  title: 'Appareils connectés',
  description:
    'Chaque navigateur et appareil connecté à votre compte, le plus récemment utilisé en premier. Déconnectez ceux que vous ne reconnaissez pas.',
  listLabel: 'Appareils connectés',
  loading: 'Chargement de vos appareils connectés...',
  listName: 'vos appareils connectés',
  retry: 'Réessayer',
  unknownBrowser: 'Navigateur inconnu',
  onSystem: (browser, system) => `${browser} sur ${system}`,
  thisDevice: 'Cet appareil',
  lastUsed: (when) => `Dernière utilisation ${when}`,
  signedIn: (when) => `connecté ${when}`,
  signOut: 'Déconnecter',
  signOutLabel: (device) => `Déconnecter ${device}`,
  signOutTitle: 'Déconnecter cet appareil ?',
  signOutConfirm: (device) =>
    `${device} sera déconnecté immédiatement. La personne qui l\u2019utilise devra se reconnecter.`,
  signedOut: 'Déconnecté.',
  signOutFailed: 'Impossible de déconnecter cet appareil.',
  signOutOthers: 'Se déconnecter partout ailleurs',
  signOutOthersTitle: 'Se déconnecter partout ailleurs ?',
  signOutOthersConfirm:
    'Tous les autres navigateurs et appareils sont déconnectés immédiatement ; celui-ci reste connecté. Les jetons d\u2019accès des clients IA continuent de fonctionner.',
  signedOutOthers: (count) =>
    plural(count, {
      one: '# autre appareil déconnecté.',
      other: '# autres appareils déconnectés.',
    }),
  signOutOthersFailed: 'Impossible de déconnecter vos autres appareils.',
  onlyThisOne: 'C\u2019est le seul appareil connecté à votre compte.',
};
