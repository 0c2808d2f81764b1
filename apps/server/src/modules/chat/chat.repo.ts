import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import {
  chatAttachments,
  chatMentions,
  chatMessages,
  chatReactions,
  chatReadReceipts,
  chatRooms,
  chatThreads,
} from './chat.table.js';
import { roomVisibleTo, visibleRooms } from './chat.visibility.js';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatAttachmentRow = typeof chatAttachments.$inferSelect;
export type ChatReceiptRow = typeof chatReadReceipts.$inferSelect;
export type ChatReactionRow = typeof chatReactions.$inferSelect;
export type PersonRow = { id: string; username: string; firstName: string; lastName: string };

/** A message with what every answer shows about it. */
export type ChatMessageView = {
  message: ChatMessageRow;
  sender: PersonRow;
  room: { id: string; name: string };
  thread: { id: string; title: string };
  attachments: ChatAttachmentRow[];
  receipts: ChatReceiptRow[];
  mentions: (PersonRow & { messageId: string })[];
  reactions: ChatReactionRow[];
};

// ---- rooms -------------------------------------------------------------------------------

/** The organisation's rooms of kind 'room' (direct messages are listed apart). */
export function listRooms(db: DbExecutor, organizationId: string, includeArchived: boolean) {
  return db
    .select()
    .from(chatRooms)
    .where(
      and(
        eq(chatRooms.organizationId, organizationId),
        eq(chatRooms.kind, 'room'),
        includeArchived ? undefined : eq(chatRooms.isArchived, false),
      ),
    )
    .orderBy(asc(chatRooms.name), asc(chatRooms.id));
}

/** A room the viewer may see (see chat.visibility.ts). */
export async function findRoom(
  db: DbExecutor,
  organizationId: string,
  viewerId: string,
  roomId: string,
) {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(visibleRooms(organizationId, viewerId), eq(chatRooms.id, roomId)));
  return row;
}

export async function insertRoom(db: DbExecutor, values: typeof chatRooms.$inferInsert) {
  const [row] = await db.insert(chatRooms).values(values).returning();
  return row!;
}

export async function updateRoom(
  db: DbExecutor,
  organizationId: string,
  roomId: string,
  values: { name?: string; isArchived?: boolean },
) {
  const [row] = await db
    .update(chatRooms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(chatRooms.organizationId, organizationId), eq(chatRooms.id, roomId)))
    .returning();
  return row;
}

// ---- threads -----------------------------------------------------------------------------

export function listThreads(db: DbExecutor, organizationId: string, roomId: string) {
  return db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.organizationId, organizationId), eq(chatThreads.chatRoomId, roomId)))
    .orderBy(desc(chatThreads.createdAt), desc(chatThreads.id));
}

/** A thread, with its room, that the viewer may see. */
export async function findThread(
  db: DbExecutor,
  organizationId: string,
  viewerId: string,
  threadId: string,
) {
  const [row] = await db
    .select({ thread: chatThreads, room: chatRooms })
    .from(chatThreads)
    .innerJoin(chatRooms, eq(chatRooms.id, chatThreads.chatRoomId))
    .where(
      and(
        eq(chatThreads.organizationId, organizationId),
        eq(chatThreads.id, threadId),
        roomVisibleTo(viewerId),
      ),
    );
  return row;
}

export async function insertThread(db: DbExecutor, values: typeof chatThreads.$inferInsert) {
  const [row] = await db.insert(chatThreads).values(values).returning();
  return row!;
}

export async function updateThread(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  title: string,
) {
  const [row] = await db
    .update(chatThreads)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(chatThreads.organizationId, organizationId), eq(chatThreads.id, threadId)))
    .returning();
  return row;
}

/** The active members of an organisation. */
export async function organizationMemberIds(db: DbExecutor, organizationId: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.active, true)));
  return rows.map((row) => row.id);
}

// ---- messages ----------------------------------------------------------------------------

const messageColumns = {
  message: chatMessages,
  sender: {
    id: users.id,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  },
  room: { id: chatRooms.id, name: chatRooms.name },
  thread: { id: chatThreads.id, title: chatThreads.title },
};

function selectMessages(db: DbExecutor) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.chatRoomId))
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId));
}

type MessageBase = Omit<ChatMessageView, 'attachments' | 'receipts' | 'mentions' | 'reactions'>;

