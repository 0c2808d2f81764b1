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
} as const;
