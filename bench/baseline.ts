/**
 * The bare engines every hot-path benchmark compares the product with, on the same machine in
 * the same run: Fastify with one node-postgres pool answering the product's hot calls with the
 * same SQL (named prepared statements) and the same JSON, and a bare socket.io server with the
 * same session check and rooms. No validation layers, no ORM, no logging, no cache: the floor.
 *
 *   node --import tsx bench/baseline.ts            # serves on PORT (default 3100)
 *   DATABASE_URL=postgres://... PORT=3100 node --import tsx bench/baseline.ts
 *
 * Calls: GET /api/user/me, GET /api/tasks?completed=false (due-date order, first page),
 * POST /api/chat/sendChat (JSON
 * {threadId, content, clientMessageId}); socket.io namespace /chat with `auth.token`,
 * `joinThread` and `newChat`, like the product.
 */
import { createHash } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { PERMISSIONS } from '@worksphere/contracts';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { Server } from 'socket.io';

const SESSION_SQL = `
  select s.id as session_id, s.user_id, s.organization_id, s.expires_at, s.revoked_at,
         u.role, u.permissions, u.active
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1`;

const USER_SQL = `
  select u.id, u.username, u.email, u.first_name, u.last_name, u.active, u.role, u.permissions,
         u.organization_id, o.name as organization_name, o.slug as organization_slug,
         o.phone_number as organization_phone_number
  from users u join organizations o on o.id = u.organization_id
  where u.id = $1`;

const OPEN_TASKS_PAGE_SQL = `
  select t.id, t.title, t.description, t.category_id, t.project_id, t.dependency_id, t.start_date,
         t.due_date, t.is_completed, t.completed_at, t.created_by_id, t.created_at, t.updated_at,
         d.id as dependency_ref, d.title as dependency_title, d.is_completed as dependency_completed,
         (select coalesce(json_agg(json_build_object(
            'id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name
          ) order by lower(u.username), u.id), '[]'::json)
          from task_assignees a join users u on u.id = a.user_id and u.organization_id = $1
          where a.task_id = t.id) as assignees
  from (select id, due_date, created_at from tasks
        where organization_id = $1 and is_completed = false
        order by due_date asc nulls last, created_at desc, id asc limit $2) page
  join tasks t on t.id = page.id and t.organization_id = $1
  left join tasks d on d.id = t.dependency_id and d.organization_id = $1
  order by page.due_date asc nulls last, page.created_at desc, page.id asc`;

const OPEN_TASKS_COUNT_SQL = `
  select count(*)::int as count from (
    select 1 from tasks where organization_id = $1 and is_completed = false limit 1001) matched`;

const INSERT_CHAT_SQL = `
  insert into chat_messages (organization_id, chat_room_id, thread_id, sender_id, content,
                             client_message_id)
  select $1, th.chat_room_id, th.id, $2, $3, $4 from chat_threads th
  where th.id = $5 and th.organization_id = $1
  returning id, thread_id, sender_id, content, created_at`;

