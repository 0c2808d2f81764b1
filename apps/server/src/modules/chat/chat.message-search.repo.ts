import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { Database } from '../../platform/db/database.js';
import { namedStatement } from '../../platform/db/prepared.js';
import type { PersonRow } from './chat.repo.js';
import { roomAlias, roomVisibleTo } from './chat.visibility.js';

/** What narrows a search besides its words; absent filters leave their condition out. */
export type MessageSearchFilters = {
  senderId?: string;
  roomId?: string;
  after?: Date;
  before?: Date;
  hasAttachment: boolean;
};

export type MessageSearchQuery = MessageSearchFilters & {
  organizationId: string;
  userId: string;
  /** The tsquery (searchQueryOf). */
  query: string;
  limit: number;
  offset: number;
};

type NeighbourJson = { id: string; sender: PersonRow; content: string; createdAt: string };

export type MessageSearchRow = {
  id: string;
  sender: PersonRow;
  createdAt: Date;
  editedAt: Date | null;
  /** ts_headline's excerpt, the found words between HIGHLIGHT_START and HIGHLIGHT_STOP. */
  headline: string;
  attachmentCount: number;
  room: { id: string; name: string };
  thread: { id: string; title: string };
  previous: NeighbourJson | null;
  next: NeighbourJson | null;
};

/** ts_headline's markers around found words: control characters a chat message does not hold. */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';
/** How much of a neighbouring message the context line carries. */
const NEIGHBOUR_CHARACTERS = 200;

/** The indexed document; the same expression as chat_messages_search_idx, or the index is unused. */
const DOCUMENT = sql.raw(`to_tsvector('simple'::regconfig, m.content)`);

/** Matches ranked at most: the newest this many (see messageSearchSql). */
export const RANKED_MATCHES = 1_000;

/**
 * The user's text as a query: its words as PostgreSQL's 'simple' parser splits them (as it
 * split the messages), each a prefix, all required; null when it has no word (punctuation).
 */
const toQueryStatement = namedStatement<{ query: string | null }>(
  'chat_message_search_query',
  sql`select (select to_tsquery('simple'::regconfig,
      string_agg(quote_literal(lexeme) || ':*', ' & '))
    from unnest(to_tsvector('simple'::regconfig, ${sql.placeholder('text')}::text)))::text
    as query`,
);

/** The tsquery of a search text, null when it has no word to look for. */
export async function searchQueryOf(db: Database, text: string): Promise<string | null> {
  const [row] = await toQueryStatement(db, { text });
  return row?.query ?? null;
}

const TSQUERY = sql`${sql.placeholder('query')}::tsquery`;

const personJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'username', ${alias}.username, ` +
  `'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name)`;

/** The message just before (direction '<') or after ('>') the found one in its thread. */
function neighbour(direction: '<' | '>') {
  // Spelled as the (thread, created_at desc nulls last, id desc nulls last) index reads, forwards
  // or backwards: "desc" alone means nulls first, which the index cannot give in order, and
  // PostgreSQL then read the whole thread to sort it.
  const order = direction === '<' ? 'desc nulls last' : 'asc nulls first';
  return sql.raw(`(select json_build_object('id', n.id, 'sender', ${personJson('ns')},
      'content', left(n.content, ${NEIGHBOUR_CHARACTERS}), 'createdAt', n.created_at)
    from chat_messages n join users ns on ns.id = n.sender_id
    where n.thread_id = m.thread_id and (n.created_at, n.id) ${direction} (m.created_at, m.id)
    order by n.created_at ${order}, n.id ${order} limit 1)`);
}

const HEADLINE_OPTIONS = sql.raw(
  `'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', MaxWords=40, MinWords=20'`,
);

/** The conditions of the filters present, in a fixed order (the statement's shape). */
function filterConditions(filters: MessageSearchFilters): { shape: string; conditions: SQL[] } {
  const parts: Array<[boolean, string, SQL]> = [
    [!!filters.senderId, 'from', sql`m.sender_id = ${sql.placeholder('senderId')}::uuid`],
    [!!filters.roomId, 'room', sql`m.chat_room_id = ${sql.placeholder('roomId')}::uuid`],
    [!!filters.after, 'after', sql`m.created_at >= ${sql.placeholder('after')}::timestamptz`],
    [!!filters.before, 'before', sql`m.created_at < ${sql.placeholder('before')}::timestamptz`],
    [
      filters.hasAttachment,
      'files',
      sql`exists (select 1 from chat_attachments a where a.message_id = m.id)`,
    ],
  ];
  const present = parts.filter(([isPresent]) => isPresent);
  return {
    shape: present.map(([, name]) => name).join('_') || 'words',
    conditions: present.map(([, , condition]) => condition),
  };
}

