/** Texts of the command palette (Ctrl/Cmd+K). */
export const commandPaletteMessages = {
  label: 'Command palette',
  placeholder: 'Search tasks, notes, projects, chat… or jump to a screen',
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
    accounts: 'Switch account',
  },
  screens: {
    dashboard: 'Dashboard',
    tasks: 'Tasks',
    notes: 'Notes',
    projects: 'Projects',
    chat: 'Chat',
    settings: 'Settings',
  },
  create: {
    task: 'New task',
    note: 'New note',
    message: 'New message',
  },
  completedTask: 'Completed',
  archivedProject: 'Archived',
  switchTo: (username: string, organization: string) => `${username} · ${organization}`,
  shortcutHint: 'Ctrl K',
} as const;
