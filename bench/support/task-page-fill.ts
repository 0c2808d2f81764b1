/**
 * Issue 25's benchmark data, added to the work-items organisation (work-items-fill.ts): a
 * project of 5,000 tasks spread over the workflow states in board order (priorities, labels,
 * one assignee each, one in ten a sub-task), and one of them with 200 comments (a quarter
 * with reactions) and 500 history entries.
 */
import type { Pool } from './work-items-fill.js';

export const BOARD_TASKS = 5_000;
export const PAGE_COMMENTS = 200;
export const PAGE_HISTORY = 500;
const LABELS = 8;

/** A fractional-indexing integer key ('d' and four base-62 digits), as migration 0031 writes. */
export const positionKeySql = (n: string) => {
  const digit = (divisor: number) =>
    `substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', ((${n} / ${divisor}) % 62)::int + 1, 1)`;
  return `'d' || ${digit(238328)} || ${digit(3844)} || ${digit(62)} || ${digit(1)}`;
};

export type TaskPageFixture = { boardProjectId: string; pageTaskId: string };

export async function fillTaskPage(
  pool: Pool,
  organizationId: string,
  memberIds: string[],
): Promise<TaskPageFixture> {
  const one = async (query: string, values: unknown[]) =>
    (await pool.query<{ id: string }>(query, values)).rows[0]!.id;
  const ids = async (query: string, values: unknown[]) =>
    (await pool.query<{ id: string }>(query, values)).rows.map((row) => row.id);

  const stateIds = await ids(
    'select id from task_states where organization_id = $1 order by position',
    [organizationId],
  );
  const boardProjectId = await one(
    `insert into projects (organization_id, name) values ($1, 'Board project') returning id`,
    [organizationId],
  );
  const labelIds = await ids(
    `insert into task_labels (organization_id, name, color)
     select $1, 'Label ' || g, '#6b7280' from generate_series(1, $2::int) g returning id`,
    [organizationId, LABELS],
  );
  await pool.query('alter table tasks disable trigger user');
  // State by g % 6; done and canceled ones are completed, as the product keeps them.
  await pool.query(
    `insert into tasks (organization_id, title, description, project_id, due_date, is_completed,
                        completed_at, created_by_id, created_at, updated_at, state_id, position,
                        priority, estimate)
     select $1, 'Board task ' || g, '<p>Card ' || g || '</p>', $2,
            now() + make_interval(days => (g % 60) - 20),
            g % 6 >= 4, case when g % 6 >= 4 then now() end,
            ($4::uuid[])[1 + g % array_length($4::uuid[], 1)],
            now() - make_interval(mins => g), now() - make_interval(mins => g),
            ($5::uuid[])[1 + g % 6], ${positionKeySql('(g / 6 + 1)')}, g % 5,
            case when g % 3 = 0 then g % 8 end
     from generate_series(1, $3::int) g`,
    [organizationId, boardProjectId, BOARD_TASKS, memberIds, stateIds],
  );
  await pool.query(
    `insert into task_assignees (task_id, user_id, organization_id, is_completed, due_date, task_created_at)
     select t.id, ($2::uuid[])[1 + (row_number() over (order by t.created_at))::int % array_length($2::uuid[], 1)],
            $1, t.is_completed, t.due_date, t.created_at
     from tasks t where t.project_id = $3`,
    [organizationId, memberIds, boardProjectId],
  );
  await pool.query(
    `insert into task_label_links (task_id, label_id, organization_id)
     select id, ($2::uuid[])[1 + n % $4::int], $1
     from (select id, row_number() over (order by created_at) as n from tasks where project_id = $3) t
     where n % 2 = 0`,
    [organizationId, labelIds, boardProjectId, LABELS],
  );
  await pool.query(
    `with numbered as (
       select id, row_number() over (order by created_at) as n from tasks where project_id = $1
     )
     update tasks set parent_id = parent.id
     from numbered child, numbered parent
     where tasks.id = child.id and child.n % 10 = 0 and parent.n = child.n - 1`,
    [boardProjectId],
  );
  await pool.query(
    `update projects set
       open_task_count = (select count(*) from tasks t where t.project_id = projects.id and not t.is_completed),
       completed_task_count = (select count(*) from tasks t where t.project_id = projects.id and t.is_completed)
     where id = $1`,
    [boardProjectId],
  );
  await pool.query('alter table tasks enable trigger user');

  const pageTaskId = await one(
    `select id from tasks where project_id = $1 and parent_id is null order by created_at limit 1`,
    [boardProjectId],
  );
  await pool.query(
    `insert into task_comments (organization_id, task_id, author_id, body, created_at)
     select $1, $2, ($3::uuid[])[1 + g % array_length($3::uuid[], 1)],
            '<p>Comment ' || g || ': what we found, what is left, and a <strong>decision</strong>.</p>',
            now() - make_interval(mins => $4::int - g)
     from generate_series(1, $4::int) g`,
    [organizationId, pageTaskId, memberIds, PAGE_COMMENTS],
  );
  await pool.query(
    `insert into task_comment_reactions (comment_id, user_id, emoji, organization_id)
     select c.id, ($2::uuid[])[1 + r], e.emoji, $1
     from (select id, row_number() over (order by created_at) as n from task_comments where task_id = $3) c,
          generate_series(0, 2) r, (values ('👍'), ('🎉')) e(emoji)
     where c.n % 4 = 0`,
    [organizationId, memberIds, pageTaskId],
  );
  // Five fields per save (one event), newest last, with readable values as the product writes.
  await pool.query(
    `insert into task_activity (organization_id, task_id, event_id, actor_id, field, from_value, to_value, created_at)
     select $1, $2, e.event_id, ($3::uuid[])[1 + e.n % array_length($3::uuid[], 1)],
            f.field, f.from_value || ' ' || e.n, f.to_value || ' ' || e.n,
            now() - make_interval(mins => $4::int - e.n)
     from (select gen_random_uuid() as event_id, g as n from generate_series(1, $4::int / 5) g) e,
          (values ('state', 'To do', 'In progress'), ('priority', 'Low', 'High'),
                  ('assignees', 'Ann Lee', 'Ann Lee, Bob Stone'), ('labels', 'Bug', 'Bug, Frontend'),
                  ('dueDate', '2026-11-20', '2026-11-27')) f(field, from_value, to_value)`,
    [organizationId, pageTaskId, memberIds, PAGE_HISTORY],
  );
  await pool.query('vacuum analyze');
  return { boardProjectId, pageTaskId };
}
