/**
 * The bare engine of the palette benchmark: Fastify with one node-postgres pool answering the
 * palette's task search (`GET /api/tasks?q=&limit=`) with the product's SQL (named prepared
 * statements, the session check first) and the same JSON. The floor the product is compared with.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const SESSION_SQL = `
  select s.user_id, s.organization_id, s.expires_at, s.revoked_at, u.active
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1`;

// modules/tasks/tasks.list.repo.ts for a title search: the page's ids through the trigram index
// (the sort keys hidden from the b-tree indexes by "+ interval '0 seconds'"), then the rows,
// with the count of all matches taken from the same scan (a window before the limit).
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const SEARCH_PAGE_SQL = `
  select t.id as "id", t.title as "title", t.description as "description",
         t.category_id as "categoryId", t.project_id as "projectId",
         to_char(t.start_date at time zone 'UTC', ${ISO}) as "startDate",
         to_char(t.due_date at time zone 'UTC', ${ISO}) as "dueDate",
         (select coalesce(json_agg(json_build_object(
            'id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name
          ) order by lower(u.username), u.id), '[]'::json)
          from task_assignees a join users u on u.id = a.user_id and u.organization_id = $1
          where a.task_id = t.id) as "assignedUsers",
         t.is_completed as "isCompleted",
         to_char(t.completed_at at time zone 'UTC', ${ISO}) as "completedAt",
         t.dependency_id as "dependencyId",
         case when d.id is null then null else json_build_object(
           'id', d.id, 'title', d.title, 'isCompleted', d.is_completed) end as "dependency",
         t.created_by_id as "createdById",
         to_char(t.created_at at time zone 'UTC', ${ISO}) as "createdAt",
         to_char(t.updated_at at time zone 'UTC', ${ISO}) as "updatedAt",
         page.total::int as "total"
  from (select id, due_date, created_at, count(*) over () as total from tasks
        where organization_id = $1 and title ilike $2
        order by (due_date + interval '0 seconds') asc nulls last,
                 (created_at + interval '0 seconds') desc, id asc
        limit $3) page
  join tasks t on t.id = page.id and t.organization_id = $1
  left join tasks d on d.id = t.dependency_id and d.organization_id = $1
  order by page.due_date asc nulls last, page.created_at desc, page.id asc`;

type AssignedUser = { id: string };
type TaskRow = Record<string, unknown> & { assignedUsers: AssignedUser[]; total: number };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Starts the bare engine on a free port; answers its URL and a close function. */
export async function startPaletteBareEngine(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const query = <T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]) =>
    pool.query<T>({ name, text, values });

  const app = Fastify({ logger: false });
  app.get('/api/tasks', async (request, reply) => {
    const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
    const { rows: sessions } = await query<{
      organization_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      active: boolean;
    }>('bare_session', SESSION_SQL, [hashToken(token)]);
    const session = sessions[0];
    if (!session || session.revoked_at || session.expires_at.getTime() <= Date.now()) {
      return reply.status(401).send({ error: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    }
    const { q = '', limit = '50' } = request.query as { q?: string; limit?: string };
    const page = await query<TaskRow>('bare_search_page', SEARCH_PAGE_SQL, [
      session.organization_id,
      likePattern(q),
      Number(limit),
    ]);
    const total = page.rows[0]?.total ?? 0;
    return {
      tasks: page.rows.map((row) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        categoryId: row.categoryId,
        projectId: row.projectId,
        startDate: row.startDate,
        dueDate: row.dueDate,
        assignedUsers: row.assignedUsers,
        assignedUserIds: row.assignedUsers.map((assignee) => assignee.id),
        isCompleted: row.isCompleted,
        completedAt: row.completedAt,
        dependencyId: row.dependencyId,
        dependency: row.dependency,
        createdById: row.createdById,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
      total: Math.min(total, 1000),
      totalIsExact: total <= 1000,
      limit: Number(limit),
      offset: 0,
    };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
