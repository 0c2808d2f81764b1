import { z } from 'zod';

/**
 * Unread state, notification levels, mentions and reactions of team chat (docs/DECISIONS.md,
 * "Chat: unread, follow, mentions, reactions" and "Chat: notification levels"). Every member of
 * the organisation is in every room; a member hears of all messages of every room unless they
 * choose mentions only or nothing for it, and a thread takes its room's level unless the member
 * chose one for the thread itself.
 */

/**
 * all: every message notifies and counts (what "follow" was); mentions: only mentions notify
 * and count (what "mute" was); nothing: no notification, no badge, no Inbox item, mentions
 * included.
 */
export const CHAT_NOTIFICATION_LEVELS = ['all', 'mentions', 'nothing'] as const;
export const chatNotificationLevelSchema = z.enum(CHAT_NOTIFICATION_LEVELS);
export type ChatNotificationLevel = z.infer<typeof chatNotificationLevelSchema>;
/** The level of a room nobody chose one for. */
export const DEFAULT_CHAT_NOTIFICATION_LEVEL: ChatNotificationLevel = 'all';

/** One thread with messages the user has not read (their own messages never count). */
export const chatUnreadThreadSchema = z.object({
  threadId: z.string(),
  chatRoomId: z.string(),
  title: z.string(),
  roomName: z.string(),
  /** The level in force: the thread's own, else the room's, else all. */
  level: chatNotificationLevelSchema,
  unreadCount: z.number().int(),
  /** Unread messages that mention the user. */
  mentionCount: z.number().int(),
  /** The newest unread message's time, null when nothing is unread. */
  lastMessageAt: z.string().nullable(),
});
export type ChatUnreadThread = z.infer<typeof chatUnreadThreadSchema>;

/** GET /chat/unread: every thread with unread messages, newest first (one query). */
export const chatUnreadResponseSchema = z.object({ threads: z.array(chatUnreadThreadSchema) });
export type ChatUnreadResponse = z.infer<typeof chatUnreadResponseSchema>;

/**
 * What a thread adds to the badge: all unread messages at level all, only the mentions at
 * mentions only, nothing at nothing. The web and the server count with this one rule.
 */
export function badgeCountOf(
  thread: Pick<ChatUnreadThread, 'level' | 'unreadCount' | 'mentionCount'>,
) {
  if (thread.level === 'nothing') return 0;
  return thread.level === 'mentions' ? thread.mentionCount : thread.unreadCount;
}

/** The number on the Open Chat button and on Chat in the navigation. */
export function totalBadgeCount(threads: ReadonlyArray<ChatUnreadThread>): number {
  return threads.reduce((sum, thread) => sum + badgeCountOf(thread), 0);
}

/** PUT /chat/threads/{id}/read {}: read up to the newest message; answers {thread}; raises unreadChanged. */
export const markThreadReadResponseSchema = z.object({ thread: chatUnreadThreadSchema });

/** GET /chat/notification-settings: the levels the user chose (rooms and threads left at the default are absent). */
export const chatNotificationSettingsSchema = z.object({
  rooms: z.array(z.object({ chatRoomId: z.string(), level: chatNotificationLevelSchema })),
  threads: z.array(z.object({ threadId: z.string(), level: chatNotificationLevelSchema })),
});
export type ChatNotificationSettings = z.infer<typeof chatNotificationSettingsSchema>;

/**
 * PUT /chat/chatrooms/{id}/notifications {level} and PUT /chat/threads/{id}/notifications
 * {level}: all, mentions or nothing; null goes back to the default (a thread: its room's
 * level; a room: all). Both answer
 * {settings} (the whole chatNotificationSettings).
 */
export const setNotificationLevelRequestSchema = z.object({
  level: chatNotificationLevelSchema.nullable(),
});
export type SetNotificationLevelRequest = z.input<typeof setNotificationLevelRequestSchema>;
export const notificationSettingsResponseSchema = z.object({
  settings: chatNotificationSettingsSchema,
});

/** A reaction of a message: the emoji, and who reacted (the count is their number). */
export const chatReactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  userIds: z.array(z.string()),
});
export type ChatReaction = z.infer<typeof chatReactionSchema>;

/** The emoji the reaction picker offers; the server accepts any single emoji. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢', '👀', '✅'] as const;

/** One emoji (with its modifiers and joiners), at most 32 characters. */
export function isEmoji(value: string): boolean {
  return (
    value.length > 0 &&
    value.length <= 32 &&
    /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3|[#*0-9])+$/u.test(
      value,
    ) &&
    /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(value)
  );
}

/** POST /chat/chats/{id}/reactions {emoji}: adds the caller's reaction, or removes it when there; answers {chat}; raises chatUpdated. */
export const toggleReactionRequestSchema = z.object({
  emoji: z.string().refine(isEmoji, 'Choose one emoji.'),
});
export type ToggleReactionRequest = z.input<typeof toggleReactionRequestSchema>;

/**
 * GET /chat/chats/{id}/confirmations: for an announcement, who confirmed it (and when) and who
 * has not yet (active members other than the sender).
 */
export const chatConfirmationsResponseSchema = z.object({
  confirmed: z.array(z.object({ userId: z.string(), confirmedAt: z.string() })),
  pending: z.array(z.string()),
});
export type ChatConfirmationsResponse = z.infer<typeof chatConfirmationsResponseSchema>;

/** The username characters (users' own rule): `@` followed by these names a member. */
const MENTION_PATTERN = /(^|[^A-Za-z0-9._@-])@([A-Za-z0-9._-]+)/g;

/**
 * The usernames a text mentions, lower case, as written with "@username"; a trailing dot or
 * dash (end of a sentence) is also tried without it. The server stores the members they name.
 */
export function mentionedUsernames(content: string): string[] {
  const found = new Set<string>();
  for (const match of content.matchAll(MENTION_PATTERN)) {
    const name = match[2]!.toLowerCase();
    found.add(name);
    const trimmed = name.replace(/[.-]+$/, '');
    if (trimmed && trimmed !== name) found.add(trimmed);
  }
  return [...found];
}
