import { plural, type Translation } from '../../platform/i18n';
import type { twoFactorMessagesEn } from './twoFactor.messages';

export const twoFactorMessagesDe: Translation<typeof twoFactorMessagesEn> = {
  title: 'Zwei-Faktor-Anmeldung',
  description:
    'Bestätigen Sie jede Anmeldung nach dem Passwort mit einem Code aus einer Authentifizierungs-App oder mit einem Passkey.',
  loading: 'Ihre Zwei-Faktor-Anmeldung wird geladen...',
  listName: 'Ihre Zwei-Faktor-Anmeldung',
  retry: 'Erneut versuchen',
  statusOn: 'Ein',
  statusOff: 'Aus',

  appTitle: 'Authentifizierungs-App',
  appDescription:
    'Eine App wie Google Authenticator, Microsoft Authenticator, 1Password oder Aegis zeigt alle 30 Sekunden einen neuen 6-stelligen Code.',
  setUp: 'Einrichten',
  scanQr: 'Scannen Sie diesen QR-Code mit Ihrer Authentifizierungs-App.',
  qrLabel: 'QR-Code für Ihre Authentifizierungs-App',
  manualEntry: 'Scannen geht nicht? Geben Sie stattdessen diesen Schlüssel in die App ein.',
  secretLabel: 'Schlüssel',
  copy: 'Kopieren',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren nicht möglich: Markieren Sie den Text und kopieren Sie ihn von Hand.',
  codeLabel: 'Code aus der App',
  codeRequired: 'Geben Sie den 6-stelligen Code ein.',
  turnOn: 'Einschalten',
  cancel: 'Abbrechen',
  enabled: 'Die Zwei-Faktor-Anmeldung mit Ihrer Authentifizierungs-App ist eingeschaltet.',
  enableFailed: 'Die Zwei-Faktor-Anmeldung konnte nicht eingeschaltet werden.',
  setupFailed: 'Die Einrichtung konnte nicht gestartet werden.',
  recoveryTitle: 'Ihre Wiederherstellungscodes',
  recoveryDescription:
    'Jeder Code meldet Sie einmal an, falls Sie Ihr Telefon verlieren. Bewahren Sie sie sicher auf: Sie werden nur jetzt angezeigt.',
  recoveryListLabel: 'Wiederherstellungscodes',
  copyCodes: 'Codes kopieren',
  codesCopied: 'Wiederherstellungscodes kopiert.',
  downloadCodes: 'Herunterladen',
  recoveryFileName: 'worksphere-wiederherstellungscodes.txt',
  recoveryFileHeading: 'Worksphere-Wiederherstellungscodes (jeder gilt einmal)',
  savedThem: 'Ich habe sie gespeichert',
  recoveryLeft: (count) =>
    plural(count, {
      one: '# Wiederherstellungscode übrig',
      other: '# Wiederherstellungscodes übrig',
    }),
  turnOff: 'Ausschalten',
  disableTitle: 'Authentifizierungs-App ausschalten',
  disableDescription:
    'Geben Sie Ihr Passwort und einen Code aus der App (oder einen Wiederherstellungscode) ein.',
  passwordLabel: 'Passwort',
  passwordRequired: 'Geben Sie Ihr Passwort ein.',
  disableCodeLabel: 'Code aus der App oder Wiederherstellungscode',
  disabled: 'Die Authentifizierungs-App ist ausgeschaltet.',
  disableFailed: 'Die Authentifizierungs-App konnte nicht ausgeschaltet werden.',

  passkeysTitle: 'Passkeys',
  passkeysDescription:
    'Bestätigen Sie die Anmeldung mit Fingerabdruck, Gesicht, Bildschirmsperre oder einem Sicherheitsschlüssel statt mit einem Code.',
  passkeysListLabel: 'Ihre Passkeys',
  noPasskeys: 'Noch keine Passkeys.',
  passkeyNameLabel: 'Name des neuen Passkeys',
  defaultPasskeyName: 'Passkey',
  addPasskey: 'Passkey hinzufügen',
  passkeyAdded: 'Passkey hinzugefügt.',
  passkeyFailed: 'Der Passkey konnte nicht hinzugefügt werden.',
  passkeysUnsupported: 'Dieser Browser kann keine Passkeys verwenden.',
  removePasskey: 'Entfernen',
  removePasskeyLabel: (name) => `Passkey ${name} entfernen`,
  removePasskeyTitle: 'Diesen Passkey entfernen?',
  removePasskeyConfirm: (name) => `Mit ${name} kann man sich dann nicht mehr anmelden.`,
  passkeyRemoved: 'Passkey entfernt.',
  passkeyRemoveFailed: 'Der Passkey konnte nicht entfernt werden.',
  addedOn: (when) => `Hinzugefügt ${when}`,
  lastUsed: (when) => `zuletzt verwendet ${when}`,

  policyTitle: 'Zwei-Faktor-Anmeldung verlangen',
  policyDescription:
    'Jedes Mitglied der Organisation muss die Zwei-Faktor-Anmeldung verwenden. Mitglieder ohne sie werden direkt nach der Anmeldung gebeten, sie einzurichten.',
  policyLabel: 'Zwei-Faktor-Anmeldung für jedes Mitglied verlangen',
  policyOn: 'Die Zwei-Faktor-Anmeldung ist jetzt Pflicht.',
  policyOff: 'Die Zwei-Faktor-Anmeldung ist nicht mehr Pflicht.',
  policyFailed: 'Die Regel konnte nicht geändert werden.',

  requiredTitle: 'Zwei-Faktor-Anmeldung einrichten',
  requiredDescription:
    'Ihre Organisation verlangt die Zwei-Faktor-Anmeldung. Richten Sie eine Authentifizierungs-App oder einen Passkey ein, um fortzufahren.',

  continueToApp: 'Weiter',
  signOut: 'Abmelden',
  stepTitle: 'Zwei-Faktor-Anmeldung',
  stepSubtitle: 'Noch ein Schritt, um zu bestätigen, dass Sie es sind.',
  codePrompt: 'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App ein',
  verify: 'Bestätigen',
  verifying: 'Wird geprüft...',
  useRecovery: 'Wiederherstellungscode verwenden',
  recoveryPrompt: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder gilt einmal.',
  recoveryLabel: 'Wiederherstellungscode',
  recoveryRequired: 'Geben Sie einen Wiederherstellungscode ein.',
  useApp: 'Authentifizierungs-App verwenden',
  usePasskey: 'Passkey verwenden',
  passkeyPrompt:
    'Verwenden Sie den auf diesem Gerät gespeicherten Passkey oder einen Sicherheitsschlüssel.',
  passkeyWaiting: 'Warten auf Ihren Passkey...',
  passkeySignInFailed:
    'Der Passkey wurde nicht akzeptiert. Versuchen Sie es erneut oder verwenden Sie einen Code.',
  backToSignIn: 'Zurück zur Anmeldung',
  verifyFailed: 'Dieser Code ist nicht richtig oder wurde schon verwendet.',
};
