import pg from 'pg';
import type { AppConfig } from '../../config.js';
import { planEmbeddedPostgres, type EmbeddedServer } from './embedded-postgres.js';

const EMBEDDED_DATABASE = 'worksphere';

export type ProvisionedDatabase = { url: string; embedded?: EmbeddedServer };

/** Where the product's data lives, known before its server is started. */
export type DatabasePlan = {
  url: string;
  /**
   * Start the embedded PostgreSQL (nothing for DATABASE_URL) and make sure the product's
   * database exists. `pool`, on `url`, checks that with its first connection, which it keeps.
   */
  start: (pool?: pg.Pool) => Promise<ProvisionedDatabase>;
  /** After `start()`: settles once the embedded PostgreSQL process runs (at once otherwise). */
  launched: Promise<void>;
};

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

/** 3D000 invalid_catalog_name: the database does not exist. */
const isMissingDatabase = (error: unknown) => (error as { code?: string }).code === '3D000';

/**
 * DATABASE_URL when given; otherwise the product's own PostgreSQL under DATA_DIR. Its port
 * and password are chosen here and it starts in `start()`, so that the caller can build the
 * app meanwhile.
 */
export async function planDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onLog?: (message: string) => void,
): Promise<DatabasePlan> {
  const { databaseUrl } = config;
  if (databaseUrl) {
    return {
      url: databaseUrl,
      start: async () => ({ url: databaseUrl }),
      launched: Promise.resolve(),
    };
  }
  const planned = await planEmbeddedPostgres(config.dataDir, onLog);
  const url = planned.urlFor(EMBEDDED_DATABASE);
  return {
    url,
    launched: planned.launched,
    start: async (pool) => {
      const embedded = await planned.start();
      try {
        // A new data directory has no product database yet. Otherwise it normally has one,
        // and the pool's first connection says so without a connection to the admin database.
        if (embedded.initialised || !pool) {
          await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
        } else {
          await pool.connect().then(
            (client) => client.release(),
            async (error: unknown) => {
              if (!isMissingDatabase(error)) throw error;
              await ensureDatabase(embedded.adminUrl, EMBEDDED_DATABASE);
            },
          );
        }
      } catch (error) {
        await embedded.stop();
        throw error;
      }
      return { url, embedded };
    },
  };
}

/** DATABASE_URL when given; otherwise the product's own PostgreSQL under DATA_DIR, started. */
export async function provisionDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  onLog?: (message: string) => void,
): Promise<ProvisionedDatabase> {
  return (await planDatabase(config, onLog)).start();
}