/**
 * One page of matches, best first: ts_rank, then newest, among the organisation's newest
 * RANKED_MATCHES matches. That bound keeps a common word fast: PostgreSQL then walks the
 * (organisation, newest first) index and stops after RANKED_MATCHES matches, where ranking
 * every match would read most of the table; a rarer word goes through the GIN index and all
 * its matches are ranked. The choice needs the real query in the plan, so the statement is
 * planned per call (see searchChatMessages). The excerpt, the people and the neighbours are
 * built for the page alone. Rooms the user may not see (another organisation, a direct message
 * they are not in) never match. Exported for the benchmark's bare engine, which runs the same
 * SQL.
 */
export function messageSearchSql(filters: MessageSearchFilters): { shape: string; query: SQL } {
  const { shape, conditions } = filterConditions(filters);
  const extra = conditions.length ? sql` and ${sql.join(conditions, sql` and `)}` : sql``;
  return {
    shape,
    query: sql`
      with recent as (
        select m.id, m.created_at, m.content
        from chat_messages m
        join chat_rooms r on r.id = m.chat_room_id
        where m.organization_id = ${sql.placeholder('organizationId')}::uuid
          and r.organization_id = ${sql.placeholder('organizationId')}::uuid
          and ${DOCUMENT} @@ ${TSQUERY}
          and ${roomVisibleTo(sql`${sql.placeholder('userId')}::uuid`, roomAlias('r'))}${extra}
        order by m.created_at desc nulls last, m.id desc nulls last
        limit ${sql.raw(String(RANKED_MATCHES))}
      ),
      page as (
        select id, created_at,
          ts_rank(to_tsvector('simple'::regconfig, content), ${TSQUERY}) as rank
        from recent
        order by rank desc, created_at desc, id desc
        limit ${sql.placeholder('limit')}::int offset ${sql.placeholder('offset')}::int
      )
      select m.id, ${sql.raw(personJson('s'))} as sender, m.created_at as "createdAt",
        m.edited_at as "editedAt",
        ts_headline('simple'::regconfig, m.content, ${TSQUERY}, ${HEADLINE_OPTIONS}) as headline,
        (select count(*)::int from chat_attachments a where a.message_id = m.id)
          as "attachmentCount",
        json_build_object('id', r.id, 'name', r.name) as room,
        json_build_object('id', t.id, 'title', t.title) as thread,
        ${neighbour('<')} as previous,
        ${neighbour('>')} as next
      from page
      join chat_messages m on m.id = page.id
      join users s on s.id = m.sender_id
      join chat_rooms r on r.id = m.chat_room_id
      join chat_threads t on t.id = m.thread_id
      order by page.rank desc, page.created_at desc, page.id desc`,
  };
}

const dialect = new PgDialect();

/** The SQL text of a shape, built once; its values are filled per call. */
function buildStatement(filters: MessageSearchFilters) {
  return dialect.sqlToQuery(messageSearchSql(filters).query);
}

/** The values of the statement's placeholders. */
export function messageSearchValues(query: MessageSearchQuery): Record<string, unknown> {
  return {
    organizationId: query.organizationId,
    userId: query.userId,
    query: query.query,
    senderId: query.senderId,
    roomId: query.roomId,
    after: query.after?.toISOString(),
    before: query.before?.toISOString(),
    limit: query.limit,
    offset: query.offset,
  };
}

const statements = new Map<string, ReturnType<typeof buildStatement>>();

/**
 * Up to `limit` matches after `offset`, best first. The SQL text of each filter combination is
 * built once; it runs unnamed, so PostgreSQL plans it with the query's words and picks the
 * index that suits how common they are (a named statement would settle on one plan for all).
 */
export async function searchChatMessages(
  db: Database,
  query: MessageSearchQuery,
): Promise<MessageSearchRow[]> {
  const { shape } = filterConditions(query);
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = buildStatement(query)));
  const client = (db as Database & { $client: Pool }).$client;
  const result = await client.query<MessageSearchRow>({
    text: statement.sql,
    values: fillPlaceholders(statement.params, messageSearchValues(query)),
  });
  return result.rows;
}
