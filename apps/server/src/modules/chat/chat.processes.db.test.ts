import os from 'node:os';
import type { AuthResponse, ChatMessage } from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChat, joinThread, nextEvent } from '../../test/chat-helpers.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../test/spawn-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two real server processes (`src/main.ts`) on one PostgreSQL database and the local Redis:
 * a client connected to process A receives a message posted through process B.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let database: TestApp;
let processA: SpawnedServer;
let processB: SpawnedServer;
let socket: Socket | undefined;

beforeAll(async () => {
  // Only its cloned, migrated database is used; the processes migrate it again (a no-op).
  database = await createTestApp();
  const environment = {
    DATABASE_URL: database.databaseUrl,
    REDIS_URL,
    AUTH_RATE_LIMIT_MAX: '1000',
    DATA_DIR: os.tmpdir(),
  };
  [processA, processB] = await Promise.all([spawnServer(environment), spawnServer(environment)]);
  await Promise.all([waitUntilListening(processA), waitUntilListening(processB)]);
});

afterAll(async () => {
  socket?.disconnect();
  for (const server of [processA, processB]) {
    server?.child.kill('SIGTERM');
    await server?.exited;
  }
  await database.close();
});

async function post<T>(server: SpawnedServer, path: string, body: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

describe('two server processes with Redis', () => {
  it('deliver a message posted through process B to a client on process A', async () => {
    const admin = await post<AuthResponse>(processB, '/user/register', {
      username: 'twoprocs',
      email: 'twoprocs@example.com',
      password: 'long enough password',
      organizationName: 'Two Processes',
    });
    const { chatRoom } = await post<{ chatRoom: { id: string } }>(
      processB,
      '/chat/chatrooms',
      { name: 'Fan-out' },
      admin.token,
    );
    const { thread } = await post<{ thread: { id: string } }>(
      processB,
      '/chat/threads',
      { chatRoomId: chatRoom.id, title: 'Across processes' },
      admin.token,
    );
    socket = await connectChat(`http://127.0.0.1:${processA.port}`, { token: admin.token });
    expect(await joinThread(socket, thread.id)).toEqual({ ok: true });

    const received = nextEvent<ChatMessage>(socket, 'newChat', 10_000);
    const { chat } = await post<{ chat: ChatMessage }>(
      processB,
      '/chat/sendChat',
      { threadId: thread.id, chatRoomId: chatRoom.id, content: 'hello from B' },
      admin.token,
    );
    const delivered = await received;
    expect(delivered.id).toBe(chat.id);
    expect(delivered.content).toBe('hello from B');
  });
});
