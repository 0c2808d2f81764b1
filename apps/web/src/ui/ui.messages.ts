/** The few words the shared building blocks say themselves. */
export const uiMessages = {
  close: 'Close',
} as const;
