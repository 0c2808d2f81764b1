import type { Translation } from '../i18n';
import type { serverErrorsEn } from './serverErrors.messages';

export const serverErrorsDe: Translation<typeof serverErrorsEn> = {
  codes: {
    VALIDATION_ERROR: 'Einige der eingegebenen Werte sind ungültig.',
    BAD_REQUEST: 'Die Anfrage ist ungültig.',
    UNAUTHENTICATED: 'Bitte melden Sie sich an.',
    SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    INVALID_CREDENTIALS: 'Benutzername oder Passwort ist falsch.',
    FORBIDDEN: 'Dazu haben Sie keine Berechtigung.',
    NOT_FOUND: 'Nicht gefunden.',
    CONFLICT: 'Das widerspricht inzwischen gespeicherten Daten.',
    INVITE_INVALID: 'Diese Einladung ist ungültig.',
    RESET_TOKEN_INVALID: 'Dieser Link zum Zurücksetzen ist ungültig.',
    RATE_LIMITED: 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
    PAYLOAD_TOO_LARGE: 'Das ist zu groß.',
    UNSUPPORTED_MEDIA_TYPE: 'Dieser Dateityp wird nicht unterstützt.',
    SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht verfügbar. Versuchen Sie es später erneut.',
    INTERNAL_ERROR: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
    TWO_FACTOR_REQUIRED: 'Richten Sie die Zwei-Faktor-Anmeldung ein, um fortzufahren.',
  },
  texts: {
    nulCharacter: 'Text darf keine NUL-Zeichen enthalten.',
    invalidCharacter: 'Der Text enthält ein ungültiges Zeichen.',
    invalidDate: 'Geben Sie ein gültiges Datum ein.',
    invalidTimeZone: 'Verwenden Sie eine Zeitzone wie Europe/Berlin.',
    notAvailableForMembers:
      'In diesem Arbeitsbereich noch nicht verfügbar. Fragen Sie einen Administrator.',
    webhookUrlRequired: 'Geben Sie die Adresse ein, die die Ereignisse empfängt.',
    webhookUrlInvalid:
      'Geben Sie eine vollständige https-Adresse ein, z. B. https://example.com/hooks/worksphere.',
    webhookUrlTooLong: 'Eine Adresse darf höchstens 2000 Zeichen lang sein.',
    webhookEventsRequired: 'Wählen Sie mindestens ein Ereignis.',
    webhookDescriptionTooLong: 'Eine Beschreibung darf höchstens 200 Zeichen lang sein.',
    webhookNotFound: 'Webhook nicht gefunden.',
    inboxItemNotFound: 'Eintrag im Eingang nicht gefunden.',
    inboxInvalidCursor: 'Diese Seite des Eingangs ist nicht mehr gültig.',
    inboxMailAccountNotFound: 'E-Mail-Konto nicht gefunden.',
    ssoPasswordRefused:
      'Ihre Organisation meldet sich per Single Sign-on an. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
    ssoResetRefused:
      'Ihre Organisation meldet sich per Single Sign-on an, daher lassen sich ihre Passwörter nicht zurücksetzen. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
    ssoBreakGlassInvalid:
      'Wählen Sie einen aktiven Administrator dieser Organisation, der die Anmeldung mit Passwort behält.',
    ssoNoOrganizationForDomain:
      'Für diese E-Mail-Domain meldet sich keine Organisation per Single Sign-on an. Melden Sie sich mit Ihrem Passwort an.',
    ssoTicketInvalid:
      'Dieser Anmeldelink ist ungültig, bereits benutzt oder abgelaufen. Melden Sie sich erneut an.',
    ssoProviderUnavailable:
      'Der Single-Sign-on-Anbieter ist gerade nicht erreichbar. Versuchen Sie es erneut oder wenden Sie sich an einen Administrator.',
    ssoSignUpRefused:
      'Adressen bei {domain} melden sich per Single Sign-on an; für sie kann kein Konto mit Passwort angelegt werden. Nutzen Sie „Mit Single Sign-on anmelden“ auf der Anmeldeseite.',
  },
};
