/**
 * Start-up benchmark: the time from spawning the server to its first answer (GET /api/health,
 * polled every 10 ms), on a data directory that is already initialised, for the built product
 * (apps/server/dist/main.js on its embedded PostgreSQL: `npm start` without the build) and the
 * bare engine (bench/support/bare-startup.mjs: the same embedded PostgreSQL binaries on a data
 * directory of its own, one pg connection, node:http). They take turns, the order swapped every
 * round, so that a busy machine weighs on both alike; medians and the ratio are printed.
 *
 *   npm run build -w apps/server && npm run bench:startup
 *   BENCH_RUNS=11 npm run bench:startup
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  startBareStartup,
  startBuiltProductOnDataDir,
  type ServerProcess,
} from './support/processes.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

type Started = ServerProcess & { startMs: number };
type Engine = { name: string; dataDir: string; start: (dataDir: string) => Promise<Started> };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function timeStart(engine: Engine): Promise<number> {
  const server = await engine.start(engine.dataDir);
  await server.stop();
  return server.startMs;
}

async function main() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'ws-bench-startup-'));
  // As root, PostgreSQL runs as the user "postgres", which must reach the data directories.
  await chmod(root, 0o755);
  const engines: Engine[] = [
    { name: 'product', dataDir: path.join(root, 'product'), start: startBuiltProductOnDataDir },
    { name: 'bare engine', dataDir: path.join(root, 'bare'), start: startBareStartup },
  ];
  try {
    console.log(
      `Worksphere start-up benchmark: Node ${process.version}, ${os.cpus().length} cores, ` +
        `load average ${load()}; ${RUNS} starts each on an initialised data directory.`,
    );
    // The first start initialises each data directory (initdb, the product's migrations).
    for (const engine of engines) await timeStart(engine);
    const times = new Map<Engine, number[]>(engines.map((engine) => [engine, []]));
    console.log('\n| Round | Product ms | Bare engine ms | Ratio |');
    console.log('|---:|---:|---:|---:|');
    for (let round = 1; round <= RUNS; round += 1) {
      const order = round % 2 ? engines : [...engines].reverse();
      const result = new Map<Engine, number>();
      for (const engine of order) result.set(engine, await timeStart(engine));
      for (const engine of engines) times.get(engine)!.push(result.get(engine)!);
      const [product, bare] = engines.map((engine) => result.get(engine)!);
      console.log(
        `| ${round} | ${product!.toFixed(0)} | ${bare!.toFixed(0)} | ${(product! / bare!).toFixed(2)} |`,
      );
    }
    const [product, bare] = engines.map((engine) => median(times.get(engine)!));
    console.log(
      `\nMedian start to first answer: product ${product!.toFixed(0)} ms, bare engine ` +
        `${bare!.toFixed(0)} ms, ratio ${(product! / bare!).toFixed(2)}; load average ${load()}.`,
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
