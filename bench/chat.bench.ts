/**
 * Chat realtime benchmark: the product and the bare engine (bench/baseline.ts) side by side in
 * one run, each in its own process on one database, loaded in turn from this process: 500
 * socket.io clients (spread over the members of one organisation) joined to one thread, and
 * messages posted through `POST /api/chat/sendChat` (JSON) at a steady rate. Measures the
 * delivery latency (POST sent -> `newChat` received by each client), p50 and p99, over several
 * rounds alternating which engine goes first, and prints each round, the medians and their
 * ratio. Before every run each member reads the thread, so every run starts from the same
 * unread state (a send recounts every member's unread messages of the thread).
 *
 * Then the product alone as two processes on one database and Redis (the socket.io Redis
 * adapter), clients split between them and messages posted through both (BENCH_SKIP_REDIS=1
 * leaves it out).
 *
 *   npm run bench:chat
 *   BENCH_CLIENTS=500 BENCH_RATE=20 BENCH_SECONDS=10 BENCH_ROUNDS=3 BENCH_MEMBERS=10 npm run bench:chat
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:chat
 *
 * Build first (`npm run build -w apps/server`) to measure the bundle `npm start` runs; without
 * a build the product runs from source through tsx. REDIS_URL defaults to redis://127.0.0.1:6379.
 *
 * Then chat search on 1,000,000 messages, product beside bare engine (support/chat-search-run.ts).
 * BENCH_PART=search runs the search part alone, BENCH_PART=realtime the delivery part alone.
 *
 *   BENCH_PART=search npm run bench:chat
 *   BENCH_PART=search BENCH_MESSAGES=1000000 BENCH_SEARCH_ROUNDS=30 npm run bench:chat
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashToken } from '../apps/server/src/platform/auth/tokens.js';
import { runChatSearchBench } from './support/chat-search-run.js';
import { startBareEngine, startProduct, type ServerProcess } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10);
const WARM_UP_SECONDS = 2;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

type Fixture = {
  organizationId: string;
  threadId: string;
  /** The sender's first: the admin who registered the organisation, then the members. */
  tokens: string[];
};

type Run = { p50: number; p99: number; delivered: number; expected: number; errors: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function post<T>(url: string, token: string | undefined, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) {
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** An organisation through the product's API, its members and their sessions straight in SQL. */
async function createFixture(productUrl: string, pool: Pool): Promise<Fixture> {
  const suffix = randomBytes(4).toString('hex');
  const api = `${productUrl}/api`;
  const admin = await post<{ token: string; user: { organizationId: string } }>(
    `${api}/user/register`,
    undefined,
    {
      username: `bench${suffix}`,
      email: `bench${suffix}@example.com`,
      password: 'correct horse battery',
      firstName: 'Bench',
      lastName: 'Admin',
      organizationName: `Bench ${suffix}`,
    },
  );
  const { organizationId } = admin.user;
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(32).toString('base64url'));
  const members = await pool.query<{ id: string }>(
    `insert into users (organization_id, username, email, password_hash, role, permissions,
                        first_name, last_name)
     select $1, 'member' || g || $3, 'member' || g || $3 || '@example.com', 'not-a-hash',
            'MEMBER', '{}', 'Member', g::text
     from generate_series(1, $2::int) g order by g returning id`,
    [organizationId, MEMBERS, suffix],
  );
  await pool.query(
    `insert into sessions (token_hash, user_id, organization_id, expires_at)
     select hash, user_id, $1, now() + interval '1 day'
     from unnest($2::text[], $3::uuid[]) as t(hash, user_id)`,
    [organizationId, tokens.map(hashToken), members.rows.map((row) => row.id)],
  );
  const { chatRoom } = await post<{ chatRoom: { id: string } }>(
    `${api}/chat/chatrooms`,
    admin.token,
    { name: 'Bench' },
  );
  const { thread } = await post<{ thread: { id: string } }>(`${api}/chat/threads`, admin.token, {
    chatRoomId: chatRoom.id,
    title: 'Load',
  });
  return { organizationId, threadId: thread.id, tokens: [admin.token, ...tokens] };
}

/** Every member read the thread up to now: each run starts from no unread message. */
async function everyoneReads(pool: Pool, fixture: Fixture) {
  await pool.query(
    `insert into chat_thread_states (organization_id, thread_id, user_id, last_read_at)
     select $1, $2, id, now() from users where organization_id = $1
     on conflict (thread_id, user_id) do update set last_read_at = excluded.last_read_at`,
    [fixture.organizationId, fixture.threadId],
  );
}

/** CLIENTS sockets joined to the thread, spread over the servers and the members. */
class Clients {
  private sentAt = new Map<string, number>();
  private latencies: number[] = [];
  private sockets: Socket[] = [];

  constructor(
    readonly name: string,
    readonly urls: string[],
  ) {}

  async connect(fixture: Fixture) {
    for (let index = 0; index < CLIENTS; index += 1) {
      const socket = io(`${this.urls[index % this.urls.length]}/chat`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: fixture.tokens[index % fixture.tokens.length] },
      });
      socket.on('newChat', (chat: { clientMessageId: string }) => {
        const started = this.sentAt.get(chat.clientMessageId);
        if (started !== undefined) this.latencies.push(performance.now() - started);
      });
      this.sockets.push(socket);
    }
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => {
              socket
                .timeout(30_000)
                .emit('joinThread', fixture.threadId, (error: unknown) =>
                  error
                    ? reject(error instanceof Error ? error : new Error(String(error)))
                    : resolve(),
                );
            });
            socket.once('connect_error', reject);
          }),
      ),
    );
  }

  /** RATE messages a second for `seconds`, posted in turn through the servers. */
  async run(fixture: Fixture, seconds: number, label: string): Promise<Run> {
    this.sentAt.clear();
    this.latencies = [];
    const total = RATE * seconds;
    const started = performance.now();
    let errors = 0;
    const posts: Promise<unknown>[] = [];
    for (let index = 0; index < total; index += 1) {
      const wait = started + (index * 1000) / RATE - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const clientMessageId = `${label}-${index}`;
      this.sentAt.set(clientMessageId, performance.now());
      posts.push(
        post(`${this.urls[index % this.urls.length]}/api/chat/sendChat`, fixture.tokens[0], {
          threadId: fixture.threadId,
          content: `message ${index}`,
          clientMessageId,
        }).catch(() => (errors += 1)),
      );
    }
    await Promise.all(posts);
    const expected = total * CLIENTS;
    const deadline = performance.now() + 30_000;
    while (this.latencies.length < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      delivered: sorted.length,
      expected,
      errors,
    };
  }

  disconnect() {
    for (const socket of this.sockets) socket.disconnect();
    this.sockets = [];
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function sideBySide(scratchUrl: string, pool: Pool) {
  const processes: ServerProcess[] = [];
  try {
    const product = await startProduct(scratchUrl);
    processes.push(product);
    const bare = await startBareEngine(scratchUrl);
    processes.push(bare);
    const fixture = await createFixture(product.url, pool);
    const engines = [new Clients('product', [product.url]), new Clients('bare engine', [bare.url])];
    for (const engine of engines) await engine.connect(fixture);
    for (const engine of engines) {
      await everyoneReads(pool, fixture);
      await engine.run(fixture, WARM_UP_SECONDS, `warm-${engine.name}`);
    }

    const runs = new Map<Clients, Run[]>(engines.map((engine) => [engine, []]));
    console.log('\n| Round | Engine | Delivered | p50 | p99 |');
    console.log('|---:|---|---:|---:|---:|');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? engines : [...engines].reverse();
      for (const engine of order) {
        await everyoneReads(pool, fixture);
        const run = await engine.run(fixture, SECONDS, `r${round}-${engine.name}`);
        if (run.errors) throw new Error(`${engine.name}: ${run.errors} sends failed`);
        runs.get(engine)!.push(run);
        console.log(
          `| ${round} | ${engine.name} | ${run.delivered}/${run.expected} | ${ms(run.p50)} | ${ms(run.p99)} |`,
        );
      }
    }
    const [ours, floor] = engines.map((engine) => ({
      p50: median(runs.get(engine)!.map((run) => run.p50)),
      p99: median(runs.get(engine)!.map((run) => run.p99)),
    }));
    console.log('\n| Median of the rounds | Product | Bare engine | Ratio |');
    console.log('|---|---:|---:|---:|');
    console.log(
      `| Delivery p50 | ${ms(ours!.p50)} | ${ms(floor!.p50)} | ${(ours!.p50 / floor!.p50).toFixed(2)}x |`,
    );
    console.log(
      `| Delivery p99 | ${ms(ours!.p99)} | ${ms(floor!.p99)} | ${(ours!.p99 / floor!.p99).toFixed(2)}x |`,
    );
    const ratios = runs
      .get(engines[0]!)!
      .map((run, index) => (run.p99 / runs.get(engines[1]!)![index]!.p99).toFixed(2));
    console.log(`p99 ratio of each round: ${ratios.join(', ')}`);
    for (const engine of engines) engine.disconnect();
  } finally {
    for (const server of processes) await server.stop();
  }
}

