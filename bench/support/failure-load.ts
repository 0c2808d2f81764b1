/**
 * The steady load of bench/failure-runs.ts, through the proxy as the web app makes it: chat
 * clients (members of one organisation, each on its own socket.io connection to /chat, joined
 * to its room's thread) that post messages and hear everyone's, and writers creating tasks.
 *
 * A client does what the web app does when its socket comes back: it joins its thread again
 * and, once joined, fetches the thread's latest messages (ChatProvider invalidates them; the
 * list refetches).
 * A request that fails (no connection, 5xx) is sent again: a chat message with the same
 * clientMessageId (the server answers the first one, never a second copy), a task as it is
 * (tasks have no idempotency key, so a repeated task is counted as a duplicate, not hidden).
 * Every operation is counted under the scenario that was running when it started.
 */
import type { AuthResponse, ChatMessage, JoinThreadAck } from '@worksphere/contracts';
import { io, type Socket } from 'socket.io-client';
import { sleep } from './failure-stack.js';

/** How long one request is retried before it counts as failed. */
const GIVE_UP_MS = 60_000;
const RETRY_PAUSE_MS = 250;

export type Counts = {
  tasksAcked: number;
  tasksRetried: number;
  taskRetries: number;
  tasksFailed: number;
  chatsAcked: number;
  chatsRetried: number;
  chatRetries: number;
  chatsFailed: number;
  reconnects: number;
  failures: string[];
};

const emptyCounts = (): Counts => ({
  tasksAcked: 0,
  tasksRetried: 0,
  taskRetries: 0,
  tasksFailed: 0,
  chatsAcked: 0,
  chatsRetried: 0,
  chatRetries: 0,
  chatsFailed: 0,
  reconnects: 0,
  failures: [],
});

type Room = { chatRoomId: string; threadId: string };
export type AckedChat = { id: string; room: number; scenario: string };
export type AckedTask = { id: string; title: string; scenario: string };

type Answer<T> =
  { ok: true; body: T; retried: number } | { ok: false; retried: number; reason: string };

class ChatClient {
  socket?: Socket;
  live = new Set<string>();
  caughtUp = new Set<string>();
  connected = false;
  /** The last thing that happened to the socket, to explain a client that does not come back. */
  state = 'new';
  constructor(
    readonly index: number,
    readonly token: string,
    readonly room: number,
  ) {}
}

