import { z } from 'zod';
import { templatedMessage } from './message-template.js';
import { chatReactionSchema, type ChatUnreadThread } from './chatUnread.js';
import type { ChatDirectServerEvents } from './chatDirect.js';
import type { ChatPresenceClientEvents, ChatPresenceServerEvents } from './chatPresence.js';
import type { ColleagueCallClientEvents, ColleagueCallServerEvents } from './colleagueCalls.js';
import type { TaskServerToClientEvents } from './taskBoard.js';
import { queryParam, requiredText, text } from './validation.js';

/** Attachment types a chat message may carry (spec 3 §5); the server checks them by content. */
export const ALLOWED_ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'video/mp4',
  'video/mpeg',
] as const;
export type AllowedAttachmentType = (typeof ALLOWED_ATTACHMENT_TYPES)[number];

export const CHAT_ROOM_NAME_MAX_LENGTH = 200;
export const THREAD_TITLE_MAX_LENGTH = 300;
export const CHAT_CONTENT_MAX_LENGTH = 20_000;
export const CLIENT_MESSAGE_ID_MAX_LENGTH = 100;

/** The texts users see about chat; "File type not allowed" is the spec's own (spec 3 §5). */
export const CHAT_MESSAGES = {
  fileTypeNotAllowed: templatedMessage('File type not allowed: {file}', (file: string) => ({
    file,
  })),
  emptyMessage: 'Write a message or attach a file.',
  contentTooLong: `A message must be at most ${CHAT_CONTENT_MAX_LENGTH} characters.`,
  roomNameRequired: 'Room name is required.',
  roomNameTooLong: `Room name must be at most ${CHAT_ROOM_NAME_MAX_LENGTH} characters.`,
  threadTitleRequired: 'Thread title is required.',
  threadTitleTooLong: `Thread title must be at most ${THREAD_TITLE_MAX_LENGTH} characters.`,
  threadNotInRoom: 'The thread does not belong to that room.',
  threadOrNewThread: 'Send threadId or newThreadTitle, not both.',
  roomArchived: 'This room is archived.',
  pinForbidden: 'Only an admin can pin or unpin messages.',
  deleteForbidden: 'Only the sender or an admin can delete this message.',
  editForbidden: 'Only the sender can edit this message.',
  importantForbidden: 'Only the sender or an admin can mark this message important.',
  notImportant: 'This message is not an important announcement.',
  fileTooLarge: templatedMessage(
    'File too large: {file} (at most {megabytes} MB).',
    (file: string, limitBytes: number) => ({ file, megabytes: Math.floor(limitBytes / 1_048_576) }),
  ),
  roomNotFound: 'Chat room not found.',
  threadNotFound: 'Thread not found.',
  chatNotFound: 'Message not found.',
} as const;

export const chatRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  isArchived: z.boolean(),
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

