import pg from 'pg';
import type { AppConfig } from '../../config.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';

const EMBEDDED_DATABASE = 'worksphere';

export type ProvisionedDatabase = { url: string; embedded?: EmbeddedServer };

/** Create a database on a server if it is missing. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** DATABASE_URL when given; otherwise the product's own PostgreSQL under DATA_DIR. */
export async function provisionDatabase(
  config: AppConfig,
  onLog?: (message: string) => void,
): Promise<ProvisionedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres(config.dataDir, onLog);
  try {
    await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.urlFor(EMBEDDED_DATABASE), embedded };
}
