/** Texts of Profile Settings. */
export const settingsMessages = {
  documentTitle: 'Profile Settings · Worksphere',
  title: 'Profile Settings',
  description:
    'Your profile, your password and, for administrators, the members of your organization.',

  profile: {
    title: 'Profile',
    description: 'How you appear to your colleagues and how you sign in.',
    organizationLabel: 'Organization',
    organizationPhoneLabel: "Organization's phone:",
    roleLabel: 'Role',
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
      'Everyone in your organization. Change a role or deactivate an account; you cannot change your own.',
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
} as const;
