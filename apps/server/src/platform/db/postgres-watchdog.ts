import { spawn, type ChildProcess } from 'node:child_process';

/** Marks the watchdog in `ps` output, so that people (and tests) can tell what it is. */
export const WATCHDOG_MARKER = 'worksphere-postgres-watchdog';

/**
 * The watchdog's program, run by `node -e`: it holds the read end of a pipe whose write end
 * only the server process has; the kernel closes it when the server dies in any way (even
 * kill -9), and the watchdog then asks PostgreSQL for a fast shutdown (SIGINT), falling back
 * to an immediate one (SIGQUIT). It checks first that the pid is still that PostgreSQL, and
 * ignores terminal signals, which reach the whole process group when a terminal closes.
 * Kept in plain JavaScript inside a string so that it also works from the bundled server.
 */
const WATCHDOG_SOURCE = `
const fs = require('node:fs');
const [, pidText, databaseDir] = process.argv;
const pid = Number(pidText);
const alive = () => {
  try { process.kill(pid, 0); } catch (error) { if (error.code !== 'EPERM') return false; }
  try {
    const stat = fs.readFileSync('/proc/' + pid + '/stat', 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch { return true; }
};
const isOurPostgres = () => {
  try {
    const args = fs.readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0');
    return args.includes('-D') && args[args.indexOf('-D') + 1] === databaseDir;
  } catch { return alive(); }
};
const send = (signal) => { try { process.kill(pid, signal); } catch {} };
for (const signal of ['SIGINT', 'SIGHUP', 'SIGTERM', 'SIGQUIT']) process.on(signal, () => {});
const stopPostgres = () => {
  if (!alive() || !isOurPostgres()) process.exit(0);
  send('SIGINT');
  const startedAt = Date.now();
  setInterval(() => {
    if (!alive()) process.exit(0);
    if (Date.now() - startedAt > 30000) send('SIGQUIT');
  }, 100);
};
process.stdin.on('data', () => {});
process.stdin.on('end', stopPostgres);
process.stdin.on('error', stopPostgres);
// PostgreSQL gone on its own (stopped by the server): nothing left to watch.
setInterval(() => { if (!alive()) process.exit(0); }, 2000).unref();
`;

export type PostgresWatchdog = { pid: number | undefined; dismiss: () => void };

/**
 * Start a detached watchdog that stops the PostgreSQL server `pid` (on `databaseDir`) when
 * this process dies: Node has no parent-death signal, and an embedded PostgreSQL left running
 * would hold the data directory. `dismiss()` before a deliberate stop.
 */
export function startPostgresWatchdog(pid: number, databaseDir: string): PostgresWatchdog {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', WATCHDOG_SOURCE, String(pid), databaseDir, WATCHDOG_MARKER],
    // Own session: a closing terminal or Ctrl-C must not take the watchdog down with us.
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'], env: {} },
  );
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // Neither the child nor the pipe may keep this process alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return {
    pid: child.pid,
    dismiss: () => {
      child.kill('SIGKILL');
    },
  };
}
