import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse, ChatMessage } from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../db/embedded-postgres.js';
import { spawnOwnRedis } from '../../test/own-redis.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../test/spawn-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two processes on one Redis (socket.io's Redis adapter carries chat events between them),
 * and that Redis killed (kill -9) and started again: both processes live through it, a
 * client of the other process is made to reconnect (so it fetches what it could not hear),
 * and messages cross between the processes again. This file's Redis is its own.
 */
let database: TestApp;
let dataDir: string;
let redisPort: number;
let redis: ChildProcess;
let servers: SpawnedServer[] = [];
let socket: Socket | undefined;

/** This file's Redis, started (or started again, empty) on its port. */
function startRedis() {
  const own = spawnOwnRedis(redisPort);
  redis = own.child;
  return own.ready;
}

beforeAll(async () => {
  database = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-redis-restart-'));
  redisPort = await findFreePort();
  await startRedis();
  const environment = {
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: dataDir,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SHUTDOWN_DRAIN_MS: '0',
  };
  servers = [await spawnServer(environment), await spawnServer(environment)];
  await Promise.all(servers.map((server) => waitUntilListening(server)));
}, 60_000);

afterAll(async () => {
  socket?.disconnect();
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  redis?.kill('SIGKILL');
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function post<T>(server: SpawnedServer, route: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

describe('a Redis restart under two processes', () => {
  it('ends neither process, brings the other process’s client back to catch up, and carries messages again', async () => {
    const [first, second] = servers as [SpawnedServer, SpawnedServer];
    const admin = await post<AuthResponse>(first, '/user/register', {
      username: 'redisrestart',
      email: 'redis-restart@example.com',
      password: 'long enough password',
      organizationName: 'Redis Restart',
    });
    const { chatRoom } = await post<{ chatRoom: { id: string } }>(
      first,
      '/chat/chatrooms',
      { name: 'Restarts' },
      admin.token,
    );
    const { thread } = await post<{ thread: { id: string } }>(
      first,
      '/chat/threads',
      { chatRoomId: chatRoom.id, title: 'Through the restart' },
      admin.token,
    );
    const send = (content: string) =>
      post<{ chat: ChatMessage }>(
        first,
        '/chat/sendChat',
        { chatRoomId: chatRoom.id, threadId: thread.id, content },
        admin.token,
      );

    // A client of the second process, reconnecting as the web app's does.
    const heard = new Set<string>();
    const waiting = new Map<string, () => void>();
    // A message may arrive before its POST is answered: the wait looks at what came first.
    const hears = (id: string) =>
      new Promise<void>((resolve) => (heard.has(id) ? resolve() : waiting.set(id, resolve)));
    const joins: Array<() => void> = [];
    socket = io(`http://127.0.0.1:${second.port}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 200,
      auth: { token: admin.token },
    });
    socket.on('newChat', (message: ChatMessage) => {
      heard.add(message.id);
      waiting.get(message.id)?.();
    });
    socket.on('connect', () => socket!.emit('joinThread', thread.id, () => joins.shift()?.()));
    const joined = () => new Promise<void>((resolve) => joins.push(resolve));
    await joined();
    const before = await send('before');
    await hears(before.chat.id);

    redis.kill('SIGKILL');
    await new Promise((resolve) => redis.once('exit', resolve));
    // Stored, and heard by the first process's own clients; the second cannot hear it.
    const during = await send('during');
    const disconnected = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
    const rejoined = joined();
    await startRedis();

    // The second process, subscribed again, sends its clients to reconnect and catch up.
    expect(await disconnected).toBe('transport close');
    await rejoined;
    const page = await fetch(
      `http://127.0.0.1:${second.port}/api/chat/chats?threadId=${thread.id}&limit=50`,
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    const { chats } = (await page.json()) as { chats: ChatMessage[] };
    expect(chats.map((message) => message.id)).toContain(during.chat.id);

    const after = await send('after');
    await hears(after.chat.id);
    expect(servers.map((server) => server.child.exitCode)).toEqual([null, null]);
  });
});
