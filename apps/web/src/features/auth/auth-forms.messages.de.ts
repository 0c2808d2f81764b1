import type { Translation } from '../../platform/i18n';
import type { authFormMessagesEn } from './auth-forms.messages';

export const authFormMessagesDe: Translation<typeof authFormMessagesEn> = {
  register: {
    documentTitle: 'Konto erstellen · Worksphere',
    createTitle: 'Organisation erstellen',
    createSubtitle:
      'Richten Sie einen Arbeitsbereich für Ihr Team ein. Sie werden sein Administrator und können alle anderen einladen.',
    joinTitle: 'Einer Organisation beitreten',
    joinSubtitle:
      'Sie wurden in einen Worksphere-Arbeitsbereich eingeladen. Erstellen Sie Ihr Konto, um die Einladung anzunehmen.',
    organizationNameLabel: 'Name der Organisation',
    firstNameLabel: 'Vorname',
    lastNameLabel: 'Nachname',
    usernameLabel: 'Benutzername',
    usernameHint: 'Buchstaben, Ziffern, Punkt, Bindestrich und Unterstrich; mindestens 3 Zeichen.',
    emailLabel: 'E-Mail',
    passwordLabel: 'Passwort',
    passwordHint: 'Mindestens 8 Zeichen.',
    organizationNameRequired: 'Geben Sie einen Namen für Ihre Organisation ein.',
    submitCreate: 'Organisation erstellen',
    submitJoin: 'Organisation beitreten',
    submitting: 'Ihr Konto wird erstellt...',
    haveAccount: 'Sie haben bereits ein Konto?',
    signIn: 'Anmelden',
    createInstead: 'Stattdessen eine neue Organisation erstellen',
    invitedTitle: (organization, inviter) =>
      `${organization} beitreten — eingeladen von ${inviter}`,
    invitationFailed: 'Diese Einladung konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  },

  recover: {
    documentTitle: 'Konto wiederherstellen · Worksphere',
    title: 'Konto wiederherstellen',
    subtitle:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein, und wir senden Ihnen einen Link zum Zurücksetzen Ihres Passworts.',
    emailLabel: 'E-Mail',
    submit: 'Link senden',
    submitting: 'Wird gesendet...',
    failed: 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    backToLogin: 'Zurück zur Anmeldung',
  },

  resetPassword: {
    documentTitle: 'Neues Passwort wählen · Worksphere',
    title: 'Neues Passwort wählen',
    subtitle: 'Wählen Sie ein Passwort, das Sie nirgendwo sonst verwenden.',
    missingToken:
      'Dieser Link ist unvollständig. Öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
    passwordLabel: 'Neues Passwort',
    confirmLabel: 'Neues Passwort bestätigen',
    passwordHint: 'Mindestens 8 Zeichen.',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    submit: 'Neues Passwort festlegen',
    submitting: 'Wird gespeichert...',
    failed:
      'Das Passwort konnte nicht zurückgesetzt werden. Der Link ist vielleicht abgelaufen; fordern Sie einen neuen an.',
    goToLogin: 'Zur Anmeldung',
  },
};
