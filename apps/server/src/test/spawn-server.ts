import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../platform/db/embedded-postgres.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SpawnedServer = {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
};

/** Run `src/main.ts` in its own process, as `npm start` would run the bundle. */
export async function spawnServer(environment: Record<string, string>): Promise<SpawnedServer> {
  const port = await findFreePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'src', 'main.ts')],
    {
      cwd: serverRoot,
      env: { ...inherited, PORT: String(port), LOG_LEVEL: 'warn', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** Resolve once the server prints its address; reject if it exits first. */
export async function waitUntilListening(server: SpawnedServer, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('Worksphere is running at')) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited early:\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Pids of processes whose command line contains every one of `fragments`. */
export function processesMatching(...fragments: string[]): number[] {
  const list = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' });
  return list
    .split('\n')
    .filter((line) => fragments.every((fragment) => line.includes(fragment)))
    .map((line) => Number.parseInt(line.trim(), 10));
}

/** The PostgreSQL server processes (postmasters) running on a data directory. */
export function postgresProcessesFor(databaseDir: string): number[] {
  return processesMatching(`-D ${databaseDir} `);
}
