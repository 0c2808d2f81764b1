import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, from apps/web/e2e/support. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 60_000;

export type RunningServer = {
  baseUrl: string;
  stop: () => Promise<void>;
  /** The server's last lines of output, for a failure's message. */
  recentOutput: () => string;
};

/** A free TCP port: bind port 0, read what the OS gave, release it. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built product (`node apps/server/dist/main.js`) on a fresh data directory, as a
 * user would run it, and resolves once GET /api/health answers 200. `extraEnv` adds settings
 * (the addresses of local fakes).
 */
export async function startServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` at the repo root first.`);
  }
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'worksphere-e2e-'));
  // PostgreSQL runs as user "postgres" when the tests run as root; it must reach the directory.
  chmodSync(dataDir, 0o755);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // The journeys sign in and register more often than the default limit of 20 a minute.
    AUTH_RATE_LIMIT_MAX: '500',
    ...extraEnv,
  };
  // The journeys run the embedded default: their own PostgreSQL, and no Redis shared with
  // other servers (the mail sync's BullMQ queue would hand one server's jobs to another).
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keepOutput = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keepOutput);
  child.stderr?.on('data', keepOutput);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }
  return { baseUrl, stop, recentOutput: () => output.join('').slice(-4_000) };
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /api/health within ${STARTUP_TIMEOUT_MS / 1000} s.`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // The server stops its embedded PostgreSQL on SIGTERM; give it time, then insist.
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
