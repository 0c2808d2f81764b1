/**
 * The servers a benchmark measures, each in a process of its own so that the load generator
 * (this process) does not share an event loop with them: the product as `npm start` runs it
 * (the built bundle when present, else the TypeScript source through tsx) and the bare engine
 * of bench/baseline.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../../apps/server/src/platform/db/embedded-postgres.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const productBundle = path.join(root, 'apps', 'server', 'dist', 'main.js');

export type ServerProcess = {
  name: string;
  url: string;
  child: ChildProcess;
  /** Resident memory of the server process, in MB (Linux /proc). */
  rssMb: () => number;
  /** CPU time the server process has used so far (user + system), in ms (Linux /proc). */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000, pollMs = 50) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: no answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function rssOf(pid: number | undefined): number {
  if (!pid) return 0;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

const CLOCK_TICKS_PER_SECOND = 100;

function cpuOf(pid: number | undefined): number {
  if (!pid) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at ") "; utime and stime are
  // the 14th and 15th fields of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function startProcess(
  name: string,
  args: string[],
  environment: Record<string, string>,
  readyPath: string,
  pollMs?: number,
): Promise<ServerProcess & { startMs: number }> {
  const port = await findFreePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
    // Logs go where a production deployment sends them when nobody reads: nowhere, but written.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}${readyPath}`, child, 60_000, pollMs);
  const startMs = performance.now() - started;
  return {
    name,
    url,
    child,
    startMs,
    rssMb: () => rssOf(child.pid),
    cpuMs: () => cpuOf(child.pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The product on DATABASE_URL, with its production defaults (logs at info). */
export function startProduct(databaseUrl: string, environment: Record<string, string> = {}) {
  const entry = existsSync(productBundle)
    ? [productBundle]
    : ['--import', 'tsx', path.join(root, 'apps', 'server', 'src', 'main.ts')];
  // Flags Node refuses in NODE_OPTIONS (e.g. --cpu-prof --cpu-prof-dir=bench-profiles).
  const nodeArgs = process.env.BENCH_PRODUCT_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  return startProcess(
    'product',
    [...nodeArgs, ...entry],
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ws-bench-data-')),
      AUTH_RATE_LIMIT_MAX: '1000000',
      // Node flags for the product alone, to try e.g. V8 heap sizes against the same bare engine.
      ...(process.env.BENCH_PRODUCT_NODE_OPTIONS
        ? { NODE_OPTIONS: process.env.BENCH_PRODUCT_NODE_OPTIONS }
        : {}),
      ...environment,
    },
    '/api/health',
  );
}

/** The bare engine (bench/baseline.ts) on the same database. */
export function startBareEngine(databaseUrl: string) {
  return startProcess(
    'bare engine',
    ['--import', 'tsx', path.join(root, 'bench', 'baseline.ts')],
    { DATABASE_URL: databaseUrl },
    '/api/user/me',
  );
}

/**
 * The built product (apps/server/dist/main.js, as `npm start` runs it) on its own embedded
 * PostgreSQL under `dataDir`; `startMs` is the time from spawn to its first answer of
 * /api/health (polled every 10 ms).
 */
export function startBuiltProductOnDataDir(dataDir: string) {
  if (!existsSync(productBundle)) throw new Error('Build first: npm run build -w apps/server');
  return startProcess(
    'product',
    [productBundle],
    { NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
    '/api/health',
    10,
  );
}

/** The bare engine of the start-up benchmark (bench/support/bare-startup.mjs) on `dataDir`. */
export function startBareStartup(dataDir: string) {
  return startProcess(
    'bare engine',
    [path.join(root, 'bench', 'support', 'bare-startup.mjs')],
    { DATA_DIR: dataDir },
    '/api/health',
    10,
  );
}
