/**
 * Chat realtime benchmark: 500 socket.io clients joined to one thread, messages posted through
 * the HTTP API at a steady rate; measures end-to-end delivery latency (POST sent -> newChat
 * received by each client) p50/p99 and messages (deliveries) per second.
 *
 * Two set-ups: one server; and two server instances on one database and one Redis (the
 * socket.io Redis adapter), clients split between them and messages posted through both.
 * Runs on the embedded PostgreSQL, or on DATABASE_URL when set (a scratch database is created
 * there and dropped afterwards). REDIS_URL defaults to redis://127.0.0.1:6379.
 *
 *   npm run bench:chat
 *   BENCH_CLIENTS=500 BENCH_RATE=20 BENCH_SECONDS=10 npm run bench:chat
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import {
  openDatabase,
  runMigrations,
  type DatabaseHandle,
} from '../apps/server/src/platform/db/database.js';
import {
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../apps/server/src/platform/db/embedded-postgres.js';
import { adminQuery, databaseUrl } from '../apps/server/src/test/databases.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const environment = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '100000',
    DATA_DIR: os.tmpdir(),
    ...extra,
  });

type Server = { app: FastifyInstance; url: string };

async function startServers(dbUrl: string, count: number, withRedis: boolean) {
  const handles: DatabaseHandle[] = [];
  const servers: Server[] = [];
  for (let index = 0; index < count; index += 1) {
    const database = openDatabase(dbUrl, 10);
    const app = await buildApp(environment(withRedis ? { REDIS_URL } : {}), { db: database.db });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    handles.push(database);
    servers.push({ app, url });
  }
  return {
    servers,
    close: async () => {
      for (const server of servers) await server.app.close();
      for (const handle of handles) await handle.close();
    },
  };
}

async function json<T>(url: string, token: string | undefined, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}

async function scenario(name: string, dbUrl: string, count: number, withRedis: boolean) {
  const { servers, close } = await startServers(dbUrl, count, withRedis);
  const api = (index: number) => `${servers[index % servers.length]!.url}/api`;
  const suffix = Math.random().toString(36).slice(2, 8);
  const admin = await json<{ token: string }>(`${api(0)}/user/register`, undefined, {
    username: `bench${suffix}`,
    email: `bench${suffix}@example.com`,
    password: 'correct horse battery',
    firstName: 'Bench',
    lastName: 'Admin',
    organizationName: `Bench ${suffix}`,
  });
  const token: string = admin.token;
  const { chatRoom } = await json<{ chatRoom: { id: string } }>(`${api(0)}/chat/chatrooms`, token, {
    name: 'Bench',
  });
  const { thread } = await json<{ thread: { id: string } }>(`${api(0)}/chat/threads`, token, {
    chatRoomId: chatRoom.id,
    title: 'Load',
  });

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets: Socket[] = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const socket = io(`${servers[index % servers.length]!.url}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    socket.on('newChat', (chat: { clientMessageId: string }) => {
      const started = sentAt.get(chat.clientMessageId);
      if (started !== undefined) latencies.push(performance.now() - started);
    });
    sockets.push(socket);
  }
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve, reject) => {
          socket.once('connect', () => {
            socket
              .timeout(10_000)
              .emit('joinThread', thread.id, (error: unknown) =>
                error ? reject(error) : resolve(),
              );
          });
          socket.once('connect_error', reject);
        }),
    ),
  );

  const total = RATE * SECONDS;
  const started = performance.now();
  const posts: Promise<unknown>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const clientMessageId = `bench-${suffix}-${index}`;
    sentAt.set(clientMessageId, performance.now());
    posts.push(
      json(`${api(index)}/chat/sendChat`, token, {
        threadId: thread.id,
        content: `message ${index}`,
        clientMessageId,
      }),
    );
  }
  await Promise.all(posts);
  const expected = total * CLIENTS;
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsed = (performance.now() - started) / 1000;
  for (const socket of sockets) socket.disconnect();
  await close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const line = {
    scenario: name,
    clients: CLIENTS,
    messages: total,
    deliveries: `${latencies.length}/${expected}`,
    p50: `${percentile(sorted, 0.5).toFixed(1)} ms`,
    p99: `${percentile(sorted, 0.99).toFixed(1)} ms`,
    'messages/s': (total / elapsed).toFixed(1),
    'deliveries/s': (latencies.length / elapsed).toFixed(0),
  };
  console.log(JSON.stringify(line));
  return line;
}

async function main() {
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-bench-'));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
  }
  const name = `ws_bench_chat_${Date.now()}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const dbUrl = databaseUrl(adminUrl, name);
  try {
    const migrator = openDatabase(dbUrl, 1);
    await runMigrations(migrator.db);
    await migrator.close();
    console.log(
      `chat bench: ${CLIENTS} clients in one thread, ${RATE} messages/s for ${SECONDS} s, Node ${process.version}, ${os.cpus().length} cores`,
    );
    await scenario('one process', dbUrl, 1, false);
    await scenario('two processes + Redis', dbUrl, 2, true);
  } finally {
    await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
