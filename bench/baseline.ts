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
 * GET /api/chat/chats?threadId= (a thread's newest page of 50 as the product reads it: the
 * thread, the page with sender, room and thread, its attachments, receipts, mentions and
 * reactions, and the reader's last read time, in the product's six statements),
 * POST /api/chat/sendChat (JSON
 * {threadId, content, clientMessageId}) with what the product's send must do too: the thread
 * check, the idempotent insert, the full message answer, every member's unread state
 * (`unreadChanged`) and `newChat` to the thread and its followers; socket.io namespace /chat
 * with `auth.token`, `joinThread`, like the product. POST /api/pos/public/{orgSlug}/orders
 * (no session): the shop's available products, the daily number and the order in one
 * statement, and `pos:order` to the staff sockets of the shop (room `pos:{organizationId}`);
 * then, as the product's Inbox does for an online order, one item for each active member who
 * may sell (in one statement, with each one's unread count) and `inbox:newItem` to each.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
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
         u.organization_id, u.time_zone, o.name as organization_name,
         o.slug as organization_slug, o.phone_number as organization_phone_number
  from users u join organizations o on o.id = u.organization_id
  where u.id = $1`;

// The product's list statement (modules/tasks/tasks.list.repo.ts): PostgreSQL formats the dates
// and builds the dependency and the assignees; Node adds assignedUserIds.
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const OPEN_TASKS_PAGE_SQL = `
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
         to_char(t.updated_at at time zone 'UTC', ${ISO}) as "updatedAt"
  from (select id, due_date, created_at from tasks
        where organization_id = $1 and is_completed = false
        order by due_date asc nulls last, created_at desc, id asc limit $2) page
  join tasks t on t.id = page.id and t.organization_id = $1
  left join tasks d on d.id = t.dependency_id and d.organization_id = $1
  order by page.due_date asc nulls last, page.created_at desc, page.id asc`;

const OPEN_TASKS_COUNT_SQL = `
  select count(*)::int as count from (
    select 1 from tasks where organization_id = $1 and is_completed = false limit 1001) matched`;

/** The product's send: thread check, idempotent insert, and what the answer shows, in one. */
const INSERT_CHAT_SQL = `
  with target as (
    select t.id as thread_id, t.chat_room_id, t.title, r.name as room_name
    from chat_threads t join chat_rooms r on r.id = t.chat_room_id
    where t.id = $5 and t.organization_id = $1 and not r.is_archived
  ),
  inserted as (
    insert into chat_messages (organization_id, chat_room_id, thread_id, sender_id, content,
                               client_message_id)
    select $1, target.chat_room_id, target.thread_id, $2, $3, $4 from target
    on conflict (sender_id, client_message_id) where client_message_id is not null do nothing
    returning *
  )
  select inserted.*, target.title, target.room_name, s.username, s.first_name, s.last_name
  from inserted join target on target.thread_id = inserted.thread_id
  join users s on s.id = inserted.sender_id`;

/**
 * Every active member's unread count and notification level of one thread, as the product
 * counts them: what a send tells each member (unreadChanged) and who follows the thread.
 */
const THREAD_UNREAD_SQL = `
  select u.id as user_id, t.id as thread_id, t.chat_room_id, t.title, r.name as room_name,
    coalesce(ts.notification_level, rs.notification_level, 'follow') as level,
    count(m.id) as unread_count, count(mn.message_id) as mention_count,
    max(m.created_at) as last_message_at
  from users u
  join chat_threads t on t.organization_id = u.organization_id
  join chat_rooms r on r.id = t.chat_room_id and not r.is_archived
  left join chat_thread_states ts on ts.thread_id = t.id and ts.user_id = u.id
  left join chat_room_states rs on rs.room_id = t.chat_room_id and rs.user_id = u.id
  left join chat_messages m on m.thread_id = t.id and m.sender_id <> u.id
    and m.created_at > coalesce(ts.last_read_at, u.created_at)
  left join chat_mentions mn on mn.message_id = m.id and mn.user_id = u.id
  where u.organization_id = $1 and u.active and t.id = $2
  group by u.id, t.id, r.name, ts.notification_level, rs.notification_level
  order by max(m.created_at) desc nulls last, t.id`;

/** The product's thread check (chat.repo.ts findThread): the thread, in a room the reader sees. */
const CHAT_THREAD_SQL = `
  select t.id, t.chat_room_id from chat_threads t join chat_rooms r on r.id = t.chat_room_id
  where t.organization_id = $1 and t.id = $2
    and (r.kind = 'room' or exists (select 1 from chat_room_members m
                                    where m.room_id = r.id and m.user_id = $3))`;

/** The product's page (listThreadMessages): newest first, one more than the page. */
const CHAT_PAGE_SQL = `
  select m.*, s.username, s.first_name, s.last_name, r.name as room_name, t.title
  from chat_messages m join users s on s.id = m.sender_id
  join chat_rooms r on r.id = m.chat_room_id join chat_threads t on t.id = m.thread_id
  where m.organization_id = $1 and m.thread_id = $2
    and (r.kind = 'room' or exists (select 1 from chat_room_members rm
                                    where rm.room_id = r.id and rm.user_id = $3))
  order by m.created_at desc, m.id desc limit $4`;

/** The product's details of a page (withDetails), four statements run together. */
const CHAT_DETAILS_SQL = [
  'select * from chat_attachments where message_id = any($1::uuid[]) order by position, id',
  'select * from chat_read_receipts where message_id = any($1::uuid[]) order by read_at',
  `select mn.message_id, u.id, u.username, u.first_name, u.last_name from chat_mentions mn
   join users u on u.id = mn.user_id where mn.message_id = any($1::uuid[]) order by u.username`,
  'select * from chat_reactions where message_id = any($1::uuid[])',
];

const CHAT_LAST_READ_SQL = `
  select coalesce(ts.last_read_at, u.created_at) as last_read_at from users u
  left join chat_thread_states ts on ts.thread_id = $1 and ts.user_id = u.id where u.id = $2`;

const CHATS_PAGE = 50;

type UnreadRow = {
  user_id: string;
  thread_id: string;
  chat_room_id: string;
  title: string;
  room_name: string;
  level: string;
  unread_count: string;
  mention_count: string;
  last_message_at: Date | null;
};

const POS_PRODUCTS_SQL = `
  select p.id, p.name, p.price, p.organization_id
  from pos_products p join organizations o on o.id = p.organization_id
  where o.slug = $1 and p.id = any($2::uuid[]) and p.available`;

const POS_INSERT_ORDER_SQL = `
  with counter as (
    insert into pos_order_counters (organization_id, business_day, last_number)
    values ($1, current_date, 1)
    on conflict (organization_id, business_day)
      do update set last_number = pos_order_counters.last_number + 1
    returning last_number)
  insert into pos_orders (organization_id, number, business_day, source, status, status_history,
                          lines, currency, subtotal, discount_amount, tax, total, tax_rate_bp,
                          tax_inclusive, customer_name, customer_phone, client_key, token_hash,
                          created_by_name)
  select $1, counter.last_number, current_date, 'online', 'new', $2, $3, 'EUR', $4, 0, 0, $4, 0,
         true, $5, $6, $7, $8, $5
  from counter
  returning id, number, business_day::text as business_day, created_at`;

/** An online order's Inbox items: every active seller (or ADMIN), with their unread count. */
const POS_INBOX_SQL = `
  with recipients as (
    select u.id from users u
    where u.organization_id = $1 and u.active and (u.role = 'ADMIN' or 'pos:sell' = any(u.permissions))
  ),
  inserted as (
    insert into inbox_items (organization_id, recipient_id, kind, subject_type, subject_id,
                             subject_link, title, body, dedupe_key)
    select $1, r.id, 'online_order', 'pos_order', $2, '/pos/board', $3, $4, 'online_order:pos_order:' || $2
    from recipients r
    on conflict (recipient_id, dedupe_key) do nothing
    returning id, recipient_id, title, body, created_at
  )
  select i.*, 1 + (select count(*) from inbox_items c where c.organization_id = $1
                   and c.recipient_id = i.recipient_id and c.read_at is null)::int as unread_count
  from inserted i`;

type Session = { userId: string; organizationId: string };
type TaskRow = {
  id: string;
  title: string;
  description: string;
  categoryId: string | null;
  projectId: string | null;
  startDate: string | null;
  dueDate: string | null;
  assignedUsers: { id: string }[];
  isCompleted: boolean;
  completedAt: string | null;
  dependencyId: string | null;
  dependency: { id: string; title: string; isCompleted: boolean } | null;
  createdById: string;
  createdAt: string;
  updatedAt: string;
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
    if (request.url.startsWith('/api/pos/public/')) return;
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
        timeZone: row.time_zone,
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
      limit: 50,
      offset: 0,
    };
  });

  app.get<{ Querystring: { threadId?: string } }>('/api/chat/chats', async (request, reply) => {
    const { organizationId, userId } = sessionFrom(request);
    const threadId = request.query.threadId ?? '';
    const thread = await query('bare_chat_thread', CHAT_THREAD_SQL, [
      organizationId,
      threadId,
      userId,
    ]);
    if (!thread.rows[0])
      return reply.status(404).send({ error: 'Thread not found.', code: 'NOT_FOUND' });
    const page = await query<Record<string, unknown>>('bare_chat_page', CHAT_PAGE_SQL, [
      organizationId,
      threadId,
      userId,
      CHATS_PAGE + 1,
    ]);
    const rows = page.rows.slice(0, CHATS_PAGE).reverse();
    const ids = rows.map((row) => row.id);
    const [attachments, receipts, mentions, reactions] = await Promise.all(
      CHAT_DETAILS_SQL.map((text, index) =>
        query<Record<string, unknown>>(`bare_chat_details_${index}`, text, [ids]),
      ),
    );
    const lastRead = await query<{ last_read_at: Date }>(
      'bare_chat_last_read',
      CHAT_LAST_READ_SQL,
      [threadId, userId],
    );
    const of = (result: pg.QueryResult<Record<string, unknown>> | undefined, id: unknown) =>
      (result?.rows ?? []).filter((row) => row.message_id === id);
    return {
      chats: rows.map((row) => ({
        id: row.id,
        clientMessageId: row.client_message_id,
        content: row.content,
        sender: {
          id: row.sender_id,
          username: row.username,
          firstName: row.first_name,
          lastName: row.last_name,
        },
        createdAt: (row.created_at as Date).toISOString(),
        updatedAt: (row.updated_at as Date).toISOString(),
        editedAt: iso(row.edited_at as Date | null),
        isPinned: row.is_pinned,
        isImportant: row.is_important,
        requiresConfirmation: row.requires_confirmation,
        attachments: of(attachments, row.id).map((attachment) => ({
          id: attachment.id,
          filename: attachment.filename,
          mimetype: attachment.mimetype,
          size: attachment.size,
        })),
        readReceipts: of(receipts, row.id).map((receipt) => ({
          userId: receipt.user_id,
          readAt: (receipt.read_at as Date).toISOString(),
          confirmedAt: iso(receipt.confirmed_at as Date | null),
        })),
        mentions: of(mentions, row.id).map((person) => ({
          id: person.id,
          username: person.username,
          firstName: person.first_name,
          lastName: person.last_name,
        })),
        reactions: of(reactions, row.id).map((reaction) => ({
          emoji: reaction.emoji,
          userId: reaction.user_id,
        })),
        threadId: row.thread_id,
        chatRoomId: row.chat_room_id,
        chatRoom: { id: row.chat_room_id, name: row.room_name },
        thread: { id: row.thread_id, title: row.title },
      })),
      hasMore: page.rows.length > CHATS_PAGE,
      lastReadAt: iso(lastRead.rows[0]?.last_read_at ?? null),
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
    void socket.join([
      `org:${session.organizationId}`,
      `user:${session.userId}`,
      `pos:${session.organizationId}`,
    ]);
    socket.on('joinThread', (threadId: unknown, ack: unknown) => {
      void socket.join(`thread:${String(threadId)}`);
      if (typeof ack === 'function') ack({ ok: true });
    });
  });

  // As the product: the message to the thread's sockets and its followers' own sockets, each
  // member's new unread state to theirs, and a look for followers with no socket (to push).
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
    const row = rows[0];
    if (!row) return reply.status(404).send({ error: 'Thread not found.', code: 'NOT_FOUND' });
    const answer = {
      id: row.id,
      clientMessageId: row.client_message_id,
      content: row.content,
      sender: {
        id: row.sender_id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
      },
      createdAt: (row.created_at as Date).toISOString(),
      updatedAt: (row.updated_at as Date).toISOString(),
      editedAt: null,
      isPinned: row.is_pinned,
      isImportant: row.is_important,
      requiresConfirmation: row.requires_confirmation,
      attachments: [],
      readReceipts: [],
      mentions: [],
      reactions: [],
      threadId: row.thread_id,
      chatRoomId: row.chat_room_id,
      chatRoom: { id: row.chat_room_id, name: row.room_name },
      thread: { id: row.thread_id, title: row.title },
    };
    const states = await query<UnreadRow>('bare_thread_unread', THREAD_UNREAD_SQL, [
      organizationId,
      body.threadId,
    ]);
    for (const state of states.rows) {
      chat.to(`user:${state.user_id}`).emit('unreadChanged', {
        threadId: state.thread_id,
        chatRoomId: state.chat_room_id,
        title: state.title,
        roomName: state.room_name,
        level: state.level,
        unreadCount: Number(state.unread_count),
        mentionCount: Number(state.mention_count),
        lastMessageAt: iso(state.last_message_at),
      });
    }
    const followers = states.rows
      .filter((state) => state.user_id !== userId && state.level === 'follow')
      .map((state) => `user:${state.user_id}`);
    chat.to([`thread:${body.threadId}`, ...followers]).emit('newChat', answer);
    if (followers.length) void chat.in(followers).fetchSockets();
    return reply.status(201).send({ chat: answer });
  });

  // As the product's public order: priced from the catalogue, numbered, stored, announced.
  app.post<{ Params: { orgSlug: string } }>(
    '/api/pos/public/:orgSlug/orders',
    async (request, reply) => {
      const body = request.body as {
        clientKey: string;
        customerName: string;
        customerPhone: string;
        lines: { productId: string; quantity: number }[];
      };
      const products = await query<{
        id: string;
        name: string;
        price: number;
        organization_id: string;
      }>('bare_pos_products', POS_PRODUCTS_SQL, [
        request.params.orgSlug,
        body.lines.map((line) => line.productId),
      ]);
      const byId = new Map(products.rows.map((row) => [row.id, row]));
      const lines = body.lines.map((line) => {
        const product = byId.get(line.productId)!;
        return {
          id: randomUUID(),
          productId: product.id,
          name: product.name,
          options: [],
          quantity: line.quantity,
          unitPrice: product.price,
          lineTotal: product.price * line.quantity,
          note: '',
        };
      });
      const organizationId = products.rows[0]!.organization_id;
      const total = lines.reduce((sum, line) => sum + line.lineTotal, 0);
      const token = randomBytes(32).toString('base64url');
      const history = [
        { status: 'new', at: new Date().toISOString(), byUserId: null, byName: body.customerName },
      ];
      const { rows } = await query<{
        id: string;
        number: number;
        business_day: string;
        created_at: Date;
      }>('bare_pos_insert', POS_INSERT_ORDER_SQL, [
        organizationId,
        JSON.stringify(history),
        JSON.stringify(lines),
        total,
        body.customerName,
        body.customerPhone,
        body.clientKey,
        hashToken(token),
      ]);
      const row = rows[0]!;
      const order = {
        id: row.id,
        number: row.number,
        businessDay: row.business_day,
        source: 'online',
        status: 'new',
        statusHistory: history,
        lines,
        customerName: body.customerName,
        customerPhone: body.customerPhone,
        currency: 'EUR',
        subtotal: total,
        discountAmount: 0,
        tax: 0,
        total,
        createdAt: row.created_at.toISOString(),
      };
      chat.to(`pos:${organizationId}`).emit('pos:order', { order, change: 'created' });
      void query<{
        id: string;
        recipient_id: string;
        title: string;
        body: string;
        created_at: Date;
        unread_count: number;
      }>('bare_pos_inbox', POS_INBOX_SQL, [
        organizationId,
        row.id,
        `New online order #${row.number} from ${body.customerName}`,
        lines.map((line) => `${line.quantity} \u00d7 ${line.name}`).join(', '),
      ]).then(
        ({ rows: items }) => {
          for (const item of items) {
            chat.to(`user:${item.recipient_id}`).emit('inbox:newItem', {
              item: {
                id: item.id,
                kind: 'online_order',
                actor: null,
                subject: { type: 'pos_order', id: row.id, link: '/pos/board' },
                title: item.title,
                body: item.body,
                readAt: null,
                createdAt: item.created_at.toISOString(),
              },
              unreadCount: item.unread_count,
              delivery: 'push',
            });
          }
          // As the product: who has no socket open would get a Web Push instead.
          const recipients = items.map((item) => `user:${item.recipient_id}`);
          if (recipients.length) void chat.in(recipients).fetchSockets();
        },
        () => undefined,
      );
      return reply
        .status(201)
        .send({ order: { number: row.number, status: 'new', lines, total }, token });
    },
  );

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
