import { localizedFirstPaint } from '../../platform/i18n';

/** Texts of the public home page. */
export const homeMessagesEn = {
  documentTitle: 'Worksphere · The self-hosted business workspace',
  eyebrow: 'Self-hosted business workspace',
  title: 'Run your whole business from one workspace you own.',
  lead: 'Worksphere brings tasks, notes, calendars, team chat, an AI assistant, documents, e-mail, calls and point-of-sale ordering together for your organization, on your own server.',
  register: 'Create your organization',
  login: 'Sign in',
  openDashboard: 'Open your dashboard',
  signedInAs: (username: string) => `You are signed in as ${username}.`,

  areasTitle: 'Everything your team works with, in one place',
  areasLead:
    'Each member belongs to one organization and sees its work, and nothing of anyone else’s.',
  areas: [
    {
      id: 'tasks',
      title: 'Tasks and projects',
      text: 'Assign work to several people, set start and due dates, group tasks by project and category, and make one task wait for another.',
    },
    {
      id: 'notes',
      title: 'Notes',
      text: 'Capture ideas and meeting notes. Keep them to yourself or share them with the whole organization.',
    },
    {
      id: 'calendar',
      title: 'Calendar',
      text: 'A built-in workspace calendar next to your Google and Microsoft calendars, as a month grid or an agenda.',
    },
    {
      id: 'chat',
      title: 'Team chat',
      text: 'Rooms and threads for every topic, and important announcements that everyone confirms they have read.',
    },
    {
      id: 'ai',
      title: 'AI assistant',
      text: 'Ask in plain words to create tasks, find a message, draft a reply or prepare an order. It acts with your permissions only.',
    },
    {
      id: 'documents',
      title: 'Documents',
      text: 'A rich-text editor with folders and images, and export to PDF, Word and Markdown.',
    },
    {
      id: 'email',
      title: 'E-mail',
      text: 'Connect Gmail, Outlook or any IMAP mailbox, for yourself or shared with your organization.',
    },
    {
      id: 'calls',
      title: 'Calls and SMS',
      text: 'Call and text customers from the browser, with a call log and transcripts.',
    },
    {
      id: 'pos',
      title: 'Point of sale',
      text: 'Take orders at the counter or let customers order online for pickup, and follow every order live.',
    },
  ],

  ownershipTitle: 'Yours to run',
  ownershipLead: 'Worksphere is software you install, not a service you rent.',
  ownershipPoints: [
    {
      id: 'install',
      title: 'One process, nothing else to install',
      text: 'Start it on one machine and it runs its own database. When you outgrow one server, point it at PostgreSQL and Redis and add more.',
    },
    {
      id: 'data',
      title: 'Your data stays with you',
      text: 'Everything lives on your server. Passwords are stored only as hashes, sessions can be revoked, and every record belongs to one organization.',
    },
    {
      id: 'accounts',
      title: 'Several accounts, one browser',
      text: 'Keep your own company and your clients’ workspaces signed in side by side, and switch between them in one click.',
    },
  ],

  closingTitle: 'Ready to set up your workspace?',
  closingText: 'Create an organization in a minute, then invite your team from Profile Settings.',
} as const;

/** On the sign-in page's first paint: French and German load as their own chunks. */
export const homeMessages = localizedFirstPaint('home', homeMessagesEn, {
  fr: () => import('./home.messages.fr').then((module) => module.homeMessagesFr),
  de: () => import('./home.messages.de').then((module) => module.homeMessagesDe),
});
