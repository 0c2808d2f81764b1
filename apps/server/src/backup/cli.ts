/**
 * `npm run backup [-- --out <file>]` and `npm run restore <archive>`, on the same settings as
 * `npm start` (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR: the one a running
 * server started, or one started here for the time of the command).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { provisionDatabase, type ProvisionedDatabase } from '../platform/db/provision.js';
import { createBackup } from './backup.js';
import { RestoreRefused, restoreBackup } from './restore.js';

const EMBEDDED_DATABASE = 'worksphere';

/** The embedded PostgreSQL a running server started on DATA_DIR, if one is running. */
async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const lock = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(
    () => '',
  );
  const [pidLine, , , portLine] = lock.split('\n');
  const pid = Number(pidLine);
  if (!pid || !portLine) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = (await readFile(path.join(dataDir, '.postgres-password'), 'utf8')).trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(portLine)}/${EMBEDDED_DATABASE}`;
}

async function openInstallation(): Promise<{
  url: string;
  dataDir: string;
  close: () => Promise<void>;
}> {
  const config = loadConfig();
  const running = config.databaseUrl ? undefined : await runningEmbeddedUrl(config.dataDir);
  if (config.databaseUrl || running) {
    return { url: config.databaseUrl ?? running!, dataDir: config.dataDir, close: async () => {} };
  }
  const provisioned: ProvisionedDatabase = await provisionDatabase(config);
  return {
    url: provisioned.url,
    dataDir: config.dataDir,
    close: async () => provisioned.embedded?.stop(),
  };
}

function defaultArchiveName(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `worksphere-backup-${stamp}.tar.gz`;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' } },
  });
  const [command, archiveArgument] = positionals;
  // npm runs scripts from the package root; a relative path means where the user typed it.
  const userDirectory = process.env.INIT_CWD ?? process.cwd();
  if (command !== 'backup' && command !== 'restore') {
    console.error('usage: backup [--out <file>] | restore <archive>');
    process.exit(2);
  }
  if (command === 'restore' && !archiveArgument) {
    console.error('usage: npm run restore <archive>');
    process.exit(2);
  }
  const installation = await openInstallation();
  try {
    if (command === 'backup') {
      const archive = path.resolve(userDirectory, values.out ?? defaultArchiveName());
      const manifest = await createBackup({
        ...installation,
        databaseUrl: installation.url,
        archive,
      });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Backup written to ${archive}: ${manifest.tables.length} tables, ${rows} rows, and the files of ${installation.dataDir}.`,
      );
      console.log('It holds the secrets key when DATA_DIR has one: keep it as safe as the server.');
    } else {
      const archive = path.resolve(userDirectory, archiveArgument!);
      const manifest = await restoreBackup({
        ...installation,
        databaseUrl: installation.url,
        archive,
      });
      console.log(`Restored ${archive} (made ${manifest.createdAt}) into ${installation.dataDir}.`);
    }
  } finally {
    await installation.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RestoreRefused) {
    console.error(error.message);
  } else {
    console.error(`The ${process.argv[2] ?? 'command'} failed:`, error);
  }
  process.exit(1);
});
