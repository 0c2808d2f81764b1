/**
 * The bare engine of the chat search benchmark: Fastify with one node-postgres pool answering
 * `GET /api/chat/search/messages?q=&from=&limit=` with the product's SQL (the same text, taken
 * from modules/chat/chat.message-search.repo.ts, run the same way), after the same
 * session check, and the same JSON. No validation layer, no ORM, no logging: the floor.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import pg from 'pg';
import {
  messageSearchSql,
  messageSearchValues,
} from '../../apps/server/src/modules/chat/chat.message-search.repo.js';

// The product's first step: the search text as a tsquery (each word a prefix).
const QUERY_SQL = `select (select to_tsquery('simple'::regconfig,
    string_agg(quote_literal(lexeme) || ':*', ' & '))
  from unnest(to_tsvector('simple'::regconfig, $1::text)))::text as query`;

const SESSION_SQL = `
  select s.user_id, s.organization_id, s.expires_at, s.revoked_at, u.active
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1`;

type Row = {
  id: string;
  sender: unknown;
  createdAt: Date;
  editedAt: Date | null;
  headline: string;
  attachmentCount: number;
  room: unknown;
  thread: unknown;
  previous: { createdAt: string } | null;
  next: { createdAt: string } | null;
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** ts_headline's markers (chr(2), chr(3)) to parts, as the product answers them. */
function snippet(headline: string) {
  return headline.split('\u0002').flatMap((piece, index) => {
    const stop = piece.indexOf('\u0003');
    if (index === 0 || stop === -1) return piece ? [{ text: piece, isMatch: false }] : [];
    const rest = piece.slice(stop + 1);
    return [
      { text: piece.slice(0, stop), isMatch: true },
      ...(rest ? [{ text: rest, isMatch: false }] : []),
    ];
  });
}

const neighbour = (row: Row['previous']) =>
  row ? { ...row, createdAt: new Date(row.createdAt).toISOString() } : null;

/** Starts the bare engine on a free port; answers its URL and a close function. */
export async function startChatSearchBareEngine(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const dialect = new PgDialect();
  const compiled = (filters: { senderId?: string }) => {
    const { query } = messageSearchSql({ ...filters, hasAttachment: false });
    return dialect.sqlToQuery(query);
  };
  const statements = { words: compiled({}), from: compiled({ senderId: 'x' }) };

  const app = Fastify({ logger: false });
  app.get('/api/chat/search/messages', async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const { rows: sessions } = await pool.query<{
      user_id: string;
      organization_id: string;
      expires_at: Date;
      revoked_at: Date | null;
    }>({ name: 'bare_session', text: SESSION_SQL, values: [hashToken(token)] });
    const session = sessions[0];
    if (!session || session.revoked_at || session.expires_at.getTime() <= Date.now()) {
      return reply.status(401).send({ error: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    }
    const { q = '', from, limit = '20' } = request.query as Record<string, string | undefined>;
    const { rows: queries } = await pool.query<{ query: string | null }>({
      name: 'bare_search_query',
      text: QUERY_SQL,
      values: [q],
    });
    const tsquery = queries[0]?.query;
    if (!tsquery) return { results: [], hasMore: false };
    const statement = from ? statements.from : statements.words;
    const values = messageSearchValues({
      organizationId: session.organization_id,
      userId: session.user_id,
      query: tsquery,
      senderId: from,
      hasAttachment: false,
      limit: Number(limit) + 1,
      offset: 0,
    });
    // Unnamed, as the product runs it: planned with the words (see searchChatMessages).
    const { rows } = await pool.query<Row>({
      text: statement.sql,
      values: fillPlaceholders(statement.params, values),
    });
    return {
      results: rows.slice(0, Number(limit)).map((row) => ({
        id: row.id,
        sender: row.sender,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        snippet: snippet(row.headline),
        attachmentCount: row.attachmentCount,
        chatRoom: row.room,
        thread: row.thread,
        previous: neighbour(row.previous),
        next: neighbour(row.next),
      })),
      hasMore: rows.length > Number(limit),
    };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
