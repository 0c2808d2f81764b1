import { plural, type Translation } from '../../platform/i18n';
import type { dashboardMessagesEn } from './dashboard.messages';

export const dashboardMessagesDe: Translation<typeof dashboardMessagesEn> = {
  documentTitle: 'Dashboard · Worksphere',
  greeting: {
    morning: 'Guten Morgen',
    afternoon: 'Guten Tag',
    evening: 'Guten Abend',
  },
  workspaceOf: (organizationName) => `Arbeitsbereich ${organizationName}`,

  grid: {
    label: 'Ihre Widgets',
    loading: 'Ihr Dashboard wird geladen...',
    loadFailed: 'Ihr Dashboard konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    saveFailed: 'Ihr Dashboard konnte nicht gespeichert werden. Es zeigt den gespeicherten Stand.',
    emptyTitle: 'Ihr Dashboard ist leer',
    emptyText:
      'Fügen Sie die Widgets hinzu, die Sie zuerst sehen möchten: bald fällige Aufgaben, neue Notizen, Ihre Projekte. Ordnen Sie sie so an, wie Sie arbeiten.',
    addWidget: 'Widget hinzufügen',
    moved: (title, position, count) => `${title} an Position ${position} von ${count} verschoben.`,
    removed: (title) => `${title} von Ihrem Dashboard entfernt.`,
    added: (title) => `${title} zu Ihrem Dashboard hinzugefügt.`,
    allAdded:
      'Alle Widgets sind bereits auf Ihrem Dashboard. Entfernen Sie eines, um es an anderer Stelle wieder hinzuzufügen.',
    drag: {
      instructions:
        'Um dieses Widget zu verschieben, drücken Sie die Leertaste, bewegen Sie es mit den Pfeiltasten und drücken Sie erneut die Leertaste zum Ablegen oder Escape zum Abbrechen.',
      picked: (title, position, count) =>
        `${title} aufgenommen, an Position ${position} von ${count}.`,
      over: (title, position, count) => `${title} ist über Position ${position} von ${count}.`,
      dropped: (title, position, count) =>
        `${title} an Position ${position} von ${count} abgelegt.`,
      cancelled: (title) => `Das Verschieben von ${title} wurde abgebrochen.`,
    },
  },

  frame: {
    moveUp: (title) => `${title} nach oben`,
    moveDown: (title) => `${title} nach unten`,
    remove: (title) => `${title} entfernen`,
    dragHandle: (title) => `${title} an eine andere Stelle ziehen`,
  },

  picker: {
    title: 'Widget hinzufügen',
    description:
      'Wählen Sie, was Ihr Dashboard zeigt. Sie können Widgets jederzeit neu anordnen oder entfernen.',
    add: 'Hinzufügen',
    addLabel: (title) => `${title} hinzufügen`,
    onDashboard: 'Auf Ihrem Dashboard',
    close: 'Fertig',
  },

  widgets: {
    tasksDueSoon: {
      title: 'Meine bald fälligen Aufgaben',
      description:
        'Ihre offenen Aufgaben, die in den nächsten 7 Tagen fällig sind, überfällige zuerst.',
      listName: 'die bald fälligen Aufgaben',
      empty: 'In den nächsten 7 Tagen ist nichts von Ihnen fällig.',
      openAll: 'Meine Aufgaben öffnen',
    },
    recentNotes: {
      title: 'Neueste Notizen',
      description: 'Die zuletzt geänderten Notizen, die Sie sehen können, eigene und geteilte.',
      listName: 'die neuesten Notizen',
      empty: 'Noch keine Notizen.',
      openAll: 'Zu den Notizen',
    },
    assignedToMe: {
      title: 'Mir zugewiesen',
      description:
        'Alle offenen Aufgaben, die Ihnen zugewiesen sind, die am frühesten fälligen zuerst.',
      listName: 'die Ihnen zugewiesenen Aufgaben',
      empty: 'Ihnen sind keine offenen Aufgaben zugewiesen.',
      openAll: 'Meine Aufgaben öffnen',
    },
    projectsOverview: {
      title: 'Projektübersicht',
      description: 'Aktive Projekte mit ihren offenen und erledigten Aufgaben.',
      listName: 'die Projekte',
      empty: 'Noch keine aktiven Projekte.',
      openAll: (count) =>
        count > 0
          ? plural(count, { one: 'Das Projekt', other: 'Alle # Projekte' })
          : 'Zu den Projekten',
    },
    unreadChat: {
      title: 'Ungelesener Chat',
      description: 'Threads mit Nachrichten, die Sie noch nicht gelesen haben.',
      listName: 'den ungelesenen Chat',
      empty: 'Sie sind auf dem neuesten Stand.',
      openAll: 'Zum Chat',
      where: (room, thread) => `${room} · ${thread}`,
      unread: (count) => plural(count, { other: '# ungelesen' }),
      mentions: (count) => plural(count, { one: '# Erwähnung', other: '# Erwähnungen' }),
    },
    announcementsToConfirm: {
      title: 'Zu bestätigende Ankündigungen',
      description: 'Wichtige Nachrichten, die auf Ihre Lesebestätigung warten.',
      listName: 'die Ankündigungen',
      empty: 'Keine Ankündigungen warten auf Sie.',
      openAll: 'Zum Chat',
      from: (name, room) => `${name} in ${room}`,
      confirm: 'Lesen bestätigen',
      open: 'Thread öffnen',
      confirmed: 'Ankündigung bestätigt.',
    },
    loading: 'Wird geladen...',
    retry: 'Erneut versuchen',
  },

  gettingStarted: {
    title: 'Erste Schritte',
    dismiss: 'Erste Schritte ausblenden',
    profile: {
      title: 'Profil vervollständigen',
      text: 'Prüfen Sie Ihren Namen und Ihre E-Mail-Adresse.',
    },
    password: {
      title: 'Konto schützen',
      text: 'Wählen Sie ein starkes, einzigartiges Passwort.',
    },
    invite: {
      title: 'Team einladen',
      text: 'Senden Sie Einladungslinks und verwalten Sie Rollen.',
    },
    chat: {
      title: 'Chatfenster öffnen',
      text: 'Sprechen Sie mit Ihrem Team in Räumen und Threads.',
    },
  },
};
