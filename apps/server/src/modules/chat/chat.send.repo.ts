import type { ChatRoomKind } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { namedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import {
  chatAttachments,
  chatMentions,
  chatMessages,
  chatRooms,
  chatThreads,
} from './chat.table.js';
import type { ChatMessageRow, PersonRow } from './chat.repo.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';

export type NewMessage = {
  organizationId: string;
  threadId: string;
  /** When given, the thread must be in this room. */
  chatRoomId: string | null;
  senderId: string;
  clientMessageId: string | null;
  content: string;
  isImportant: boolean;
  /** Already stored files, in their order (ids chosen by the caller). */
  attachments: ReadonlyArray<{
    id: string;
    filename: string;
    mimetype: string;
    size: number;
    storagePath: string;
  }>;
  /** Lower-case "@username"s of the text; only active members of the organisation count. */
  mentionedUsernames: string[];
};

export type SentMessage = {
  message: ChatMessageRow;
  /** Whether it went to a room or a direct message (absent: a room). */
  roomKind?: ChatRoomKind;
  sender: PersonRow;
  room: { id: string; name: string };
  thread: { id: string; title: string };
  mentions: PersonRow[];
};

type SentRow = ChatMessageRow & {
  sender: PersonRow;
  roomName: string;
  roomKind: ChatRoomKind;
  threadTitle: string;
  mentions: PersonRow[];
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, ` +
      `'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`,
  );

const p = (name: keyof NewMessage) => sql.placeholder(name);

/**
 * A whole send in one statement (one round trip, atomic by itself): the thread check (of the
 * organisation, in the given room, not archived, seen by the sender), the message (nothing when
 * the sender already used this clientMessageId), its attachments and its mentions (of members
 * who may see the room), answered with what the message view shows. Named and prepared: one plan per connection for every send.
 */
const sendStatement = namedStatement<SentRow>(
  'chat_send',
  sql`
    with target as (
      select t.id as thread_id, t.chat_room_id, t.title, r.name as room_name, r.kind as room_kind
      from ${chatThreads} t join ${chatRooms} r on r.id = t.chat_room_id
      where t.id = ${p('threadId')}::uuid and t.organization_id = ${p('organizationId')}::uuid
        and not r.is_archived and ${roomVisibleTo(p('senderId'), roomAlias('r'))}
        and (${p('chatRoomId')}::uuid is null or t.chat_room_id = ${p('chatRoomId')}::uuid)
    ),
    inserted as (
      insert into ${chatMessages} (organization_id, chat_room_id, thread_id, sender_id,
        client_message_id, content, is_important, requires_confirmation)
      select ${p('organizationId')}::uuid, target.chat_room_id, target.thread_id,
        ${p('senderId')}::uuid, ${p('clientMessageId')}::text, ${p('content')}::text,
        ${p('isImportant')}::boolean, ${p('isImportant')}::boolean
      from target
      on conflict (sender_id, client_message_id) where client_message_id is not null do nothing
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
      join ${chatRooms} mr on mr.id = inserted.chat_room_id
      where ${roomVisibleTo(sql`u.id`, roomAlias('mr'))}
      on conflict do nothing
      returning user_id
    )
    select inserted.id, inserted.organization_id as "organizationId",
      inserted.chat_room_id as "chatRoomId", inserted.thread_id as "threadId",
      inserted.sender_id as "senderId", inserted.client_message_id as "clientMessageId",
      inserted.content, inserted.is_pinned as "isPinned", inserted.is_important as "isImportant",
      inserted.requires_confirmation as "requiresConfirmation", inserted.created_at as "createdAt",
      inserted.updated_at as "updatedAt", inserted.edited_at as "editedAt",
      ${person('s')} as sender, target.room_name as "roomName",
      target.room_kind as "roomKind", target.title as "threadTitle",
      (select coalesce(json_agg(${person('m')} order by m.username), '[]'::json)
        from mentioned join ${users} m on m.id = mentioned.user_id) as mentions
    from inserted
    join target on target.thread_id = inserted.thread_id
    join ${users} s on s.id = inserted.sender_id`,
);

/**
 * Store a message, its files and mentions. No answer: the thread refused the message or the
 * clientMessageId was used; the caller finds out which.
 */
export async function insertSentMessage(
  db: Database,
  input: NewMessage,
): Promise<SentMessage | undefined> {
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
  const [row] = await sendStatement(db, { ...input, attachments });

  if (!row) return undefined;
  const { sender, roomName, roomKind, threadTitle, mentions, ...message } = row;
  return {
    message,
    roomKind,
    sender,
    room: { id: message.chatRoomId, name: roomName },
    thread: { id: message.threadId, title: threadTitle },
    mentions,
  };
}