type Session = { userId: string; organizationId: string };
type TaskRow = {
  id: string;
  title: string;
  description: string;
  category_id: string | null;
  project_id: string | null;
  dependency_id: string | null;
  start_date: Date | null;
  due_date: Date | null;
  is_completed: boolean;
  completed_at: Date | null;
  created_by_id: string;
  created_at: Date;
  updated_at: Date;
  dependency_ref: string | null;
  dependency_title: string | null;
  dependency_completed: boolean | null;
  assignees: { id: string }[];
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Start the bare engine on a port; answers its URL and a close function. */
export async function startBaseline(options: { databaseUrl: string; port?: number }) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const query = <T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]) =>
    pool.query<T>({ name, text, values });

  async function sessionOf(token: string | undefined): Promise<Session | undefined> {
    if (!token) return undefined;
    const { rows } = await query<{
      user_id: string;
      organization_id: string;
      expires_at: Date;
      revoked_at: Date | null;
      active: boolean;
    }>('bare_session', SESSION_SQL, [hashToken(token)]);
    const row = rows[0];
    if (!row || row.revoked_at || row.expires_at.getTime() <= Date.now() || !row.active) {
      return undefined;
    }
    return { userId: row.user_id, organizationId: row.organization_id };
  }
  const bearer = (request: FastifyRequest) =>
    request.headers.authorization?.slice('Bearer '.length);

  const app = Fastify({ logger: false });
  app.addHook('preHandler', async (request, reply) => {
    const session = await sessionOf(bearer(request));
    if (!session)
      return reply.status(401).send({ error: 'Sign in to continue.', code: 'UNAUTHENTICATED' });
    (request as FastifyRequest & { session: Session }).session = session;
  });
  const sessionFrom = (request: FastifyRequest) =>
    (request as FastifyRequest & { session: Session }).session;

  app.get('/api/user/me', async (request) => {
    const { rows } = await query<Record<string, unknown>>('bare_user', USER_SQL, [
      sessionFrom(request).userId,
    ]);
    const row = rows[0]!;
    return {
      user: {
        id: row.id,
        username: row.username,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        active: row.active,
        role: row.role,
        permissions: row.role === 'ADMIN' ? PERMISSIONS : row.permissions,
        organizationId: row.organization_id,
        organizationName: row.organization_name,
        organizationSlug: row.organization_slug,
        organizationPhoneNumber: row.organization_phone_number,
      },
    };
  });

  app.get('/api/tasks', async (request) => {
    const { organizationId } = sessionFrom(request);
    const [page, count] = await Promise.all([
      query<TaskRow>('bare_tasks_page', OPEN_TASKS_PAGE_SQL, [organizationId, 50]),
      query<{ count: number }>('bare_tasks_count', OPEN_TASKS_COUNT_SQL, [organizationId]),
    ]);
    const total = count.rows[0]!.count;
    return {
      tasks: page.rows.map((row) => {
        const assignees = row.assignees;
        return {
          id: row.id,
          title: row.title,
          description: row.description,
          categoryId: row.category_id,
          projectId: row.project_id,
          startDate: iso(row.start_date),
          dueDate: iso(row.due_date),
          assignedUsers: assignees,
          assignedUserIds: assignees.map((assignee) => assignee.id),
          isCompleted: row.is_completed,
          completedAt: iso(row.completed_at),
          dependencyId: row.dependency_id,
          dependency: row.dependency_ref
            ? {
                id: row.dependency_ref,
                title: row.dependency_title,
                isCompleted: row.dependency_completed,
              }
            : null,
          createdById: row.created_by_id,
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        };
      }),
      total: Math.min(total, 1000),
      totalIsExact: total <= 1000,
      limit: 50,
      offset: 0,
    };
  });

  const io = new Server({ path: '/socket.io', transports: ['websocket'], serveClient: false });
  const chat = io.of('/chat');
  chat.use((socket, next) => {
    sessionOf(socket.handshake.auth.token as string | undefined).then(
      (session) => {
        if (!session) return next(new Error('Sign in to continue.'));
        socket.data.session = session;
        next();
      },
      () => next(new Error('Sign in to continue.')),
    );
  });
  chat.on('connection', (socket) => {
    const session = socket.data.session as Session;
    void socket.join([`org:${session.organizationId}`, `user:${session.userId}`]);
    socket.on('joinThread', (threadId: unknown, ack: unknown) => {
      void socket.join(`thread:${String(threadId)}`);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  app.post('/api/chat/sendChat', async (request, reply) => {
    const { organizationId, userId } = sessionFrom(request);
    const body = request.body as { threadId: string; content: string; clientMessageId?: string };
    const { rows } = await query<Record<string, unknown>>('bare_send', INSERT_CHAT_SQL, [
      organizationId,
      userId,
      body.content,
      body.clientMessageId ?? null,
      body.threadId,
    ]);
    const message = rows[0];
    if (!message) return reply.status(404).send({ error: 'Thread not found.', code: 'NOT_FOUND' });
    const answer = { ...message, threadId: message.thread_id, senderId: message.sender_id };
    chat.to(`thread:${body.threadId}`).emit('newChat', answer);
    return reply.status(201).send({ chat: answer });
  });

  const url = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  io.attach(app.server as HttpServer);
  return {
    url,
    close: async () => {
      io.close();
      await app.close();
      await pool.end();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL to the database the product uses.');
  const { url } = await startBaseline({ databaseUrl, port: Number(process.env.PORT ?? 3100) });
  console.log(`Bare engine listening at ${url}`);
}
