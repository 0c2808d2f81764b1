import {
  CHAT_MESSAGES,
  DIRECT_MESSAGES,
  chatRoomSchema,
  displayNameOf,
  inboxText,
  isId,
  mentionedUsernames,
  type ChatConfirmationsResponse,
  type ChatMessage,
  type ChatReaction,
  type ChatRoomKind,
  type ChatRoom,
  type ChatThread,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { rooms, type Realtime } from '../../platform/realtime/realtime.js';
import {
  attachmentUrl,
  removeStoredFiles,
  storeAttachments,
  type ReceivedFile,
} from './chat.attachments.js';
import { createChatDirectService } from './chat.direct.service.js';
import { roomAudienceIds } from './chat.direct.repo.js';
import * as repo from './chat.repo.js';
import { searchMessages } from './chat.search.repo.js';
import { insertMessageInNewThread } from './chat.new-thread.repo.js';
import * as sendRepo from './chat.send.repo.js';
import * as unreadRepo from './chat.unread.repo.js';
import { createChatUnreadService, notifiedMembers } from './chat.unread.service.js';

const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);
const roomNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.roomNotFound);
const threadNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.threadNotFound);
const chatNotFound = () => new AppError('NOT_FOUND', CHAT_MESSAGES.chatNotFound);
const storagePaths = (files: ReadonlyArray<{ storagePath: string }>) =>
  files.map((file) => file.storagePath);

export function presentRoom(room: repo.ChatRoomRow): ChatRoom {
  return chatRoomSchema.parse({
    id: room.id,
    name: room.name,
    isArchived: room.isArchived,
    createdAt: room.createdAt.toISOString(),
  });
}

export function presentThread(thread: repo.ChatThreadRow): ChatThread {
  return {
    id: thread.id,
    title: thread.title,
    chatRoomId: thread.chatRoomId,
    createdAt: thread.createdAt.toISOString(),
  };
}

/** Reactions grouped by emoji, in the order each emoji was first given. */
export function groupReactions(
  rows: ReadonlyArray<{ emoji: string; userId: string }>,
): ChatReaction[] {
  const byEmoji = new Map<string, string[]>();
  for (const row of rows) byEmoji.set(row.emoji, [...(byEmoji.get(row.emoji) ?? []), row.userId]);
  return [...byEmoji].map(([emoji, userIds]) => ({ emoji, count: userIds.length, userIds }));
}

const personOf = (row: repo.PersonRow) => ({
  id: row.id,
  username: row.username,
  firstName: row.firstName,
  lastName: row.lastName,
});

export function presentMessage(view: repo.ChatMessageView): ChatMessage {
  const { message } = view;
  return {
    id: message.id,
    clientMessageId: message.clientMessageId,
    content: message.content,
    sender: personOf(view.sender),
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    isPinned: message.isPinned,
    isImportant: message.isImportant,
    requiresConfirmation: message.requiresConfirmation,
    attachments: view.attachments.map((attachment) => ({
      id: attachment.id,
      url: attachmentUrl(attachment.storagePath),
      filename: attachment.filename,
      mimetype: attachment.mimetype as ChatMessage['attachments'][number]['mimetype'],
      size: attachment.size,
    })),
    readReceipts: view.receipts.map((receipt) => ({
      userId: receipt.userId,
      readAt: receipt.readAt.toISOString(),
      confirmedAt: receipt.confirmedAt?.toISOString() ?? null,
    })),
    mentions: view.mentions.map(personOf),
    reactions: groupReactions(view.reactions),
    threadId: message.threadId,
    chatRoomId: message.chatRoomId,
    chatRoom: view.room,
    thread: view.thread,
  };
}

export type SendChatInput = {
  threadId?: string;
  /** Instead of threadId: open a thread of this title in chatRoomId, with the message first. */
  newThreadTitle?: string;
  chatRoomId?: string;
  content: string;
  isImportant: boolean;
  clientMessageId?: string;
  /** Already checked and on disk (see receiveAttachment); the caller discards leftovers. */
  files: ReceivedFile[];
};

