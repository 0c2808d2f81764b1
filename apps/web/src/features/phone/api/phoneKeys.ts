import type { CallLogFilter } from '@worksphere/contracts';

/** Query keys of calls and SMS; a live event invalidates or patches these. */
export const phoneKeys = {
  all: ['phone'] as const,
  numbers: () => ['phone', 'numbers'] as const,
  settings: () => ['phone', 'settings'] as const,
  calls: () => ['phone', 'calls'] as const,
  callLog: (filter: CallLogFilter) => ['phone', 'calls', filter] as const,
  conversations: () => ['phone', 'conversations'] as const,
  messages: (contactNumber: string) => ['phone', 'messages', contactNumber] as const,
};
