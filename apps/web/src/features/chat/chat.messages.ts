import { CHAT_MESSAGES } from '@worksphere/contracts';
import { localized } from '../../platform/i18n';
import { chatMessagesDe } from './chat.messages.de';
import { chatMessagesFr } from './chat.messages.fr';

/** Texts of team chat: the /chat page, the floating window, announcements (spec 3 §2, §5, §8). */
export const chatMessagesEn = {
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

  direct: {
    title: 'Direct messages',
    loading: 'Loading direct messages...',
    failed: 'Failed to load direct messages.',
    retry: 'Try again',
    empty: 'No direct messages yet.',
    newMessage: 'New message',
    dialogTitle: 'New message',
    dialogDescription: 'Write to one member or a small group (up to 7 others).',
    membersLabel: 'To',
    membersHint: 'Type a name, then pick a member.',
    noMatch: 'No member matches.',
    remove: (name: string) => `Remove ${name}`,
    open: 'Open conversation',
    cancel: 'Cancel',
    chooseMember: 'Choose at least one member.',
    tooMany: 'A direct message has at most 7 other members.',
    openFailed: 'Failed to open the conversation.',
    membersTitle: 'Members',
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
    /** A link (copied, or a search result) to a message deleted since. */
    linkedMissing: 'That message is no longer in this thread.',
    mentionTitle: (name: string) => `Mentions ${name}`,
    videoLabel: (filename: string) => `Video ${filename}`,
    callNumber: (number: string) => `Call ${number}`,
  },

  reactions: {
    add: 'Add reaction',
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

  /** Notification levels of a room or a thread (NotificationLevelButton). */
  levels: {
    names: { all: 'All messages', mentions: 'Mentions only', nothing: 'Nothing' },
    roomButton: (level: string) => `Room notifications: ${level}`,
    threadButton: (level: string) => `Thread notifications: ${level}`,
    roomSection: 'Notify me in this room about',
    threadSection: 'Notify me in this thread about',
    sameAsRoom: (level: string) => `Same as the room (${level})`,
    current: 'Current choice',
    roomSaved: (level: string) => `Room notifications: ${level}.`,
    threadSaved: (level: string) => `Thread notifications: ${level}.`,
    failed: 'Failed to change notifications.',
  },

  /** Settings → Notifications: what a message from someone else does when it arrives. */
  arrival: {
    title: 'Chat messages',
    description:
      'Which messages reach you is set per room and thread; here you choose what one does when it arrives outside the chat page.',
    label: 'When a message arrives',
    options: {
      open: 'Open the chat window',
      toast: 'Show a toast and count it',
      count: 'Only count it',
    },
    saved: 'Saved: what a new chat message does.',
    failed: 'Failed to save what a new chat message does.',
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
    copyLink: 'Copy link',
    linkCopied: 'Link copied.',
    linkCopyFailed: 'Could not copy the link.',
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

  /** The room view's composer: post without naming a thread first (issue 24). */
  roomComposer: {
    legend: 'Post in',
    latest: (title: string) => `Latest thread: ${title}`,
    newThread: 'New thread',
    // Not the thread list's "New thread title": two fields must not share one name.
    titleLabel: 'Title of the thread this message opens',
    titlePlaceholder: 'Optional: the first line of the message',
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

  emoji: {
    open: 'Insert emoji',
    pickerLabel: 'Emoji',
    searchLabel: 'Search emoji',
    searchPlaceholder: 'Search emoji',
    loading: 'Loading emoji...',
    noResults: 'No emoji found.',
    frequentlyUsed: 'Frequently used',
    results: 'Search results',
    /** CC-BY 4.0 asks for credit where the graphics are shown. */
    attribution: 'Emoji graphics: Twemoji, CC-BY 4.0',
  },

  /** A member's profile card, opened from their name on a message. */
  memberCard: {
    open: (name: string) => `${name}, open profile card`,
    label: (name: string) => `Profile card of ${name}`,
  },

  presence: {
    status: { online: 'Online', away: 'Away', offline: 'Offline' },
    /** One name, two names, or more: the typing line under a thread ('' when nobody types). */
    typing: (names: ReadonlyArray<string>) =>
      names.length === 0
        ? ''
        : names.length === 1
          ? `${names[0]} is typing…`
          : names.length === 2
            ? `${names[0]} and ${names[1]} are typing…`
            : 'Several people are typing…',
  },

  /** Chat search (ChatSearch): words, person, room, dates, attachments; results with context. */
  search: {
    label: 'Search messages',
    placeholder: 'Search messages',
    filters: 'Search filters',
    person: 'From',
    anyone: 'Anyone',
    room: 'In',
    anyRoom: 'Any room',
    afterDay: 'From date',
    beforeDay: 'To date',
    hasAttachment: 'Has attachment',
    rangeReversed: 'The first day must come before the last.',
    results: 'Search results',
    searching: 'Searching...',
    empty: 'No messages match.',
    emptyHint: 'Try other words or fewer filters.',
    failed: 'Failed to search messages.',
    loadMore: 'Show more results',
    close: 'Close search',
    keyboardHint: 'Down arrow moves to the results, Enter opens one, Escape goes back.',
    place: (room: string, thread: string) => `${room} › ${thread}`,
    attachments: (count: number) => (count === 1 ? '1 attachment' : `${count} attachments`),
  },

  desktopNotification: {
    title: 'New Chat Message',
    body: (name: string, content: string) => `${name}: ${content}`,
  },
} as const;

export const chatMessages = localized('chat', {
  en: chatMessagesEn,
  fr: chatMessagesFr,
  de: chatMessagesDe,
});
