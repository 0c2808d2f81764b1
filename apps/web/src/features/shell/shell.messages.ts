/** Texts of the signed-in shell: top bar, navigation, quick calendar, floating chat window, 404 page. */
export const shellMessages = {
  topBar: {
    // Titles and accessible names of spec 1 §2.3, to the letter.
    back: 'Back',
    openChat: 'Open Chat',
    quickNote: 'Quick Note',
    quickCalendar: 'Quick Calendar',
    quickTask: 'Quick Task',
    addWidget: 'Add Widget to Dashboard',
    logoLabel: 'Worksphere dashboard',
    navigationLabel: 'Main',
  },

  nav: {
    label: 'Workspace',
    dashboard: 'Dashboard',
    tasks: 'Tasks',
    notes: 'Notes',
    projects: 'Projects',
  },

  quickCalendar: {
    title: 'Calendar',
    lead: 'Events, scheduling and connected calendars arrive with the calendar release.',
    detail:
      'Until then this view shows the month at a glance. Your organization gets a built-in workspace calendar, and Google or Microsoft calendars can be connected.',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    today: 'Today',
    close: 'Close',
  },

  chatWindow: {
    title: 'Team chat',
    minimize: 'Minimize chat window',
    close: 'Close chat window',
    reopen: 'Open chat window',
    headline: 'Team chat and the AI assistant arrive in the next release.',
    body: 'Chat rooms, threads, announcements and the AI assistant will open right here, without leaving the page you are on.',
    reassurance:
      'Nothing is lost meanwhile: everything you do in Worksphere today stays in your workspace and will be there when chat arrives.',
  },

  notFound: {
    documentTitle: 'Page not found · Worksphere',
    title: 'Page not found',
    text: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    goToDashboard: 'Go to your dashboard',
  },
} as const;
