import { localized } from '../../platform/i18n';
import { settingsMessagesDe } from './settings.messages.de';
import { settingsMessagesFr } from './settings.messages.fr';

/** Texts of Profile Settings. */
export const settingsMessagesEn = {
  documentTitle: 'Profile Settings · Worksphere',
  title: 'Profile Settings',
  description:
    'Your profile, your password and, for administrators, the members of your organization.',
  menuLabel: 'Settings pages',
  pageSelectLabel: 'Settings page',
  notFound: 'There is no such settings page, or it is not yours to see.',
  groups: { you: 'You', organization: 'Organization' },
  /** The pages of Settings, by their address (/settings/{id}). */
  pages: {
    profile: 'Profile',
    password: 'Password',
    sessions: 'Signed-in devices',
    time: 'Time zone and formats',
    language: 'Language',
    notifications: 'Notifications',
    accounts: 'Connected accounts',
    'calendar-feed': 'Calendar feed',
    'ai-tokens': 'AI access tokens',
    members: 'Members and permissions',
    invitations: 'Invitations',
    phone: 'Phone numbers and provider',
    'point-of-sale': 'Point of sale',
    weather: 'Weather location',
    storage: 'Storage',
  },

  profile: {
    title: 'Profile',
    description: 'How you appear to your colleagues and how you sign in.',
    organizationLabel: 'Organization',
    organizationPhoneLabel: "Organization's phone:",
    roleLabel: 'Role',
    ownPhoneLabel: 'Your own phone (optional)',
    ownPhoneHint:
      'For calls placed from here when calls do not run in the browser: your phone rings first, then the other party. Numbers outside North America start with + and the country code.',
    save: 'Save profile',
    saving: 'Saving...',
    saved: 'Profile updated.',
    failed: 'Could not save your profile.',
  },

  password: {
    title: 'Password',
    description: 'Changing your password signs out your other sessions on every device.',
    currentLabel: 'Current password',
    newLabel: 'New password',
    newHint: 'At least 8 characters.',
    confirmLabel: 'Confirm new password',
    mismatch: 'The passwords do not match.',
    save: 'Change password',
    saving: 'Changing...',
    saved: 'Password changed. Your other sessions were signed out.',
    failed: 'Could not change your password.',
  },

  members: {
    title: 'Members',
    description:
      'Everyone in your organization. Change a role, grant permissions or deactivate an account; you cannot change your own.',
    loading: 'Loading members...',
    loadFailed: 'Could not load the members.',
    retry: 'Try again',
    empty: 'No members yet. Invite your team below.',
    nameColumn: 'Name',
    usernameColumn: 'Username',
    emailColumn: 'E-mail',
    roleColumn: 'Role',
    activeColumn: 'Active',
    you: 'You',
    roleOf: (username: string) => `Role of ${username}`,
    activeOf: (username: string) => `${username} can sign in`,
    updated: 'Member updated.',
    updateFailed: 'Could not update the member.',
    roles: { ADMIN: 'Admin', MEMBER: 'Member' },
    permissionsColumn: 'Permissions',
    editPermissions: 'Permissions',
    editPermissionsOf: (username: string) => `Permissions of ${username}`,
    permissionCount: (granted: number, total: number) => `${granted} of ${total}`,
    allPermissions: 'All (admin)',
  },

  permissions: {
    title: (name: string) => `Permissions of ${name}`,
    description:
      'What this member may do besides reading. Admins hold every permission; changes apply at once.',
    adminNote: 'Admins hold every permission. Make this person a member to choose.',
    adminOnlyNote: 'Only an admin can grant or take away this one.',
    save: 'Save permissions',
    cancel: 'Cancel',
    saved: (name: string) => `Permissions of ${name} saved.`,
    /** Each permission with what it allows, in the order they are listed. */
    items: {
      'tasks:edit': {
        label: 'Tasks',
        explanation: 'Create, change and delete tasks and their categories.',
      },
      'calendar:edit': {
        label: 'Calendar',
        explanation: 'Create, change and delete events in shared calendars.',
      },
      'documents:edit': {
        label: 'Documents',
        explanation: 'Create, change, move, upload, export and delete documents and files.',
      },
      'email:connect': {
        label: 'E-mail and calendar accounts',
        explanation: 'Connect IMAP, CalDAV, Google and Microsoft accounts.',
      },
      'calls:use': {
        label: 'Calls and SMS',
        explanation: 'Place and answer calls, send and read text messages.',
      },
      'pos:sell': {
        label: 'Point of sale: sell',
        explanation: 'Take orders at the counter and work the orders board.',
      },
      'pos:manage': {
        label: 'Point of sale: manage',
        explanation: 'Change the catalogue, prices, tax and the shop’s settings.',
      },
      'users:manage': {
        label: 'Members',
        explanation: 'Invite people, deactivate members and change their permissions.',
      },
    },
  },

  invite: {
    title: 'Invite someone',
    description:
      'Create a single-use link and send it to the person you invite. It opens registration for your organization.',
    emailLabel: 'E-mail',
    roleLabel: 'Role',
    submit: 'Create invitation',
    submitting: 'Creating...',
    created: (email: string) => `Invitation for ${email} created. Send them this link:`,
    linkLabel: 'Invitation link',
    copy: 'Copy link',
    copied: 'Invitation link copied.',
    copyFailed: 'Copying did not work; select the link and copy it yourself.',
    linkOnce: 'This link is shown only once.',
    failed: 'Could not create the invitation.',
  },

  invitations: {
    title: 'Pending invitations',
    loading: 'Loading invitations...',
    loadFailed: 'Could not load the invitations.',
    retry: 'Try again',
    empty: 'No pending invitations.',
    details: (role: string, invitedBy: string, expires: string) =>
      `${role} · invited by ${invitedBy} · expires ${expires}`,
    revoke: 'Revoke',
    revokeLabel: (email: string) => `Revoke the invitation for ${email}`,
    revoked: 'Invitation revoked.',
    revokeFailed: 'Could not revoke the invitation.',
  },

  weather: {
    title: 'Weather',
    description:
      'The calendar shows the weather forecast for this place, for everyone in your organization.',
    loading: 'Loading the weather location...',
    /** Named in "Failed to fetch the weather location." */
    listName: 'the weather location',
    retry: 'Try again',
    current: (latitude: number, longitude: number, timeZone: string) =>
      `The forecast is for ${latitude}, ${longitude} (${timeZone}).`,
    isDefault: 'This is the default location.',
    latitudeLabel: 'Latitude',
    latitudeHint: 'From -90 (south) to 90 (north), e.g. 52.52.',
    longitudeLabel: 'Longitude',
    longitudeHint: 'From -180 (west) to 180 (east), e.g. 13.41.',
    timeZoneLabel: 'Time zone',
    save: 'Save location',
    saving: 'Saving...',
    saved: 'Weather location saved.',
    useDefault: 'Use the default',
    resetDone: 'Weather location set back to the default.',
    failed: 'Could not save the weather location.',
  },

  language: {
    title: 'Language',
    description:
      'The language of the interface, with dates and numbers written its way. Saved with your profile, so every device you sign in on follows it.',
    legend: 'Interface language',
    /** Each language in its own words, the same in every catalogue. */
    names: { en: 'English', fr: 'Fran\u00e7ais', de: 'Deutsch' },
    browserDefault: (language: string) => `Browser default (${language})`,
    failed: 'Could not save the language.',
  },

  timeFormat: {
    title: 'Time format',
    description: 'How times are shown everywhere in the app, in your time zone.',
    label: 'Clock',
    auto: (example: string) => `Automatic (your language's, e.g. ${example})`,
    twelveHour: (example: string) => `12-hour (${example})`,
    twentyFourHour: (example: string) => `24-hour (${example})`,
    saved: 'Time format saved.',
    failed: 'Could not save the time format.',
  },

  storage: {
    title: 'Storage',
    description:
      'Documents with their kept versions, uploads, exports and the trash count until the trash is emptied.',
    howToChange:
      'The quota is set by the server (STORAGE_QUOTA_BYTES). Emptying the trash in Documents frees space.',
  },
} as const;

export const settingsMessages = localized('settings', {
  en: settingsMessagesEn,
  fr: settingsMessagesFr,
  de: settingsMessagesDe,
});
