import { localized } from '../../platform/i18n';
import { dashboardMessagesDe } from './dashboard.messages.de';
import { dashboardMessagesFr } from './dashboard.messages.fr';

/** Texts of the dashboard. */
export const dashboardMessagesEn = {
  documentTitle: 'Dashboard · Worksphere',
  greeting: {
    morning: 'Good morning',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
  },
  workspaceOf: (organizationName: string) => `${organizationName} workspace`,

  grid: {
    label: 'Your widgets',
    loading: 'Loading your dashboard...',
    loadFailed: 'Could not load your dashboard.',
    retry: 'Try again',
    saveFailed: 'Could not save your dashboard. It shows what is saved.',
    emptyTitle: 'Your dashboard is empty',
    emptyText:
      'Add the widgets you want to see first: tasks due soon, recent notes, your projects. Arrange them the way you work.',
    addWidget: 'Add a widget',
    moved: (title: string, position: number, count: number) =>
      `${title} moved to position ${position} of ${count}.`,
    removed: (title: string) => `${title} removed from your dashboard.`,
    added: (title: string) => `${title} added to your dashboard.`,
    allAdded:
      'Every widget is already on your dashboard. Remove one to add it again in another place.',
    drag: {
      instructions:
        'To move this widget, press Space, move it with the arrow keys and press Space again to drop it, or Escape to cancel.',
      picked: (title: string, position: number, count: number) =>
        `Picked up ${title}, at position ${position} of ${count}.`,
      over: (title: string, position: number, count: number) =>
        `${title} is over position ${position} of ${count}.`,
      dropped: (title: string, position: number, count: number) =>
        `${title} dropped at position ${position} of ${count}.`,
      cancelled: (title: string) => `Moving ${title} was cancelled.`,
    },
  },

  frame: {
    moveUp: (title: string) => `Move ${title} up`,
    moveDown: (title: string) => `Move ${title} down`,
    remove: (title: string) => `Remove ${title}`,
    dragHandle: (title: string) => `Drag ${title} to another place`,
  },

  picker: {
    title: 'Add a widget',
    description: 'Pick what your dashboard shows. You can reorder or remove widgets at any time.',
    add: 'Add',
    addLabel: (title: string) => `Add ${title}`,
    onDashboard: 'On your dashboard',
    close: 'Done',
  },

  widgets: {
    tasksDueSoon: {
      title: 'My tasks due soon',
      description: 'Your open tasks due in the next 7 days, overdue ones first.',
      listName: 'tasks due soon',
      empty: 'Nothing of yours is due in the next 7 days.',
      openAll: 'Open my tasks',
    },
    recentNotes: {
      title: 'Recent notes',
      description: 'The notes you can see that changed last, yours and shared ones.',
      listName: 'recent notes',
      empty: 'No notes yet.',
      openAll: 'Go to notes',
    },
    assignedToMe: {
      title: 'Assigned to me',
      description: 'Every open task assigned to you, soonest due first.',
      listName: 'tasks assigned to you',
      empty: 'No open tasks are assigned to you.',
      openAll: 'Open my tasks',
    },
    projectsOverview: {
      title: 'Projects overview',
      description: 'Active projects with their open and completed tasks.',
      listName: 'projects',
      empty: 'No active projects yet.',
      openAll: (count: number) => (count > 0 ? `All ${count} projects` : 'Go to projects'),
    },
    unreadChat: {
      title: 'Unread chat',
      description: 'Threads with messages you have not read yet.',
      listName: 'unread chat',
      empty: 'You are all caught up.',
      openAll: 'Go to chat',
      where: (room: string, thread: string) => `${room} · ${thread}`,
      unread: (count: number) => (count === 1 ? '1 unread' : `${count} unread`),
      mentions: (count: number) => (count === 1 ? '1 mention' : `${count} mentions`),
    },
    announcementsToConfirm: {
      title: 'Announcements to confirm',
      description: 'Important messages waiting for your read confirmation.',
      listName: 'announcements',
      empty: 'No announcements waiting for you.',
      openAll: 'Go to chat',
      from: (name: string, room: string) => `${name} in ${room}`,
      confirm: 'Confirm Read',
      open: 'Open thread',
      confirmed: 'Announcement confirmed.',
    },
    loading: 'Loading...',
    retry: 'Try again',
  },

  gettingStarted: {
    title: 'Get started',
    dismiss: 'Hide Get started',
    profile: { title: 'Complete your profile', text: 'Check your name and e-mail address.' },
    password: { title: 'Keep your account safe', text: 'Choose a strong, unique password.' },
    invite: { title: 'Invite your team', text: 'Send invitation links and manage roles.' },
    chat: { title: 'Open the chat window', text: 'Talk with your team in rooms and threads.' },
  },
} as const;

export const dashboardMessages = localized('dashboard', {
  en: dashboardMessagesEn,
  fr: dashboardMessagesFr,
  de: dashboardMessagesDe,
});
