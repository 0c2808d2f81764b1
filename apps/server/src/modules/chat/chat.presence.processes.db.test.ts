import os from 'node:os';
import type { AuthResponse, PresenceEntry, UserTypingEvent } from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  joinThread,
  nextEvent,
  nextPresenceOf,
  recordEvents,
  recordPresence,
} from '../../test/chat-helpers.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../test/spawn-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Two real server processes on one database and the local Redis: presence and typing cross
 * them, and the users of a process killed outright go offline once their connections lapse.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const TTL_MS = 2000;
let database: TestApp;
let processA: SpawnedServer;
let processB: SpawnedServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await createTestApp();
  const environment = {
    DATABASE_URL: database.databaseUrl,
    REDIS_URL,
    AUTH_RATE_LIMIT_MAX: '1000',
    DATA_DIR: os.tmpdir(),
    CHAT_PRESENCE_TTL_MS: String(TTL_MS),
  };
  [processA, processB] = await Promise.all([spawnServer(environment), spawnServer(environment)]);
  await Promise.all([waitUntilListening(processA, 200_000), waitUntilListening(processB, 200_000)]);
  // Two servers compiling at once on a busy machine start slowly.
}, 240_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const server of [processA, processB]) {
    if (server?.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
  }
  await database.close();
}, 60_000);

async function request<T>(
  server: SpawnedServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as T;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

async function connect(server: SpawnedServer, who: AuthResponse) {
  const socket = await connectChat(`http://127.0.0.1:${server.port}`, { token: who.token });
  sockets.push(socket);
  return socket;
}

describe('presence and typing across two processes', () => {
  it(
    'cross processes, and a killed process leaves its users offline',
    { timeout: 60_000 },
    async () => {
      const admin = await request<AuthResponse>(processB, 'POST', '/user/register', {
        username: 'presenceadmin',
        email: 'presence-admin@example.com',
        password: 'long enough password',
        organizationName: 'Presence Across',
      });
      const { inviteToken } = await request<{ inviteToken: string }>(
        processB,
        'POST',
        '/organizations/invitations',
        { email: 'presence-member@example.com' },
        admin.token,
      );
      const member = await request<AuthResponse>(processB, 'POST', '/user/register', {
        username: 'presencemember',
        email: 'presence-member@example.com',
        password: 'long enough password',
        organizationId: admin.user.organizationId,
        inviteToken,
      });
      const { chatRoom } = await request<{ chatRoom: { id: string } }>(
        processB,
        'POST',
        '/chat/chatrooms',
        { name: 'Presence' },
        admin.token,
      );
      const { thread } = await request<{ thread: { id: string } }>(
        processB,
        'POST',
        '/chat/threads',
        { chatRoomId: chatRoom.id, title: 'Typing across' },
        admin.token,
      );

      // The admin watches on B; the member connects to A.
      const watcher = await connect(processB, admin);
      const changes = recordPresence(watcher);
      const online = nextPresenceOf(watcher, member.user.id, 10_000);
      const typist = await connect(processA, member);
      expect(await online).toEqual({ userId: member.user.id, status: 'online' });
      const listed = await request<{ presence: PresenceEntry[] }>(
        processB,
        'GET',
        '/chat/presence',
        undefined,
        admin.token,
      );
      expect(listed.presence).toContainEqual({ userId: member.user.id, status: 'online' });

      expect(await joinThread(typist, thread.id)).toEqual({ ok: true });
      expect(await joinThread(watcher, thread.id)).toEqual({ ok: true });
      const typing = nextEvent<UserTypingEvent>(watcher, 'userTyping', 10_000);
      typist.emit('typing', thread.id);
      expect(await typing).toEqual({ threadId: thread.id, userId: member.user.id });

      // A second tab on B within the window: Redis holds the limit for both processes.
      const typingEvents = recordEvents(watcher, ['userTyping']);
      const secondTab = await connect(processB, member);
      expect(await joinThread(secondTab, thread.id)).toEqual({ ok: true });
      secondTab.emit('typing', thread.id);
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(typingEvents).toEqual([]);
      secondTab.disconnect();

      // Process A dies without a word: B announces the member offline once A's report lapses.
      processA.child.kill('SIGKILL');
      await processA.exited;
      const offline = await nextPresenceOf(watcher, member.user.id, TTL_MS + 8_000);
      expect(offline).toEqual({ userId: member.user.id, status: 'offline' });
      const after = await request<{ presence: PresenceEntry[] }>(
        processB,
        'GET',
        '/chat/presence',
        undefined,
        admin.token,
      );
      expect(after.presence).toEqual([{ userId: admin.user.id, status: 'online' }]);
      // Heartbeats in between changed nothing: online, then offline, nothing else for the member.
      expect(changes.filter((entry) => entry.userId === member.user.id)).toHaveLength(2);
    },
  );
});
