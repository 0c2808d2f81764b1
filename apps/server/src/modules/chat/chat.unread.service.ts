import {
  CHAT_MESSAGES,
  DEFAULT_CHAT_NOTIFICATION_LEVEL,
  isId,
  type ChatNotificationLevel,
  type ChatNotificationSettings,
  type ChatUnreadThread,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import * as chatRepo from './chat.repo.js';
import * as repo from './chat.unread.repo.js';

const roomNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);
const threadNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.threadNotFound);

export function presentUnread(row: repo.UnreadRow): ChatUnreadThread {
  return {
    threadId: row.threadId,
    chatRoomId: row.chatRoomId,
    title: row.title,
    roomName: row.roomName,
    level: row.level,
    unreadCount: row.unreadCount,
    mentionCount: row.mentionCount,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

/**
 * Who hears about a new message (socket hint, Inbox, push): at level all every member, at
 * mentions only the members it mentions, at nothing nobody, mentions included. The level is the
 * thread's own, else the room's, else all (every member is in every room). Never the sender.
 * Pure, so the rule is tested on its own.
 */
export function notifiedMembers(
  states: ReadonlyArray<{ userId: string; level: ChatNotificationLevel }>,
  input: { senderId: string; mentionedIds: ReadonlyArray<string> },
): { notified: string[]; mentioned: string[] } {
  const mentionedIds = new Set(input.mentionedIds);
  const others = states.filter((state) => state.userId !== input.senderId);
  const hears = (state: { userId: string; level: ChatNotificationLevel }) =>
    state.level === 'all' || (state.level === 'mentions' && mentionedIds.has(state.userId));
  return {
    notified: others.filter(hears).map((state) => state.userId),
    mentioned: others
      .filter((state) => state.level !== 'nothing' && mentionedIds.has(state.userId))
      .map((state) => state.userId),
  };
}

/** Read positions, unread counts and notification levels of team chat. */
export function createChatUnreadService({ db }: AppDeps, realtime: Realtime) {
  async function requireThread(session: SessionContext, threadId: string) {
    const found = isId(threadId)
      ? await chatRepo.findThread(db, session.organizationId, session.userId, threadId)
      : undefined;
    if (!found) throw threadNotFound();
    return found;
  }

  async function requireRoom(session: SessionContext, roomId: string) {
    const room = isId(roomId)
      ? await chatRepo.findRoom(db, session.organizationId, session.userId, roomId)
      : undefined;
    if (!room) throw roomNotFound();
    return room;
  }

  /** Every thread where the caller has unread messages, in one query. */
  async function listUnread(session: SessionContext): Promise<ChatUnreadThread[]> {
    const rows = await repo.unreadThreadsOf(db, session.organizationId, session.userId);
    return rows.map(presentUnread);
  }

  async function threadStateOf(session: SessionContext, threadId: string) {
    const [row] = await repo.threadUnreadOfMembers(
      db,
      session.organizationId,
      threadId,
      session.userId,
    );
    return row ? presentUnread(row) : undefined;
  }

  /** Send each member's new state of the thread to their own sockets. */
  async function announceThreadState(organizationId: string, threadId: string) {
    const states = await repo.threadUnreadOfMembers(db, organizationId, threadId);
    for (const state of states) {
      realtime.chat.to(rooms.user(state.userId)).emit('unreadChanged', presentUnread(state));
    }
    return states;
  }

  /** The caller read the thread up to its newest message; their other tabs hear of it. */
  async function markThreadRead(session: SessionContext, threadId: string) {
    const { thread } = await requireThread(session, threadId);
    await repo.markThreadRead(db, session.organizationId, thread.id, session.userId);
    const state = await threadStateOf(session, thread.id);
    if (!state) throw threadNotFound();
    realtime.chat.to(rooms.user(session.userId)).emit('unreadChanged', state);
    return state;
  }

  async function lastReadAt(session: SessionContext, threadId: string) {
    return (await repo.lastReadAtOf(db, threadId, session.userId))?.toISOString() ?? null;
  }

  async function notificationSettings(session: SessionContext): Promise<ChatNotificationSettings> {
    return repo.notificationSettingsOf(db, session.organizationId, session.userId);
  }

  async function setRoomLevel(
    session: SessionContext,
    roomId: string,
    level: ChatNotificationLevel | null,
  ) {
    const room = await requireRoom(session, roomId);
    await repo.setRoomLevel(
      db,
      session.organizationId,
      room.id,
      session.userId,
      level ?? DEFAULT_CHAT_NOTIFICATION_LEVEL,
    );
    return notificationSettings(session);
  }

  async function setThreadLevel(
    session: SessionContext,
    threadId: string,
    level: ChatNotificationLevel | null,
  ) {
    const { thread } = await requireThread(session, threadId);
    await repo.setThreadLevel(db, session.organizationId, thread.id, session.userId, level);
    const state = await threadStateOf(session, thread.id);
    if (state) realtime.chat.to(rooms.user(session.userId)).emit('unreadChanged', state);
    return notificationSettings(session);
  }

  return {
    listUnread,
    markThreadRead,
    lastReadAt,
    notificationSettings,
    setRoomLevel,
    setThreadLevel,
    announceThreadState,
  };
}

export type ChatUnreadService = ReturnType<typeof createChatUnreadService>;
