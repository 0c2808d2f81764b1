import { createReadStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import * as tar from 'tar';
import { openDatabase, runMigrations } from '../platform/db/database.js';
import { migrationsDir } from '../platform/paths.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATA_DIR_ENTRIES,
  journalUpTo,
  type BackupManifest,
} from './backup.js';
import { quoteIdentifier } from './tables.js';

/** A restore refused before it changed anything; the message says why. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/**
 * Bring an empty installation back to a backup: the schema the backup was taken with, every
 * row in one transaction, the migrations added since, then DATA_DIR's files. Refused, with
 * nothing changed, when the database has users or DATA_DIR has uploads.
 */
export async function restoreBackup(options: {
  databaseUrl: string;
  dataDir: string;
  archive: string;
}): Promise<BackupManifest> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'worksphere-restore-'));
  try {
    await tar.extract({ file: options.archive, cwd: staging }).catch((error: unknown) => {
      throw new RestoreRefused(`${options.archive} is not a Worksphere backup (${String(error)}).`);
    });
    const manifest = await readManifest(staging);
    await refuseUnlessEmpty(options.databaseUrl, options.dataDir);

    const database = openDatabase(options.databaseUrl, 2);
    try {
      await resetSchema(database.pool);
      // The schema as it was when the backup was taken, so that every column of it is there.
      const migrationsAtBackup = path.join(staging, 'migrations');
      await cp(migrationsDir, migrationsAtBackup, { recursive: true });
      await writeFile(
        path.join(migrationsAtBackup, 'meta', '_journal.json'),
        JSON.stringify(await journalUpTo(manifest.migration)),
      );
      await migrate(database.db, { migrationsFolder: migrationsAtBackup });
      await loadRows(database.pool, manifest, path.join(staging, 'database'));
      // Then what this version adds.
      await runMigrations(database);
    } finally {
      await database.close();
    }
    await mkdir(options.dataDir, { recursive: true });
    for (const entry of DATA_DIR_ENTRIES) {
      const source = path.join(staging, 'files', entry);
      await cp(source, path.join(options.dataDir, entry), {
        recursive: true,
        preserveTimestamps: true,
        force: true,
      }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const text = await readFile(path.join(staging, 'manifest.json'), 'utf8').catch(() => '');
  const manifest = (text ? JSON.parse(text) : {}) as Partial<BackupManifest>;
  if (manifest.format !== BACKUP_FORMAT || !Array.isArray(manifest.tables)) {
    throw new RestoreRefused('This archive is not a Worksphere backup (no manifest).');
  }
  if (manifest.version !== BACKUP_VERSION) {
    throw new RestoreRefused(`Backups of format ${String(manifest.version)} are not known here.`);
  }
  return manifest as BackupManifest;
}

async function refuseUnlessEmpty(databaseUrl: string, dataDir: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ users: string | null }>(
      "select to_regclass('public.users')::text as users",
    );
    if (rows[0]?.users) {
      const { rowCount } = await client.query('select 1 from users limit 1');
      if (rowCount) {
        throw new RestoreRefused(
          'The database is not empty: restore into a new installation (an empty database).',
        );
      }
    }
  } finally {
    await client.end();
  }
  const uploads = await listFiles(path.join(dataDir, 'uploads'));
  if (uploads.some((file) => !file.startsWith('.incoming'))) {
    throw new RestoreRefused(`${path.join(dataDir, 'uploads')} is not empty: restore needs none.`);
  }
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

/** An empty database, whatever an earlier start migrated into it (it holds no rows). */
async function resetSchema(pool: pg.Pool) {
  await pool.query(
    'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
  );
}

async function loadRows(pool: pg.Pool, manifest: BackupManifest, directory: string) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Rows are loaded as they were, so triggers that keep counts (projects' task counts) or
    // stamp times must not act on them again: the counts are in the rows already. Only the
    // product's own triggers are switched off; foreign keys are still checked.
    const tables = manifest.tables.map((table) => quoteIdentifier(table.name));
    for (const table of tables) await client.query(`alter table ${table} disable trigger user`);
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoteIdentifier).join(', ');
      const copy = client.query(
        copyFrom(`copy ${quoteIdentifier(table.name)} (${columns}) from stdin`),
      );
      await pipeline(createReadStream(path.join(directory, table.file)), copy);
      if ((copy.rowCount ?? 0) !== table.rows) {
        throw new Error(`${table.name}: ${copy.rowCount} rows read back of ${table.rows}.`);
      }
    }
    await resetSequences(client);
    for (const table of tables) await client.query(`alter table ${table} enable trigger user`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Serial columns go on after the highest restored value, not from 1. */
async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_class s
       join pg_namespace n on n.oid = s.relnamespace
       join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of rows) {
    await client.query(
      `select setval($1::regclass, coalesce(max(${quoteIdentifier(column)}), 0) + 1, false)
         from ${quoteIdentifier(table)}`,
      [quoteIdentifier(sequence)],
    );
  }
}
