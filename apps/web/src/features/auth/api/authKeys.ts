/** Query keys of the auth feature; the current user is cached per saved session. */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: (sessionKey: string | null) => ['auth', 'currentUser', sessionKey] as const,
  invitation: (organizationId: string, inviteToken: string) =>
    ['auth', 'invitation', organizationId, inviteToken] as const,
};
