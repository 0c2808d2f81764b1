import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterProxyConfig, proxyServerStats, withStatsSocket } from '../../../scripts/haproxy.js';
import { findFreePort } from './platform/db/embedded-postgres.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from './test/spawn-server.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * deploy/haproxy.cfg in front of two processes: a process that starts draining (SIGTERM) is
 * set to NOLB by HAProxy's first check that sees it, not after `fall` failed checks, so no new
 * request reaches it however lenient the checks are for a process that merely pauses.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let database: TestApp;
let workDir: string;
let draining: SpawnedServer;
let staying: SpawnedServer;
let proxy: ChildProcess | undefined;
let proxyPort: number;
let statsSocket: string;

async function statusOf(server: string): Promise<string> {
  return (await proxyServerStats(statsSocket)).get(server)?.status ?? 'missing';
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (proxy && proxy.exitCode !== null) throw new Error('HAProxy exited');
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestApp();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-haproxy-'));
  statsSocket = path.join(workDir, 'haproxy.sock');
  proxyPort = await findFreePort();
  const environment = (name: string, drainMs: string) => ({
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: path.join(workDir, name),
    // The draining process drains for longer than the test takes: it is still listening and
    // answering when HAProxy must already have stopped sending it anything.
    SHUTDOWN_DRAIN_MS: drainMs,
  });
  [draining, staying] = await Promise.all([
    spawnServer(environment('first', '120000')),
    spawnServer(environment('second', '0')),
  ]);
  await Promise.all([waitUntilListening(draining), waitUntilListening(staying)]);
  const template = await readFile(path.join(repositoryRoot, 'deploy', 'haproxy.cfg'), 'utf8');
  const configFile = path.join(workDir, 'haproxy.cfg');
  const config = clusterProxyConfig(template, proxyPort, [draining.port, staying.port]);
  await writeFile(configFile, withStatsSocket(config, statsSocket));
  proxy = spawn('haproxy', ['-f', configFile, '-db'], { stdio: 'ignore' });
  await waitUntil(async () => {
    const stats = await proxyServerStats(statsSocket).catch(() => new Map());
    return stats.get('worksphere1')?.status === 'UP' && stats.get('worksphere2')?.status === 'UP';
  }, 'both processes up in HAProxy');
}, 120_000);

afterAll(async () => {
  for (const server of [draining, staying]) {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  }
  if (proxy?.exitCode === null) {
    const exited = new Promise((resolve) => proxy!.once('exit', resolve));
    proxy.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('deploy/haproxy.cfg and a draining process', { timeout: 60_000 }, () => {
  it('takes a draining process out of the balancing at its first check, while it still answers', async () => {
    draining.child.kill('SIGTERM');
    // Checks a second apart; after `fall` failed ones the process would be DOWN instead.
    await waitUntil(async () => !(await statusOf('worksphere1')).startsWith('UP'), 'a change');
    expect(await statusOf('worksphere1')).toBe('NOLB');
    const health = await fetch(`http://127.0.0.1:${draining.port}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });

    const before = await proxyServerStats(statsSocket);
    for (let request = 0; request < 20; request += 1) {
      const answer = await fetch(`http://127.0.0.1:${proxyPort}/api/health`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok', database: 'up' });
    }
    const after = await proxyServerStats(statsSocket);
    expect(after.get('worksphere1')!.sessions).toBe(before.get('worksphere1')!.sessions);
    expect(after.get('worksphere2')!.sessions).toBe(before.get('worksphere2')!.sessions + 20);
    expect(after.get('worksphere1')!.status).toBe('NOLB');
  });
});
