/**
 * A bare engine for any read call of the product, without copying its SQL by hand: the product
 * answers the call once while its pool records every statement it sends; the bare engine
 * (Fastify with one node-postgres pool) then answers the same URL by checking the session
 * and sending exactly those statements (same text, names, values and row mode), one after
 * another, and answering their rows as JSON. No validation, no ORM, no presenters, no
 * logging: the floor under the product's own SQL. The product's session lookups (and its
 * cache of them) are left out of the recording; the bare engine checks the session itself
 * on every call.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

type QueryConfig = { text: string; name?: string; values?: unknown[]; rowMode?: string };
type Recorded = { config: QueryConfig; values: unknown[] | undefined };

const SESSION_SQL = `
  select s.user_id, s.organization_id, s.expires_at, s.revoked_at, u.active
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1`;

const touchesSessions = (text: string) => /\bsessions\b/i.test(text);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Record what the product's pool sends while `during` runs (non-transaction statements). */
export async function recordStatements(
  pool: pg.Pool,
  during: () => Promise<void>,
): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
    const [first, second] = args;
    const config: QueryConfig =
      typeof first === 'string' ? { text: first } : { ...(first as QueryConfig) };
    const values = Array.isArray(second) ? second : config.values;
    if (!touchesSessions(config.text)) recorded.push({ config, values });
    return original(...args);
  };
  try {
    await during();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return recorded;
}

/** The bare engine on a free port; `learn(url, statements)` teaches it what a URL runs. */
export async function startReplayBareEngine(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const byUrl = new Map<string, Recorded[]>();

  const app = Fastify({ logger: false });
  app.get('/api/*', async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const { rows: sessions } = await pool.query<{
      expires_at: Date;
      revoked_at: Date | null;
      active: boolean;
    }>({ name: 'bare_replay_session', text: SESSION_SQL, values: [hashToken(token)] });
    const session = sessions[0];
    if (!session || session.revoked_at || !session.active || session.expires_at <= new Date()) {
      return reply.status(401).send({ error: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    }
    const statements = byUrl.get(request.url);
    if (!statements) return reply.status(404).send({ error: 'Not recorded.', code: 'NOT_FOUND' });
    const answers: unknown[] = [];
    for (const { config, values } of statements) {
      const result = await pool.query({ ...config, values } as pg.QueryConfig);
      answers.push(result.rows);
    }
    return { answers };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    learn: (path: string, statements: Recorded[]) => byUrl.set(path, statements),
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
