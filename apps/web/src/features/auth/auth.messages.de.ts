import type { Translation } from '../../platform/i18n';
import type { authMessagesEn } from './auth.messages';

export const authMessagesDe: Translation<typeof authMessagesEn> = {
  loginFailed: 'Anmeldung fehlgeschlagen.',
  registrationFailed: 'Registrierung fehlgeschlagen.',
  switchFailed: 'Das Konto konnte nicht gewechselt werden.',
  switchSucceeded: 'Konto erfolgreich gewechselt!',
  logoutFailed: 'Beim Abmelden ist ein Fehler aufgetreten.',
  signedOutOf: (signedOut, nowUsing) =>
    `Von ${signedOut} abgemeldet. Sie verwenden jetzt ${nowUsing}.`,

  login: {
    documentTitle: 'Anmelden · Worksphere',
    title: 'Bei Worksphere anmelden',
    subtitle: 'Willkommen zurück. Verwenden Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse.',
    addAccountTitle: 'Weiteres Konto hinzufügen',
    addAccountSubtitle: (username) =>
      `Sie sind als ${username} angemeldet. Melden Sie sich mit einem anderen Konto an, um beide in diesem Browser zu behalten und zwischen ihnen zu wechseln.`,
    backToDashboard: 'Zurück zu Ihrem Dashboard',
    identifierLabel: 'Benutzername oder E-Mail',
    passwordLabel: 'Passwort',
    submit: 'Anmelden',
    submitting: 'Anmeldung läuft...',
    forgotPassword: 'Passwort vergessen?',
    noAccount: 'Neu bei Worksphere?',
    createOrganization: 'Organisation erstellen',
  },

  logout: {
    documentTitle: 'Abmelden · Worksphere',
    inProgress: 'Sie werden abgemeldet...',
  },

  guard: {
    loading: 'Ihr Arbeitsbereich wird geladen...',
    loadFailedTitle: 'Ihr Konto konnte nicht geladen werden',
    loadFailedText:
      'Der Server hat nicht wie erwartet geantwortet. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
  },

  accountMenu: {
    trigger: 'Kontomenü',
    loggedInAs: 'Angemeldet als',
    switchAccount: 'Konto wechseln',
    activeSession: 'Aktives Konto',
    addAnotherAccount: 'Weiteres Konto hinzufügen',
    profileSettings: 'Profileinstellungen',
    logout: 'Abmelden',
  },
};
