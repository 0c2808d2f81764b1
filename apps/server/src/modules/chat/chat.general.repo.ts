import { CHAT_GENERAL_ROOM_NAME, CHAT_GENERAL_THREAD_TITLE } from '@worksphere/contracts';
import type { DbExecutor } from '../../platform/db/database.js';
import { chatRooms, chatThreads } from './chat.table.js';

/**
 * The "General" room with its "General" thread, so the members of a new organisation can say
 * hello without naming a room and a thread first. Called in the transaction that creates the
 * organisation; older organisations got theirs from the migration chat_general_room.
 */
export async function insertGeneralRoom(
  db: DbExecutor,
  organizationId: string,
  createdById: string | null,
) {
  const [room] = await db
    .insert(chatRooms)
    .values({ organizationId, name: CHAT_GENERAL_ROOM_NAME, createdById })
    .returning();
  const [thread] = await db
    .insert(chatThreads)
    .values({
      organizationId,
      chatRoomId: room!.id,
      title: CHAT_GENERAL_THREAD_TITLE,
      createdById,
    })
    .returning();
  return { room: room!, thread: thread! };
}
