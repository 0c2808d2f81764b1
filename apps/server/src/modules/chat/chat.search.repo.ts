import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/conditions.js';
import { namedStatement } from '../../platform/db/prepared.js';
import { users } from '../users/users.table.js';
import type { ChatMessageRow, ChatMessageView, PersonRow } from './chat.repo.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';
import {
  chatAttachments,
  chatMentions,
  chatMessages,
  chatReactions,
  chatReadReceipts,
  chatRooms,
  chatThreads,
} from './chat.table.js';

/** Timestamps inside json come back as text; the rest of the message's row is parsed by pg. */
type JsonTimes<Row, Keys extends keyof Row> = Omit<Row, Keys> & { [Key in Keys]: string };

type SearchRow = ChatMessageRow & {
  sender: PersonRow;
  room: { id: string; name: string };
  thread: { id: string; title: string };
  attachments: Array<JsonTimes<ChatMessageView['attachments'][number], 'createdAt'>>;
  receipts: Array<JsonTimes<ChatMessageView['receipts'][number], 'readAt' | 'confirmedAt'>>;
  mentions: ChatMessageView['mentions'];
  reactions: Array<JsonTimes<ChatMessageView['reactions'][number], 'createdAt'>>;
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, ` +
      `'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`,
  );

/**
 * The palette's chat search in one statement (one round trip and one pooled connection per
 * keystroke, where it took five): the newest messages of the organisation containing the text,
 * through the trigram index (the order is hidden from the (thread, created) b-tree by
 * "+ interval", so PostgreSQL does not walk every message newest first), each with its sender,
 * room, thread, attachments, read receipts, mentions and reactions. Named and prepared: planned
 * once per connection.
 */
const searchStatement = namedStatement<SearchRow>(
  'chat_search',
  sql`
    select m.id, m.organization_id as "organizationId", m.chat_room_id as "chatRoomId",
      m.thread_id as "threadId", m.sender_id as "senderId",
      m.client_message_id as "clientMessageId", m.content, m.is_pinned as "isPinned",
      m.is_important as "isImportant", m.requires_confirmation as "requiresConfirmation",
      m.created_at as "createdAt", m.updated_at as "updatedAt", m.edited_at as "editedAt",
      ${person('s')} as sender,
      json_build_object('id', r.id, 'name', r.name) as room,
      json_build_object('id', t.id, 'title', t.title) as thread,
      (select coalesce(json_agg(json_build_object('id', a.id,
          'organizationId', a.organization_id, 'messageId', a.message_id,
          'filename', a.filename, 'mimetype', a.mimetype, 'size', a.size,
          'storagePath', a.storage_path, 'position', a.position, 'createdAt', a.created_at)
          order by a.position, a.id), '[]'::json)
        from ${chatAttachments} a where a.message_id = m.id) as attachments,
      (select coalesce(json_agg(json_build_object('messageId', rr.message_id,
          'userId', rr.user_id, 'organizationId', rr.organization_id, 'readAt', rr.read_at,
          'confirmedAt', rr.confirmed_at) order by rr.read_at), '[]'::json)
        from ${chatReadReceipts} rr where rr.message_id = m.id) as receipts,
      (select coalesce(json_agg(json_build_object('messageId', mm.message_id, 'id', u.id,
          'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name)
          order by u.username), '[]'::json)
        from ${chatMentions} mm join ${users} u on u.id = mm.user_id
        where mm.message_id = m.id) as mentions,
      (select coalesce(json_agg(json_build_object('messageId', x.message_id,
          'userId', x.user_id, 'organizationId', x.organization_id, 'emoji', x.emoji,
          'createdAt', x.created_at) order by x.created_at, x.user_id), '[]'::json)
        from ${chatReactions} x where x.message_id = m.id) as reactions
    from (
      select pm.id, pm.created_at from ${chatMessages} pm
      join ${chatRooms} pr on pr.id = pm.chat_room_id
      where pm.organization_id = ${sql.placeholder('organizationId')}::uuid
        and pm.content ilike ${sql.placeholder('pattern')}::text
        and ${roomVisibleTo(sql`${sql.placeholder('userId')}::uuid`, roomAlias('pr'))}
      order by (pm.created_at + interval '0 seconds') desc, pm.id desc
      limit ${sql.placeholder('limit')}::int
    ) page
    join ${chatMessages} m on m.id = page.id
    join ${users} s on s.id = m.sender_id
    join ${chatRooms} r on r.id = m.chat_room_id
    join ${chatThreads} t on t.id = m.thread_id
    order by page.created_at desc, page.id desc`,
);

const date = (value: string) => new Date(value);

/**
 * The newest messages containing `text` (any case) in the rooms the user may see, as every
 * answer shows them.
 */
export async function searchMessages(
  db: Database,
  organizationId: string,
  userId: string,
  text: string,
  limit: number,
): Promise<ChatMessageView[]> {
  const rows = await searchStatement(db, {
    organizationId,
    userId,
    pattern: `%${escapeLike(text)}%`,
    limit,
  });
  return rows.map(({ sender, room, thread, attachments, receipts, mentions, reactions, ...m }) => ({
    message: m,
    sender,
    room,
    thread,
    attachments: attachments.map((row) => ({ ...row, createdAt: date(row.createdAt) })),
    receipts: receipts.map((row) => ({
      ...row,
      readAt: date(row.readAt),
      confirmedAt: row.confirmedAt ? date(row.confirmedAt) : null,
    })),
    mentions,
    reactions: reactions.map((row) => ({ ...row, createdAt: date(row.createdAt) })),
  }));
}