export class FailureLoad {
  scenario = 'setup';
  readonly counts = new Map<string, Counts>();
  readonly ackedChats: AckedChat[] = [];
  readonly ackedTasks: AckedTask[] = [];
  readonly clients: ChatClient[] = [];
  private rooms: Room[] = [];
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly options: { clients: number; rooms: number; writers: number; chatMs: number },
  ) {}

  countsOf(scenario = this.scenario): Counts {
    let counts = this.counts.get(scenario);
    if (!counts) this.counts.set(scenario, (counts = emptyCounts()));
    return counts;
  }

  /** One request, sent again on a network error or a 5xx until GIVE_UP_MS has passed. */
  async request<T>(method: string, route: string, token?: string, body?: unknown) {
    const started = Date.now();
    let retried = 0;
    for (;;) {
      let reason: string;
      try {
        const response = await fetch(`${this.baseUrl}/api${route}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(20_000),
        });
        const text = await response.text();
        if (response.ok) return { ok: true, body: JSON.parse(text) as T, retried } as Answer<T>;
        reason = `${response.status} ${text.slice(0, 200)}`;
        if (response.status < 500) return { ok: false, retried, reason } as Answer<T>;
      } catch (error) {
        reason = (error as Error).message;
      }
      if (Date.now() - started > GIVE_UP_MS) return { ok: false, retried, reason } as Answer<T>;
      retried += 1;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  private async must<T>(method: string, route: string, token?: string, body?: unknown) {
    const answer = await this.request<T>(method, route, token, body);
    if (!answer.ok) throw new Error(`${method} ${route}: ${answer.reason}`);
    return answer.body;
  }

  /** An organisation, its members, rooms with a thread each, and every client's socket. */
  async setUp() {
    const run = Date.now().toString(36);
    const admin = await this.must<AuthResponse>('POST', '/user/register', undefined, {
      username: `failures${run}`,
      email: `failures${run}@example.com`,
      password: 'long enough password',
      organizationName: 'Failure Runs',
    });
    for (let room = 0; room < this.options.rooms; room += 1) {
      const { chatRoom } = await this.must<{ chatRoom: { id: string } }>(
        'POST',
        '/chat/chatrooms',
        admin.token,
        { name: `Room ${room + 1}` },
      );
      const { thread } = await this.must<{ thread: { id: string } }>(
        'POST',
        '/chat/threads',
        admin.token,
        { chatRoomId: chatRoom.id, title: 'Under failures' },
      );
      this.rooms.push({ chatRoomId: chatRoom.id, threadId: thread.id });
    }
    for (let index = 0; index < this.options.clients; index += 1) {
      const token = index === 0 ? admin.token : await this.addMember(admin, `${run}m${index}`);
      const client = new ChatClient(index, token, index % this.options.rooms);
      this.clients.push(client);
      this.connect(client);
    }
    await this.allConnected();
  }

  private async addMember(admin: AuthResponse, name: string) {
    const email = `${name}@example.com`;
    const invited = await this.must<{ inviteToken: string }>(
      'POST',
      '/organizations/invitations',
      admin.token,
      { email, role: 'MEMBER' },
    );
    const joined = await this.must<AuthResponse>('POST', '/user/register', undefined, {
      username: name,
      email,
      password: 'long enough password',
      organizationId: admin.user.organizationId,
      inviteToken: invited.inviteToken,
    });
    return joined.token;
  }

  private connect(client: ChatClient) {
    const socket = io(`${this.baseUrl}/chat`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnectionDelay: 200,
      reconnectionDelayMax: 2000,
      auth: { token: client.token },
    });
    client.socket = socket;
    let hasConnected = false;
    const { threadId } = this.rooms[client.room]!;
    socket.on('newChat', (message: ChatMessage) => client.live.add(message.id));
    socket.on('disconnect', (reason) => {
      client.connected = false;
      client.state = `disconnected (${reason})`;
    });
    socket.on('connect_error', (error) => (client.state = `connect error: ${error.message}`));
    socket.on('connect', () => {
      client.state = 'connected, joining';
      const reconnected = hasConnected;
      hasConnected = true;
      if (reconnected) this.countsOf().reconnects += 1;
      socket.emit('joinThread', threadId, (answer: JoinThreadAck) => {
        client.state = `joined: ${JSON.stringify(answer)}`;
        client.connected = answer.ok;
        // The refetch once the thread is joined: a message posted before the join is in the
        // page, one after it comes live. Fetched alongside the join, a message stored just
        // after the page was read and sent just before the join would be neither.
        if (reconnected) void this.catchUp(client, threadId);
      });
    });
  }

  /** The web app's refetch of an open thread after a reconnect: its latest page. */
  private async catchUp(client: ChatClient, threadId: string) {
    const page = await this.request<{ chats: ChatMessage[] }>(
      'GET',
      `/chat/chats?threadId=${threadId}&limit=200`,
      client.token,
    );
    if (!page.ok) return void this.countsOf().failures.push(`catch-up: ${page.reason}`);
    for (const message of page.body.chats) {
      if (!client.live.has(message.id)) client.caughtUp.add(message.id);
    }
  }

  async allConnected(timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (!this.clients.every((client) => client.connected)) {
      if (Date.now() > deadline) {
        const away = this.clients.filter((client) => !client.connected);
        const states = away.map((client) => `${client.index}: ${client.state}`);
        throw new Error(`chat clients did not come back: ${states.join('; ')}`);
      }
      await sleep(100);
    }
  }

  start() {
    this.running = true;
    for (const client of this.clients) this.workers.push(this.poster(client));
    for (let writer = 0; writer < this.options.writers; writer += 1) {
      this.workers.push(this.writer(writer));
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.workers);
  }

  private async poster(client: ChatClient) {
    const room = this.rooms[client.room]!;
    // Spread the clients' sends over the interval.
    await sleep((this.options.chatMs * client.index) / this.clients.length);
    for (let n = 0; this.running; n += 1) {
      const scenario = this.scenario;
      const sent = await this.request<{ chat: ChatMessage }>(
        'POST',
        '/chat/sendChat',
        client.token,
        {
          chatRoomId: room.chatRoomId,
          threadId: room.threadId,
          content: `client ${client.index} message ${n}`,
          clientMessageId: `c${client.index}-${n}`,
        },
      );
      this.tally(scenario, 'chat', sent);
      if (sent.ok) this.ackedChats.push({ id: sent.body.chat.id, room: client.room, scenario });
      await sleep(this.options.chatMs);
    }
  }

  private async writer(writer: number) {
    for (let n = 0; this.running; n += 1) {
      const scenario = this.scenario;
      const title = `failure run ${writer}-${n}`;
      const created = await this.request<{ task: { id: string } }>(
        'POST',
        '/tasks',
        this.clients[0]!.token,
        { title },
      );
      this.tally(scenario, 'task', created);
      if (created.ok) this.ackedTasks.push({ id: created.body.task.id, title, scenario });
      await sleep(50);
    }
  }

  private tally(scenario: string, kind: 'chat' | 'task', answer: Answer<unknown>) {
    const counts = this.countsOf(scenario);
    const { retried } = answer;
    if (kind === 'chat') {
      if (answer.ok) counts.chatsAcked += 1;
      else counts.chatsFailed += 1;
      counts.chatRetries += retried;
      if (retried > 0) counts.chatsRetried += 1;
    } else {
      if (answer.ok) counts.tasksAcked += 1;
      else counts.tasksFailed += 1;
      counts.taskRetries += retried;
      if (retried > 0) counts.tasksRetried += 1;
    }
    if (!answer.ok) counts.failures.push(`${kind}: ${answer.reason}`);
  }

  close() {
    for (const client of this.clients) client.socket?.disconnect();
  }
}
