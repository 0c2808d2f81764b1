/**
 * The benchmarks' work-items data: one organisation registered through the API, then filled in
 * bulk SQL with members, projects, categories, 100,000 tasks (with assignees and dependencies)
 * and 20,000 notes. Shared by bench/work-items.bench.ts and bench/hot-path.bench.ts.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { openDatabase } from '../../apps/server/src/platform/db/database.js';

const TASKS = 100_000;
const NOTES = 20_000;
const MEMBERS = 25;
const PROJECTS = 40;
const TASK_CATEGORIES = 20;
const NOTE_CATEGORIES = 10;

const log = (message: string) => console.log(message);

export type Pool = ReturnType<typeof openDatabase>['pool'];
export type Fixture = {
  token: string;
  adminId: string;
  memberIds: string[];
  projectIds: string[];
  taskCategoryIds: string[];
  noteCategoryIds: string[];
  someTaskId: string;
};
async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The organisation and its admin through the API, then everything else in bulk SQL. */
export async function fillWorkItems(app: FastifyInstance, pool: Pool): Promise<Fixture> {
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
                          due_date, is_completed, completed_at, created_by_id, created_at, updated_at,
                          state_id, position)
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
              now() - make_interval(mins => ($2::int - g) / 2),
              -- Done or To do as the completion says; keys 'f000001'... in order (decimal digits
              -- are base-62 digits too, so they sort as fractional-indexing keys).
              (select id from task_states s where s.organization_id = $1
                 and s.type = case when g % 5 < 2 then 'done' else 'unstarted' end
               order by s.position limit 1),
              'f' || lpad(g::text, 6, '0')
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
