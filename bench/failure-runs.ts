/**
 * `npm run bench:failures`: the product under a steady load while parts of its deployment fail,
 * then a count of what was lost, compared with the database (issue 32).
 *
 * It starts its own deployment (bench/support/failure-stack.ts): redis-server and PostgreSQL on
 * free ports with data in a temp folder (never the machine's own), two processes of the built
 * bundle, HAProxy with deploy/haproxy.cfg in front. The load (support/failure-load.ts): chat
 * clients in rooms posting and hearing messages over socket.io, and task writers, all through
 * the proxy, retrying what failed. The scenarios, in turn, each with load before and after:
 *   a. rolling restart: SIGTERM (drain) one process, start it again, then the other;
 *   b. kill -9 of one process, started again 3 s later;
 *   c. kill -9 of Redis, started again 3 s later (same port, its append-only file);
 *   d. PostgreSQL restart: `pg_ctl stop -m fast`, started again 3 s later.
 * Per scenario: acknowledged tasks and messages missing from the database, duplicates, requests
 * that failed for good (after retrying for 60 s) beside those that succeeded on a retry, and
 * for every client of a room every acknowledged message of the room: heard live, fetched in
 * the catch-up after a reconnect (the web app's refetch of an open thread), or missed.
 *
 *   npm run build && npm run bench:failures
 *   npm run bench:failures -- --clients 8 --rooms 2 --writers 2 --chat-ms 1000 --steady-ms 5000
 *   npm run bench:failures -- --scenarios c,d --keep    (some scenarios; keep the logs)
 *
 * Exits 1 when anything acknowledged was lost or missed, or a request failed for good.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { FailureLoad } from './support/failure-load.js';
import {
  healthy,
  machine,
  sleep,
  startStack,
  waitFor,
  type Stack,
} from './support/failure-stack.js';

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    rooms: { type: 'string', default: '2' },
    writers: { type: 'string', default: '2' },
    'chat-ms': { type: 'string', default: '1000' },
    'steady-ms': { type: 'string', default: '5000' },
    scenarios: { type: 'string', default: 'a,b,c,d' },
    keep: { type: 'boolean', default: false },
  },
});
const STEADY_MS = Number(options['steady-ms']);
const say = (line: string) => console.log(`[failures] ${line}`);

type Scenario = { name: string; fault: (stack: Stack) => Promise<void> };

const scenarios: Scenario[] = [
  {
    name: 'a. rolling restart',
    fault: async ({ products, proxyTakesBack }) => {
      for (const product of products) {
        say(`SIGTERM ${product.name}, then start it again`);
        await product.terminate();
        await product.start();
        // As in a real rolling restart, the next process stops only once HAProxy sends this
        // one work again: a draining process gets none, so both at once would leave no process.
        await proxyTakesBack(product);
      }
    },
  },
  {
    name: 'b. kill -9 of a process',
    fault: async ({ products, proxyTakesBack }) => {
      say('kill -9 process1; started again after 3 s');
      await products[0]!.kill();
      await sleep(3000);
      await products[0]!.start();
      await proxyTakesBack(products[0]!);
    },
  },
  {
    name: 'c. kill -9 of Redis',
    fault: async ({ redis }) => {
      say('kill -9 redis-server; started again after 3 s');
      await redis.kill();
      await sleep(3000);
      await redis.start();
    },
  },
  {
    name: 'd. PostgreSQL restart',
    fault: async ({ postgres }) => {
      say('pg_ctl stop -m fast; started again after 3 s');
      await postgres.stopFast();
      await sleep(3000);
      await postgres.start();
    },
  },
];

type Row = {
  scenario: string;
  recoveryS: string;
  restartedByUs: string;
  reconnects: number;
  tasks: string;
  chats: string;
  deliveries: number;
  live: number;
  caughtUp: number;
  missed: number;
  lost: number;
  duplicates: number;
};

async function runScenario(stack: Stack, load: FailureLoad, scenario: Scenario) {
  load.scenario = scenario.name;
  const starts = stack.products.map((product) => product.starts);
  await sleep(STEADY_MS);
  const faultAt = Date.now();
  await scenario.fault(stack);
  // Recovered: both processes and the proxy answer /api/health, every client is back in its thread.
  await waitFor(async () => {
    const checks = await Promise.all([
      ...stack.products.map((product) => healthy(product.port)),
      healthy(stack.proxyPort),
    ]);
    return checks.every(Boolean);
  }, `${scenario.name}: recovery`);
  await load.allConnected();
  const recoveryS = ((Date.now() - faultAt) / 1000).toFixed(1);
  const restarted = stack.products.filter((product, index) => product.starts !== starts[index]);
  say(`${scenario.name}: recovered in ${recoveryS} s`);
  await sleep(STEADY_MS);
  return { recoveryS, restarted: restarted.map((product) => product.name).join(', ') || 'none' };
}

async function compare(stack: Stack, load: FailureLoad, recoveries: Map<string, Row>) {
  const client = new pg.Client({ connectionString: stack.postgres.url });
  await client.connect();
  const taskIds = load.ackedTasks.map((task) => task.id);
  const chatIds = load.ackedChats.map((chat) => chat.id);
  const keptTasks = await client.query<{ id: string }>(
    'select id from tasks where id = any($1::uuid[])',
    [taskIds],
  );
  const keptChats = await client.query<{ id: string }>(
    'select id from chat_messages where id = any($1::uuid[])',
    [chatIds],
  );
  const repeated = await client.query<{ title: string; copies: number }>(
    `select title, count(*)::int as copies from tasks where title like 'failure run %'
     group by title having count(*) > 1`,
  );
  await client.end();
  const kept = new Set([...keptTasks.rows, ...keptChats.rows].map((row) => row.id));
  const scenarioOfTitle = new Map(load.ackedTasks.map((task) => [task.title, task.scenario]));
  for (const row of recoveries.values()) {
    const counts = load.countsOf(row.scenario);
    row.reconnects = counts.reconnects;
    row.tasks = `${counts.tasksAcked} (${counts.tasksRetried} retried, ${counts.tasksFailed} failed)`;
    row.chats = `${counts.chatsAcked} (${counts.chatsRetried} retried, ${counts.chatsFailed} failed)`;
    for (const task of load.ackedTasks.filter((task) => task.scenario === row.scenario)) {
      if (!kept.has(task.id)) row.lost += 1;
    }
    for (const duplicate of repeated.rows) {
      if (scenarioOfTitle.get(duplicate.title) === row.scenario) {
        row.duplicates += duplicate.copies - 1;
      }
    }
  }
  for (const chat of load.ackedChats) {
    const row = recoveries.get(chat.scenario);
    if (!row) continue;
    if (!kept.has(chat.id)) row.lost += 1;
    for (const reader of load.clients.filter((client) => client.room === chat.room)) {
      row.deliveries += 1;
      if (reader.live.has(chat.id)) row.live += 1;
      else if (reader.caughtUp.has(chat.id)) row.caughtUp += 1;
      else row.missed += 1;
    }
  }
}

function table(rows: Row[]) {
  const header =
    '| Scenario | Recovery (s) | Processes restarted | Socket reconnects | Tasks acknowledged | ' +
    'Chat messages acknowledged | Deliveries expected | Live | Catch-up | Missed | ' +
    'Acknowledged but not in DB | Duplicate tasks |';
  const lines = rows.map((row) =>
    [
      row.scenario,
      row.recoveryS,
      row.restartedByUs,
      row.reconnects,
      row.tasks,
      row.chats,
      row.deliveries,
      row.live,
      row.caughtUp,
      row.missed,
      row.lost,
      row.duplicates,
    ].join(' | '),
  );
  return [header, `|${' --- |'.repeat(12)}`, ...lines.map((line) => `| ${line} |`)].join('\n');
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ws-failure-runs-'));
  say(`machine: ${machine()}; files in ${dir}`);
  const stack = await startStack(dir);
  let stopping = false;
  const cleanUp = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    if (!options.keep) rmSync(dir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  const load = new FailureLoad(`http://127.0.0.1:${stack.proxyPort}`, {
    clients: Number(options.clients),
    rooms: Number(options.rooms),
    writers: Number(options.writers),
    chatMs: Number(options['chat-ms']),
  });
  try {
    await load.setUp();
    say(`${load.clients.length} chat clients in ${options.rooms} rooms; load starts`);
    load.start();
    const rows = new Map<string, Row>();
    const chosen = options.scenarios.split(',').map((letter) => `${letter.trim()}.`);
    for (const scenario of scenarios.filter(({ name }) => chosen.includes(name.slice(0, 2)))) {
      const { recoveryS, restarted } = await runScenario(stack, load, scenario);
      rows.set(scenario.name, {
        scenario: scenario.name,
        recoveryS,
        restartedByUs: restarted,
        reconnects: 0,
        tasks: '',
        chats: '',
        deliveries: 0,
        live: 0,
        caughtUp: 0,
        missed: 0,
        lost: 0,
        duplicates: 0,
      });
    }
    load.scenario = 'after';
    await load.stop();
    // The last messages' deliveries are on their way.
    await sleep(2000);
    await compare(stack, load, rows);
    console.log(`\n${table([...rows.values()])}\n`);
    let broken = false;
    for (const [scenario, counts] of load.counts) {
      const reasons = [...new Set(counts.failures)].slice(0, 5);
      if (reasons.length > 0) say(`${scenario}: failures: ${reasons.join(' / ')}`);
      if (counts.tasksFailed + counts.chatsFailed > 0) broken = true;
    }
    for (const row of rows.values()) if (row.missed + row.lost > 0) broken = true;
    say(broken ? 'SOMETHING WAS LOST' : 'nothing lost');
    process.exitCode = broken ? 1 : 0;
  } finally {
    load.close();
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
