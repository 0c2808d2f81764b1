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

const TASKS = 100_000;
const NOTES = 20_000;
const MEMBERS = 25;
const PROJECTS = 40;
const TASK_CATEGORIES = 20;
const NOTE_CATEGORIES = 10;
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 300);
const WARMUP = 30;

type Pool = ReturnType<typeof openDatabase>['pool'];
type Fixture = {
  token: string;
  adminId: string;
  memberIds: string[];
  projectIds: string[];
  taskCategoryIds: string[];
  noteCategoryIds: string[];
  someTaskId: string;
};
type Scenario = { name: string; url: (i: number) => string };

const log = (message: string) => console.log(message);

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The organisation and its admin through the API, then everything else in bulk SQL. */
async function fill(app: FastifyInstance, pool: Pool): Promise<Fixture> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload: {
      username: 'bench.admin',
      email: 'bench.admin@example.com',
      password: 'benchmark password',
      firstName: 'Bench',
      lastName: 'Admin',
      organizationName: 'Benchmark Org',
    },
  });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const { token, user } = registered.json();
  const org = user.organizationId as string;
  const ids = async (query: string, values: unknown[]) =>
    (await pool.query<{ id: string }>(query, values)).rows.map((row) => row.id);

  const memberIds = [
    user.id as string,
    ...(await ids(
      `insert into users (organization_id, username, email, password_hash, first_name, last_name, role, permissions)
       select $1, 'bench.member' || g, 'bench.member' || g || '@example.com', 'not-a-hash',
              'Member', 'No. ' || g, 'MEMBER', '{tasks:edit}'
       from generate_series(1, $2::int) g returning id`,
      [org, MEMBERS - 1],
    )),
  ];
  const projectIds = await ids(
    `insert into projects (organization_id, name, archived_at)
     select $1, 'Project ' || g, case when g % 10 = 0 then now() end
     from generate_series(1, $2::int) g returning id`,
    [org, PROJECTS],
  );
  const taskCategoryIds = await ids(
    `insert into categories (organization_id, type, name)
     select $1, 'task', 'Task category ' || g from generate_series(1, $2::int) g returning id`,
    [org, TASK_CATEGORIES],
  );
  const noteCategoryIds = await ids(
    `insert into categories (organization_id, type, name)
     select $1, 'note', 'Note category ' || g from generate_series(1, $2::int) g returning id`,
    [org, NOTE_CATEGORIES],
  );

  // The project counters' triggers are built for one change at a time; a bulk fill counts once.
  await pool.query('alter table tasks disable trigger user');
  await pool.query('alter table notes disable trigger user');
  // 100 words, so a one-word search matches about 1% of titles.
  const words = Array.from(
    { length: 100 },
    (_, index) => `word${index.toString().padStart(2, '0')}`,
  );
  await timed(`${TASKS.toLocaleString('en')} tasks`, () =>
    pool.query(
      `insert into tasks (organization_id, title, description, category_id, project_id, start_date,
                          due_date, is_completed, completed_at, created_by_id, created_at, updated_at)
       select $1,
              'Task ' || g || ' ' || ($3::text[])[1 + (g::bigint * 7919) % 100] || ' for ' || ($3::text[])[1 + (g::bigint * 104729) % 100],
              '<p>Description of task ' || g || ' with <strong>some</strong> rich text, a list and a link.</p>',
              case when g % 5 < 3 then ($4::uuid[])[1 + g % $7::int] end,
              case when g % 5 < 4 then ($5::uuid[])[1 + (g / 3) % $8::int] end,
              due - interval '3 days',
              due,
              g % 5 < 2,
              case when g % 5 < 2 then due end,
              ($6::uuid[])[1 + g % $9::int],
              now() - make_interval(mins => $2::int - g),
              now() - make_interval(mins => ($2::int - g) / 2)
       from generate_series(1, $2::int) g,
            lateral (select case when g % 7 = 0 then null
                                 else now() + make_interval(hours => (((g::bigint * 37) % 8760) - 4380)::int) end as due) d`,
      [
        org,
        TASKS,
        words,
        taskCategoryIds,
        projectIds,
        memberIds,
        TASK_CATEGORIES,
        PROJECTS,
        MEMBERS,
      ],
    ),
  );
  await timed('assignees (1.5 a task)', () =>
    pool.query(
      `with numbered as (
         select id, is_completed, due_date, created_at, row_number() over (order by created_at) as n
         from tasks where organization_id = $1
       )
       insert into task_assignees (task_id, user_id, organization_id, is_completed, due_date, task_created_at)
       select id, ($2::uuid[])[1 + n % $3::int], $1, is_completed, due_date, created_at from numbered
       union all
       select id, ($2::uuid[])[1 + (n + 7) % $3::int], $1, is_completed, due_date, created_at
       from numbered where n % 2 = 0`,
      [org, memberIds, MEMBERS],
    ),
  );
  await timed('dependencies (1 task in 20)', () =>
    pool.query(
      `with numbered as (
         select id, row_number() over (order by created_at) as n from tasks where organization_id = $1
       )
       update tasks set dependency_id = previous.id
       from numbered current, numbered previous
       where tasks.id = current.id and current.n % 20 = 0 and previous.n = current.n - 1`,
      [org],
    ),
  );
  await timed(`${NOTES.toLocaleString('en')} notes`, () =>
    pool.query(
      `insert into notes (organization_id, author_id, title, content, category_id, project_id,
                          is_organization, created_at, updated_at)
       select $1, ($5::uuid[])[1 + g % $7::int],
              'Note ' || g || ' about ' || ($3::text[])[1 + (g::bigint * 7919) % 100],
              '<p>' || repeat('Meeting notes and decisions, ' || ($3::text[])[1 + (g * 31) % 100] || '. ', 12) || '</p>',
              case when g % 2 = 0 then ($4::uuid[])[1 + g % $8::int] end,
              case when g % 3 = 0 then ($6::uuid[])[1 + g % $9::int] end,
              g % 2 = 0,
              now() - make_interval(mins => $2::int - g),
              now() - make_interval(mins => ($2::int - g) / 3)
       from generate_series(1, $2::int) g`,
      [
        org,
        NOTES,
        words,
        noteCategoryIds,
        memberIds,
        projectIds,
        MEMBERS,
        NOTE_CATEGORIES,
        PROJECTS,
      ],
    ),
  );
  await timed('project counters', async () => {
    await pool.query(
      `update projects set
         open_task_count = (select count(*) from tasks t where t.project_id = projects.id and not t.is_completed),
         completed_task_count = (select count(*) from tasks t where t.project_id = projects.id and t.is_completed),
         shared_note_count = (select count(*) from notes n where n.project_id = projects.id and n.is_organization)
       where organization_id = $1`,
      [org],
    );
    await pool.query('alter table tasks enable trigger user');
    await pool.query('alter table notes enable trigger user');
  });
  await timed('vacuum analyze', () => pool.query('vacuum analyze'));
  const [someTaskId] = await ids(
    'select id from tasks where organization_id = $1 and dependency_id is not null limit 1',
    [org],
  );
  return {
    token,
    adminId: user.id,
    memberIds,
    projectIds,
    taskCategoryIds,
    noteCategoryIds,
    someTaskId: someTaskId!,
  };
}

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
    await runMigrations(database.db);
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
    const fixture = await fill(app, database.pool);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { authorization: `Bearer ${fixture.token}` };

    log(`\n${REPETITIONS} calls per scenario after ${WARMUP} warm-up calls; milliseconds.\n`);
    log('| Call | Answer | inject p50 | inject p95 | HTTP p50 | HTTP p95 |');
    log('|---|---|---:|---:|---:|---:|');
    for (const scenario of scenarios(fixture)) {
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
