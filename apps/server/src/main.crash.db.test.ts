import type { AuthResponse } from '@worksphere/contracts';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from './platform/db/postgres-process.js';
import { WATCHDOG_MARKER } from './platform/db/postgres-watchdog.js';
import {
  postgresProcessesFor,
  processesMatching,
  spawnServer,
  waitUntilListening,
  type SpawnedServer,
} from './test/spawn-server.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'worksphere-crash-'));
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const api = (server: SpawnedServer, url: string, init: { token?: string; body?: unknown } = {}) =>
  fetch(`http://127.0.0.1:${server.port}/api${url}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

async function register(server: SpawnedServer, username: string) {
  const response = await api(server, '/user/register', {
    body: {
      username,
      email: `${username}@example.com`,
      password: 'long enough password',
      organizationName: `${username} org`,
    },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AuthResponse;
}

/** Poll until `condition` holds; a generous deadline only guards against a hang. */
async function eventually(condition: () => boolean, deadlineMs = 20_000) {
  const deadline = Date.now() + deadlineMs;
  while (!condition() && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

async function startServer(dataDir: string) {
  const server = await spawnServer({ DATA_DIR: dataDir });
  await waitUntilListening(server);
  return server;
}

async function stopServer(server: SpawnedServer) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

// Every test starts the product (and its PostgreSQL) several times on a shared machine.
describe('restart after a crash of the server process', { timeout: 180_000 }, () => {
  it('keeps every acknowledged write through kill -9, and the orphaned PostgreSQL stops by itself', async () => {
    const dataDir = path.join(root, 'killed');
    const databaseDir = path.join(dataDir, 'postgres');
    const first = await startServer(dataDir);
    const owner = await register(first, 'crashowner');

    // Four writers create tasks until the server disappears under them.
    const acknowledged: { id: string; title: string }[] = [];
    let sequence = 0;
    const writer = async () => {
      for (;;) {
        const title = `task ${(sequence += 1)}`;
        try {
          const response = await api(first, '/tasks', { token: owner.token, body: { title } });
          if (response.status !== 201) return;
          acknowledged.push({
            id: ((await response.json()) as { task: { id: string } }).task.id,
            title,
          });
        } catch {
          return; // connection refused or reset: the server is gone
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    expect(await eventually(() => acknowledged.length >= 25)).toBe(true);
    first.child.kill('SIGKILL');
    await writers;
    await first.exited;

    expect(await eventually(() => postgresProcessesFor(databaseDir).length === 0)).toBe(true);
    expect(await eventually(() => processesMatching(WATCHDOG_MARKER, dataDir).length === 0)).toBe(
      true,
    );

    const second = await startServer(dataDir);
    for (const { id, title } of acknowledged) {
      const response = await api(second, `/tasks/${id}`, { token: owner.token });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { task: { title: string } }).task.title).toBe(title);
    }
    await stopServer(second);
    expect(postgresProcessesFor(databaseDir)).toEqual([]);
  });

  it('stops a PostgreSQL left running on the data directory before starting its own', async () => {
    const dataDir = path.join(root, 'leftover');
    const databaseDir = path.join(dataDir, 'postgres');
    const first = await startServer(dataDir);
    const owner = await register(first, 'leftover');

    // While its server runs, the PostgreSQL is not a leftover: a second copy leaves it alone.
    const intruder = await spawnServer({ DATA_DIR: dataDir });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect((await api(first, '/user/me', { token: owner.token })).status).toBe(200);

    // The worst case: the watchdog dies too, so nothing stops the old PostgreSQL.
    const [watchdog] = processesMatching(WATCHDOG_MARKER, dataDir);
    expect(watchdog).toBeDefined();
    process.kill(watchdog!, 'SIGKILL');
    expect(await eventually(() => !isProcessAlive(watchdog!))).toBe(true);
    first.child.kill('SIGKILL');
    await first.exited;
    const [orphan] = postgresProcessesFor(databaseDir);
    expect(orphan).toBeDefined();
    expect(isProcessAlive(orphan!)).toBe(true);

    const second = await startServer(dataDir);
    expect(isProcessAlive(orphan!)).toBe(false);
    expect(postgresProcessesFor(databaseDir)).toHaveLength(1);
    const me = await api(second, '/user/me', { token: owner.token });
    expect(me.status).toBe(200);
    await stopServer(second);

    // A lock file whose pid now belongs to an unrelated live process does not block a start.
    const lockFile = path.join(databaseDir, 'postmaster.pid');
    await writeFile(lockFile, `${process.pid}\n${databaseDir}\n`);
    const third = await startServer(dataDir);
    expect(await readFile(lockFile, 'utf8')).not.toContain(`${process.pid}\n`);
    await stopServer(third);
    expect(postgresProcessesFor(databaseDir)).toEqual([]);
  });

  it('says why when the embedded PostgreSQL cannot start', async () => {
    const dataDir = path.join(root, 'broken');
    await stopServer(await startServer(dataDir));
    // Data files of a PostgreSQL version this binary cannot read.
    await writeFile(path.join(dataDir, 'postgres', 'PG_VERSION'), '9\n');
    const server = await spawnServer({ DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('The embedded PostgreSQL could not start');
    expect(server.output()).toContain('incompatible');
    expect(server.output()).toContain('initialized by PostgreSQL version 9');
    expect(server.output()).not.toContain('Cannot read properties');
  });
});
