import { AI_MESSAGES } from '@worksphere/contracts';

/** Texts of the AI assistant tab of the floating window (spec 3 §2, §4, §5, §8), to the letter. */
export const aiMessages = {
  list: {
    title: AI_MESSAGES.conversationsTitle,
    newConversation: AI_MESSAGES.newConversation,
    deleteAll: AI_MESSAGES.deleteAll,
    untitled: AI_MESSAGES.untitledConversation,
    empty: AI_MESSAGES.emptyTitle,
    emptyHint: AI_MESSAGES.emptyBody,
    loading: 'Loading conversations...',
    fetchFailedToast: AI_MESSAGES.fetchConversationsFailed,
    retry: 'Try again',
    listLabel: 'Your AI conversations',
    delete: (title: string) => `Delete conversation: ${title}`,
    updated: (time: string) => `Updated ${time}`,
  },

  conversation: {
    back: 'Back to conversations',
    loading: 'Loading conversation...',
    listLabel: 'Conversation with the assistant',
    intro:
      'Ask the assistant to create tasks and notes, look at your calendar or prepare an order. Say "help" to see what it understands.',
    you: 'You',
    assistant: 'Assistant',
    system: 'Progress',
    error: 'Error',
    showDetails: AI_MESSAGES.showDetails,
    copyHint: 'Click to copy',
    copy: 'Copy reply',
    typing: 'The assistant is working...',
    changesTitle: 'Changes made',
    deleteCurrent: 'Delete this conversation',
    newConversation: AI_MESSAGES.newConversation,
  },

  composer: {
    label: 'Message to the assistant',
    placeholder: AI_MESSAGES.inputPlaceholder,
    send: 'Send',
  },

  // Spec 3 §5 quotes these two; the contracts' AI_MESSAGES.confirmDelete* differ from it.
  confirm: {
    deleteOneTitle: 'Delete conversation?',
    deleteOne: 'Are you sure you want to delete this conversation?',
    deleteAllTitle: 'Delete all conversations?',
    deleteAll: 'Are you sure you want to delete ALL conversations? This cannot be undone.',
    deleteConfirm: 'Delete',
    deleteAllConfirm: AI_MESSAGES.deleteAll,
  },

  changeActions: {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    sent: 'Sent',
  },
  changeEntities: {
    task: 'task',
    note: 'note',
    calendarEvent: 'event',
    sms: 'text message',
    email: 'e-mail',
  },

  // Spec 3 §4 and §8.
  toasts: {
    newConversation: AI_MESSAGES.newConversationStarted,
    fetchConversationsFailed: AI_MESSAGES.fetchConversationsFailed,
    fetchConversationFailed: AI_MESSAGES.fetchConversationFailed,
    deleteFailed: AI_MESSAGES.deleteConversationFailed,
    deleteAllFailed: AI_MESSAGES.deleteAllFailed,
    deleted: AI_MESSAGES.conversationDeleted,
    allDeleted: AI_MESSAGES.allConversationsDeleted,
    nothingToCopy: AI_MESSAGES.nothingToCopy,
    copyFailed: AI_MESSAGES.copyFailed,
    copied: AI_MESSAGES.copied,
    copiedPlain: AI_MESSAGES.copiedAsPlainText,
  },

  startFailed: AI_MESSAGES.startFailed,
} as const;