export const chatThreadSchema = z.object({
  id: z.string(),
  title: z.string(),
  chatRoomId: z.string(),
  createdAt: z.string(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const chatAttachmentSchema = z.object({
  id: z.string(),
  /** Served only to signed-in members of the organisation: /api/uploads/{orgId}/chat/... */
  url: z.string(),
  filename: z.string(),
  mimetype: z.enum(ALLOWED_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** One user's read of a message; confirmedAt is set once that user confirms. */
export const readReceiptSchema = z.object({
  userId: z.string(),
  readAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

/** A person named in chat: shown as their full name when set, else the username. */
export const chatPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;
export const chatSenderSchema = chatPersonSchema;

export const chatMessageSchema = z.object({
  id: z.string(),
  /** The id the sending client chose (idempotent send); null when none was sent. */
  clientMessageId: z.string().nullable(),
  content: z.string(),
  sender: chatSenderSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set when the sender edited the content. */
  editedAt: z.string().nullable(),
  isPinned: z.boolean(),
  isImportant: z.boolean(),
  /** Important messages require a read confirmation. */
  requiresConfirmation: z.boolean(),
  attachments: z.array(chatAttachmentSchema),
  readReceipts: z.array(readReceiptSchema),
  /** Members the content mentions with "@username" (stored as ids on the server). */
  mentions: z.array(chatPersonSchema),
  /** Emoji reactions, in the order they were first given. */
  reactions: z.array(chatReactionSchema),
  threadId: z.string(),
  chatRoomId: z.string(),
  chatRoom: z.object({ id: z.string(), name: z.string() }),
  thread: z.object({ id: z.string(), title: z.string() }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

const roomNameSchema = requiredText(
  CHAT_MESSAGES.roomNameRequired,
  CHAT_ROOM_NAME_MAX_LENGTH,
  CHAT_MESSAGES.roomNameTooLong,
);
const threadTitleSchema = requiredText(
  CHAT_MESSAGES.threadTitleRequired,
  THREAD_TITLE_MAX_LENGTH,
  CHAT_MESSAGES.threadTitleTooLong,
);

/** POST /chat/chatrooms {name}: answers 201 {chatRoom}. */
export const createChatRoomRequestSchema = z.object({ name: roomNameSchema.prefault('') });
export type CreateChatRoomRequest = z.input<typeof createChatRoomRequestSchema>;

/** PUT /chat/chatrooms/{id} {name?, isArchived?}: rename or (un)archive; answers {chatRoom}. */
export const updateChatRoomRequestSchema = z.object({
  name: roomNameSchema.optional(),
  isArchived: z.boolean().optional(),
});
export type UpdateChatRoomRequest = z.input<typeof updateChatRoomRequestSchema>;

/** GET /chat/chatrooms?includeArchived=true: archived rooms are left out unless asked. */
export const listChatRoomsQuerySchema = z.object({
  includeArchived: queryParam(z.enum(['true', 'false'])).transform((value) => value === 'true'),
});

/** POST /chat/threads {chatRoomId, title}: answers 201 {thread}; raises newThread. */
export const createThreadRequestSchema = z.object({
  chatRoomId: text().trim().min(1, 'chatRoomId is required.'),
  title: threadTitleSchema.prefault(''),
});
export type CreateThreadRequest = z.input<typeof createThreadRequestSchema>;

/** PUT /chat/threads/{id} {title}: answers {thread}. */
export const updateThreadRequestSchema = z.object({ title: threadTitleSchema.prefault('') });
export type UpdateThreadRequest = z.input<typeof updateThreadRequestSchema>;

/** GET /chat/threads?chatRoomId= */
export const listThreadsQuerySchema = z.object({
  chatRoomId: text().trim().min(1, 'chatRoomId is required.'),
});

/**
 * POST /chat/sendChat, multipart/form-data: text fields threadId, chatRoomId, content,
 * isImportant ('true'/'false'), clientMessageId, and files under `attachments` (repeatable).
 * Instead of threadId, newThreadTitle (with chatRoomId) opens a thread with that title in the
 * same transaction (see threadTitleFromMessage for a title taken from the message).
 * Answers 201 {chat} (200 {chat} with the existing message when clientMessageId was already
 * used by the same user: nothing new is created). Raises newChat (and importantChatSet; and
 * newThread for a new thread).
 */
export const sendChatFieldsSchema = z
  .object({
    threadId: queryParam(text().trim()),
    newThreadTitle: queryParam(threadTitleSchema),
    chatRoomId: queryParam(text().trim()),
    content: text()
      .default('')
      .transform((value) => value.trim())
      .refine((value) => value.length <= CHAT_CONTENT_MAX_LENGTH, {
        message: CHAT_MESSAGES.contentTooLong,
      }),
    isImportant: queryParam(z.enum(['true', 'false'])).transform((value) => value === 'true'),
    clientMessageId: queryParam(text().trim().max(CLIENT_MESSAGE_ID_MAX_LENGTH)),
  })
  .superRefine((fields, context) => {
    if (fields.threadId && fields.newThreadTitle !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['newThreadTitle'],
        message: CHAT_MESSAGES.threadOrNewThread,
      });
    } else if (!fields.threadId && fields.newThreadTitle === undefined) {
      context.addIssue({ code: 'custom', path: ['threadId'], message: 'threadId is required.' });
    } else if (fields.newThreadTitle !== undefined && !fields.chatRoomId) {
      context.addIssue({
        code: 'custom',
        path: ['chatRoomId'],
        message: 'chatRoomId is required.',
      });
    }
  });
export type SendChatFields = z.input<typeof sendChatFieldsSchema>;

/** PUT /chat/chats/{id} {content}: the sender edits; answers {chat}; raises chatUpdated. */
export const updateChatRequestSchema = z.object({
  content: text()
    .transform((value) => value.trim())
    .refine((value) => value.length <= CHAT_CONTENT_MAX_LENGTH, {
      message: CHAT_MESSAGES.contentTooLong,
    }),
});
export type UpdateChatRequest = z.input<typeof updateChatRequestSchema>;

/** PUT /chat/chats/{id}/pin {isPinned}: ADMIN only; answers {chat}; raises chatUpdated. */
export const pinChatRequestSchema = z.object({ isPinned: z.boolean() });
export type PinChatRequest = z.input<typeof pinChatRequestSchema>;

/**
 * PUT /chat/chats/{id}/important {isImportant}: the sender or an ADMIN; answers {chat};
 * raises chatUpdated, and importantChatSet when it becomes an announcement.
 */
export const markImportantRequestSchema = z.object({ isImportant: z.boolean() });
export type MarkImportantRequest = z.input<typeof markImportantRequestSchema>;

export const CHATS_PAGE_DEFAULT = 50;
export const CHATS_PAGE_MAX = 200;

/**
 * GET /chat/chats?chatRoomId=&threadId=&before=&limit=: the newest `limit` messages of the
 * thread older than the message `before` (an id), in chronological order (oldest first).
 * hasMore says older ones exist: ask again with before = the first message's id.
 */
export const listChatsQuerySchema = z.object({
  chatRoomId: queryParam(text().trim()),
  threadId: text().trim().min(1, 'threadId is required.'),
  before: queryParam(text().trim()),
  limit: queryParam(z.coerce.number().int().min(1).max(CHATS_PAGE_MAX)).transform(
    (value) => value ?? CHATS_PAGE_DEFAULT,
  ),
});
export type ListChatsQuery = z.input<typeof listChatsQuerySchema>;

/** GET /chat/search?q=&limit=: messages of the organisation containing q, newest first. */
export const searchChatsQuerySchema = z.object({
  q: text().trim().min(1, 'q is required.').max(200),
  limit: queryParam(z.coerce.number().int().min(1).max(CHATS_PAGE_MAX)).transform(
    (value) => value ?? CHATS_PAGE_DEFAULT,
  ),
});

export const chatRoomsResponseSchema = z.object({ chatRooms: z.array(chatRoomSchema) });
export const chatRoomResponseSchema = z.object({ chatRoom: chatRoomSchema });
export const threadsResponseSchema = z.object({ threads: z.array(chatThreadSchema) });
export const threadResponseSchema = z.object({ thread: chatThreadSchema });
export const chatResponseSchema = z.object({ chat: chatMessageSchema });
export const chatsResponseSchema = z.object({
  chats: z.array(chatMessageSchema),
  hasMore: z.boolean(),
  /** Where the caller had read the thread up to (else when they joined): the "new messages" divider. */
  lastReadAt: z.string().nullable(),
});
export type ChatsResponse = z.infer<typeof chatsResponseSchema>;
export const importantChatsResponseSchema = z.object({
  importantChats: z.array(chatMessageSchema),
});
export const searchChatsResponseSchema = z.object({ chats: z.array(chatMessageSchema) });
/** DELETE /chat/chats/{id} answers this (and raises chatDeleted). */
export const chatOkResponseSchema = z.object({ ok: z.literal(true) });
/**
 * PUT /chat/chats/{id}/read, /confirm and /confirm-important answer this: the message with its
 * receipts as they now are (recorded once per user; raises chatUpdated when something changed).
 */
export const chatReceiptResponseSchema = z.object({ ok: z.literal(true), chat: chatMessageSchema });

/** Socket.io namespace, path and rooms of the chat realtime channel (spec 3 §7 Realtime). */
export const CHAT_SOCKET_NAMESPACE = '/chat';
export const SOCKET_IO_PATH = '/socket.io';

export const chatDeletedEventSchema = z.object({ chatId: z.string(), threadId: z.string() });
export type ChatDeletedEvent = z.infer<typeof chatDeletedEventSchema>;

/** Answer of the joinThread acknowledgement. */
export type JoinThreadAck = { ok: true } | { ok: false; error: string };

/** Events the server sends on /chat (presence and typing: chatPresence.ts; tasks: taskBoard.ts). */
export interface ChatServerToClientEvents
  extends
    ChatPresenceServerEvents,
    ChatDirectServerEvents,
    TaskServerToClientEvents,
    ColleagueCallServerEvents {
  /**
   * A message was posted in a thread the socket joined, or (user room) in a thread the user
   * follows or that mentions them.
   */
  newChat: (chat: ChatMessage) => void;
  /** A thread was created in the organisation. */
  newThread: (thread: ChatThread) => void;
  /** A room was created, renamed, archived or restored in the organisation: the room as it now is. */
  roomChanged: (room: ChatRoom) => void;
  chatDeleted: (event: ChatDeletedEvent) => void;
  /** Edited, pinned/unpinned, read or confirmed: the whole message as it now is. */
  chatUpdated: (chat: ChatMessage) => void;
  /** An important message (announcement) was posted in the organisation. */
  importantChatSet: (chat: ChatMessage) => void;
  /** (user room) The user's unread state of one thread changed: a message, a read, a delete. */
  unreadChanged: (thread: ChatUnreadThread) => void;
}

/** Events a client sends on /chat (presence and typing: chatPresence.ts; calls: colleagueCalls.ts). */
export interface ChatClientToServerEvents
  extends ChatPresenceClientEvents, ColleagueCallClientEvents {
  joinThread: (threadId: string, ack?: (answer: JoinThreadAck) => void) => void;
  leaveThread: (threadId: string, ack?: (answer: { ok: true }) => void) => void;
}
