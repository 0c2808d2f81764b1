import type { ChatNotificationLevel } from '@worksphere/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { namedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import {
  chatMentions,
  chatMessages,
  chatReactions,
  chatRooms,
  chatRoomStates,
  chatThreads,
  chatThreadStates,
} from './chat.table.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';

/** One member's unread state of one thread, as the SQL below counts it. */
export type UnreadRow = {
  userId: string;
  threadId: string;
  chatRoomId: string;
  title: string;
  roomName: string;
  level: ChatNotificationLevel;
  unreadCount: number;
  mentionCount: number;
  lastMessageAt: Date | null;
};

type RawUnreadRow = {
  user_id: string;
  thread_id: string;
  chat_room_id: string;
  title: string;
  room_name: string;
  level: ChatNotificationLevel;
  unread_count: string | number;
  mention_count: string | number;
  last_message_at: Date | string | null;
};

function toUnreadRow(row: RawUnreadRow): UnreadRow {
  return {
    userId: row.user_id,
    threadId: row.thread_id,
    chatRoomId: row.chat_room_id,
    title: row.title,
    roomName: row.room_name,
    level: row.level,
    unreadCount: Number(row.unread_count),
    mentionCount: Number(row.mention_count),
    lastMessageAt: row.last_message_at ? new Date(row.last_message_at) : null,
  };
}

/**
 * Unread counts of members and threads in one statement. A message is unread for a member when
 * someone else wrote it after the member's read position in that thread, or, without one, after
 * the member joined (history from before one's account is not "new"). Archived rooms count
 * nothing; a direct message counts for its members only. The level is the thread's own, else
 * the room's, else all.
 */
function unreadQuery(filter: { byUser: boolean; byThread: boolean; onlyUnread: boolean }) {
  const t = chatThreads;
  const r = chatRooms;
  const m = chatMessages;
  return sql<RawUnreadRow>`
    select u.id as user_id, t.id as thread_id, t.chat_room_id, t.title, r.name as room_name,
      coalesce(ts.notification_level, rs.notification_level, 'all') as level,
      count(m.id) as unread_count,
      count(mn.message_id) as mention_count,
      max(m.created_at) as last_message_at
    from ${users} u
    join ${t} t on t.organization_id = u.organization_id
    join ${r} r on r.id = t.chat_room_id and not r.is_archived
      and ${roomVisibleTo(sql`u.id`, roomAlias('r'))}
    left join ${chatThreadStates} ts on ts.thread_id = t.id and ts.user_id = u.id
    left join ${chatRoomStates} rs on rs.room_id = t.chat_room_id and rs.user_id = u.id
    ${filter.onlyUnread ? sql`join` : sql`left join`} ${m} m on m.thread_id = t.id
      and m.sender_id <> u.id
      and m.created_at > coalesce(ts.last_read_at, u.created_at)
    left join ${chatMentions} mn on mn.message_id = m.id and mn.user_id = u.id
    where u.organization_id = ${sql.placeholder('organizationId')} and u.active
      ${filter.byUser ? sql`and u.id = ${sql.placeholder('userId')}` : sql``}
      ${filter.byThread ? sql`and t.id = ${sql.placeholder('threadId')}` : sql``}
    group by u.id, t.id, r.name, ts.notification_level, rs.notification_level
    order by max(m.created_at) desc nulls last, t.id`;
}

/** Each shape of the unread query is one named prepared statement (planned once per connection). */
const unreadStatements = {
  ofUser: namedStatement<RawUnreadRow>(
    'chat_unread_of_user',
    unreadQuery({ byUser: true, byThread: false, onlyUnread: true }),
  ),
  ofThread: namedStatement<RawUnreadRow>(
    'chat_unread_of_thread',
    unreadQuery({ byUser: false, byThread: true, onlyUnread: false }),
  ),
  ofUserInThread: namedStatement<RawUnreadRow>(
    'chat_unread_of_user_in_thread',
    unreadQuery({ byUser: true, byThread: true, onlyUnread: false }),
  ),
};

/** The threads in which the user has unread messages, newest first. */
export async function unreadThreadsOf(db: Database, organizationId: string, userId: string) {
  const rows = await unreadStatements.ofUser(db, { organizationId, userId });
  return rows.map(toUnreadRow);
}

/** Every active member's state of one thread (zero counts included), or one member's. */
export async function threadUnreadOfMembers(
  db: Database,
  organizationId: string,
  threadId: string,
  userId?: string,
) {
  const rows = userId
    ? await unreadStatements.ofUserInThread(db, { organizationId, threadId, userId })
    : await unreadStatements.ofThread(db, { organizationId, threadId });
  return rows.map(toUnreadRow);
}

