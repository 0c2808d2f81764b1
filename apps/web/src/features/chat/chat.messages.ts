import { CHAT_MESSAGES } from '@worksphere/contracts';

/** Texts of team chat: the /chat page, the floating window, announcements (spec 3 §2, §5, §8). */
export const chatMessages = {
  page: {
    documentTitle: 'Chat · Worksphere',
    title: 'Team chat',
    description: 'Rooms for your organization, with a thread for each topic.',
    enableNotifications: 'Enable desktop notifications',
  },

  rooms: {
    title: 'Rooms',
    loading: 'Loading rooms...',
    empty: 'No rooms yet.',
    emptyHint: 'Create the first room to start talking with your team.',
    newRoomLabel: 'New room name',
    create: 'Create room',
    created: (name: string) => `Room "${name}" created.`,
    createFailed: 'Failed to create room.',
    retry: 'Try again',
  },

  threads: {
    title: 'Threads',
    loading: 'Loading threads...',
    empty: 'No threads in this room yet.',
    emptyHint: 'Start a thread for a topic, then post in it.',
    newThreadLabel: 'New thread title',
    create: 'Create thread',
    created: (title: string) => `Thread "${title}" created.`,
    createFailed: 'Failed to create thread.',
    chooseRoom: 'Choose a room to see its threads.',
    retry: 'Try again',
  },

  messages: {
    loading: 'Loading messages...',
    empty: 'No messages yet.',
    emptyHint: 'Write the first message of this thread below.',
    chooseThread: 'Choose a thread to read and write messages.',
    loadOlder: 'Load older messages',
    loadingOlder: 'Loading older messages...',
    listLabel: 'Messages',
    pinned: 'Pinned',
    important: 'Important',
    edited: 'edited',
    attachmentLabel: (filename: string) => `Attachment ${filename}`,
    confirmRead: 'Confirm Read',
    confirmedAt: (time: string) => `Read confirmed ${time}`,
    retry: 'Try again',
    today: 'Today',
    yesterday: 'Yesterday',
    newMessages: 'New messages',
    mentionTitle: (name: string) => `Mentions ${name}`,
    videoLabel: (filename: string) => `Video ${filename}`,
    callNumber: (number: string) => `Call ${number}`,
  },

  reactions: {
    add: 'Add reaction',
    pickerLabel: 'Reactions',
    react: (emoji: string) => `React with ${emoji}`,
    /** The tooltip and accessible name of a reaction: who gave it. */
    summary: (emoji: string, names: string[]) => `${emoji} ${names.length}: ${names.join(', ')}`,
    failed: 'Failed to update the reaction.',
  },

  confirmations: {
    show: (confirmed: number, total: number) => `Confirmed by ${confirmed} of ${total}`,
    confirmed: 'Confirmed',
    pending: 'Not confirmed yet',
    none: 'Nobody yet.',
    loading: 'Loading confirmations...',
    failed: 'Failed to load confirmations.',
  },

  follow: {
    followThread: 'Follow thread',
    muteThread: 'Mute thread',
    followRoom: 'Follow room',
    muteRoom: 'Mute room',
    threadMuted: 'Thread muted: you only hear about mentions.',
    threadFollowed: 'You follow this thread.',
    roomMuted: 'Room muted: you only hear about mentions.',
    roomFollowed: 'You follow this room.',
    failed: 'Failed to change notifications.',
  },

  unread: {
    badge: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
    count: (count: number) => (count > 99 ? '99+' : String(count)),
    mentionBadge: (count: number) => (count === 1 ? '1 mention' : `${count} mentions`),
  },

  options: {
    trigger: 'Message options',
    pin: 'Pin message',
    unpin: 'Unpin message',
    markImportant: 'Mark important',
    unmarkImportant: 'Mark not important',
    edit: 'Edit message',
    delete: 'Delete message',
    addToNote: 'Add to note',
    addToTask: 'Add to task',
    deleteTitle: 'Delete message?',
    deleteBody: 'The message is removed for everyone in the thread.',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    editLabel: 'Edit your message',
    saveEdit: 'Save',
    cancelEdit: 'Cancel',
    edited: 'Message updated.',
    editFailed: 'Failed to update message.',
  },

  composer: {
    label: 'Message',
    send: 'Send message',
    attach: 'Attach files',
    removeAttachment: (filename: string) => `Remove ${filename}`,
    placeholder: 'Message… (@ to mention)',
    mentionsLabel: 'Members to mention',
    previewLabel: 'Attachments to send',
    important: 'Important announcement',
    importantHint: 'Members must confirm they have read it.',
    fileSize: (kilobytes: string) => `${kilobytes} KB`,
  },

  window: {
    title: 'Team chat',
    chatTab: 'Chat',
    aiTab: 'AI Assistant',
    tabsLabel: 'Chat window views',
    minimize: 'Minimize chat window',
    close: 'Close chat window',
    reopen: 'Open chat window',
    back: 'Back',
    openPage: 'Open the chat page',
  },

  announcement: {
    title: 'Important Announcement',
    says: (username: string) => `${username} says:`,
    goToChat: 'Go to Chat',
    confirmRead: 'Confirm Read',
    confirmed: 'Announcement confirmed.',
    confirmFailed: 'Failed to confirm announcement.',
    waiting: (count: number) =>
      count === 1
        ? 'One more announcement after this one.'
        : `${count} more announcements after this one.`,
  },

  // Spec 3 §4 and §8, to the letter.
  toasts: {
    newMessage: (name: string, room: string) => `New message from ${name} in ${room}`,
    mentioned: (name: string, room: string) => `${name} mentioned you in ${room}`,
    newThread: (title: string) => `New thread: ${title}`,
    markReadFailed: 'Failed to mark chat as read.',
    confirmReadFailed: 'Failed to confirm chat read.',
    confirmReadDone: 'Chat confirmed!',
    deleteFailed: 'Failed to delete message.',
    pinFailed: 'Failed to update pin status.',
    pinned: 'Message pinned.',
    unpinned: 'Message unpinned.',
    markedImportant: 'Message marked important.',
    unmarkedImportant: 'Message no longer marked important.',
    importantFailed: 'Failed to update the important mark.',
    noThreadSelected: 'No thread selected.',
    sendFailed: 'Failed to send message.',
    fetchRoomsFailed: 'Failed to fetch chat rooms',
    fetchThreadsFailed: 'Failed to fetch threads',
    fetchRoomFailed: 'Failed to fetch room details',
    fetchChatsFailed: 'Failed to fetch chats',
    roomIdMissing: 'Could not load thread: Room ID missing.',
    fileTypeNotAllowed: CHAT_MESSAGES.fileTypeNotAllowed,
  },

  desktopNotification: {
    title: 'New Chat Message',
    body: (name: string, content: string) => `${name}: ${content}`,
  },
} as const;