/** Add attachments, read receipts, mentions and reactions to messages, keeping their order. */
async function withDetails(db: DbExecutor, rows: MessageBase[]): Promise<ChatMessageView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.message.id);
  const [attachments, receipts, mentions, reactions] = await Promise.all([
    db
      .select()
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, ids))
      .orderBy(asc(chatAttachments.position), asc(chatAttachments.id)),
    db
      .select()
      .from(chatReadReceipts)
      .where(inArray(chatReadReceipts.messageId, ids))
      .orderBy(asc(chatReadReceipts.readAt)),
    db
      .select({
        messageId: chatMentions.messageId,
        id: users.id,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(chatMentions)
      .innerJoin(users, eq(users.id, chatMentions.userId))
      .where(inArray(chatMentions.messageId, ids))
      .orderBy(asc(users.username)),
    db
      .select()
      .from(chatReactions)
      .where(inArray(chatReactions.messageId, ids))
      .orderBy(asc(chatReactions.createdAt), asc(chatReactions.userId)),
  ]);
  return rows.map((row) => ({
    ...row,
    attachments: attachments.filter((item) => item.messageId === row.message.id),
    receipts: receipts.filter((item) => item.messageId === row.message.id),
    mentions: mentions.filter((item) => item.messageId === row.message.id),
    reactions: reactions.filter((item) => item.messageId === row.message.id),
  }));
}

/** A message of a room the viewer may see. */
export async function findMessage(
  db: DbExecutor,
  organizationId: string,
  viewerId: string,
  messageId: string,
) {
  const rows = await selectMessages(db).where(
    and(
      eq(chatMessages.organizationId, organizationId),
      eq(chatMessages.id, messageId),
      roomVisibleTo(viewerId),
    ),
  );
  return (await withDetails(db, rows))[0];
}

export async function findMessageByClientId(
  db: DbExecutor,
  senderId: string,
  clientMessageId: string,
) {
  const [row] = await db
    .select({ id: chatMessages.id, organizationId: chatMessages.organizationId })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)),
    );
  return row;
}

/**
 * A page of a thread: the newest `limit + 1` messages older than the cursor (createdAt, id),
 * newest first; the caller reverses and trims.
 */
export async function listThreadMessages(
  db: DbExecutor,
  organizationId: string,
  viewerId: string,
  threadId: string,
  cursor: { createdAt: Date; id: string } | undefined,
  limit: number,
) {
  const rows = await selectMessages(db)
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.threadId, threadId),
        roomVisibleTo(viewerId),
        cursor
          ? or(
              lt(chatMessages.createdAt, cursor.createdAt),
              and(eq(chatMessages.createdAt, cursor.createdAt), lt(chatMessages.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit + 1);
  return withDetails(db, rows);
}

/** Important messages of the organisation the user has not confirmed (not their own). */
export async function activeImportantMessages(
  db: DbExecutor,
  organizationId: string,
  userId: string,
) {
  const rows = await selectMessages(db)
    .leftJoin(
      chatReadReceipts,
      and(eq(chatReadReceipts.messageId, chatMessages.id), eq(chatReadReceipts.userId, userId)),
    )
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.isImportant, true),
        roomVisibleTo(userId),
        ne(chatMessages.senderId, userId),
        isNull(chatReadReceipts.confirmedAt),
      ),
    )
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(200);
  return withDetails(
    db,
    rows.map(({ message, sender, room, thread }) => ({ message, sender, room, thread })),
  );
}

export async function updateMessage(
  db: DbExecutor,
  organizationId: string,
  messageId: string,
  values: Partial<typeof chatMessages.$inferInsert>,
) {
  await db
    .update(chatMessages)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.id, messageId)));
}

/** Delete a message; answers the storage paths of its attachments (to remove the files). */
export async function deleteMessage(db: DbExecutor, organizationId: string, messageId: string) {
  const files = await db
    .select({ storagePath: chatAttachments.storagePath })
    .from(chatAttachments)
    .where(eq(chatAttachments.messageId, messageId));
  const rows = await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.organizationId, organizationId), eq(chatMessages.id, messageId)))
    .returning({ id: chatMessages.id });
  return rows.length === 1 ? files.map((file) => file.storagePath) : undefined;
}

/** Record that the user read the message; the first read time is kept. */
export async function markRead(
  db: DbExecutor,
  organizationId: string,
  messageId: string,
  userId: string,
) {
  await db
    .insert(chatReadReceipts)
    .values({ organizationId, messageId, userId })
    .onConflictDoNothing();
}

/** Record that the user confirmed the message (reading it too); the first time is kept. */
export async function markConfirmed(
  db: DbExecutor,
  organizationId: string,
  messageId: string,
  userId: string,
) {
  await db
    .insert(chatReadReceipts)
    .values({ organizationId, messageId, userId, confirmedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [chatReadReceipts.messageId, chatReadReceipts.userId],
      set: { confirmedAt: sql`coalesce(${chatReadReceipts.confirmedAt}, now())` },
    });
}

/** A stored file of a message the viewer may see (a direct message's files stay private). */
export async function findAttachmentByPath(
  db: DbExecutor,
  organizationId: string,
  viewerId: string,
  storagePath: string,
) {
  const [row] = await db
    .select({ attachment: chatAttachments })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.chatRoomId))
    .where(
      and(
        eq(chatAttachments.organizationId, organizationId),
        eq(chatAttachments.storagePath, storagePath),
        roomVisibleTo(viewerId),
      ),
    );
  return row?.attachment;
}