/** Move the member's read position to the newest message of the thread (never backwards). */
export async function markThreadRead(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  userId: string,
) {
  const newest = sql`coalesce((select max(${chatMessages.createdAt}) from ${chatMessages}
    where ${chatMessages.threadId} = ${threadId}), now())`;
  await db
    .insert(chatThreadStates)
    .values({ organizationId, threadId, userId, lastReadAt: newest })
    .onConflictDoUpdate({
      target: [chatThreadStates.threadId, chatThreadStates.userId],
      set: {
        lastReadAt: sql`greatest(${chatThreadStates.lastReadAt}, excluded.last_read_at)`,
        updatedAt: new Date(),
      },
    });
}

/**
 * The member's read position of a thread: where they read up to, else when they joined (what
 * came before is not new to them; the same rule as the counts).
 */
export async function lastReadAtOf(db: DbExecutor, threadId: string, userId: string) {
  const [row] = await db
    .select({
      lastReadAt: sql<Date | string>`coalesce(${chatThreadStates.lastReadAt}, ${users.createdAt})`,
    })
    .from(users)
    .leftJoin(
      chatThreadStates,
      and(eq(chatThreadStates.threadId, threadId), eq(chatThreadStates.userId, users.id)),
    )
    .where(eq(users.id, userId));
  return row ? new Date(row.lastReadAt) : null;
}

export async function setThreadLevel(
  db: DbExecutor,
  organizationId: string,
  threadId: string,
  userId: string,
  level: ChatNotificationLevel | null,
) {
  await db
    .insert(chatThreadStates)
    .values({ organizationId, threadId, userId, notificationLevel: level })
    .onConflictDoUpdate({
      target: [chatThreadStates.threadId, chatThreadStates.userId],
      set: { notificationLevel: level, updatedAt: new Date() },
    });
}

export async function setRoomLevel(
  db: DbExecutor,
  organizationId: string,
  roomId: string,
  userId: string,
  level: ChatNotificationLevel,
) {
  await db
    .insert(chatRoomStates)
    .values({ organizationId, roomId, userId, notificationLevel: level })
    .onConflictDoUpdate({
      target: [chatRoomStates.roomId, chatRoomStates.userId],
      set: { notificationLevel: level, updatedAt: new Date() },
    });
}

/** The levels the member chose, scoped to their organisation. */
export async function notificationSettingsOf(
  db: DbExecutor,
  organizationId: string,
  userId: string,
) {
  const [rooms, threads] = await Promise.all([
    db
      .select({ chatRoomId: chatRoomStates.roomId, level: chatRoomStates.notificationLevel })
      .from(chatRoomStates)
      .where(
        and(eq(chatRoomStates.organizationId, organizationId), eq(chatRoomStates.userId, userId)),
      ),
    db
      .select({ threadId: chatThreadStates.threadId, level: chatThreadStates.notificationLevel })
      .from(chatThreadStates)
      .where(
        and(
          eq(chatThreadStates.organizationId, organizationId),
          eq(chatThreadStates.userId, userId),
          sql`${chatThreadStates.notificationLevel} is not null`,
        ),
      ),
  ]);
  return {
    rooms: rooms.map((row) => ({ ...row, level: row.level as ChatNotificationLevel })),
    threads: threads.map((row) => ({ ...row, level: row.level as ChatNotificationLevel })),
  };
}

/** The active members of the organisation with these (lower-case) usernames. */
export async function membersByUsername(
  db: DbExecutor,
  organizationId: string,
  usernames: string[],
) {
  if (usernames.length === 0) return [];
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.active, true),
        inArray(sql`lower(${users.username})`, usernames),
      ),
    );
}

/** Replace the message's mentions with these members. */
export async function replaceMentions(
  db: DbExecutor,
  organizationId: string,
  messageId: string,
  userIds: string[],
) {
  await db.delete(chatMentions).where(eq(chatMentions.messageId, messageId));
  if (userIds.length) {
    await db
      .insert(chatMentions)
      .values(userIds.map((userId) => ({ organizationId, messageId, userId })))
      .onConflictDoNothing();
  }
}

/** Add the member's reaction, or take it back when it was there; answers whether it is now on. */
export async function toggleReaction(
  db: DbExecutor,
  organizationId: string,
  messageId: string,
  userId: string,
  emoji: string,
) {
  const removed = await db
    .delete(chatReactions)
    .where(
      and(
        eq(chatReactions.messageId, messageId),
        eq(chatReactions.userId, userId),
        eq(chatReactions.emoji, emoji),
      ),
    )
    .returning({ emoji: chatReactions.emoji });
  if (removed.length > 0) return false;
  await db
    .insert(chatReactions)
    .values({ organizationId, messageId, userId, emoji })
    .onConflictDoNothing();
  return true;
}
