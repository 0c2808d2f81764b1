import type { InboxKind } from '@worksphere/contracts';

/** Query keys of the Inbox; the socket listener patches these. */
export const inboxKeys = {
  all: ['inbox'] as const,
  unread: () => ['inbox', 'unread'] as const,
  lists: () => ['inbox', 'list'] as const,
  list: (kind: InboxKind | 'all') => ['inbox', 'list', kind] as const,
  preferences: () => ['inbox', 'preferences'] as const,
  mailAccounts: () => ['inbox', 'mail-accounts'] as const,
};
