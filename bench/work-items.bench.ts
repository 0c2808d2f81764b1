/**
 * Work-items benchmark: one organisation with 100,000 tasks and 20,000 notes, then many
 * repetitions of the task list (filtered, paginated) and the dashboard's calls, through
 * app.inject and through real HTTP. Runs on the embedded PostgreSQL, or on DATABASE_URL when
 * set (a scratch database is created there and dropped afterwards).
 *
 *   npm run bench:work-items
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:work-items
 *
 * BENCH_REPETITIONS (default 300) sets the measured calls per scenario; BENCH_KEEP_DATABASE=1
 * keeps the filled database on DATABASE_URL's server (to EXPLAIN queries against it).
 *
 * Then issue 25's calls (support/task-page-run.ts): the board of a project with 5,000 tasks and
 * a task page with 200 comments and 500 history entries, beside a bare engine that sends the
 * same statements (BENCH_ISSUE25_ROUNDS, default 100). BENCH_PART=issue25 runs only those,
 * BENCH_PART=lists only the lists above.
 */
import { mkdtemp, rm, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db/database.js';
import {
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../apps/server/src/platform/db/embedded-postgres.js';
import { adminQuery, databaseUrl } from '../apps/server/src/test/databases.js';
import { runTaskPageBench } from './support/task-page-run.js';
import { fillWorkItems, type Fixture } from './support/work-items-fill.js';

const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 300);
const PART = process.env.BENCH_PART ?? 'all';
const WARMUP = 30;

type Scenario = { name: string; url: (i: number) => string };

const log = (message: string) => console.log(message);

function scenarios(fixture: Fixture): Scenario[] {
  const pick = (list: string[], i: number) => list[i % list.length]!;
  const day = 24 * 60 * 60 * 1000;
  const window = (i: number) => {
    const from = new Date(Date.now() + ((i % 52) - 26) * 7 * day);
    const to = new Date(from.getTime() + 14 * day);
    return `dueFrom=${from.toISOString()}&dueTo=${to.toISOString()}`;
  };
  const word = (i: number) => `word${(i % 100).toString().padStart(2, '0')}`;
  return [
    { name: 'tasks: open, due-date order, page 1', url: () => '/tasks?completed=false' },
    { name: 'tasks: no filter, page 1', url: () => '/tasks' },
    { name: 'tasks: open, page 21 (offset 1000)', url: () => '/tasks?completed=false&offset=1000' },
    {
      name: 'tasks: project + open',
      url: (i) => `/tasks?projectId=${pick(fixture.projectIds, i)}&completed=false`,
    },
    {
      name: 'tasks: category',
      url: (i) => `/tasks?categoryId=${pick(fixture.taskCategoryIds, i)}`,
    },
    { name: 'tasks: assignee=me + open', url: () => '/tasks?assigneeId=me&completed=false' },
    {
      name: 'tasks: assignee + project',
      url: (i) =>
        `/tasks?assigneeId=${pick(fixture.memberIds, i)}&projectId=${pick(fixture.projectIds, i)}`,
    },
    { name: 'tasks: due in a 2-week window', url: (i) => `/tasks?${window(i)}` },
    { name: 'tasks: search one word', url: (i) => `/tasks?q=${word(i)}` },
    { name: 'tasks: open, newest first', url: () => '/tasks?completed=false&sort=createdAt' },
    { name: 'task: one by id', url: () => `/tasks/${fixture.someTaskId}` },
    { name: 'dashboard: summary', url: () => '/dashboard/summary' },
    { name: 'dashboard: layout', url: () => '/dashboard/layout' },
    { name: 'notes: recent, page 1', url: () => '/notes' },
    { name: 'notes: search one word', url: (i) => `/notes?q=${word(i)}` },
    { name: 'projects: list with counts', url: () => '/projects' },
    {
      name: 'project: one, with first tasks and notes',
      url: (i) => `/projects/${pick(fixture.projectIds, i)}`,
    },
    { name: 'task dialog: /tasks/categories', url: () => '/tasks/categories' },
  ];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(run: (i: number) => Promise<{ status: number; body: string }>) {
  let answer = '';
  for (let i = 0; i < WARMUP; i += 1) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < REPETITIONS; i += 1) {
    const started = performance.now();
    const { status, body } = await run(i);
    durations.push(performance.now() - started);
    if (status !== 200) throw new Error(`status ${status}: ${body}`);
    if (i === 0) answer = body;
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), answer };
}

function describeAnswer(body: string): string {
  const json = JSON.parse(body) as Record<string, unknown>;
  const list = Object.values(json).find(Array.isArray) as unknown[] | undefined;
  if (typeof json.total === 'number') return `${list?.length ?? 0} of ${json.total}`;
  if ('tasksDueSoon' in json) {
    return `${(json.tasksDueSoon as unknown[]).length} due, ${(json.recentNotes as unknown[]).length} notes, ${(json.projects as unknown[]).length} projects`;
  }
  return list ? `${list.length} rows` : 'one';
}

async function main() {
  const external = process.env.DATABASE_URL;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let adminUrl = external;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-bench-'));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir);
    adminUrl = embedded.adminUrl;
  }
  const name = `ws_bench_${process.pid}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  const database = openDatabase(databaseUrl(adminUrl, name), 10);
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    const { rows } = await database.pool.query<{ server_version: string }>('show server_version');
    log(
      `Worksphere work-items benchmark: ${external ? 'DATABASE_URL' : 'embedded'} PostgreSQL ${rows[0]?.server_version}, ` +
        `Node ${process.version}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    );
    app = await buildApp(
      loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT_MAX: '1000' }),
      { db: database.db },
    );
    await app.ready();
    log('Filling one organisation:');
    const fixture = await fillWorkItems(app, database.pool);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${fixture.token}` };

    log(`\n${REPETITIONS} calls per scenario after ${WARMUP} warm-up calls; milliseconds.\n`);
    log('| Call | Answer | inject p50 | inject p95 | HTTP p50 | HTTP p95 |');
    log('|---|---|---:|---:|---:|---:|');
    for (const scenario of PART === 'issue25' ? [] : scenarios(fixture)) {
      const viaInject = await measure(async (i) => {
        const response = await app!.inject({
          method: 'GET',
          url: `/api${scenario.url(i)}`,
          headers,
        });
        return { status: response.statusCode, body: response.body };
      });
      const viaHttp = await measure(async (i) => {
        const response = await fetch(`${address}/api${scenario.url(i)}`, { headers });
        return { status: response.status, body: await response.text() };
      });
      const cells = [viaInject.p50, viaInject.p95, viaHttp.p50, viaHttp.p95].map((ms) =>
        ms.toFixed(2),
      );
      log(`| ${scenario.name} | ${describeAnswer(viaInject.answer)} | ${cells.join(' | ')} |`);
    }
    if (PART !== 'lists') {
      const { rows: owner } = await database.pool.query<{ organization_id: string }>(
        'select organization_id from users where id = $1',
        [fixture.adminId],
      );
      await runTaskPageBench({
        pool: database.pool,
        databaseUrl: databaseUrl(adminUrl, name),
        productUrl: address,
        token: fixture.token,
        organizationId: owner[0]!.organization_id,
        memberIds: fixture.memberIds,
      });
    }
  } finally {
    await app?.close();
    await database.close();
    if (external && process.env.BENCH_KEEP_DATABASE === '1') log(`\nKept database ${name}.`);
    else await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`);
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
