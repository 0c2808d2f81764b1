/** Query keys of the AI assistant; a finished run or a delete invalidates `conversations`. */
export const aiKeys = {
  all: ['ai'] as const,
  conversations: () => ['ai', 'conversations'] as const,
  conversation: (sessionId: string) => ['ai', 'conversation', sessionId] as const,
  /** The caller's personal access tokens of the MCP server. */
  tokens: () => ['ai', 'tokens'] as const,
};
