/**
 * A scratch database for one benchmark run: on DATABASE_URL's server when set, else on an
 * embedded PostgreSQL started for the run; migrated, and dropped (with its server) at the end.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  openDatabase,
  runMigrations,
  type DatabaseHandle,
} from '../../apps/server/src/platform/db/database.js';
import {
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../apps/server/src/platform/db/embedded-postgres.js';
import { adminQuery, databaseUrl } from '../../apps/server/src/test/databases.js';

export type ScratchDatabase = {
  url: string;
  database: DatabaseHandle;
  /** "embedded PostgreSQL 17.10" or "DATABASE_URL PostgreSQL 15.20" */
  description: string;
  drop: () => Promise<void>;
};

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const external = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = external;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
  }
  const name = `${prefix.replace(/-/g, '_')}_${process.pid}`;
  await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
  await adminQuery(adminUrl, `create database "${name}"`);
  const url = databaseUrl(adminUrl, name);
  const database = openDatabase(url, 10);
  await runMigrations(database);
  const { rows } = await database.pool.query<{ server_version: string }>('show server_version');
  return {
    url,
    database,
    description: `${external ? 'DATABASE_URL' : 'embedded'} PostgreSQL ${rows[0]?.server_version}`,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
      await embedded?.stop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
