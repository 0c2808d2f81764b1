import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthResponse, ChatMessage } from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './platform/db/embedded-postgres.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * `npm run start:cluster`: two server processes behind Debian's HAProxy, restarted one at a
 * time under load. Nothing may be lost: no failed request, every acknowledged write kept, and
 * a chat client that follows its socket (and asks once for what it missed on each reconnect,
 * as the web app does) has every message.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let database: TestApp;
let dataDir: string;
let cluster: ChildProcess;
let output = '';
let proxyPort: number;

/** A free port whose neighbour is free too: the processes take base and base + 1. */
async function twoFreePortsInARow(): Promise<number> {
  for (;;) {
    const base = await findFreePort();
    const neighbourFree = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(base + 1, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (neighbourFree) return base;
  }
}

async function waitForOutput(text: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(text)) {
    if (cluster.exitCode !== null) throw new Error(`cluster exited:\n${output.slice(-3000)}`);
    if (Date.now() > deadline) throw new Error(`no "${text}":\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  database = await createTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-cluster-'));
  proxyPort = await findFreePort();
  const basePort = await twoFreePortsInARow();
  cluster = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repositoryRoot, 'scripts/start-cluster.ts'),
      '--source',
      '--processes',
      '2',
      '--port',
      String(proxyPort),
      '--base-port',
      String(basePort),
    ],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl,
        DATA_DIR: dataDir,
        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        SHUTDOWN_DRAIN_MS: '2000',
        AUTH_RATE_LIMIT_MAX: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  cluster.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cluster.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForOutput('[cluster] Worksphere is running');
}, 240_000);

afterAll(async () => {
  if (cluster?.exitCode === null) {
    const exited = new Promise((resolve) => cluster.once('exit', resolve));
    cluster.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a cluster behind HAProxy', { timeout: 240_000 }, () => {
  it('restarts its processes one at a time under load with nothing lost', async () => {
    const api = (route: string) => `http://127.0.0.1:${proxyPort}/api${route}`;
    const failures: string[] = [];
    async function call<T>(route: string, token?: string, body?: unknown): Promise<T | undefined> {
      try {
        const response = await fetch(api(route), {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const answer = (await response.json()) as T;
        if (response.ok) return answer;
        failures.push(`${route}: ${response.status} ${JSON.stringify(answer)}`);
      } catch (error) {
        failures.push(`${route}: ${(error as Error).message}`);
      }
      return undefined;
    }

    const admin = (await call<AuthResponse>('/user/register', undefined, {
      username: 'rolling',
      email: 'rolling@example.com',
      password: 'long enough password',
      organizationName: 'Rolling Restart',
    }))!;
    const { chatRoom } = (await call<{ chatRoom: { id: string } }>('/chat/chatrooms', admin.token, {
      name: 'Restarts',
    }))!;
    const { thread } = (await call<{ thread: { id: string } }>('/chat/threads', admin.token, {
      chatRoomId: chatRoom.id,
      title: 'During the restart',
    }))!;

    // A client as the web app is one: it reconnects, rejoins, then asks for what it missed.
    const seen = new Set<string>();
    let connections = 0;
    const socket: Socket = io(`http://127.0.0.1:${proxyPort}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      auth: { token: admin.token },
    });
    socket.on('newChat', (message: ChatMessage) => seen.add(message.id));
    socket.on('connect', () => {
      connections += 1;
      socket.emit('joinThread', thread.id, async () => {
        const page = await call<{ chats: ChatMessage[] }>(
          `/chat/chats?threadId=${thread.id}&limit=100`,
          admin.token,
        );
        for (const message of page?.chats ?? []) seen.add(message.id);
      });
    });

    const acknowledgedTasks: string[] = [];
    const acknowledgedChats: string[] = [];
    let loading = true;
    const tasksWorker = async (worker: number) => {
      for (let n = 0; loading; n += 1) {
        const created = await call<{ task: { id: string } }>('/tasks', admin.token, {
          title: `task ${worker}-${n}`,
        });
        if (created) acknowledgedTasks.push(created.task.id);
        await call('/user/me', admin.token);
      }
    };
    const chatWorker = async () => {
      for (let n = 0; loading; n += 1) {
        const sent = await call<{ chat: ChatMessage }>('/chat/sendChat', admin.token, {
          threadId: thread.id,
          chatRoomId: chatRoom.id,
          content: `message ${n}`,
        });
        if (sent) acknowledgedChats.push(sent.chat.id);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const load = Promise.all([tasksWorker(1), tasksWorker(2), tasksWorker(3), chatWorker()]);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    cluster.kill('SIGHUP');
    await waitForOutput('[cluster] rolling restart done');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    loading = false;
    await load;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    socket.disconnect();

    expect(failures).toEqual([]);
    expect(output).toContain('restarting the process on');
    // Both processes went away once each: the client was moved at least once.
    expect(connections).toBeGreaterThanOrEqual(2);
    expect(acknowledgedChats.length).toBeGreaterThan(20);
    expect(acknowledgedChats.filter((id) => !seen.has(id))).toEqual([]);

    const kept = await database.db.execute<{ id: string }>(
      sql`select id from tasks where id in ${acknowledgedTasks}`,
    );
    const keptIds = new Set(kept.rows.map((row) => row.id));
    expect(acknowledgedTasks.length).toBeGreaterThan(50);
    expect(acknowledgedTasks.filter((id) => !keptIds.has(id))).toEqual([]);
  });
});
