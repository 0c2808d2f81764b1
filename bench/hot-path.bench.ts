/**
 * Hot-path benchmark: the product and the bare engine (bench/baseline.ts) side by side in one
 * run, on one database filled with the work-items data (100,000 tasks), each in its own
 * process, loaded in turn by autocannon from this process (50 connections), several rounds
 * alternating which goes first. Prints requests per second and p99 latency of each, and their
 * ratio, for `GET /api/user/me` (the session check) and `GET /api/tasks?completed=false` (open
 * tasks, due-date order, first page); then the resident memory of both processes.
 *
 *   npm run bench:hot-path
 *   BENCH_ROUNDS=5 BENCH_SECONDS=10 BENCH_CONNECTIONS=50 npm run bench:hot-path
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:hot-path
 *
 * Build first (`npm run build`) to measure the bundle `npm start` runs; without a build the
 * product runs from source through tsx.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startBareEngine, startProduct, type ServerProcess } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';
import { fillWorkItems } from './support/work-items-fill.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Figures = { requestsPerSecond: number; p99: number; errors: number; cpuPerRequest: number };

/**
 * Load one engine. Besides requests per second (which follow whatever else the machine runs),
 * it reads the CPU time the server process spent per answered request: on a shared machine
 * that is the steadier measure of what the engine itself costs.
 */
async function load(server: ServerProcess, path: string, token: string, seconds: number) {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const figures: Figures = {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuPerRequest: (server.cpuMs() - cpuBefore) / Math.max(1, result.requests.total),
  };
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Same answer from both? Compares the JSON, so a faster engine cannot be answering less. */
async function sameAnswer(path: string, token: string, servers: ServerProcess[]) {
  const bodies = await Promise.all(
    servers.map(async (server) => {
      const response = await fetch(`${server.url}${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return JSON.stringify(await response.json());
    }),
  );
  return bodies.every((body) => body === bodies[0]);
}

async function main() {
  const scratch = await createScratchDatabase('ws-bench-hot');
  let servers: ServerProcess[] = [];
  try {
    console.log(
      `Worksphere hot-path benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB; ` +
        `${ROUNDS} rounds of ${SECONDS} s per engine and call, ${CONNECTIONS} connections.`,
    );
    const filler = await buildApp(
      loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
      { db: scratch.database.db },
    );
    const fixture = await fillWorkItems(filler, scratch.database.pool);
    await filler.close();

    const product = await startProduct(scratch.url);
    const bare = await startBareEngine(scratch.url);
    servers = [product, bare];
    const idle = { product: product.rssMb(), bare: bare.rssMb() };

    const calls = [
      { name: '`GET /api/user/me` (session check)', path: '/api/user/me' },
      {
        name: '`GET /api/tasks` open, due order, 100,000 tasks',
        path: '/api/tasks?completed=false',
      },
    ];
    console.log(
      '\n| Call | Same JSON | Product req/s | Bare req/s | Ratio | Product p99 | Bare p99 | ' +
        'Product CPU/req | Bare CPU/req | CPU ratio |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const call of calls) {
      const same = await sameAnswer(call.path, fixture.token, servers);
      const figures = new Map<ServerProcess, Figures[]>(servers.map((server) => [server, []]));
      for (const server of servers) await load(server, call.path, fixture.token, 2);
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          figures.get(server)!.push(await load(server, call.path, fixture.token, SECONDS));
        }
      }
      const summary = (server: ServerProcess) => {
        const runs = figures.get(server)!;
        const errors = runs.reduce((sum, run) => sum + run.errors, 0);
        if (errors) throw new Error(`${server.name} answered ${errors} errors on ${call.path}`);
        return {
          rps: median(runs.map((run) => run.requestsPerSecond)),
          p99: median(runs.map((run) => run.p99)),
          cpu: median(runs.map((run) => run.cpuPerRequest)),
        };
      };
      const ours = summary(product);
      const floor = summary(bare);
      console.log(
        `| ${call.name} | ${same ? 'yes' : 'no'} | ${Math.round(ours.rps).toLocaleString('en')} | ` +
          `${Math.round(floor.rps).toLocaleString('en')} | ${(floor.rps / ours.rps).toFixed(2)}x | ` +
          `${ours.p99} ms | ${floor.p99} ms | ${ours.cpu.toFixed(3)} ms | ${floor.cpu.toFixed(3)} ms | ` +
          `${(ours.cpu / floor.cpu).toFixed(2)}x |`,
      );
    }
    console.log(
      `\nResident memory (MB): product ${idle.product} idle, ${product.rssMb()} after load; ` +
        `bare engine ${idle.bare} idle, ${bare.rssMb()} after load.`,
    );
    console.log(
      `Start to first answer: product ${Math.round(product.startMs)} ms, bare engine ${Math.round(bare.startMs)} ms (DATABASE_URL, warm).`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
