import type { Translation } from '../../platform/i18n';
import type { ssoMessagesEn } from './sso.messages';

export const ssoMessagesDe: Translation<typeof ssoMessagesEn> = {
  signIn: {
    documentTitle: 'Single Sign-on',
    title: 'Mit Single Sign-on anmelden',
    subtitle:
      'Geben Sie Ihre geschäftliche E-Mail ein: Die Anmeldeseite Ihrer Organisation öffnet sich.',
    emailLabel: 'Geschäftliche E-Mail',
    emailRequired: 'Geben Sie Ihre geschäftliche E-Mail ein.',
    submit: 'Weiter',
    submitting: 'Ihre Anmeldeseite wird geöffnet\u2026',
    completing: 'Sie werden angemeldet\u2026',
    failed: 'Single Sign-on konnte nicht starten.',
    completeFailed: 'Die Anmeldung wurde nicht abgeschlossen. Versuchen Sie es erneut.',
    backToPassword: 'Stattdessen mit Passwort anmelden',
    errors: {
      expired:
        'Diese Anmeldung hat zu lange gedauert oder wurde schon verwendet. Beginnen Sie neu.',
      denied: 'Die Anmeldung wurde beim Anbieter Ihrer Organisation abgebrochen.',
      failed:
        'Der Anbieter Ihrer Organisation hat eine nicht vertrauenswürdige Antwort gegeben. Versuchen Sie es erneut oder wenden Sie sich an einen Administrator.',
      domain: 'Die E-Mail dieses Kontos gehört zu keiner Domain Ihrer Organisation.',
      account:
        'Diese E-Mail gehört zu einem Konto, das sich hier nicht anmelden kann. Wenden Sie sich an einen Administrator.',
    },
  },
  settings: {
    title: 'Single Sign-on',
    description:
      'Mitglieder melden sich über Ihren Identitätsanbieter an (OpenID Connect). Neue Adressen Ihrer Domains treten als Mitglieder bei.',
    loading: 'Single Sign-on wird geladen\u2026',
    listName: 'die Single-Sign-on-Einstellungen',
    retry: 'Erneut versuchen',
    redirectUriLabel: 'Beim Anbieter zu registrierende Weiterleitungs-URI',
    copy: 'Kopieren',
    copied: 'Weiterleitungs-URI kopiert.',
    copyFailed: 'Kopieren nicht möglich. Markieren und kopieren Sie die Adresse selbst.',
    issuerLabel: 'Aussteller-URL (Issuer)',
    issuerHint:
      'z.\u00a0B. https://login.example.com \u2014 dessen /.well-known/openid-configuration wird gelesen.',
    clientIdLabel: 'Client-ID',
    clientSecretLabel: 'Client-Geheimnis',
    clientSecretKeepHint: 'Ein Geheimnis ist gespeichert. Leer lassen, um es zu behalten.',
    clientSecretHint: 'Wird verschlüsselt gespeichert und nie wieder angezeigt.',
    domainsLabel: 'E-Mail-Domains',
    domainsHint: 'Durch Kommas getrennt, z.\u00a0B. example.com, example.org.',
    requireLabel: 'Single Sign-on verlangen (Mitglieder können sich nicht mit Passwort anmelden)',
    breakGlassLabel: 'Behält die Anmeldung per Passwort (Notfall-Administrator)',
    adminOption: (name, username) => `${name} (${username})`,
    breakGlassHint:
      'Dieser Administrator kann sich weiterhin mit Passwort anmelden, damit ein ausgefallener Anbieter nicht alle aussperrt.',
    save: 'Speichern',
    saving: 'Anbieter wird geprüft\u2026',
    saved: 'Single Sign-on gespeichert.',
    saveFailed: 'Single Sign-on konnte nicht gespeichert werden.',
    remove: 'Single Sign-on ausschalten',
    removed: 'Single Sign-on ausgeschaltet.',
    removeFailed: 'Single Sign-on konnte nicht ausgeschaltet werden.',
  },
};
