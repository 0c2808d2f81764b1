import type { Translation } from '../../platform/i18n';
import type { settingsMessagesEn } from './settings.messages';

export const settingsMessagesDe: Translation<typeof settingsMessagesEn> = {
  documentTitle: 'Profileinstellungen · Worksphere',
  title: 'Profileinstellungen',
  description:
    'Ihr Profil, Ihr Passwort und, für Administratoren, die Mitglieder Ihrer Organisation.',
  menuLabel: 'Einstellungsseiten',
  pageSelectLabel: 'Einstellungsseite',
  notFound: 'Diese Einstellungsseite gibt es nicht, oder Sie dürfen sie nicht sehen.',
  groups: { you: 'Sie', organization: 'Organisation' },
  pages: {
    profile: 'Profil',
    password: 'Passwort',
    sessions: 'Angemeldete Geräte',
    time: 'Zeitzone und Formate',
    language: 'Sprache',
    notifications: 'Benachrichtigungen',
    accounts: 'Verbundene Konten',
    'calendar-feed': 'Kalender-Feed',
    'ai-tokens': 'KI-Zugriffstoken',
    members: 'Mitglieder und Berechtigungen',
    invitations: 'Einladungen',
    phone: 'Telefonnummern und Anbieter',
    'point-of-sale': 'Kasse',
    weather: 'Wetterort',
    storage: 'Speicher',
  },

  profile: {
    title: 'Profil',
    description: 'Wie Ihre Kollegen Sie sehen und wie Sie sich anmelden.',
    organizationLabel: 'Organisation',
    organizationPhoneLabel: 'Telefon der Organisation:',
    roleLabel: 'Rolle',
    ownPhoneLabel: 'Ihr eigenes Telefon (optional)',
    ownPhoneHint:
      'Für Anrufe von hier, wenn Anrufe nicht im Browser laufen: Zuerst klingelt Ihr Telefon, dann das der Gegenseite. Nummern außerhalb Nordamerikas beginnen mit + und der Landesvorwahl.',
    save: 'Profil speichern',
    saving: 'Wird gespeichert...',
    saved: 'Profil aktualisiert.',
    failed: 'Ihr Profil konnte nicht gespeichert werden.',
  },

  password: {
    title: 'Passwort',
    description:
      'Wenn Sie Ihr Passwort ändern, werden Ihre anderen Sitzungen auf allen Geräten abgemeldet.',
    currentLabel: 'Aktuelles Passwort',
    newLabel: 'Neues Passwort',
    newHint: 'Mindestens 8 Zeichen.',
    confirmLabel: 'Neues Passwort bestätigen',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    save: 'Passwort ändern',
    saving: 'Wird geändert...',
    saved: 'Passwort geändert. Ihre anderen Sitzungen wurden abgemeldet.',
    failed: 'Ihr Passwort konnte nicht geändert werden.',
  },

  members: {
    title: 'Mitglieder',
    description:
      'Alle Personen Ihrer Organisation. Ändern Sie eine Rolle, vergeben Sie Berechtigungen oder deaktivieren Sie ein Konto; Ihr eigenes können Sie nicht ändern.',
    loading: 'Mitglieder werden geladen...',
    loadFailed: 'Die Mitglieder konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Mitglieder. Laden Sie unten Ihr Team ein.',
    nameColumn: 'Name',
    usernameColumn: 'Benutzername',
    emailColumn: 'E-Mail',
    roleColumn: 'Rolle',
    activeColumn: 'Aktiv',
    you: 'Sie',
    roleOf: (username) => `Rolle von ${username}`,
    activeOf: (username) => `${username} kann sich anmelden`,
    updated: 'Mitglied aktualisiert.',
    updateFailed: 'Das Mitglied konnte nicht aktualisiert werden.',
    roles: { ADMIN: 'Administrator', MEMBER: 'Mitglied' },
    permissionsColumn: 'Berechtigungen',
    editPermissions: 'Berechtigungen',
    editPermissionsOf: (username) => `Berechtigungen von ${username}`,
    permissionCount: (granted, total) => `${granted} von ${total}`,
    allPermissions: 'Alle (Administrator)',
  },

  permissions: {
    title: (name) => `Berechtigungen von ${name}`,
    description:
      'Was dieses Mitglied außer Lesen tun darf. Administratoren haben alle Berechtigungen; Änderungen gelten sofort.',
    adminNote:
      'Administratoren haben alle Berechtigungen. Machen Sie diese Person zum Mitglied, um auszuwählen.',
    adminOnlyNote: 'Nur ein Administrator kann diese Berechtigung vergeben oder entziehen.',
    save: 'Berechtigungen speichern',
    cancel: 'Abbrechen',
    saved: (name) => `Berechtigungen von ${name} gespeichert.`,
    items: {
      'tasks:edit': {
        label: 'Aufgaben',
        explanation: 'Aufgaben und ihre Kategorien erstellen, ändern und löschen.',
      },
      'calendar:edit': {
        label: 'Kalender',
        explanation: 'Termine in gemeinsamen Kalendern erstellen, ändern und löschen.',
      },
      'documents:edit': {
        label: 'Dokumente',
        explanation:
          'Dokumente und Dateien erstellen, ändern, verschieben, hochladen, exportieren und löschen.',
      },
      'email:connect': {
        label: 'E-Mail- und Kalenderkonten',
        explanation: 'IMAP-, CalDAV-, Google- und Microsoft-Konten verbinden.',
      },
      'calls:use': {
        label: 'Anrufe und SMS',
        explanation: 'Anrufe tätigen und annehmen, SMS senden und lesen.',
      },
      'pos:sell': {
        label: 'Kasse: verkaufen',
        explanation: 'Bestellungen an der Theke aufnehmen und die Bestellübersicht bedienen.',
      },
      'pos:manage': {
        label: 'Kasse: verwalten',
        explanation: 'Katalog, Preise, Steuern und die Einstellungen des Shops ändern.',
      },
      'users:manage': {
        label: 'Mitglieder',
        explanation: 'Personen einladen, Mitglieder deaktivieren und ihre Berechtigungen ändern.',
      },
    },
  },

  invite: {
    title: 'Jemanden einladen',
    description:
      'Erstellen Sie einen einmalig gültigen Link und senden Sie ihn an die eingeladene Person. Er öffnet die Registrierung für Ihre Organisation.',
    emailLabel: 'E-Mail',
    roleLabel: 'Rolle',
    submit: 'Einladung erstellen',
    submitting: 'Wird erstellt...',
    created: (email) => `Einladung für ${email} erstellt. Senden Sie ihr diesen Link:`,
    linkLabel: 'Einladungslink',
    copy: 'Link kopieren',
    copied: 'Einladungslink kopiert.',
    copyFailed:
      'Kopieren hat nicht funktioniert; markieren Sie den Link und kopieren Sie ihn selbst.',
    linkOnce: 'Dieser Link wird nur einmal angezeigt.',
    failed: 'Die Einladung konnte nicht erstellt werden.',
  },

  invitations: {
    title: 'Offene Einladungen',
    loading: 'Einladungen werden geladen...',
    loadFailed: 'Die Einladungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Keine offenen Einladungen.',
    details: (role, invitedBy, expires) =>
      `${role} · eingeladen von ${invitedBy} · läuft ab ${expires}`,
    revoke: 'Widerrufen',
    revokeLabel: (email) => `Einladung für ${email} widerrufen`,
    revoked: 'Einladung widerrufen.',
    revokeFailed: 'Die Einladung konnte nicht widerrufen werden.',
  },

  weather: {
    title: 'Wetter',
    description:
      'Der Kalender zeigt die Wettervorhersage für diesen Ort, für alle in Ihrer Organisation.',
    loading: 'Wetterort wird geladen...',
    listName: 'den Wetterort',
    retry: 'Erneut versuchen',
    current: (latitude, longitude, timeZone) =>
      `Die Vorhersage gilt für ${latitude}, ${longitude} (${timeZone}).`,
    isDefault: 'Das ist der Standardort.',
    latitudeLabel: 'Breitengrad',
    latitudeHint: 'Von -90 (Süden) bis 90 (Norden), z. B. 52.52.',
    longitudeLabel: 'Längengrad',
    longitudeHint: 'Von -180 (Westen) bis 180 (Osten), z. B. 13.41.',
    timeZoneLabel: 'Zeitzone',
    save: 'Ort speichern',
    saving: 'Wird gespeichert...',
    saved: 'Wetterort gespeichert.',
    useDefault: 'Standardort verwenden',
    resetDone: 'Wetterort auf den Standard zurückgesetzt.',
    failed: 'Der Wetterort konnte nicht gespeichert werden.',
  },

  language: {
    title: 'Sprache',
    description:
      'Die Sprache der Oberfläche, mit Datums- und Zahlenformaten dieser Sprache. Wird mit Ihrem Profil gespeichert, sodass jedes Gerät, auf dem Sie sich anmelden, ihr folgt.',
    legend: 'Sprache der Oberfläche',
    names: { en: 'English', fr: 'Fran\u00e7ais', de: 'Deutsch' },
    browserDefault: (language) => `Browser-Standard (${language})`,
    failed: 'Die Sprache konnte nicht gespeichert werden.',
  },

  timeFormat: {
    title: 'Zeitformat',
    description: 'Wie Uhrzeiten überall in der App angezeigt werden, in Ihrer Zeitzone.',
    label: 'Uhr',
    auto: (example) => `Automatisch (wie in Ihrer Sprache, z. B. ${example})`,
    twelveHour: (example) => `12 Stunden (${example})`,
    twentyFourHour: (example) => `24 Stunden (${example})`,
    saved: 'Zeitformat gespeichert.',
    failed: 'Das Zeitformat konnte nicht gespeichert werden.',
  },

  storage: {
    title: 'Speicher',
    description:
      'Dokumente mit ihren aufbewahrten Versionen, Uploads, Exporte und der Papierkorb zählen, bis der Papierkorb geleert wird.',
    howToChange:
      'Das Kontingent legt der Server fest (STORAGE_QUOTA_BYTES). Das Leeren des Papierkorbs in Dokumente gibt Speicher frei.',
  },
};