async function twoProcessesWithRedis(scratchUrl: string, pool: Pool) {
  const processes: ServerProcess[] = [];
  try {
    processes.push(await startProduct(scratchUrl, { REDIS_URL }));
    processes.push(await startProduct(scratchUrl, { REDIS_URL }));
    const fixture = await createFixture(processes[0]!.url, pool);
    const clients = new Clients(
      'product, two processes + Redis',
      processes.map((server) => server.url),
    );
    await clients.connect(fixture);
    await everyoneReads(pool, fixture);
    await clients.run(fixture, WARM_UP_SECONDS, 'redis-warm');
    console.log('\n| Product, two processes + Redis | Delivered | p50 | p99 |');
    console.log('|---:|---:|---:|---:|');
    for (let round = 1; round <= ROUNDS; round += 1) {
      await everyoneReads(pool, fixture);
      const run = await clients.run(fixture, SECONDS, `redis-r${round}`);
      if (run.errors) throw new Error(`two processes: ${run.errors} sends failed`);
      console.log(
        `| ${round} | ${run.delivered}/${run.expected} | ${ms(run.p50)} | ${ms(run.p99)} |`,
      );
    }
    clients.disconnect();
  } finally {
    for (const server of processes) await server.stop();
  }
}

async function main() {
  const part = process.env.BENCH_PART;
  if (part !== 'search') await realtime();
  if (part !== 'realtime') await runChatSearchBench();
}

async function realtime() {
  const scratch = await createScratchDatabase('ws-bench-chat');
  try {
    console.log(
      `Chat benchmark: ${scratch.description}, Node ${process.version}, ${os.cpus().length} cores, ` +
        `load average ${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}; ` +
        `${CLIENTS} clients over ${MEMBERS + 1} members in one thread, ${RATE} messages/s, ` +
        `${ROUNDS} rounds of ${SECONDS} s per engine.`,
    );
    await sideBySide(scratch.url, scratch.database.pool);
    if (process.env.BENCH_SKIP_REDIS !== '1') {
      await twoProcessesWithRedis(scratch.url, scratch.database.pool);
    }
    console.log(
      `\nLoad average at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await scratch.drop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
