import { AI_ACTION_TITLES_IN } from '@worksphere/contracts';
import type { Translation } from '../../platform/i18n';
import type { aiMessagesEn } from './ai.messages';

export const aiMessagesDe: Translation<typeof aiMessagesEn> = {
  list: {
    title: 'KI-Unterhaltungen',
    newConversation: 'Neue Unterhaltung',
    deleteAll: 'Alle löschen',
    untitled: 'Unterhaltung ohne Titel',
    empty: 'Noch keine Unterhaltungen.',
    emptyHint: 'Beginnen Sie eine neue, um sie hier zu sehen.',
    loading: 'Unterhaltungen werden geladen...',
    fetchFailedToast: 'KI-Unterhaltungen konnten nicht geladen werden',
    retry: 'Erneut versuchen',
    listLabel: 'Ihre KI-Unterhaltungen',
    delete: (title) => `Unterhaltung löschen: ${title}`,
    updated: (time) => `Aktualisiert: ${time}`,
  },

  conversation: {
    back: 'Zurück zu den Unterhaltungen',
    loading: 'Unterhaltung wird geladen...',
    listLabel: 'Unterhaltung mit dem Assistenten',
    intro:
      'Bitten Sie den Assistenten, Aufgaben und Notizen anzulegen, in Ihren Kalender zu schauen oder eine Bestellung vorzubereiten. Sagen Sie „Hilfe“, um zu sehen, was er versteht.',
    you: 'Sie',
    assistant: 'Assistent',
    system: 'Fortschritt',
    error: 'Fehler',
    showDetails: 'Details anzeigen',
    copyHint: 'Zum Kopieren klicken',
    copy: 'Antwort kopieren',
    typing: 'Der Assistent arbeitet...',
    changesTitle: 'Vorgenommene Änderungen',
    suggestions: 'Vorschläge',
    deleteCurrent: 'Diese Unterhaltung löschen',
    newConversation: 'Neue Unterhaltung',
  },

  composer: {
    label: 'Nachricht an den Assistenten',
    placeholder: 'Geben Sie Ihre Nachricht ein...',
    send: 'Senden',
  },

  confirm: {
    deleteOneTitle: 'Unterhaltung löschen?',
    deleteOne: 'Möchten Sie diese Unterhaltung wirklich löschen?',
    deleteAllTitle: 'Alle Unterhaltungen löschen?',
    deleteAll:
      'Möchten Sie wirklich ALLE Unterhaltungen löschen? Dies kann nicht rückgängig gemacht werden.',
    deleteConfirm: 'Löschen',
    deleteAllConfirm: 'Alle löschen',
  },

  changeActions: {
    created: 'erstellt',
    updated: 'geändert',
    deleted: 'gelöscht',
    sent: 'gesendet',
  },
  changeEntities: {
    task: 'Aufgabe',
    note: 'Notiz',
    calendarEvent: 'Termin',
    sms: 'SMS',
    email: 'E-Mail',
  },
  changeLine: (action, entity, title) => `${entity} ${action}: ${title}`,

  toasts: {
    newConversation: 'Neue Unterhaltung begonnen.',
    fetchConversationsFailed: 'KI-Unterhaltungen konnten nicht geladen werden',
    fetchConversationFailed: 'Unterhaltung konnte nicht geladen werden',
    deleteFailed: 'Unterhaltung konnte nicht gelöscht werden',
    deleteAllFailed: 'Nicht alle Unterhaltungen konnten gelöscht werden',
    deleted: 'Unterhaltung gelöscht.',
    allDeleted: 'Alle Unterhaltungen gelöscht.',
    nothingToCopy: 'Kein Inhalt zum Kopieren gefunden.',
    copyFailed: 'Kopieren in die Zwischenablage fehlgeschlagen.',
    copied: 'In die Zwischenablage kopiert!',
    copiedPlain: 'Als reiner Text kopiert.',
  },

  startFailed: 'Der KI-Agent konnte nicht gestartet werden.',

  assist: {
    menu: 'Den Assistenten fragen',
    labels: {
      summary: 'Zusammenfassen',
      catch_up: 'Auf den neuesten Stand bringen',
      draft_reply: 'Antwort entwerfen',
    },
    working: 'Der Assistent liest die Unterhaltung...',
    resultLabel: (action) => `Assistent: ${action}`,
    copy: 'Kopieren',
    copied: 'In die Zwischenablage kopiert!',
    copyFailed: 'Kopieren in die Zwischenablage fehlgeschlagen.',
    close: 'Schließen',
    failed: 'Der Assistent konnte nicht antworten. Bitte versuchen Sie es erneut.',
  },

  actions: {
    cardLabel: 'Wartet auf Ihre Bestätigung',
    confirm: 'Bestätigen',
    cancel: 'Abbrechen',
    statusPending: 'Es passiert nichts, bis Sie bestätigen.',
    statusConfirmed: 'Erledigt.',
    statusCancelled: 'Abgebrochen: Es wurde nichts ausgeführt.',
    statusExpired: 'Diese Anfrage ist abgelaufen: Es wurde nichts ausgeführt.',
    statusFailed: (error) => `Das konnte nicht ausgeführt werden: ${error}`,
    confirmFailed: 'Bestätigen fehlgeschlagen. Bitte versuchen Sie es erneut.',
    cancelFailed: 'Abbrechen fehlgeschlagen. Bitte versuchen Sie es erneut.',
    titles: AI_ACTION_TITLES_IN.de,
    detailLabels: {
      to: 'An',
      from: 'Von',
      text: 'Text',
      event: 'Termin',
      starts: 'Beginn',
      newTitle: 'Neuer Titel',
      newText: 'Neuer Text',
    },
  },

  tokens: {
    title: 'KI-Zugriffstoken',
    description:
      'Verbinden Sie Ihren eigenen KI-Client, etwa Claude Desktop oder einen anderen MCP-Client, mit Ihrem Arbeitsbereich. Er handelt als Sie, mit Ihren Berechtigungen.',
    serverLabel: 'Adresse des MCP-Servers',
    serverHint: 'Geben Sie Ihrem Client diese Adresse und unten ein Token als Bearer-Token.',
    copyServer: 'Adresse kopieren',
    serverCopied: 'Adresse des MCP-Servers kopiert.',
    createTitle: 'Neues Token',
    nameLabel: 'Name des Tokens',
    nameHint: 'Zum Beispiel der Client oder Computer, der es verwendet.',
    create: 'Token erstellen',
    creating: 'Wird erstellt...',
    createFailed: 'Das Token konnte nicht erstellt werden.',
    created: (name) => `Token „${name}“ erstellt.`,
    secretLabel: 'Ihr neues Token',
    secretShownOnce: 'Kopieren Sie dieses Token jetzt: Es wird nicht noch einmal angezeigt.',
    copySecret: 'Token kopieren',
    secretCopied: 'Token kopiert.',
    copyFailed:
      'Das Kopieren hat nicht funktioniert; markieren Sie den Text und kopieren Sie ihn selbst.',
    dismissSecret: 'Fertig',
    actsAloneLabel: 'Darf ohne Bestätigung handeln',
    actsAloneWarning:
      'Ohne diese Option warten das Senden von SMS oder E-Mails, Anrufe, Löschen und Teilen, die der Client anfordert, auf Ihre Bestätigung in der App (Ihr Posteingang zeigt jede Anfrage). Mit ihr führt der Client sie sofort aus: Alles, was er liest, etwa eine E-Mail, könnte ihn dazu bringen, für Sie zu handeln. Aktivieren Sie dies nur für einen Client, dem Sie voll vertrauen.',
    actsAloneBadge: 'Handelt ohne Bestätigung',
    listTitle: 'Ihre Token',
    listNote:
      'Ein Token funktioniert dauerhaft nicht mehr, wenn sich Ihr Passwort ändert oder Ihr Konto deaktiviert wird.',
    listLabel: 'Ihre KI-Zugriffstoken',
    loading: 'Token werden geladen...',
    listName: 'Ihre KI-Zugriffstoken',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Token. Erstellen Sie eines, um einen KI-Client zu verbinden.',
    createdOn: (date) => `Erstellt am ${date}`,
    lastUsed: (date) => `Zuletzt verwendet: ${date}`,
    neverUsed: 'Nie verwendet',
    revoke: 'Widerrufen',
    revokeLabel: (name) => `Token widerrufen: ${name}`,
    revokeTitle: 'Dieses Token widerrufen?',
    revokeConfirm: (name) =>
      `„${name}“ funktioniert sofort nicht mehr; Clients, die es verwenden, erreichen Ihren Arbeitsbereich nicht mehr.`,
    revoked: 'Token widerrufen.',
    revokeFailed: 'Das Token konnte nicht widerrufen werden.',
  },
};
