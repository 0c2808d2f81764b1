import { localized } from '../../platform/i18n';
import { commandPaletteMessagesDe } from './commandPalette.messages.de';
import { commandPaletteMessagesFr } from './commandPalette.messages.fr';

/** Texts of the command palette (Ctrl/Cmd+K). */
export const commandPaletteMessagesEn = {
  label: 'Command palette',
  placeholder: 'Search tasks, events, documents, mail, chat… or jump anywhere',
  searching: 'Searching...',
  empty: 'No results.',
  searchFailed: 'Search failed. Try again.',
  groups: {
    goTo: 'Go to',
    create: 'Create',
    tasks: 'Tasks',
    notes: 'Notes',
    projects: 'Projects',
    chat: 'Chat rooms',
    chatMessages: 'Messages',
    events: 'Events',
    documents: 'Documents',
    mail: 'Mail',
    settings: 'Settings',
    accounts: 'Switch account',
  },
  screens: {
    dashboard: 'Dashboard',
    inbox: 'Inbox',
    tasks: 'Tasks',
    notes: 'Notes',
    projects: 'Projects',
    chat: 'Chat',
    calendar: 'Calendar',
    mail: 'Mail',
    contacts: 'Contacts',
    documents: 'Documents',
    phone: 'Phone',
    pointOfSale: 'Point of sale',
    ordersBoard: 'Orders board',
    settings: 'Settings',
  },
  create: {
    task: 'New task',
    note: 'New note',
    message: 'New message',
    event: 'New event',
    document: 'New document',
    call: 'New call',
    order: 'New order',
    askAssistant: 'Ask the AI assistant',
  },
  settingsPage: (label: string) => `Settings: ${label}`,
  inThread: (room: string, thread: string) => `${room} › ${thread}`,
  mailFrom: (sender: string) => `from ${sender}`,
  openSearch: 'Search',
  completedTask: 'Completed',
  archivedProject: 'Archived',
  switchTo: (username: string, organization: string) => `${username} · ${organization}`,
  shortcutHint: 'Ctrl K',
} as const;

export const commandPaletteMessages = localized('commandPalette', {
  en: commandPaletteMessagesEn,
  fr: commandPaletteMessagesFr,
  de: commandPaletteMessagesDe,
});
