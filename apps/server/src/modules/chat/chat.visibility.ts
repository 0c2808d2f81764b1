import { and, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { chatRoomMembers, chatRooms } from './chat.table.js';

/** A user id as a value, a column (u.id) or a prepared statement's placeholder. */
export type UserRef = string | SQLWrapper | Placeholder;

/** The columns of a room the rule reads: chat_rooms itself, or an alias in raw SQL (roomAlias). */
export type RoomRef = { id: SQLWrapper; kind: SQLWrapper };

/** Columns of chat_rooms under an alias, for raw SQL such as `join chat_rooms r ...`. */
export function roomAlias(alias: string): RoomRef {
  return { id: sql.raw(`${alias}.id`), kind: sql.raw(`${alias}.kind`) };
}

/**
 * The one rule of who sees a room: every member of the organisation sees its rooms of kind
 * 'room'; a direct message is seen by its members only. Every query that reads rooms, threads,
 * messages, counts or search results goes through this (with the organisation check beside
 * it), so a direct message never leaks through a path that forgot it.
 */
export function roomVisibleTo(userId: UserRef, room: RoomRef = chatRooms): SQL {
  return sql`(${room.kind} = 'room' or exists (select 1 from ${chatRoomMembers}
    where ${chatRoomMembers.roomId} = ${room.id} and ${chatRoomMembers.userId} = ${userId}))`;
}

/** Rooms of the organisation this user may see (Drizzle queries that select from chat_rooms). */
export function visibleRooms(organizationId: string, userId: UserRef): SQL {
  return and(eq(chatRooms.organizationId, organizationId), roomVisibleTo(userId))!;
}
