/** Query keys of team chat; messages are keyed by thread. */
export const chatKeys = {
  all: ['chat'] as const,
  rooms: () => ['chat', 'rooms'] as const,
  room: (roomId: string) => ['chat', 'room', roomId] as const,
  threads: (roomId: string) => ['chat', 'threads', roomId] as const,
  messagesAll: () => ['chat', 'messages'] as const,
  messages: (threadId: string) => ['chat', 'messages', threadId] as const,
  importantActive: () => ['chat', 'important', 'active'] as const,
  unread: () => ['chat', 'unread'] as const,
  notificationSettings: () => ['chat', 'notification-settings'] as const,
  confirmations: (chatId: string) => ['chat', 'confirmations', chatId] as const,
};
