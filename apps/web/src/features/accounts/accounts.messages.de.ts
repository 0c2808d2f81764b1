import type { Translation } from '../../platform/i18n';
import type { accountsMessagesEn } from './accounts.messages';

export const accountsMessagesDe: Translation<typeof accountsMessagesEn> = {
  selectorLabel: 'Kalenderkonto',
  selector: {
    allAccounts: 'Alle verbundenen Konten',
    noAccounts: 'Keine E-Mail-Konten verbunden',
    unknownType: 'Unbekannt',
    organizationSuffix: ' - Organisation',
  },
  section: {
    title: 'Verbundene Konten',
    description:
      'Kalender und Postfächer, die Worksphere für Sie nutzen darf. Geteilte Konten sind für alle in Ihrer Organisation sichtbar.',
    loading: 'Konten werden geladen...',
    loadFailed: 'Ihre Konten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Konten verbunden.',
    reconnectNeeded: 'Neu verbinden erforderlich',
    reconnect: 'Neu verbinden',
    remove: 'Entfernen',
    removeTitle: 'Dieses Konto entfernen?',
    removeConfirm: (label) =>
      `${label} ist in Worksphere nicht mehr verfügbar. Termine und E-Mails bleiben beim Anbieter.`,
    removed: 'Konto entfernt.',
    removeFailed: 'Das Konto konnte nicht entfernt werden.',
    shareLabel: 'Mit der Organisation geteilt',
    shareLabelOf: (label) => `${label} mit der Organisation teilen`,
    shareFailed: 'Die Freigabe konnte nicht geändert werden.',
    shared: 'Konto mit der Organisation geteilt.',
    unshared: 'Das Konto ist wieder persönlich.',
    connectTitle: 'Konto verbinden',
    connectGoogle: 'Google verbinden',
    connectMicrosoft: 'Microsoft verbinden',
    connectShared: 'Das neue Konto mit der Organisation teilen',
    startFailed: 'Die Anmeldung konnte nicht gestartet werden.',
    providerName: { gmail: 'Google', outlook: 'Microsoft' },
    caldavTitle: 'CalDAV-Server verbinden',
    caldavDescription:
      'Nextcloud, Fastmail, iCloud, Radicale und andere CalDAV-Server. Verwenden Sie ein App-Passwort, wenn der Anbieter eines anbietet.',
    caldavUrl: 'Server-URL',
    caldavUser: 'Benutzername',
    caldavPassword: 'App-Passwort',
    caldavName: 'Name (optional)',
    caldavSubmit: 'CalDAV verbinden',
    caldavFailed: 'Der CalDAV-Server konnte nicht verbunden werden.',
    connected: 'Konto verbunden.',
    connectFailed: 'Das Konto konnte nicht verbunden werden.',
  },
};
