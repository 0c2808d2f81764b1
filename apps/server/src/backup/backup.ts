import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as tar from 'tar';
import { migrationsDir } from '../platform/paths.js';
import { listTables, quoteIdentifier, type TableShape } from './tables.js';

export const BACKUP_FORMAT = 'worksphere-backup';
export const BACKUP_VERSION = 1;

/** What DATA_DIR holds besides the database: uploaded files and the secrets key. */
export const DATA_DIR_ENTRIES = ['uploads', 'secrets.key'] as const;
/** Uploads still being received: not part of any row yet. */
const INCOMING = path.join('uploads', '.incoming');

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The newest migration the database had (drizzle journal `when`): restore rebuilds that schema. */
  migration: number;
  tables: Array<TableShape & { rows: number; file: string }>;
};

/**
 * One archive (tar.gz) of an installation: every table of the database read in one
 * snapshot (a REPEATABLE READ transaction, so the rows agree with each other whatever is
 * written meanwhile), then the files of DATA_DIR. Files are only added while rows point at
 * them, or removed after their rows are gone, so files copied after the snapshot cover every
 * row in it. COPY has no Drizzle form: the statements here name tables read from the catalogue.
 */
export async function createBackup(options: {
  databaseUrl: string;
  dataDir: string;
  archive: string;
}): Promise<BackupManifest> {
  const archive = path.resolve(options.archive);
  const staging = await mkdtemp(path.join(path.dirname(archive), '.worksphere-backup-'));
  try {
    const manifest = await dumpDatabase(options.databaseUrl, path.join(staging, 'database'));
    await copyDataDir(options.dataDir, path.join(staging, 'files'));
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written beside the target and renamed: a backup cut short never looks like a whole one.
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      'manifest.json',
      'database',
      'files',
    ]);
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function dumpDatabase(databaseUrl: string, directory: string): Promise<BackupManifest> {
  await mkdir(directory, { recursive: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migration = await newestAppliedMigration(client);
    const tables: BackupManifest['tables'] = [];
    for (const [index, table] of (await listTables(client)).entries()) {
      const file = `${String(index).padStart(3, '0')}-${table.name}.copy`;
      const columns = table.columns.map(quoteIdentifier).join(', ');
      const copy = client.query(
        copyTo(`copy ${quoteIdentifier(table.name)} (${columns}) to stdout`),
      );
      await pipeline(copy, createWriteStream(path.join(directory, file)));
      tables.push({ ...table, file, rows: copy.rowCount ?? 0 });
    }
    await client.query('commit');
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migration,
      tables,
    };
  } finally {
    await client.end();
  }
}

async function newestAppliedMigration(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ newest: string | null }>(
    'select max(created_at) as newest from drizzle.__drizzle_migrations',
  );
  const newest = Number(rows[0]?.newest ?? 0);
  if (!newest) throw new Error('The database has no migrations applied: nothing to back up.');
  return newest;
}

async function copyDataDir(dataDir: string, target: string) {
  await mkdir(target, { recursive: true });
  for (const entry of DATA_DIR_ENTRIES) {
    const source = path.join(dataDir, entry);
    if (!(await stat(source).catch(() => undefined))) continue;
    await cp(source, path.join(target, entry), {
      recursive: true,
      preserveTimestamps: true,
      filter: (from) => path.relative(dataDir, from) !== INCOMING,
    });
  }
}

/** The drizzle journal's entries up to a migration: the schema a backup was taken with. */
export async function journalUpTo(migration: number) {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number; tag: string }> };
  const entries = journal.entries.filter((entry) => entry.when <= migration);
  if (!entries.some((entry) => entry.when === migration)) {
    throw new Error(
      'This backup was made by a newer Worksphere (its schema is unknown here): ' +
        'restore it with that version or a later one.',
    );
  }
  return { ...journal, entries };
}
