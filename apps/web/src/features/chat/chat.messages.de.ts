import type { Translation } from '../../platform/i18n';
import { plural } from '../../platform/i18n';
import type { chatMessagesEn } from './chat.messages';

export const chatMessagesDe: Translation<typeof chatMessagesEn> = {
  page: {
    documentTitle: 'Chat · Worksphere',
    title: 'Team-Chat',
    description: 'Räume für Ihre Organisation, mit einem Thread für jedes Thema.',
    enableNotifications: 'Desktop-Benachrichtigungen aktivieren',
  },

  rooms: {
    title: 'Räume',
    loading: 'Räume werden geladen...',
    empty: 'Noch keine Räume.',
    emptyHint: 'Erstellen Sie den ersten Raum, um mit Ihrem Team zu sprechen.',
    newRoomLabel: 'Name des neuen Raums',
    create: 'Raum erstellen',
    created: (name) => `Raum „${name}“ erstellt.`,
    createFailed: 'Der Raum konnte nicht erstellt werden.',
    retry: 'Erneut versuchen',
  },

  direct: {
    title: 'Direktnachrichten',
    loading: 'Direktnachrichten werden geladen...',
    failed: 'Direktnachrichten konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    empty: 'Noch keine Direktnachrichten.',
    newMessage: 'Neue Nachricht',
    dialogTitle: 'Neue Nachricht',
    dialogDescription: 'Schreiben Sie einem Mitglied oder einer kleinen Gruppe (bis zu 7 weitere).',
    membersLabel: 'An',
    membersHint: 'Geben Sie einen Namen ein und wählen Sie dann ein Mitglied.',
    noMatch: 'Kein Mitglied gefunden.',
    remove: (name) => `${name} entfernen`,
    open: 'Unterhaltung öffnen',
    cancel: 'Abbrechen',
    chooseMember: 'Wählen Sie mindestens ein Mitglied.',
    tooMany: 'Eine Direktnachricht hat höchstens 7 weitere Mitglieder.',
    openFailed: 'Die Unterhaltung konnte nicht geöffnet werden.',
    membersTitle: 'Mitglieder',
  },

  threads: {
    title: 'Threads',
    loading: 'Threads werden geladen...',
    empty: 'Noch keine Threads in diesem Raum.',
    emptyHint: 'Beginnen Sie einen Thread für ein Thema und schreiben Sie darin.',
    newThreadLabel: 'Titel des neuen Threads',
    create: 'Thread erstellen',
    created: (title) => `Thread „${title}“ erstellt.`,
    createFailed: 'Der Thread konnte nicht erstellt werden.',
    chooseRoom: 'Wählen Sie einen Raum, um seine Threads zu sehen.',
    retry: 'Erneut versuchen',
  },

  messages: {
    loading: 'Nachrichten werden geladen...',
    empty: 'Noch keine Nachrichten.',
    emptyHint: 'Schreiben Sie unten die erste Nachricht dieses Threads.',
    chooseThread: 'Wählen Sie einen Thread, um Nachrichten zu lesen und zu schreiben.',
    loadOlder: 'Ältere Nachrichten laden',
    loadingOlder: 'Ältere Nachrichten werden geladen...',
    listLabel: 'Nachrichten',
    pinned: 'Angeheftet',
    important: 'Wichtig',
    edited: 'bearbeitet',
    attachmentLabel: (filename) => `Anhang ${filename}`,
    confirmRead: 'Lesen bestätigen',
    confirmedAt: (time) => `Lesen bestätigt: ${time}`,
    retry: 'Erneut versuchen',
    today: 'Heute',
    yesterday: 'Gestern',
    newMessages: 'Neue Nachrichten',
    linkedMissing: 'Diese Nachricht ist nicht mehr in diesem Thread.',
    mentionTitle: (name) => `Erwähnt ${name}`,
    videoLabel: (filename) => `Video ${filename}`,
    callNumber: (number) => `${number} anrufen`,
  },

  reactions: {
    add: 'Reaktion hinzufügen',
    summary: (emoji, names) => `${emoji} ${names.length}: ${names.join(', ')}`,
    failed: 'Die Reaktion konnte nicht aktualisiert werden.',
  },

  confirmations: {
    show: (confirmed, total) => `Bestätigt von ${confirmed} von ${total}`,
    confirmed: 'Bestätigt',
    pending: 'Noch nicht bestätigt',
    none: 'Noch niemand.',
    loading: 'Bestätigungen werden geladen...',
    failed: 'Bestätigungen konnten nicht geladen werden.',
  },

  levels: {
    names: { all: 'Alle Nachrichten', mentions: 'Nur Erwähnungen', nothing: 'Nichts' },
    roomButton: (level) => `Raumbenachrichtigungen: ${level}`,
    threadButton: (level) => `Thread-Benachrichtigungen: ${level}`,
    roomSection: 'In diesem Raum benachrichtigen bei',
    threadSection: 'In diesem Thread benachrichtigen bei',
    sameAsRoom: (level) => `Wie der Raum (${level})`,
    current: 'Aktuelle Auswahl',
    roomSaved: (level) => `Raumbenachrichtigungen: ${level}.`,
    threadSaved: (level) => `Thread-Benachrichtigungen: ${level}.`,
    failed: 'Benachrichtigungen konnten nicht geändert werden.',
  },

  arrival: {
    title: 'Chatnachrichten',
    description:
      'Welche Nachrichten Sie erreichen, legen Sie pro Raum und Thread fest; hier wählen Sie, was eine Nachricht tut, die außerhalb der Chatseite eintrifft.',
    label: 'Wenn eine Nachricht eintrifft',
    options: {
      open: 'Chatfenster öffnen',
      toast: 'Hinweis anzeigen und mitzählen',
      count: 'Nur mitzählen',
    },
    saved: 'Gespeichert: was eine neue Chatnachricht tut.',
    failed: 'Konnte nicht speichern, was eine neue Chatnachricht tut.',
  },

  unread: {
    badge: (count) =>
      plural(count, { one: '# ungelesene Nachricht', other: '# ungelesene Nachrichten' }),
    count: (count) => (count > 99 ? '99+' : String(count)),
    mentionBadge: (count) => plural(count, { one: '# Erwähnung', other: '# Erwähnungen' }),
  },

  options: {
    trigger: 'Nachrichtenoptionen',
    pin: 'Nachricht anheften',
    unpin: 'Nachricht lösen',
    markImportant: 'Als wichtig markieren',
    unmarkImportant: 'Als nicht wichtig markieren',
    edit: 'Nachricht bearbeiten',
    delete: 'Nachricht löschen',
    addToNote: 'Zu Notiz hinzufügen',
    addToTask: 'Zu Aufgabe hinzufügen',
    deleteTitle: 'Nachricht löschen?',
    deleteBody: 'Die Nachricht wird für alle im Thread entfernt.',
    deleteConfirm: 'Löschen',
    cancel: 'Abbrechen',
    editLabel: 'Ihre Nachricht bearbeiten',
    saveEdit: 'Speichern',
    cancelEdit: 'Abbrechen',
    edited: 'Nachricht aktualisiert.',
    editFailed: 'Die Nachricht konnte nicht aktualisiert werden.',
    copyLink: 'Link kopieren',
    linkCopied: 'Link kopiert.',
    linkCopyFailed: 'Der Link konnte nicht kopiert werden.',
  },

  composer: {
    label: 'Nachricht',
    send: 'Nachricht senden',
    attach: 'Dateien anhängen',
    removeAttachment: (filename) => `${filename} entfernen`,
    placeholder: 'Nachricht… (@ zum Erwähnen)',
    mentionsLabel: 'Zu erwähnende Mitglieder',
    previewLabel: 'Zu sendende Anhänge',
    important: 'Wichtige Ankündigung',
    importantHint: 'Mitglieder müssen bestätigen, dass sie sie gelesen haben.',
    fileSize: (kilobytes) => `${kilobytes} KB`,
  },

  roomComposer: {
    legend: 'Schreiben in',
    latest: (title) => `Neuester Thread: ${title}`,
    newThread: 'Neuer Thread',
    titleLabel: 'Titel des Threads, den diese Nachricht eröffnet',
    titlePlaceholder: 'Optional: die erste Zeile der Nachricht',
  },

  window: {
    title: 'Team-Chat',
    chatTab: 'Chat',
    aiTab: 'KI-Assistent',
    tabsLabel: 'Ansichten des Chatfensters',
    minimize: 'Chatfenster minimieren',
    close: 'Chatfenster schließen',
    reopen: 'Chatfenster öffnen',
    back: 'Zurück',
    openPage: 'Chatseite öffnen',
  },

  announcement: {
    title: 'Wichtige Ankündigung',
    says: (username) => `${username} schreibt:`,
    goToChat: 'Zum Chat',
    confirmRead: 'Lesen bestätigen',
    confirmed: 'Ankündigung bestätigt.',
    confirmFailed: 'Die Ankündigung konnte nicht bestätigt werden.',
    waiting: (count) =>
      plural(count, {
        one: 'Nach dieser folgt noch eine Ankündigung.',
        other: 'Nach dieser folgen noch # Ankündigungen.',
      }),
  },

  toasts: {
    newMessage: (name, room) => `Neue Nachricht von ${name} in ${room}`,
    mentioned: (name, room) => `${name} hat Sie in ${room} erwähnt`,
    newThread: (title) => `Neuer Thread: ${title}`,
    markReadFailed: 'Der Chat konnte nicht als gelesen markiert werden.',
    confirmReadFailed: 'Das Lesen konnte nicht bestätigt werden.',
    confirmReadDone: 'Chat bestätigt!',
    deleteFailed: 'Die Nachricht konnte nicht gelöscht werden.',
    pinFailed: 'Das Anheften konnte nicht geändert werden.',
    pinned: 'Nachricht angeheftet.',
    unpinned: 'Nachricht gelöst.',
    markedImportant: 'Nachricht als wichtig markiert.',
    unmarkedImportant: 'Nachricht nicht mehr als wichtig markiert.',
    importantFailed: 'Die Wichtig-Markierung konnte nicht geändert werden.',
    noThreadSelected: 'Kein Thread ausgewählt.',
    sendFailed: 'Die Nachricht konnte nicht gesendet werden.',
    fetchRoomsFailed: 'Chaträume konnten nicht geladen werden',
    fetchThreadsFailed: 'Threads konnten nicht geladen werden',
    fetchRoomFailed: 'Raumdetails konnten nicht geladen werden',
    fetchChatsFailed: 'Chats konnten nicht geladen werden',
    roomIdMissing: 'Der Thread konnte nicht geladen werden: Raum-ID fehlt.',
    fileTypeNotAllowed: (file) => `Dateityp nicht erlaubt: ${file}`,
  },

  emoji: {
    open: 'Emoji einfügen',
    pickerLabel: 'Emoji',
    searchLabel: 'Emoji suchen',
    searchPlaceholder: 'Emoji suchen',
    loading: 'Emojis werden geladen...',
    noResults: 'Keine Emojis gefunden.',
    frequentlyUsed: 'Häufig verwendet',
    results: 'Suchergebnisse',
    attribution: 'Emoji-Grafiken: Twemoji, CC-BY 4.0',
  },

  memberCard: {
    open: (name) => `${name}, Profilkarte öffnen`,
    label: (name) => `Profilkarte von ${name}`,
  },

  presence: {
    status: { online: 'Online', away: 'Abwesend', offline: 'Offline' },
    typing: (names) =>
      names.length === 0
        ? ''
        : names.length === 1
          ? `${names[0]} schreibt…`
          : names.length === 2
            ? `${names[0]} und ${names[1]} schreiben…`
            : 'Mehrere Personen schreiben…',
  },

  search: {
    label: 'Nachrichten durchsuchen',
    placeholder: 'Nachrichten durchsuchen',
    filters: 'Suchfilter',
    person: 'Von',
    anyone: 'Alle',
    room: 'In',
    anyRoom: 'Alle Räume',
    afterDay: 'Ab Datum',
    beforeDay: 'Bis Datum',
    hasAttachment: 'Mit Anhang',
    rangeReversed: 'Der erste Tag muss vor dem letzten liegen.',
    results: 'Suchergebnisse',
    searching: 'Suche läuft...',
    empty: 'Keine passenden Nachrichten.',
    emptyHint: 'Versuchen Sie andere Wörter oder weniger Filter.',
    failed: 'Die Nachrichtensuche ist fehlgeschlagen.',
    loadMore: 'Weitere Ergebnisse anzeigen',
    close: 'Suche schließen',
    keyboardHint:
      'Pfeil nach unten führt zu den Ergebnissen, Enter öffnet eines, Escape geht zurück.',
    place: (room, thread) => `${room} › ${thread}`,
    attachments: (count) => plural(count, { one: '# Anhang', other: '# Anhänge' }),
  },

  desktopNotification: {
    title: 'Neue Chatnachricht',
    body: (name, content) => `${name}: ${content}`,
  },
};
