import type { ChildProcess } from 'node:child_process';
import { createServer, type Server as HttpServer } from 'node:http';
import net, { type AddressInfo, type Socket as NetSocket } from 'node:net';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionContext } from '../auth/session-context.js';
import { createSessionRevocations } from '../auth/session-revocations.js';
import { findFreePort } from '../db/embedded-postgres.js';
import { loadRedis } from '../redis-client.js';
import { spawnOwnRedis } from '../../test/own-redis.js';
import { createRealtime, rooms, type Realtime } from './realtime.js';

/**
 * Issue 32: one chat delivery missed after a kill -9 of Redis. A process whose Redis link comes
 * back sends its clients to reconnect and refetch; it did so on ioredis's 'ready', which comes
 * before ioredis even sends the subscriptions again. A client back (and refetched) before Redis
 * has read them missed what another process published in between: no one here heard it, and
 * nothing sent the client to refetch again. Here a proxy holds that process's SUBSCRIBE for
 * as long as the test likes, so the window is open for certain. This file's Redis is its own.
 */
const logger = pino({ level: 'silent' });
const session: SessionContext = {
  sessionId: 'session-1',
  userId: 'user-1',
  organizationId: 'organization-1',
  role: 'MEMBER',
  permissions: [],
};

let redisPort: number;
let redisServer: ChildProcess;
let redis: Redis;
let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
let publisher: Realtime;
let listener: Realtime;
let server: HttpServer;
let client: Socket | undefined;

/**
 * A TCP proxy to Redis that can drop its connections and then hold back, on the next ones,
 * every command from the first that subscribes on, until released.
 */
async function startHoldingProxy(port: number) {
  const open = new Set<NetSocket>();
  let holding = false;
  const releases: Array<() => void> = [];
  let heldOnce: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (heldOnce = resolve));
  const proxyServer = net.createServer((downstream) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const socket of [downstream, upstream]) {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        downstream.destroy();
        upstream.destroy();
        open.delete(socket);
      });
    }
    let queue: Buffer[] | undefined;
    downstream.on('data', (chunk: Buffer) => {
      if (!queue && holding && /subscribe/i.test(chunk.toString('latin1'))) {
        queue = [];
        releases.push(() => {
          for (const part of queue!) upstream.write(part);
          queue = undefined;
        });
        heldOnce();
      }
      if (queue) queue.push(chunk);
      else upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => downstream.write(chunk));
  });
  await new Promise<void>((resolve) => proxyServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(proxyServer.address() as AddressInfo).port}`,
    /** Drop every connection; the next ones' subscriptions are held back. */
    cutAndHold() {
      holding = true;
      for (const socket of open) socket.destroy();
    },
    /** Resolves once a SUBSCRIBE is held back. */
    held,
    release() {
      holding = false;
      for (const release of releases.splice(0)) release();
    },
    close: () => {
      for (const socket of open) socket.destroy();
      return new Promise<void>((resolve) => proxyServer.close(() => resolve()));
    },
  };
}

function makeRealtime(redisUrl: string) {
  return createRealtime({
    redisUrl,
    publicUrl: 'http://localhost',
    logger,
    resolveSession: async () => session,
    revocations: createSessionRevocations({ redisUrl: undefined, logger }),
    canReadThread: async () => true,
  });
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
async function until(condition: () => boolean | Promise<boolean>) {
  while (!(await condition())) await pause();
}

/** The pub/sub connections' subscription counts (CLIENT LIST), "sub/psub" each. */
async function subscriptions() {
  const list = (await redis.call('client', 'list')) as string;
  return list
    .split('\n')
    .map((line) => /\bsub=(\d+) psub=(\d+)/.exec(line))
    .filter((match): match is RegExpExecArray => !!match && match[2] !== '0')
    .map((match) => `${match[1]}/${match[2]}`);
}

/** Both processes' adapters subscribed in full: two subscribers, with the same channels. */
async function bothSubscribed() {
  const counts = await subscriptions();
  return counts.length === 2 && counts[0] === counts[1];
}

beforeAll(async () => {
  await loadRedis();
  redisPort = await findFreePort();
  const own = spawnOwnRedis(redisPort);
  redisServer = own.child;
  await own.ready;
  redis = new Redis(`redis://127.0.0.1:${redisPort}`);
  proxy = await startHoldingProxy(redisPort);
  publisher = makeRealtime(`redis://127.0.0.1:${redisPort}`);
  listener = makeRealtime(proxy.url);
  server = createServer();
  listener.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
}, 30_000);

afterAll(async () => {
  client?.disconnect();
  // A failed run may have left a QUIT behind a held SUBSCRIBE.
  proxy?.release();
  await Promise.all([publisher?.close(), listener?.close()]);
  await new Promise((resolve) => server?.close(resolve));
  await proxy?.close();
  redis?.disconnect();
  redisServer?.kill('SIGKILL');
});

describe('a process whose Redis link comes back', () => {
  it('sends its clients to refetch only once its subscriptions are in force again', async () => {
    // What the client lived through, in order: messages sent, heard, and its (re)connections.
    const log: string[] = [];
    client = io(`http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      auth: { token: 'a token' },
    });
    client.on('connect', () => log.push('connect'));
    client.on('newChat', (message: { id: string }) => log.push(`heard ${message.id}`));
    const send = (id: string) => {
      log.push(`sent ${id}`);
      publisher.chat.to(rooms.user(session.userId)).emit('newChat', { id } as never);
    };
    const connectedHere = () =>
      !!client?.connected && listener.chat.sockets.get(client.id ?? '')?.conn.readyState === 'open';
    await until(connectedHere);
    await until(bothSubscribed);
    send('m0');
    await until(() => log.includes('heard m0'));

    // The listening process loses Redis; when it is back its SUBSCRIBE is held up.
    const first = client.id!;
    proxy.cutAndHold();
    await proxy.held;
    // Its clients are not sent away yet: back now, and refetched, they would miss what the
    // other process publishes until Redis has read the subscriptions.
    expect(listener.chat.sockets.get(first)?.conn.readyState).toBe('open');
    send('m1');
    proxy.release();
    // Once they are in force the client is sent to reconnect (and refetch), after m1.
    await until(() => log.slice(log.indexOf('sent m1')).includes('connect'));
    expect(client.id).not.toBe(first);
    expect(log).not.toContain('heard m1');
    // And hears the next message live.
    await until(connectedHere);
    await until(bothSubscribed);
    send('m2');
    await until(() => log.includes('heard m2'));
    expect(log.filter((entry) => entry === 'connect')).toHaveLength(2);
  }, 30_000);
});
