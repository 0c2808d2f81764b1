import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.js';
import * as schema from './schema.js';

export type Database = NodePgDatabase<typeof schema>;
/** A Drizzle handle that is either the database or an open transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
};

/** Open a pooled connection to PostgreSQL through node-postgres and Drizzle. */
export function openDatabase(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its server is reported here; without a listener it would crash us.
  pool.on('error', () => undefined);
  // A client lent out (a transaction between two statements) that loses its server (a
  // PostgreSQL restart) has no pool listener: its 'error' would end the process. Its next
  // query fails instead, the request is answered with an error, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle({ client: pool, schema });
  return { db, pool, close: () => pool.end() };
}

/** The newest migration's timestamp in drizzle's journal (`when`, milliseconds). */
async function newestJournalEntry(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when drizzle's migrator would apply nothing: it applies every journal entry newer
 * than the newest row of `drizzle.__drizzle_migrations`, so the database is current when that
 * row is at least as new as the journal's last entry. No table yet: not current.
 */
async function migrationsAreCurrent(db: Database): Promise<boolean> {
  const newest = await newestJournalEntry();
  try {
    const { rows } = await db.execute<{ created_at: string | null }>(
      sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
    );
    const recorded = rows[0]?.created_at;
    return recorded !== null && recorded !== undefined && Number(recorded) >= newest;
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: a database never migrated. Drizzle
    // wraps the driver's error; its code is on the cause.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if (['42P01', '3F000'].includes(code ?? cause?.code ?? '')) return false;
    throw error;
  }
}

/** Any fixed number: the key of the session-level advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 0x57535f4d; // "WS_M"

/**
 * Apply the one migration history; safe to run on every start, by any number of processes at
 * once. A database that already records the journal's newest migration is left alone after one
 * query, instead of drizzle reading and hashing every migration file on each start. Otherwise
 * the migrations run under a PostgreSQL advisory lock, so processes started together on an empty
 * database take turns: the first applies them, the others find them applied and carry on.
 */
export async function runMigrations({ db, pool }: DatabaseHandle): Promise<void> {
  if (await migrationsAreCurrent(db)) return;
  // The lock lives on its own connection, outside the pool, so a pool of one still has its
  // connection free for drizzle's migration transaction.
  const lockHolder = new pg.Client(pool.options);
  await lockHolder.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (!(await migrationsAreCurrent(db))) {
      await migrate(db, { migrationsFolder: migrationsDir });
    }
  } finally {
    // Ending the session releases the lock even when the unlock query itself fails.
    await lockHolder.end();
  }
}
