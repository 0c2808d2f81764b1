import { localized } from '../../platform/i18n';
import { legalMessagesDe } from './legal.messages.de';
import { legalMessagesFr } from './legal.messages.fr';

/** Texts of the privacy and terms pages. */
export type LegalSection = { id: string; heading: string; paragraphs: readonly string[] };

export const legalMessagesEn = {
  lastUpdatedLabel: 'Last updated',
  lastUpdated: '2026-11-21',
  contentsLabel: 'On this page',

  privacy: {
    documentTitle: 'Privacy · Worksphere',
    title: 'Privacy',
    intro:
      'Worksphere is software that an organization installs and runs on its own server. This page explains what this installation stores about you, why, and who to ask about it.',
    sections: [
      {
        id: 'who',
        heading: 'Who is responsible',
        paragraphs: [
          'The organization that operates this installation of Worksphere (the operator) decides what it is used for and is responsible for the personal data in it. The makers of the Worksphere software do not receive, see or process that data.',
          'Questions or requests about your data go to the administrators of your organization, or to whoever runs this server.',
        ],
      },
      {
        id: 'what',
        heading: 'What is stored',
        paragraphs: [
          'Your account: username, e-mail address, first and last name, your role and permissions, and your organization. Your password is never stored as such, only as a salted hash that cannot be turned back into the password.',
          'What you and your colleagues create: tasks, notes, calendar events, chat messages and attachments, documents, and point-of-sale orders, including the name and phone number a customer gives when ordering.',
          'Sessions: when you sign in, a session is recorded with its creation and expiry time. The session token itself is stored only as a hash.',
          'Server logs: for security and troubleshooting the server logs requests, which can include your IP address and the time of the request.',
        ],
      },
      {
        id: 'browser',
        heading: 'Cookies and browser storage',
        paragraphs: [
          'Worksphere sets one cookie, an httpOnly session cookie that keeps you signed in. It is not readable by scripts and is not used for tracking.',
          'So that you can keep several accounts signed in and switch between them, the browser stores the saved sessions (their tokens, usernames and organization names) in its local storage. Logging out removes them from this browser.',
          'There are no advertising or analytics cookies and no third-party trackers.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Services outside this server',
        paragraphs: [
          'By default nothing leaves this server. Data is sent elsewhere only when the operator or you switch on a feature that needs it, and only what that feature needs:',
          'e-mail delivery through the operator’s mail server; Google or Microsoft when you connect a mailbox or calendar; an AI model provider when the operator configures one for the assistant; a telephony provider for calls and SMS; a weather service for the calendar’s forecast (only the configured location is sent).',
          'Tokens and passwords for connected accounts are encrypted on this server.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long data is kept',
        paragraphs: [
          'Account data and content are kept while your account and organization exist. Sessions expire on their own and end when you log out or change your password. Password reset links work once and expire.',
          'The operator decides about backups and about deleting data after an account is closed.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your choices and rights',
        paragraphs: [
          'You can see and correct your profile in Profile Settings. You can ask your organization’s administrators for a copy of your data, for corrections, or for your account and data to be deleted. Depending on where you live, data protection law may give you further rights, which the operator handles.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        paragraphs: [
          'If the operator changes how this installation handles personal data, this page will be updated and the date above will change.',
        ],
      },
    ] satisfies LegalSection[],
  },

  terms: {
    documentTitle: 'Terms · Worksphere',
    title: 'Terms of use',
    intro:
      'These terms cover your use of this installation of Worksphere, which is operated by an organization on its own server (the operator). By creating an account or signing in you accept them.',
    sections: [
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'Give accurate details when you register and keep your password to yourself. You are responsible for what happens under your account; if you think someone else has used it, change your password, which signs out your other sessions, and tell an administrator.',
          'Each account belongs to one organization. Its administrators can invite members, change roles and permissions, and deactivate accounts.',
        ],
      },
      {
        id: 'use',
        heading: 'Acceptable use',
        paragraphs: [
          'Do not use Worksphere to break the law or the rights of others, to send spam, to upload malware, or to harass anyone. Do not try to reach data of another organization, to get around permissions or rate limits, or to disrupt the server.',
          'The operator may suspend accounts that break these rules.',
        ],
      },
      {
        id: 'content',
        heading: 'Your content',
        paragraphs: [
          'What you create stays yours and your organization’s. The operator stores and processes it only to run the service for your organization. Notes shared with the organization are visible to all of its members.',
        ],
      },
      {
        id: 'connected',
        heading: 'Connected services and the AI assistant',
        paragraphs: [
          'When you connect a Google, Microsoft or other account, that provider’s own terms also apply to what happens there.',
          'The AI assistant can be wrong. Check what it prepares, such as tasks, replies or orders, before you rely on it. It can only do what your own permissions allow.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability and liability',
        paragraphs: [
          'The operator runs this installation and is responsible for keeping it available and for backups. The software is provided as is, without warranty. To the extent the law allows, neither the operator nor the makers of the software are liable for indirect losses or lost data arising from its use.',
        ],
      },
      {
        id: 'ending',
        heading: 'Ending your use',
        paragraphs: [
          'You can stop using Worksphere at any time and ask your administrators to delete your account. Administrators can deactivate accounts that are no longer needed.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'The operator may update these terms. The date above shows the latest version; continuing to use Worksphere after a change means you accept it.',
        ],
      },
    ] satisfies LegalSection[],
  },
} as const;

export const legalMessages = localized('legal', {
  en: legalMessagesEn,
  fr: legalMessagesFr,
  de: legalMessagesDe,
});
