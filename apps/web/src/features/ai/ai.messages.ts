import {
  AI_ACTION_DETAIL_LABELS,
  AI_ACTION_MESSAGES,
  AI_ACTION_TITLES,
  AI_ASSIST_LABELS,
  AI_MESSAGES,
  AI_TALK_MESSAGES,
  AI_TOKEN_MESSAGES,
} from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { aiMessagesDe } from './ai.messages.de';
import { aiMessagesFr } from './ai.messages.fr';

/** Texts of the AI assistant tab of the floating window (spec 3 §2, §4, §5, §8), to the letter. */
export const aiMessagesEn = {
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
    suggestions: AI_TALK_MESSAGES.chipsLabel,
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
  /** One change under a reply: "Created task: Call Sam" (action and entity from the two above). */
  changeLine: (action: string, entity: string, title: string) => `${action} ${entity}: ${title}`,

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

  // The assistant's help in a chat thread and the mail reading pane (POST /ai/assist).
  assist: {
    menu: 'Ask the assistant',
    labels: AI_ASSIST_LABELS,
    working: 'The assistant is reading the conversation...',
    resultLabel: (action: string) => `Assistant: ${action}`,
    copy: 'Copy',
    copied: 'Copied to clipboard!',
    copyFailed: 'Failed to copy to clipboard.',
    close: 'Close',
    failed: 'The assistant could not answer. Please try again.',
  },

  // Confirmation cards: what the assistant may do only on the user's press.
  actions: {
    cardLabel: AI_ACTION_MESSAGES.cardLabel,
    confirm: AI_ACTION_MESSAGES.confirm,
    cancel: AI_ACTION_MESSAGES.cancel,
    statusPending: AI_ACTION_MESSAGES.statusPending,
    statusConfirmed: AI_ACTION_MESSAGES.statusConfirmed,
    statusCancelled: AI_ACTION_MESSAGES.statusCancelled,
    statusExpired: AI_ACTION_MESSAGES.statusExpired,
    statusFailed: (error: string) => AI_ACTION_MESSAGES.statusFailed.replace('{error}', error),
    confirmFailed: AI_ACTION_MESSAGES.confirmFailed,
    cancelFailed: AI_ACTION_MESSAGES.cancelFailed,
    /** Each confirm tool's title, by the action's `tool` (card and Inbox item). */
    titles: AI_ACTION_TITLES,
    /** The labels of the card's lines. */
    detailLabels: AI_ACTION_DETAIL_LABELS,
  },

  // Settings → "AI access tokens": personal access tokens of the MCP server.
  tokens: {
    title: 'AI access tokens',
    description:
      'Connect your own AI client, such as Claude Desktop or any other MCP client, to your workspace. It acts as you, with your permissions.',
    serverLabel: 'MCP server address',
    serverHint: 'Give your client this address and a token below as a Bearer token.',
    copyServer: 'Copy address',
    serverCopied: 'MCP server address copied.',
    createTitle: 'New token',
    nameLabel: 'Token name',
    nameHint: 'For example the client or computer that uses it.',
    create: 'Create token',
    creating: 'Creating...',
    createFailed: 'Could not create the token.',
    created: (name: string) => `Token “${name}” created.`,
    secretLabel: 'Your new token',
    secretShownOnce: AI_TOKEN_MESSAGES.secretShownOnce,
    copySecret: 'Copy token',
    secretCopied: 'Token copied.',
    copyFailed: 'Copying did not work; select the text and copy it yourself.',
    dismissSecret: 'Done',
    actsAloneLabel: 'May act without confirmation',
    actsAloneWarning:
      'Without this, sending texts or e-mail, calling, deleting and sharing asked for by the client wait for you to confirm them in the app (your Inbox shows each one). With it, the client does them at once: anything it reads, such as an e-mail, could make it act for you. Only tick this for a client you fully trust.',
    actsAloneBadge: 'Acts without confirmation',
    listTitle: 'Your tokens',
    listNote:
      'A token stops working for good when your password changes or your account is deactivated.',
    listLabel: 'Your AI access tokens',
    loading: 'Loading tokens...',
    /** Named in "Failed to fetch your AI access tokens." */
    listName: 'your AI access tokens',
    retry: 'Try again',
    empty: 'No tokens yet. Create one to connect an AI client.',
    createdOn: (date: string) => `Created ${date}`,
    lastUsed: (date: string) => `Last used ${date}`,
    neverUsed: 'Never used',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke token: ${name}`,
    revokeTitle: 'Revoke this token?',
    revokeConfirm: (name: string) =>
      `“${name}” stops working at once; clients using it can no longer reach your workspace.`,
    revoked: 'Token revoked.',
    revokeFailed: 'Could not revoke the token.',
  },
} as const;

export const aiMessages = localized('ai', { en: aiMessagesEn, fr: aiMessagesFr, de: aiMessagesDe });