/** Chat rooms, threads and messages, with their realtime events and Inbox items. */
export function createChatService(deps: AppDeps, realtime: Realtime) {
  const { db, config } = deps;
  const unread = createChatUnreadService(deps, realtime);
  const direct = createChatDirectService(deps, realtime);

  /** The members a text mentions with "@username" (active, and who may see the room). */
  async function mentionedIdsOf(organizationId: string, roomId: string, content: string) {
    const rows = await unreadRepo.membersByUsername(
      db,
      organizationId,
      mentionedUsernames(content),
    );
    if (rows.length === 0) return [];
    const audience = new Set(await roomAudienceIds(db, organizationId, roomId));
    return rows.map((row) => row.id).filter((id) => audience.has(id));
  }

  async function findRoom(session: SessionContext, roomId: string) {
    const room = isId(roomId)
      ? await repo.findRoom(db, session.organizationId, session.userId, roomId)
      : undefined;
    if (!room) throw roomNotFound();
    return room;
  }

  async function findThread(session: SessionContext, threadId: string) {
    const found = isId(threadId)
      ? await repo.findThread(db, session.organizationId, session.userId, threadId)
      : undefined;
    if (!found) throw threadNotFound();
    return found;
  }

  async function findMessage(session: SessionContext, messageId: string) {
    const found = isId(messageId)
      ? await repo.findMessage(db, session.organizationId, session.userId, messageId)
      : undefined;
    if (!found) throw chatNotFound();
    return found;
  }

  async function currentMessage(session: SessionContext, messageId: string) {
    return presentMessage(await findMessage(session, messageId));
  }

  /** Tell the thread's open sockets the message changed. */
  function announceUpdate(chat: ChatMessage) {
    realtime.chat.to(rooms.thread(chat.threadId)).emit('chatUpdated', chat);
  }

  // ---- rooms -----------------------------------------------------------------------------

  async function listRooms(session: SessionContext, includeArchived: boolean) {
    const rows = await repo.listRooms(db, session.organizationId, includeArchived);
    return rows.map(presentRoom);
  }

  async function getRoom(session: SessionContext, roomId: string) {
    return presentRoom(await findRoom(session, roomId));
  }

  async function createRoom(session: SessionContext, name: string) {
    const room = await repo.insertRoom(db, {
      organizationId: session.organizationId,
      name,
      createdById: session.userId,
    });
    return announceRoom(session, presentRoom(room));
  }

  async function updateRoom(
    session: SessionContext,
    roomId: string,
    input: { name?: string; isArchived?: boolean },
  ) {
    const current = await findRoom(session, roomId);
    if (current.kind === 'direct') throw invalid(DIRECT_MESSAGES.notARoom);
    const room = await repo.updateRoom(db, session.organizationId, roomId, input);
    if (!room) throw roomNotFound();
    return announceRoom(session, presentRoom(room));
  }

  /** Every member's room list follows along, whoever made the change. */
  function announceRoom(session: SessionContext, room: ChatRoom) {
    realtime.chat.to(rooms.org(session.organizationId)).emit('roomChanged', room);
    return room;
  }

  // ---- threads ---------------------------------------------------------------------------

  async function listThreads(session: SessionContext, roomId: string) {
    await findRoom(session, roomId);
    const rows = await repo.listThreads(db, session.organizationId, roomId);
    return rows.map(presentThread);
  }

  async function createThread(
    session: SessionContext,
    input: { chatRoomId: string; title: string },
  ) {
    const room = await findRoom(session, input.chatRoomId);
    if (room.isArchived) throw invalid(CHAT_MESSAGES.roomArchived);
    if (room.kind === 'direct') throw invalid(DIRECT_MESSAGES.oneThread);
    const thread = presentThread(
      await repo.insertThread(db, {
        organizationId: session.organizationId,
        chatRoomId: room.id,
        title: input.title,
        createdById: session.userId,
      }),
    );
    announceNewThread(session, thread);
    return thread;
  }

  /** A thread made by createThread or by a send that opened it. */
  function announceNewThread(session: SessionContext, thread: ChatThread) {
    realtime.chat.to(rooms.org(session.organizationId)).emit('newThread', thread);
  }

  async function renameThread(session: SessionContext, threadId: string, title: string) {
    await findThread(session, threadId);
    const thread = await repo.updateThread(db, session.organizationId, threadId, title);
    if (!thread) throw threadNotFound();
    return presentThread(thread);
  }

  /** May this user read the thread? Rooms' threads: every member; a direct message's: its own. */
  async function canReadThread(session: SessionContext, threadId: string) {
    return (
      isId(threadId) &&
      !!(await repo.findThread(db, session.organizationId, session.userId, threadId))
    );
  }

  // ---- messages --------------------------------------------------------------------------

  async function listChats(
    session: SessionContext,
    query: { threadId: string; chatRoomId?: string; before?: string; limit: number },
  ) {
    const { thread } = await findThread(session, query.threadId);
    if (query.chatRoomId && query.chatRoomId !== thread.chatRoomId) throw threadNotFound();
    let cursor: { createdAt: Date; id: string } | undefined;
    if (query.before) {
      const before = await findMessage(session, query.before);
      if (before.message.threadId !== thread.id) throw chatNotFound();
      cursor = { createdAt: before.message.createdAt, id: before.message.id };
    }
    const rows = await repo.listThreadMessages(
      db,
      session.organizationId,
      session.userId,
      thread.id,
      cursor,
      query.limit,
    );
    const hasMore = rows.length > query.limit;
    const chats = rows.slice(0, query.limit).reverse().map(presentMessage);
    return { chats, hasMore, lastReadAt: await unread.lastReadAt(session, thread.id) };
  }

  /**
   * Post a message. A clientMessageId already used by the same user answers that message and
   * creates nothing (created: false). The usual send is one statement (see insertSentMessage)
   * and its answer is built from what that statement returns; only a refused or repeated send
   * reads more, to tell which it was.
   */
  async function sendChat(
    session: SessionContext,
    input: SendChatInput,
  ): Promise<{ chat: ChatMessage; created: boolean }> {
    const { newThreadTitle } = input;
    const storable =
      (newThreadTitle === undefined
        ? isId(input.threadId ?? '') && (!input.chatRoomId || isId(input.chatRoomId))
        : isId(input.chatRoomId ?? '')) &&
      (input.content !== '' || input.files.length > 0);
    if (!storable) return notStored(session, input);

    const stored = await storeAttachments(config.uploadsDir, session.organizationId, input.files);
    let sent: (sendRepo.SentMessage & { newThread?: repo.ChatThreadRow }) | undefined;
    try {
      const message = {
        organizationId: session.organizationId,
        senderId: session.userId,
        clientMessageId: input.clientMessageId ?? null,
        content: input.content,
        isImportant: input.isImportant,
        attachments: stored,
        mentionedUsernames: mentionedUsernames(input.content),
      };
      sent =
        newThreadTitle === undefined
          ? await sendRepo.insertSentMessage(db, {
              ...message,
              threadId: input.threadId ?? '',
              chatRoomId: input.chatRoomId || null,
            })
          : await insertMessageInNewThread(db, {
              ...message,
              chatRoomId: input.chatRoomId ?? '',
              threadTitle: newThreadTitle,
            });
    } catch (error) {
      await removeStoredFiles(config.uploadsDir, storagePaths(stored));
      throw error;
    }
    if (!sent) {
      await removeStoredFiles(config.uploadsDir, storagePaths(stored));
      return notStored(session, input);
    }
    const chat = presentMessage({
      ...sent,
      attachments: stored.map((file, position) => ({
        ...file,
        messageId: sent.message.id,
        position,
        createdAt: sent.message.createdAt,
      })),
      receipts: [],
      reactions: [],
      mentions: sent.mentions.map((mention) => ({ ...mention, messageId: sent.message.id })),
    });
    if (sent.newThread) announceNewThread(session, presentThread(sent.newThread));
    await announceNewChat(session, chat, sent.roomKind ?? 'room');
    return { chat, created: true };
  }

  /**
   * Why a send stored nothing, in the order the rules apply: a repeated clientMessageId answers
   * its message; else the thread (of the organisation, in the given room, not archived) and the
   * content explain the refusal.
   */
  async function notStored(
    session: SessionContext,
    input: SendChatInput,
  ): Promise<{ chat: ChatMessage; created: boolean }> {
    if (input.clientMessageId) {
      const existing = await repo.findMessageByClientId(db, session.userId, input.clientMessageId);
      if (existing && existing.organizationId === session.organizationId) {
        const chat = await currentMessage(session, existing.id);
        // The first try may have stored the message and failed before announcing it (the
        // database went away in between): its repeat announces it again. Counts are sent as
        // they are and clients keep one copy of a message by id, so twice is harmless.
        await broadcastNewChat(session, chat);
        return { chat, created: false };
      }
    }
    if (input.newThreadTitle !== undefined) {
      const room = await findRoom(session, input.chatRoomId ?? '');
      if (room.isArchived) throw invalid(CHAT_MESSAGES.roomArchived);
      if (room.kind === 'direct') throw invalid(DIRECT_MESSAGES.oneThread);
      if (!input.content && input.files.length === 0) throw invalid(CHAT_MESSAGES.emptyMessage);
      // The room is not one the sender may post in (findRoom tells the same to every caller).
      throw roomNotFound();
    }
    const { thread, room } = await findThread(session, input.threadId ?? '');
    if (input.chatRoomId && input.chatRoomId !== thread.chatRoomId) {
      throw invalid(CHAT_MESSAGES.threadNotInRoom);
    }
    if (room.isArchived) throw invalid(CHAT_MESSAGES.roomArchived);
    if (!input.content && input.files.length === 0) throw invalid(CHAT_MESSAGES.emptyMessage);
    // Only a message deleted between the insert and this look-up gets here.
    throw chatNotFound();
  }

  /** The unread counts and newChat of announceNewChat: what may safely be sent twice. */
  async function broadcastNewChat(session: SessionContext, chat: ChatMessage) {
    // The states are those of the members who may see the thread: a direct message's members.
    const states = await unread.announceThreadState(session.organizationId, chat.threadId);
    const audience = notifiedMembers(states, {
      senderId: session.userId,
      mentionedIds: chat.mentions.map((person) => person.id),
    });
    realtime.chat
      .to([rooms.thread(chat.threadId), ...audience.notified.map(rooms.user)])
      .emit('newChat', chat);
    return { states, audience };
  }

  /**
   * Every member's unread count of the thread changes (unreadChanged to each one's sockets);
   * newChat goes to the thread's sockets and to the sockets of the members its notification
   * level lets hear of it (notifiedMembers: they get the popup even when not viewing the
   * thread); an important message also raises importantChatSet for the whole organisation (a
   * direct message's: for its members). Members without a socket get a push (through the Inbox).
   */
  async function announceNewChat(session: SessionContext, chat: ChatMessage, kind: ChatRoomKind) {
    const { states, audience } = await broadcastNewChat(session, chat);
    const directMembers = kind === 'direct' ? states.map((state) => state.userId) : null;
    // Direct messages stay between their members: no webhook hears of them.
    if (!directMembers) {
      deps.webhooks?.emit(session.organizationId, 'chat.message.posted', { message: chat });
    }
    await notifyInbox(session, chat, audience, directMembers);
  }

  /**
   * An announcement reaches the whole organisation (importantChatSet) and everyone's Inbox;
   * the mentioned (unless their level is nothing) get a "mentioned you" item and the other
   * notified members a "new message" item, delivered (socket, toast, push) by each one's
   * preference.
   */
  async function notifyInbox(
    session: SessionContext,
    chat: ChatMessage,
    audience: { notified: string[]; mentioned: string[] },
    /** A direct message's members (its news reaches no one else); null in a room. */
    directMembers: string[] | null,
  ) {
    if (chat.isImportant) {
      realtime.chat
        .to(directMembers ? directMembers.map(rooms.user) : rooms.org(session.organizationId))
        .emit('importantChatSet', chat);
    }
    if (!deps.inbox) return;
    // A direct message is not "in" a named room.
    const room = directMembers ? null : chat.chatRoom.name;
    // The Inbox shows mentions as the chat does: by name, not by username.
    const byUsername = new Map(
      chat.mentions.map((person) => [person.username.toLowerCase(), person]),
    );
    const content = chat.content.replace(/@([\w.-]+)/g, (written, name: string) => {
      const person =
        byUsername.get(name.toLowerCase()) ??
        byUsername.get(name.toLowerCase().replace(/[.-]+$/, ''));
      if (!person) return written;
      const rest = name.slice(person.username.length);
      return `@${displayNameOf(person)}${rest}`;
    });
    const body = content || chat.attachments.map((file) => file.filename).join(', ');
    const senderName = displayNameOf(chat.sender);
    const notice = {
      organizationId: session.organizationId,
      actorId: session.userId,
      subject: {
        type: 'chat',
        id: chat.id,
        link: `/chat?chatRoomId=${chat.chatRoomId}&threadId=${chat.threadId}`,
      },
      body,
    };
    if (chat.isImportant) {
      void deps.inbox.notify({
        ...notice,
        kind: 'announcement',
        recipientIds:
          directMembers ?? (await repo.organizationMemberIds(db, session.organizationId)),
        title: inboxText('announcement', { name: senderName }),
      });
      return;
    }
    const mentioned = new Set(audience.mentioned);
    void deps.inbox.notify({
      ...notice,
      kind: 'mention',
      recipientIds: [...mentioned],
      title: room
        ? inboxText('chatMentionedIn', { name: senderName, room })
        : inboxText('chatMentioned', { name: senderName }),
    });
    void deps.inbox.notify({
      ...notice,
      kind: 'thread_reply',
      recipientIds: audience.notified.filter((id) => !mentioned.has(id)),
      title: room
        ? inboxText('chatMessageIn', { name: senderName, room })
        : inboxText('chatMessage', { name: senderName }),
    });
  }

  async function editChat(session: SessionContext, messageId: string, content: string) {
    const found = await findMessage(session, messageId);
    if (found.message.senderId !== session.userId) throw forbidden(CHAT_MESSAGES.editForbidden);
    if (!content && found.attachments.length === 0) throw invalid(CHAT_MESSAGES.emptyMessage);
    const mentionedIds = await mentionedIdsOf(
      session.organizationId,
      found.message.chatRoomId,
      content,
    );
    await db.transaction(async (tx) => {
      await repo.updateMessage(tx, session.organizationId, messageId, {
        content,
        editedAt: new Date(),
      });
      // Edits keep the highlights right; they do not notify anyone again (as in Slack).
      await unreadRepo.replaceMentions(tx, session.organizationId, messageId, mentionedIds);
    });
    const chat = await currentMessage(session, messageId);
    announceUpdate(chat);
    return chat;
  }

  async function pinChat(session: SessionContext, messageId: string, isPinned: boolean) {
    await findMessage(session, messageId);
    if (session.role !== 'ADMIN') throw forbidden(CHAT_MESSAGES.pinForbidden);
    await repo.updateMessage(db, session.organizationId, messageId, { isPinned });
    const chat = await currentMessage(session, messageId);
    announceUpdate(chat);
    return chat;
  }

  /** Turn a message into an announcement needing confirmation, or back; sender or ADMIN. */
  async function markImportant(session: SessionContext, messageId: string, isImportant: boolean) {
    const { message } = await findMessage(session, messageId);
    if (message.senderId !== session.userId && session.role !== 'ADMIN') {
      throw forbidden(CHAT_MESSAGES.importantForbidden);
    }
    await repo.updateMessage(db, session.organizationId, messageId, {
      isImportant,
      requiresConfirmation: isImportant,
    });
    const chat = await currentMessage(session, messageId);
    announceUpdate(chat);
    if (isImportant && !message.isImportant) {
      const room = await findRoom(session, message.chatRoomId);
      const directMembers =
        room.kind === 'direct' ? await roomAudienceIds(db, session.organizationId, room.id) : null;
      await notifyInbox(session, chat, { notified: [], mentioned: [] }, directMembers);
    }
    return chat;
  }

  async function deleteChat(session: SessionContext, messageId: string) {
    const { message } = await findMessage(session, messageId);
    if (message.senderId !== session.userId && session.role !== 'ADMIN') {
      throw forbidden(CHAT_MESSAGES.deleteForbidden);
    }
    const files = await repo.deleteMessage(db, session.organizationId, messageId);
    if (!files) throw chatNotFound();
    await removeStoredFiles(config.uploadsDir, files);
    realtime.chat
      .to(rooms.thread(message.threadId))
      .emit('chatDeleted', { chatId: message.id, threadId: message.threadId });
    await unread.announceThreadState(session.organizationId, message.threadId);
  }

  /** Add or take back the caller's emoji on a message; the thread sees it live. */
  async function toggleReaction(session: SessionContext, messageId: string, emoji: string) {
    await findMessage(session, messageId);
    await unreadRepo.toggleReaction(db, session.organizationId, messageId, session.userId, emoji);
    const chat = await currentMessage(session, messageId);
    announceUpdate(chat);
    return chat;
  }

  /** Who confirmed an announcement and who has not yet (active members but the sender). */
  async function confirmations(
    session: SessionContext,
    messageId: string,
  ): Promise<ChatConfirmationsResponse> {
    const { message, receipts } = await findMessage(session, messageId);
    if (!message.isImportant) throw invalid(CHAT_MESSAGES.notImportant);
    const members = await roomAudienceIds(db, session.organizationId, message.chatRoomId);
    const confirmedAt = new Map(
      receipts.flatMap((receipt) =>
        receipt.confirmedAt ? [[receipt.userId, receipt.confirmedAt] as const] : [],
      ),
    );
    return {
      confirmed: [...confirmedAt].map(([userId, at]) => ({
        userId,
        confirmedAt: at.toISOString(),
      })),
      pending: members.filter((id) => id !== message.senderId && !confirmedAt.has(id)),
    };
  }

  /** Record the caller's read (once; the first time is kept). */
  async function readChat(session: SessionContext, messageId: string) {
    const before = await findMessage(session, messageId);
    const alreadyRead = before.receipts.some((receipt) => receipt.userId === session.userId);
    if (!alreadyRead) await repo.markRead(db, session.organizationId, messageId, session.userId);
    const chat = await currentMessage(session, messageId);
    if (!alreadyRead) announceUpdate(chat);
    return chat;
  }

  /** Record the caller's confirmation (once); confirm-important needs an important message. */
  async function confirmChat(session: SessionContext, messageId: string, importantOnly: boolean) {
    const before = await findMessage(session, messageId);
    if (importantOnly && !before.message.isImportant) throw invalid(CHAT_MESSAGES.notImportant);
    const alreadyConfirmed = before.receipts.some(
      (receipt) => receipt.userId === session.userId && receipt.confirmedAt,
    );
    if (!alreadyConfirmed) {
      await repo.markConfirmed(db, session.organizationId, messageId, session.userId);
      // The announcement is dealt with: its Inbox item need not wait to be read as well.
      await deps.inbox?.markSubjectRead(session, { type: 'chat', id: messageId });
    }
    const chat = await currentMessage(session, messageId);
    if (!alreadyConfirmed) announceUpdate(chat);
    return chat;
  }

  async function activeImportant(session: SessionContext) {
    const rows = await repo.activeImportantMessages(db, session.organizationId, session.userId);
    return rows.map(presentMessage);
  }

  async function search(session: SessionContext, text: string, limit: number) {
    const rows = await searchMessages(db, session.organizationId, session.userId, text, limit);
    return rows.map(presentMessage);
  }

  return {
    listDirect: direct.listDirect,
    getDirect: direct.getDirect,
    openDirect: direct.openDirect,
    listRooms,
    getRoom,
    createRoom,
    updateRoom,
    listThreads,
    createThread,
    renameThread,
    canReadThread,
    listChats,
    sendChat,
    editChat,
    pinChat,
    markImportant,
    deleteChat,
    readChat,
    confirmChat,
    activeImportant,
    search,
    toggleReaction,
    confirmations,
    listUnread: unread.listUnread,
    markThreadRead: unread.markThreadRead,
    notificationSettings: unread.notificationSettings,
    setRoomLevel: unread.setRoomLevel,
    setThreadLevel: unread.setThreadLevel,
  };
}

export type ChatService = ReturnType<typeof createChatService>;
