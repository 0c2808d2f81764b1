import type { AuthResponse } from '@worksphere/contracts';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresProcessesFor, spawnServer, waitUntilListening } from './test/spawn-server.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'worksphere-main-'));
  await chmod(root, 0o755);
});
afterAll(() => rm(root, { recursive: true, force: true }));

// Each test starts whole servers, each with its own PostgreSQL: slow on a busy machine.
describe('npm start on the embedded default', { timeout: 180_000 }, () => {
  it('runs two copies side by side and stops each cleanly on SIGTERM', async () => {
    const first = await spawnServer({ DATA_DIR: path.join(root, 'one') });
    const second = await spawnServer({ DATA_DIR: path.join(root, 'two'), HOST: '127.0.0.1' });
    await Promise.all([waitUntilListening(first), waitUntilListening(second)]);
    for (const server of [first, second]) {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
      expect(server.output()).toContain(`Worksphere is running at http://localhost:${server.port}`);
    }
    // Listening everywhere is the default, and the start says so.
    expect(first.output()).toContain(`Listening on all interfaces (0.0.0.0:${first.port})`);
    expect(first.output()).toContain('set HOST=127.0.0.1 for a private trial');
    expect(second.output()).toContain(`Listening on 127.0.0.1:${second.port} only.`);
    expect(postgresProcessesFor(path.join(root, 'one', 'postgres'))).toHaveLength(1);

    // An in-flight request still gets its answer after SIGTERM arrives.
    const inFlight = fetch(`http://127.0.0.1:${first.port}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'lastcall',
        email: 'lastcall@example.com',
        password: 'long enough password',
        organizationName: 'Last Call',
      }),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as AuthResponse).user.username).toBe('lastcall');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(path.join(root, 'one', 'postgres'))).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('keeps its data across restarts', async () => {
    const dataDir = path.join(root, 'durable');
    const body = JSON.stringify({
      username: 'keeper',
      email: 'keeper@example.com',
      password: 'long enough password',
      organizationName: 'Keepers',
    });
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilListening(first);
    const registered = await fetch(`http://127.0.0.1:${first.port}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(registered.status).toBe(201);
    expect(((await registered.json()) as AuthResponse).user.username).toBe('keeper');
    first.child.kill('SIGTERM');
    await first.exited;

    const second = await spawnServer({ DATA_DIR: dataDir });
    await waitUntilListening(second);
    const login = await fetch(`http://127.0.0.1:${second.port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'keeper', password: 'long enough password' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as AuthResponse).user.organizationName).toBe('Keepers');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('says clearly when DATA_DIR is unusable', async () => {
    const blocker = path.join(root, 'a-file');
    await writeFile(blocker, 'not a directory');
    const server = await spawnServer({ DATA_DIR: path.join(blocker, 'data') });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('DATA_DIR is unusable');
  });

  it('lists every bad environment variable and exits', async () => {
    const server = await spawnServer({
      DATA_DIR: path.join(root, 'x'),
      SMTP_SECURE: 'perhaps',
      LOG_LEVEL: 'loud',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid environment');
    expect(server.output()).toContain('SMTP_SECURE');
    expect(server.output()).toContain('LOG_LEVEL');
  });
});
