import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from './test/chat-helpers.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from './test/spawn-server.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * A process stopped behind a load balancer drains: on SIGTERM its health check fails at once
 * (the balancer stops sending it work) while it keeps answering what still reaches it for
 * SHUTDOWN_DRAIN_MS; then it closes its sockets, whose clients move to another process.
 */
const DRAIN_MS = 2_000;
let database: TestApp;
let server: SpawnedServer;
let dataDir: string;
let socket: Socket | undefined;

beforeAll(async () => {
  database = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-drain-'));
  server = await spawnServer({
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  });
  await waitUntilListening(server);
});

afterAll(async () => {
  socket?.disconnect();
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const url = (route: string) => `http://127.0.0.1:${server.port}/api${route}`;

describe('stopping behind a load balancer', () => {
  it('fails its health check at once, still serves during the drain, then closes sockets and exits', async () => {
    const registered = await fetch(url('/user/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'drainer',
        email: 'drainer@example.com',
        password: 'long enough password',
        organizationName: 'Drain Co',
      }),
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as AuthResponse;
    socket = await connectChat(`http://127.0.0.1:${server.port}`, { token });
    const socketClosed = new Promise<string>((resolve) => socket!.on('disconnect', resolve));

    expect((await fetch(url('/health'))).status).toBe(200);
    server.child.kill('SIGTERM');
    // Health turns 503 as soon as the signal lands; poll briefly for the signal's delivery.
    let health = await fetch(url('/health'));
    for (let attempt = 0; attempt < 50 && health.status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      health = await fetch(url('/health'));
    }
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });

    // A request still routed here during the drain is served, and the socket is still open.
    const me = await fetch(url('/user/me'), { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(socket.connected).toBe(true);

    // Then the process closes its connections; a closed transport (unlike a disconnect by the
    // server) is one that socket.io clients reconnect, through the balancer, elsewhere.
    expect(await socketClosed).toBe('transport close');
    expect(await server.exited).toBe(0);
  });
});
