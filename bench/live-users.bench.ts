/**
 * Live-users benchmark: N signed-in users, each holding a /chat socket (websocket) and polling
 * `GET /api/user/me` once every 30 s (spread evenly), stepped up until the p99 of the poll
 * passes 100 ms or the last step is reached. The product and the bare engine
 * (bench/baseline.ts) take turns at each step in one run, each in its own process on the same
 * database; the memory of each server is read before, at each step and a minute after every
 * client has left.
 *
 *   npm run bench:live-users
 *   BENCH_STEPS=1000,2500,5000,7500,10000 BENCH_WINDOW_SECONDS=30 npm run bench:live-users
 *   BENCH_SETTLE_SECONDS=60 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:live-users
 *   BENCH_PRODUCT_NODE_OPTIONS=--max-semi-space-size=4 npm run bench:live-users   # flags for the product only
 *   BENCH_P99_LIMIT_MS=2000 npm run bench:live-users   # go on past a p99 of 100 ms (a busy machine)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import http from 'node:http';
import { hashToken } from '../apps/server/src/platform/auth/tokens.js';
import { startBareEngine, startProduct, type ServerProcess } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';

const STEPS = (process.env.BENCH_STEPS ?? '1000,2500,5000,7500,10000').split(',').map(Number);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const POLL_EVERY_MS = 30_000;
// A busy machine (other work beside the bench) may pass it early; raise it to see the steps.
const P99_LIMIT_MS = Number(process.env.BENCH_P99_LIMIT_MS ?? 100);

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;

/** One organisation with as many users as the last step, each with a live session. */
async function createUsers(pool: Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into organizations (name, slug) values ('Live users', 'live-users-${Date.now()}') returning id`,
  );
  const organizationId = rows[0]!.id;
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const users = await pool.query<{ id: string }>(
    `insert into users (organization_id, username, email, password_hash, role, permissions)
     select $1, 'live' || g, 'live' || g || '@example.com', 'not-a-hash', 'MEMBER', '{}'
     from generate_series(1, $2::int) g order by g returning id`,
    [organizationId, count],
  );
  await pool.query(
    `insert into sessions (token_hash, user_id, organization_id, expires_at)
     select hash, user_id, $1, now() + interval '1 day'
     from unnest($2::text[], $3::uuid[]) as t(hash, user_id)`,
    [organizationId, tokens.map(hashToken), users.rows.map((row) => row.id)],
  );
  return tokens;
}

type Step = {
  users: number;
  p99: number;
  p50: number;
  polls: number;
  failures: number;
  /** Resident memory sampled every second of the window: median and peak, MB. */
  rss: number;
  rssPeak: number;
  /** Events the server sent the clients from the first connect to the window's end. */
  events: number;
  /** Seconds to connect every socket (batches of 250, each waiting for the last). */
  connectSeconds: number;
  /** CPU seconds the server used from the first connect to the window's end. */
  cpuSeconds: number;
};

/** Hold `tokens.length` users on one server for the window and measure their polls. */
/** GET with a keep-alive agent; answers the status once the body has been read. */
function get(url: string, token: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

async function runStep(server: ServerProcess, tokens: string[], agent: http.Agent): Promise<Step> {
  const sockets: Socket[] = [];
  // Nothing in this bench asks for events: those the clients receive are the server's own
  // fan-out (presence, for one), whose cost grows with the users (issue 32).
  let events = 0;
  const connectStarted = performance.now();
  const cpuBefore = server.cpuMs();
  // Connect in batches so the step measures holding the users, not a thundering herd.
  for (let index = 0; index < tokens.length; index += 250) {
    const batch = tokens.slice(index, index + 250).map(
      (token) =>
        new Promise<void>((resolve, reject) => {
          const socket = io(`${server.url}/chat`, {
            path: '/socket.io',
            transports: ['websocket'],
            reconnection: false,
            forceNew: true,
            auth: { token },
          });
          sockets.push(socket);
          socket.onAny(() => void (events += 1));
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        }),
    );
    await Promise.all(batch);
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  // The arrivals' last gathered presence events (each a list of up to every user, to every
  // socket, parsed by this one process) come up to a few seconds after the last connect: the
  // step measures holding the users once they have stopped, not this process parsing them.
  // Quiet for longer than the server's gathering window (5 s at 10,000 sockets) means stopped.
  let lastEvents = -1;
  for (let waited = 0; waited < 60 && events !== lastEvents; waited += 6) {
    lastEvents = events;
    await new Promise((resolve) => setTimeout(resolve, 6000));
  }
  const latencies: number[] = [];
  let failures = 0;
  // One reading at the end depends on whether V8 collected just before it; the median of a
  // reading a second says what the users hold, the peak what the machine must have.
  const rssSamples: number[] = [];
  const sampler = setInterval(() => rssSamples.push(server.rssMb()), 1000);
  const started = performance.now();
  const windowMs = WINDOW_SECONDS * 1000;
  const polls: Promise<void>[] = [];
  // Each user polls once every 30 s, the users spread evenly over that period.
  const interval = POLL_EVERY_MS / tokens.length;
  for (let index = 0; performance.now() - started < windowMs; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const token = tokens[index % tokens.length]!;
    const sent = performance.now();
    polls.push(
      get(`${server.url}/api/user/me`, token, agent).then(
        (status) => {
          if (status === 200) latencies.push(performance.now() - sent);
          else failures += 1;
        },
        () => void (failures += 1),
      ),
    );
  }
  await Promise.all(polls);
  clearInterval(sampler);
  const received = events;
  const cpuSeconds = (server.cpuMs() - cpuBefore) / 1000;
  rssSamples.sort((a, b) => a - b);
  for (const socket of sockets) socket.disconnect();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    users: tokens.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    polls: sorted.length,
    failures,
    rss: percentile(rssSamples, 0.5),
    rssPeak: rssSamples.at(-1) ?? NaN,
    events: received,
    connectSeconds,
    cpuSeconds,
  };
}

async function main() {
  const scratch = await createScratchDatabase('ws-bench-live');
  const servers: ServerProcess[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  try {
    console.log(
      `Worksphere live-users benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; steps ${STEPS.join(', ')}; ` +
        `each user polls GET /api/user/me every 30 s; ${WINDOW_SECONDS} s measured per step.`,
    );
    const tokens = await createUsers(scratch.database.pool, Math.max(...STEPS));
    const product = await startProduct(scratch.url);
    const bare = await startBareEngine(scratch.url);
    servers.push(product, bare);
    const idle = new Map(servers.map((server) => [server, server.rssMb()]));
    const passed = new Map<ServerProcess, number>();

    console.log(
      '\n| Users | Engine | Polls | p50 | p99 | Failures | RSS MB median | RSS MB peak | Events to clients | Connect s | Server CPU s |',
    );
    console.log('|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const [stepIndex, users] of STEPS.entries()) {
      const order = stepIndex % 2 === 0 ? servers : [...servers].reverse();
      for (const server of order) {
        if (passed.has(server) && passed.get(server)! < 0) continue;
        const step = await runStep(server, tokens.slice(0, users), agent);
        console.log(
          `| ${users.toLocaleString('en')} | ${server.name} | ${step.polls} | ${step.p50.toFixed(1)} ms | ` +
            `${step.p99.toFixed(1)} ms | ${step.failures} | ${step.rss} | ${step.rssPeak} | ` +
            `${step.events.toLocaleString('en')} | ${step.connectSeconds.toFixed(1)} | ${step.cpuSeconds.toFixed(1)} |`,
        );
        if (step.p99 > P99_LIMIT_MS || step.failures > 0) passed.set(server, -1);
        else passed.set(server, users);
        // Let the server notice the disconnections before the next engine's turn.
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    }
    console.log(`\nWaiting ${SETTLE_SECONDS} s after the last clients left...`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
    for (const server of servers) {
      console.log(
        `${server.name}: RSS ${idle.get(server)} MB idle, ${server.rssMb()} MB ${SETTLE_SECONDS} s after the clients left`,
      );
    }
  } finally {
    agent.destroy();
    for (const server of servers) await server.stop();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
