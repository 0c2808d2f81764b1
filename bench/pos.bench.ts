/**
 * Point-of-sale benchmark: public pickup orders at a steady 200 a minute while 50 staff
 * sockets watch the orders board. The product and the bare engine (bench/baseline.ts) run
 * side by side, each in its own process on one database, loaded in turn from this process.
 * Measures, p50 and p99:
 * - placing an order: `POST /api/pos/public/{orgSlug}/orders` sent → its answer received;
 * - the board update: the same POST sent → `pos:order` received by each staff socket.
 * Rounds alternate which engine goes first; the medians and their ratio are printed, with the
 * CPU time each server process spent per order (steadier than a p99 on a shared machine).
 *
 *   npm run bench:pos
 *   BENCH_ORDERS_PER_MINUTE=200 BENCH_STAFF=50 BENCH_SECONDS=30 BENCH_ROUNDS=2 npm run bench:pos
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:pos
 *
 * Build first (`npm run build -w apps/server`) to measure the bundle `npm start` runs; without
 * a build the product runs from source through tsx.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { hashToken } from '../apps/server/src/platform/auth/tokens.js';
import { startBareEngine, startProduct, type ServerProcess } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';

const ORDERS_PER_MINUTE = Number(process.env.BENCH_ORDERS_PER_MINUTE ?? 200);
const STAFF = Number(process.env.BENCH_STAFF ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PRODUCTS = 12;
const WARM_UP_ORDERS = 10;

type Fixture = { slug: string; productIds: string[]; staffTokens: string[] };
type Run = {
  /** CPU time of the engine's process over the run (user + system), per order placed. */
  cpuPerOrder: number;
  place: { p50: number; p99: number };
  board: { p50: number; p99: number };
  delivered: number;
  expected: number;
  errors: number;
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function post<T>(url: string, token: string | undefined, body: unknown) {
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

/** A shop through the product's API (catalogue with options), its staff sessions in SQL. */
async function createFixture(productUrl: string, pool: Pool): Promise<Fixture> {
  const suffix = randomBytes(4).toString('hex');
  const api = `${productUrl}/api`;
  const admin = await post<{
    token: string;
    user: { organizationId: string; organizationSlug: string };
  }>(`${api}/user/register`, undefined, {
    username: `pos${suffix}`,
    email: `pos${suffix}@example.com`,
    password: 'correct horse battery',
    firstName: 'Bench',
    lastName: 'Admin',
    organizationName: `Bench shop ${suffix}`,
  });
  const productIds: string[] = [];
  for (let index = 0; index < PRODUCTS; index += 1) {
    const { product } = await post<{ product: { id: string } }>(
      `${api}/pos/products`,
      admin.token,
      {
        name: `Dish ${index}`,
        description: 'A plate of something good',
        price: 450 + index * 25,
        optionGroups: [{ name: 'Size', choices: [{ name: 'Large', priceDelta: 100 }] }],
      },
    );
    productIds.push(product.id);
  }
  const tokens = Array.from({ length: STAFF }, () => randomBytes(32).toString('base64url'));
  const members = await pool.query<{ id: string }>(
    `insert into users (organization_id, username, email, password_hash, role, permissions,
                        first_name, last_name)
     select $1, 'staff' || g || $3, 'staff' || g || $3 || '@example.com', 'not-a-hash',
            'MEMBER', '{pos:sell}', 'Staff', g::text
     from generate_series(1, $2::int) g order by g returning id`,
    [admin.user.organizationId, STAFF, suffix],
  );
  await pool.query(
    `insert into sessions (token_hash, user_id, organization_id, expires_at)
     select hash, user_id, $1, now() + interval '1 day'
     from unnest($2::text[], $3::uuid[]) as t(hash, user_id)`,
    [admin.user.organizationId, tokens.map(hashToken), members.rows.map((row) => row.id)],
  );
  return { slug: admin.user.organizationSlug, productIds, staffTokens: tokens };
}

/** STAFF sockets on the engine's /chat namespace, watching the organisation's orders. */
class Board {
  private sentAt = new Map<string, number>();
  private boardLatencies: number[] = [];
  private sockets: Socket[] = [];

  constructor(
    readonly name: string,
    readonly server: ServerProcess,
  ) {}

  get url() {
    return this.server.url;
  }

  async connect(fixture: Fixture) {
    for (const token of fixture.staffTokens) {
      const socket = io(`${this.url}/chat`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token },
      });
      socket.on('pos:order', (event: { order: { customerName: string } }) => {
        const started = this.sentAt.get(event.order.customerName);
        if (started !== undefined) this.boardLatencies.push(performance.now() - started);
      });
      this.sockets.push(socket);
    }
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
          }),
      ),
    );
  }

  /** `count` public orders at ORDERS_PER_MINUTE; each customer's name tells its order apart. */
  async run(fixture: Fixture, count: number, label: string): Promise<Run> {
    this.sentAt.clear();
    this.boardLatencies = [];
    const placeLatencies: number[] = [];
    const cpuBefore = this.server.cpuMs();
    const started = performance.now();
    const interval = 60_000 / ORDERS_PER_MINUTE;
    let errors = 0;
    const posts: Promise<unknown>[] = [];
    for (let index = 0; index < count; index += 1) {
      const wait = started + index * interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const customerName = `${label} ${index}`;
      const sent = performance.now();
      this.sentAt.set(customerName, sent);
      const productId = fixture.productIds[index % fixture.productIds.length]!;
      posts.push(
        post(`${this.url}/api/pos/public/${fixture.slug}/orders`, undefined, {
          clientKey: randomUUID(),
          customerName,
          customerPhone: '+44 20 7946 0958',
          lines: [
            { productId, quantity: 1 + (index % 3) },
            { productId: fixture.productIds[(index + 5) % fixture.productIds.length], quantity: 1 },
          ],
        }).then(
          () => placeLatencies.push(performance.now() - sent),
          () => (errors += 1),
        ),
      );
    }
    await Promise.all(posts);
    const expected = count * this.sockets.length;
    const deadline = performance.now() + 30_000;
    while (this.boardLatencies.length < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cpuPerOrder = (this.server.cpuMs() - cpuBefore) / count;
    const place = [...placeLatencies].sort((a, b) => a - b);
    const board = [...this.boardLatencies].sort((a, b) => a - b);
    return {
      cpuPerOrder,
      place: { p50: percentile(place, 0.5), p99: percentile(place, 0.99) },
      board: { p50: percentile(board, 0.5), p99: percentile(board, 0.99) },
      delivered: board.length,
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

async function main() {
  const scratch = await createScratchDatabase('ws-bench-pos');
  const processes: ServerProcess[] = [];
  try {
    console.log(
      `Point-of-sale benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores, load average ${loadAverage()}; ${ORDERS_PER_MINUTE} public ` +
        `orders a minute, ${STAFF} staff sockets, ${ROUNDS} rounds of ${SECONDS} s per engine.`,
    );
    // Every order comes from this one address: the per-address limit is lifted for the run.
    const product = await startProduct(scratch.url, { POS_ORDER_RATE_LIMIT_MAX: '1000000' });
    processes.push(product);
    const bare = await startBareEngine(scratch.url);
    processes.push(bare);
    const fixture = await createFixture(product.url, scratch.database.pool);
    const engines = [new Board('product', product), new Board('bare engine', bare)];
    for (const engine of engines) await engine.connect(fixture);
    for (const engine of engines) await engine.run(fixture, WARM_UP_ORDERS, `warm-${engine.name}`);

    const count = Math.max(1, Math.round((ORDERS_PER_MINUTE * SECONDS) / 60));
    const runs = new Map<Board, Run[]>(engines.map((engine) => [engine, []]));
    console.log(
      '\n| Round | Engine | Board updates | Place p50 | Place p99 | Board p50 | Board p99 | CPU/order |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|');
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? engines : [...engines].reverse();
      for (const engine of order) {
        const run = await engine.run(fixture, count, `r${round}-${engine.name}`);
        if (run.errors) throw new Error(`${engine.name}: ${run.errors} orders failed`);
        runs.get(engine)!.push(run);
        console.log(
          `| ${round} | ${engine.name} | ${run.delivered}/${run.expected} | ${ms(run.place.p50)} | ` +
            `${ms(run.place.p99)} | ${ms(run.board.p50)} | ${ms(run.board.p99)} | ${ms(run.cpuPerOrder)} |`,
        );
      }
    }
    const summary = (engine: Board) => {
      const list = runs.get(engine)!;
      return {
        placeP50: median(list.map((run) => run.place.p50)),
        placeP99: median(list.map((run) => run.place.p99)),
        boardP50: median(list.map((run) => run.board.p50)),
        boardP99: median(list.map((run) => run.board.p99)),
        cpuPerOrder: median(list.map((run) => run.cpuPerOrder)),
      };
    };
    const ours = summary(engines[0]!);
    const floor = summary(engines[1]!);
    console.log('\n| Median of the rounds | Product | Bare engine | Ratio |');
    console.log('|---|---:|---:|---:|');
    for (const [label, key] of [
      ['Place an order p50', 'placeP50'],
      ['Place an order p99', 'placeP99'],
      ['Board update p50', 'boardP50'],
      ['Board update p99', 'boardP99'],
      ['CPU per order', 'cpuPerOrder'],
    ] as const) {
      console.log(
        `| ${label} | ${ms(ours[key])} | ${ms(floor[key])} | ${(ours[key] / floor[key]).toFixed(2)}x |`,
      );
    }
    for (const engine of engines) engine.disconnect();
    console.log(`\nLoad average at the end: ${loadAverage()}`);
  } finally {
    for (const server of processes) await server.stop();
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
