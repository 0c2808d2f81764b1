/** Texts of the signed-in shell: top bar, quick dialogs, floating chat window, 404 page. */
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

  quickNote: {
    title: 'New note',
    lead: 'Writing notes from anywhere in Worksphere arrives with the tasks-and-notes release.',
    detail:
      'Notes will have a title, rich content, an optional category and project, and can be shared with your whole organization. Nothing needs to be set up in the meantime.',
    close: 'Close',
  },

  quickTask: {
    title: 'New task',
    lead: 'Creating tasks from anywhere in Worksphere arrives with the tasks-and-notes release.',
    detail:
      'Tasks will have assignees, a project, start and due dates, a category and dependencies on other tasks. Nothing needs to be set up in the meantime.',
    close: 'Close',
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
