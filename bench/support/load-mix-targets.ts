/**
 * What bench/load-mix.ts loads, and where the machine's CPU went: one product process (as a
 * single-server deployment runs, no Redis), two behind HAProxy (Redis for the socket fan-out,
 * deploy/haproxy.cfg as `npm run start:cluster` writes it), or the bare engine. CPU and
 * memory are read from /proc: each server process, HAProxy, this process (the load generator),
 * the PostgreSQL backends serving the database, and the whole machine (/proc/stat), so that
 * the share other tenants took during a step is known.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';
import { findFreePort } from '../../apps/server/src/platform/db/embedded-postgres.js';
import { clusterProxyConfig } from '../../scripts/haproxy.js';
import { startBareEngine, startProduct, type ServerProcess } from './processes.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CLOCK_TICKS_PER_SECOND = 100;

export type Target = {
  name: string;
  /** Where the members connect: the process itself or HAProxy. */
  url: string;
  servers: ServerProcess[];
  proxy?: ChildProcess;
  stop: () => Promise<void>;
};

/** CPU ms of a process from /proc/<pid>/stat (utime + stime); 0 once it is gone. */
export function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB from /proc/<pid>/status. */
export function rssMbOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Busy and total CPU ms of the whole machine since boot (/proc/stat, every core). */
function machineCpuMs(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return {
    busy: ((total - idle) * 1000) / CLOCK_TICKS_PER_SECOND,
    total: (total * 1000) / CLOCK_TICKS_PER_SECOND,
  };
}

/** The PostgreSQL backends serving the scratch database, and their CPU ms. */
async function postgresCpuMs(pool: Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return new Map(rows.map(({ pid }) => [pid, cpuMsOf(pid)]));
}

export type CpuReading = {
  /** CPU ms per second of wall time (1000 = one core busy). */
  servers: number[];
  proxy: number;
  postgres: number;
  generator: number;
  /** Everything else the machine ran (other tenants, Redis, PostgreSQL's own background). */
  others: number;
  machineBusy: number;
  rssMb: number[];
  proxyRssMb: number;
};

/** Starts a CPU meter; calling the answer reads the CPU used since, per second of wall time. */
export async function cpuMeter(target: Target, pool: Pool) {
  const wallStart = performance.now();
  const servers = target.servers.map((server) => server.cpuMs());
  const proxy = cpuMsOf(target.proxy?.pid);
  const postgres = await postgresCpuMs(pool);
  const generator = process.cpuUsage();
  const machine = machineCpuMs();
  return async (): Promise<CpuReading> => {
    const seconds = (performance.now() - wallStart) / 1000;
    const perSecond = (ms: number) => ms / seconds;
    const serverMs = target.servers.map((server, index) => server.cpuMs() - servers[index]!);
    const proxyMs = cpuMsOf(target.proxy?.pid) - proxy;
    let postgresMs = 0;
    for (const [pid, ms] of await postgresCpuMs(pool)) postgresMs += ms - (postgres.get(pid) ?? 0);
    const used = process.cpuUsage(generator);
    const generatorMs = (used.user + used.system) / 1000;
    const machineNow = machineCpuMs();
    const busyMs = machineNow.busy - machine.busy;
    const ours = serverMs.reduce((sum, ms) => sum + ms, 0) + proxyMs + postgresMs + generatorMs;
    return {
      servers: serverMs.map(perSecond),
      proxy: perSecond(proxyMs),
      postgres: perSecond(postgresMs),
      generator: perSecond(generatorMs),
      others: perSecond(Math.max(0, busyMs - ours)),
      machineBusy: perSecond(busyMs),
      rssMb: target.servers.map((server) => server.rssMb()),
      proxyRssMb: rssMbOf(target.proxy?.pid),
    };
  };
}

/** The environment every product process of the run gets: one data directory, no throttles. */
function productEnvironment(dataDir: string, redisUrl: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    REDIS_URL: redisUrl,
    POS_ORDER_RATE_LIMIT_MAX: '1000000',
    AUTH_RATE_LIMIT_MAX: '1000000',
  };
}

export function sharedDataDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'ws-bench-mix-'));
}

export async function startOneProcess(databaseUrl: string, dataDir: string): Promise<Target> {
  const server = await startProduct(databaseUrl, productEnvironment(dataDir, ''));
  return {
    name: 'one process',
    url: server.url,
    servers: [server],
    stop: () => server.stop(),
  };
}

/** Two product processes on Redis behind HAProxy, with the cluster script's configuration. */
export async function startTwoBehindProxy(
  databaseUrl: string,
  dataDir: string,
  redisUrl: string,
): Promise<Target> {
  const environment = productEnvironment(dataDir, redisUrl);
  const servers = [
    await startProduct(databaseUrl, environment),
    await startProduct(databaseUrl, environment),
  ];
  const port = await findFreePort();
  const template = readFileSync(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const configFile = path.join(dataDir, 'haproxy.cfg');
  const ports = servers.map((server) => Number(new URL(server.url).port));
  // Every member holds a socket, and connections past a process's `default-server ... maxconn`
  // queue and are refused with 503 after `timeout connect`. The bench measures the processes
  // themselves, so it makes sure the cap is 10,000 (deploy/haproxy.cfg's own value since
  // issue 32; it was 1,000, which capped a process at about 1,000 members).
  const config = clusterProxyConfig(template, port, ports).replace(
    /^(\s*default-server .*maxconn )\d+/m,
    '$110000',
  );
  if (!/default-server .*maxconn 10000/.test(config))
    throw new Error('deploy/haproxy.cfg has no default-server maxconn to lift');
  writeFileSync(configFile, config);
  // HAProxy's warnings (a server going down, a check failing) are printed with the figures.
  const proxy = spawn('haproxy', ['-f', configFile, '-db'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || proxy.exitCode !== null) throw new Error('HAProxy did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Both servers must be up in HAProxy's eyes (`rise 2` checks a second apart) before the load.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  return {
    name: 'two processes + HAProxy',
    url,
    servers,
    proxy,
    stop: async () => {
      const exited = new Promise((resolve) => proxy.once('exit', resolve));
      proxy.kill('SIGTERM');
      await exited;
      for (const server of servers) await server.stop();
    },
  };
}

export async function startBare(databaseUrl: string): Promise<Target> {
  const server = await startBareEngine(databaseUrl);
  return { name: 'bare engine', url: server.url, servers: [server], stop: () => server.stop() };
}
