import { localized } from '../../platform/i18n';
import { shellMessagesDe } from './shell.messages.de';
import { shellMessagesFr } from './shell.messages.fr';

/** Texts of the signed-in shell: top bar, navigation, quick calendar, 404 page. */
export const shellMessagesEn = {
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
    search: 'Search and commands (Ctrl+K)',
  },

  nav: {
    label: 'Workspace',
    dashboard: 'Dashboard',
    tasks: 'Tasks',
    notes: 'Notes',
    projects: 'Projects',
    calendar: 'Calendar',
    chat: 'Chat',
    mail: 'Mail',
    contacts: 'Contacts',
    documents: 'Documents',
    pointOfSale: 'Point of sale',
    phone: 'Phone',
    // The phone's bottom bar: the areas opened most, the rest under More (issue 22).
    more: 'More',
    moreLabel: 'More areas',
  },

  quickCalendar: {
    title: 'Calendar',
    loading: 'Loading the calendar...',
  },

  notFound: {
    documentTitle: 'Page not found · Worksphere',
    title: 'Page not found',
    text: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    goToDashboard: 'Go to your dashboard',
  },
} as const;

export const shellMessages = localized('shell', {
  en: shellMessagesEn,
  fr: shellMessagesFr,
  de: shellMessagesDe,
});
