/** Texts of the dashboard. */
export const dashboardMessages = {
  documentTitle: 'Dashboard · Worksphere',
  greeting: {
    morning: 'Good morning',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  workspaceOf: (organizationName: string) => `${organizationName} workspace`,

  widgets: {
    title: 'Your widgets',
    emptyTitle: 'Widgets arrive with the next release',
    emptyText:
      'Your dashboard will show the tasks due soon, your latest notes and your projects. When they arrive, add them with the Add Widget button in the top bar and arrange them the way you work.',
    addWidget: 'Add a widget',
  },

  addWidgetPanel: {
    title: 'Add a widget',
    text: 'These widgets arrive with the next release. Nothing to set up in the meantime: they will show your existing work as soon as they are available.',
    availability: 'Next release',
    close: 'Close',
    kinds: [
      {
        id: 'tasks',
        title: 'Tasks due',
        text: 'What is due today and this week, for you or your team.',
      },
      {
        id: 'notes',
        title: 'Notes',
        text: 'Your latest notes and the ones shared with the organization.',
      },
      { id: 'projects', title: 'Projects', text: 'Open projects and how far along they are.' },
    ],
  },

  gettingStarted: {
    title: 'Get started',
    profile: { title: 'Complete your profile', text: 'Check your name and e-mail address.' },
    password: { title: 'Keep your account safe', text: 'Choose a strong, unique password.' },
    invite: { title: 'Invite your team', text: 'Send invitation links and manage roles.' },
    chat: { title: 'Open the chat window', text: 'See what team chat will offer.' },
  },
} as const;
