import { DIRECT_MESSAGE_THREAD_TITLE } from '@worksphere/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database.js';
import { users } from '../users/users.table.js';
import type { PersonRow } from './chat.repo.js';
import { chatMessages, chatRoomMembers, chatRooms, chatThreads } from './chat.table.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';

export type DirectRow = {
  id: string;
  threadId: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  members: PersonRow[];
};

type RawDirectRow = {
  id: string;
  thread_id: string;
  created_at: Date | string;
  last_message_at: Date | string | null;
  members: PersonRow[];
};

/**
 * The user's direct messages (or one of them), each with its thread, its members by name and
 * its newest message's time, the most recently active first. Only rooms the user may see.
 */
export async function listDirectOf(
  db: DbExecutor,
  organizationId: string,
  userId: string,
  roomId?: string,
): Promise<DirectRow[]> {
  const result = await db.execute<RawDirectRow>(sql`
    select r.id, r.created_at, t.id as thread_id,
      (select max(m.created_at) from ${chatMessages} m where m.thread_id = t.id)
        as last_message_at,
      (select json_agg(json_build_object('id', u.id, 'username', u.username,
          'firstName', u.first_name, 'lastName', u.last_name)
          order by u.first_name, u.last_name, u.id)
        from ${chatRoomMembers} cm join ${users} u on u.id = cm.user_id
        where cm.room_id = r.id) as members
    from ${chatRooms} r
    join lateral (select id from ${chatThreads} where chat_room_id = r.id
      order by created_at, id limit 1) t on true
    where r.organization_id = ${organizationId} and r.kind = 'direct'
      and ${roomVisibleTo(userId, roomAlias('r'))}
      ${roomId ? sql`and r.id = ${roomId}` : sql``}
    order by last_message_at desc nulls last, r.created_at desc, r.id`);
  return result.rows.map((row) => ({
    id: row.id,
    threadId: row.thread_id,
    createdAt: new Date(row.created_at),
    lastMessageAt: row.last_message_at ? new Date(row.last_message_at) : null,
    members: row.members ?? [],
  }));
}

/** The active members of the organisation among these ids, by name. */
export function activeMembersAmong(
  db: DbExecutor,
  organizationId: string,
  ids: string[],
): Promise<PersonRow[]> {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.active, true), inArray(users.id, ids)),
    );
}

/** The direct message of exactly this set of members (memberKey: their sorted ids). */
export async function findDirectIdByKey(db: DbExecutor, organizationId: string, memberKey: string) {
  const [row] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.organizationId, organizationId), eq(chatRooms.memberKey, memberKey)));
  return row?.id;
}

/**
 * Open a direct message with its one thread and its members, in the caller's transaction.
 * Answers undefined when another request opened the same set of members first (the unique
 * member key refused this one); the caller then finds that one.
 */
export async function insertDirect(
  tx: DbExecutor,
  input: {
    organizationId: string;
    name: string;
    memberKey: string;
    createdById: string;
    memberIds: string[];
  },
) {
  const [room] = await tx
    .insert(chatRooms)
    .values({
      organizationId: input.organizationId,
      name: input.name,
      kind: 'direct',
      memberKey: input.memberKey,
      createdById: input.createdById,
    })
    .onConflictDoNothing()
    .returning({ id: chatRooms.id });
  if (!room) return undefined;
  await tx.insert(chatThreads).values({
    organizationId: input.organizationId,
    chatRoomId: room.id,
    title: DIRECT_MESSAGE_THREAD_TITLE,
    createdById: input.createdById,
  });
  await tx.insert(chatRoomMembers).values(
    input.memberIds.map((userId) => ({
      roomId: room.id,
      userId,
      organizationId: input.organizationId,
    })),
  );
  return room.id;
}

/**
 * Who may see the room among the organisation's active members: everyone for a room, its
 * members for a direct message (announcements, confirmations and mentions reach no one else).
 */
export async function roomAudienceIds(db: DbExecutor, organizationId: string, roomId: string) {
  const result = await db.execute<{ id: string }>(sql`
    select u.id from ${users} u
    join ${chatRooms} r on r.id = ${roomId} and r.organization_id = u.organization_id
    where u.organization_id = ${organizationId} and u.active
      and ${roomVisibleTo(sql`u.id`, roomAlias('r'))}`);
  return result.rows.map((row) => row.id);
}
