import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { namedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import type { ChatThreadRow, PersonRow } from './chat.repo.js';
import type { NewMessage, SentMessage } from './chat.send.repo.js';
import {
  chatAttachments,
  chatMentions,
  chatMessages,
  chatRooms,
  chatThreads,
} from './chat.table.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';

export type NewThreadMessage = Omit<NewMessage, 'threadId' | 'chatRoomId'> & {
  chatRoomId: string;
  threadTitle: string;
};

type Row = SentMessage['message'] & {
  sender: PersonRow;
  roomName: string;
  thread: ChatThreadRow;
  mentions: PersonRow[];
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, ` +
      `'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`,
  );

const p = (name: keyof NewThreadMessage) => sql.placeholder(name);

/**
 * A thread and its first message in one statement (atomic: both or neither). The room must be
 * of the organisation, seen by the sender, not archived and not a direct message (one thread). A clientMessageId the sender used
 * already stores nothing; two such sends at once make the second fail on the unique index
 * (rolling back its thread too), which insertMessageInNewThread answers as "nothing stored".
 */
const sendStatement = namedStatement<Row>(
  'chat_send_new_thread',
  sql`
    with target as (
      select r.id, r.name from ${chatRooms} r
      where r.id = ${p('chatRoomId')}::uuid and r.organization_id = ${p('organizationId')}::uuid
        and not r.is_archived and r.kind = 'room'
        and ${roomVisibleTo(p('senderId'), roomAlias('r'))}
        and not exists (select 1 from ${chatMessages} used
          where used.sender_id = ${p('senderId')}::uuid
            and used.client_message_id = ${p('clientMessageId')}::text)
    ),
    thread as (
      insert into ${chatThreads} (organization_id, chat_room_id, title, created_by_id)
      select ${p('organizationId')}::uuid, target.id, ${p('threadTitle')}::text,
        ${p('senderId')}::uuid
      from target
      returning *
    ),
    inserted as (
      insert into ${chatMessages} (organization_id, chat_room_id, thread_id, sender_id,
        client_message_id, content, is_important, requires_confirmation)
      select thread.organization_id, thread.chat_room_id, thread.id, ${p('senderId')}::uuid,
        ${p('clientMessageId')}::text, ${p('content')}::text, ${p('isImportant')}::boolean,
        ${p('isImportant')}::boolean
      from thread
      returning *
    ),
    attached as (
      insert into ${chatAttachments} (id, organization_id, message_id, filename, mimetype, size,
        storage_path, position)
      select f.id, inserted.organization_id, inserted.id, f.filename, f.mimetype, f.size,
        f.storage_path, f.position
      from inserted, jsonb_to_recordset(${p('attachments')}::jsonb) as f(id uuid, filename text,
        mimetype text, size bigint, storage_path text, position int)
    ),
    mentioned as (
      insert into ${chatMentions} (organization_id, message_id, user_id)
      select inserted.organization_id, inserted.id, u.id
      from inserted join ${users} u on u.organization_id = inserted.organization_id and u.active
        and lower(u.username) = any(${p('mentionedUsernames')}::text[])
      on conflict do nothing
      returning user_id
    )
    select inserted.id, inserted.organization_id as "organizationId",
      inserted.chat_room_id as "chatRoomId", inserted.thread_id as "threadId",
      inserted.sender_id as "senderId", inserted.client_message_id as "clientMessageId",
      inserted.content, inserted.is_pinned as "isPinned", inserted.is_important as "isImportant",
      inserted.requires_confirmation as "requiresConfirmation", inserted.created_at as "createdAt",
      inserted.updated_at as "updatedAt", inserted.edited_at as "editedAt",
      ${person('s')} as sender, target.name as "roomName",
      json_build_object('id', thread.id, 'organizationId', thread.organization_id,
        'chatRoomId', thread.chat_room_id, 'title', thread.title,
        'createdById', thread.created_by_id, 'createdAt', thread.created_at,
        'updatedAt', thread.updated_at) as thread,
      (select coalesce(json_agg(${person('m')} order by m.username), '[]'::json)
        from mentioned join ${users} m on m.id = mentioned.user_id) as mentions
    from inserted
    join thread on thread.id = inserted.thread_id
    join target on target.id = inserted.chat_room_id
    join ${users} s on s.id = inserted.sender_id`,
);

const isClientIdConflict = (error: unknown) =>
  (error as { code?: unknown }).code === '23505' &&
  (error as { constraint?: unknown }).constraint === 'chat_messages_client_id_idx';

/**
 * Open a thread in the room with the message as its first one. No answer: the room refused
 * it or the clientMessageId was used; the caller finds out which.
 */
export async function insertMessageInNewThread(
  db: Database,
  input: NewThreadMessage,
): Promise<(SentMessage & { newThread: ChatThreadRow }) | undefined> {
  const attachments = JSON.stringify(
    input.attachments.map((file, position) => ({
      id: file.id,
      filename: file.filename,
      mimetype: file.mimetype,
      size: file.size,
      storage_path: file.storagePath,
      position,
    })),
  );
  let rows: Row[];
  try {
    rows = await sendStatement(db, { ...input, attachments });
  } catch (error) {
    if (isClientIdConflict(error)) return undefined;
    throw error;
  }
  const [row] = rows;
  if (!row) return undefined;
  const { sender, roomName, thread, mentions, ...message } = row;
  // json_build_object gives the thread's timestamps as text.
  const newThread = {
    ...thread,
    createdAt: new Date(thread.createdAt),
    updatedAt: new Date(thread.updatedAt),
  };
  return {
    message,
    sender,
    room: { id: message.chatRoomId, name: roomName },
    thread: { id: newThread.id, title: newThread.title },
    mentions,
    newThread,
  };
}
