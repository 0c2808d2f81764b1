import { z } from 'zod';
import { chatPersonSchema } from './chat.js';

/**
 * Direct messages: one-to-one and small-group conversations, private to their members. On the
 * server they are chat rooms of kind 'direct' with one thread, so messages, attachments,
 * reactions, mentions, unread counts and notifications work as in rooms. The room list and
 * room calls keep the spec's shape and hold rooms only; direct messages are listed apart.
 */
export const CHAT_ROOM_KINDS = ['room', 'direct'] as const;
export type ChatRoomKind = (typeof CHAT_ROOM_KINDS)[number];

/** Members of one direct message, oneself included. */
export const DIRECT_MESSAGE_MAX_MEMBERS = 8;
/** The title of a direct message's one thread. */
export const DIRECT_MESSAGE_THREAD_TITLE = 'Direct message';

export const DIRECT_MESSAGES = {
  membersRequired: 'Choose at least one member.',
  tooManyMembers: `A direct message has at most ${DIRECT_MESSAGE_MAX_MEMBERS} members, you included.`,
  memberNotFound: 'Member not found.',
  directNotFound: 'Direct message not found.',
  oneThread: 'A direct message has one conversation; it takes no new threads.',
  notARoom: 'A direct message cannot be renamed or archived.',
} as const;

export const directMessageSchema = z.object({
  /** The id of its chat room (chatRoomId of its messages and unread counts). */
  id: z.string(),
  /** Its one thread: read and send with the usual /chat/chats calls. */
  threadId: z.string(),
  /** Every member, the caller included, by name. */
  members: z.array(chatPersonSchema),
  createdAt: z.string(),
  /** The newest message's time; null before the first. */
  lastMessageAt: z.string().nullable(),
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

/**
 * POST /chat/direct {memberIds}: the other members (1 to 7, active, of the organisation; the
 * caller's own id is ignored). The same set of members reopens their conversation: 200
 * {directMessage}; else 201 {directMessage} and directMessageChanged to every member.
 */
export const createDirectMessageRequestSchema = z.object({
  // How many, and who, the server checks (with the caller's own id left out).
  memberIds: z.array(z.string().trim()).max(100),
});
export type CreateDirectMessageRequest = z.infer<typeof createDirectMessageRequestSchema>;

/** GET /chat/direct: the caller's direct messages, the most recently active first. */
export const directMessagesResponseSchema = z.object({
  directMessages: z.array(directMessageSchema),
});
export type DirectMessagesResponse = z.infer<typeof directMessagesResponseSchema>;

/** GET /chat/direct/{id} and POST /chat/direct: one direct message (404 to non-members). */
export const directMessageResponseSchema = z.object({ directMessage: directMessageSchema });
export type DirectMessageResponse = z.infer<typeof directMessageResponseSchema>;

/** Direct-message events the server sends on /chat (to the members' own sockets only). */
export interface ChatDirectServerEvents {
  /** A direct message the user is a member of was opened. */
  directMessageChanged: (directMessage: DirectMessage) => void;
}
