/**
 * The virtual members of bench/load-mix.ts on one target (one server, or HAProxy in front of
 * several): each holds a /chat socket (joined to one thread of its organisation, seeing its
 * shop's orders), a few type in their organisation's document over /api/collab, and every
 * member's requests of the walk (load-mix-walk.ts) are sent at the walk's rate, evenly spaced
 * per kind, each by a member drawn at random among those held. Measures per kind the time from
 * sending to the end of the answer, and per socket event the time from the action to the event
 * at every other member: `newChat` after a post, `pos:order` after an order, a keystroke at
 * the other editors of the document.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { SESSION_COOKIE } from '../../apps/server/src/platform/auth/session-context.js';
import { PASSWORD, thisWeek, type Fixture, type Member } from './load-mix-fixture.js';
import { KEYS_PER_SECOND, TYPING_SHARE, WALK, type Kind } from './load-mix-walk.js';

export type EventKind = 'newChat' | 'pos:order' | 'keystroke';

export type StepFigures = {
  members: number;
  seconds: number;
  requests: Map<Kind, { latencies: number[]; failures: number }>;
  events: Map<EventKind, { latencies: number[]; expected: number }>;
  /** The load generator's own event loop delay, p99 in ms: above a few ms it inflates latencies. */
  generatorLagP99: number;
  /** Documents whose editors did not end with the same text (5 s after the typing stopped). */
  divergedDocuments: number;
};

type Editor = {
  name: string;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  doc: Y.Doc;
};

const week = thisWeek();

/** A small deterministic generator: the same members act in the same order each run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export class Crowd {
  private sockets: Socket[] = [];
  private editors = new Map<number, Editor[]>();
  private agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  private chatSent = new Map<string, { at: number; organization: number }>();
  private orderSent = new Map<string, number>();
  private events = new Map<EventKind, { latencies: number[]; expected: number }>();
  private measuring = false;
  /** The first refusal of each path: status and the start of its body. */
  readonly refusals = new Map<string, string>();

  constructor(
    readonly url: string,
    readonly fixture: Fixture,
    readonly membersEach: number,
    readonly options: { typing: boolean } = { typing: true },
  ) {}

  get held() {
    return this.sockets.length;
  }

  private event(kind: EventKind) {
    let entry = this.events.get(kind);
    if (!entry) this.events.set(kind, (entry = { latencies: [], expected: 0 }));
    return entry;
  }

  /** Sockets for the members up to `count` (those already held stay), 200 at a time. */
  async hold(count: number) {
    const joining = this.fixture.members.slice(this.sockets.length, count);
    for (let start = 0; start < joining.length; start += 200) {
      await Promise.all(joining.slice(start, start + 200).map((member) => this.connect(member)));
    }
    if (!this.options.typing) return;
    const organizations = Math.ceil(count / this.membersEach);
    const perDocument = Math.max(2, Math.round(TYPING_SHARE * this.membersEach));
    for (let organization = 0; organization < organizations; organization += 1) {
      if (this.editors.has(organization)) continue;
      const members = this.fixture.members.filter((member) => member.organization === organization);
      const editors: Editor[] = [];
      for (const member of members.slice(0, perDocument)) editors.push(await this.edit(member));
      this.editors.set(organization, editors);
    }
  }

  private connectOnce(member: Member) {
    const organization = this.fixture.organizations[member.organization]!;
    return new Promise<void>((resolve, reject) => {
      const socket = io(`${this.url}/chat`, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        auth: { token: member.token },
      });
      socket.on(
        'newChat',
        (message: { clientMessageId?: string; sender?: { username: string } }) => {
          const sent = message.clientMessageId && this.chatSent.get(message.clientMessageId);
          if (!sent || !this.measuring || message.sender?.username === member.username) return;
          this.event('newChat').latencies.push(performance.now() - sent.at);
        },
      );
      socket.on('pos:order', (event: { order: { customerName: string } }) => {
        const sent = this.orderSent.get(event.order.customerName);
        if (sent !== undefined && this.measuring) {
          this.event('pos:order').latencies.push(performance.now() - sent);
        }
      });
      socket.once('connect', () => {
        const threads = organization.threadIds;
        socket.emit('joinThread', threads[this.sockets.length % threads.length], () => undefined);
        this.sockets.push(socket);
        resolve();
      });
      socket.once('connect_error', (error) => {
        socket.close();
        reject(error);
      });
    });
  }

  /** Sockets refused (HAProxy's 503 while it counts a server down) since the last walk. */
  connectRetries = 0;

  /** As the web app's client does: a refused connection is tried again a second later. */
  private async connect(member: Member) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.connectOnce(member);
      } catch (error) {
        if (attempt === 5) throw error;
        this.connectRetries += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  /** An editor in the organisation's document, as the browser's editor connects. */
  private edit(member: Member): Promise<Editor> {
    const organization = this.fixture.organizations[member.organization]!;
    const headers = { origin: this.url, cookie: `${SESSION_COOKIE}=${member.token}` };
    const Socket = class extends WebSocket {
      constructor(url: string) {
        super(url, { headers });
        this.on('error', () => undefined);
      }
    };
    const socket = new HocuspocusProviderWebsocket({
      url: `${this.url.replace(/^http/, 'ws')}/api/collab`,
      WebSocketPolyfill: Socket,
    });
    const doc = new Y.Doc();
    return new Promise((resolve, reject) => {
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: `document:${organization.documentId}`,
        document: doc,
        token: 'session-cookie',
        onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
        onSynced: () => resolve({ name: member.username, provider, socket, doc }),
      });
      provider.attach();
      doc.getMap<string>('bench').observe((event) => {
        if (!this.measuring || event.transaction.local) return;
        for (const key of event.keysChanged) {
          if (key === member.username) continue;
          const sentAt = Number(String(doc.getMap<string>('bench').get(key)).split(':')[1]);
          this.event('keystroke').latencies.push(performance.now() - sentAt);
        }
      });
    });
  }

  private request(method: string, path: string, token: string | undefined, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          // The body of a refusal is kept: the first of each kind is printed.
          response.on('data', (chunk: Buffer) => status >= 300 && chunks.push(chunk));
          response.on('end', () => {
            if (status >= 300 && !this.refusals.has(path.split('?')[0]!)) {
              this.refusals.set(
                path.split('?')[0]!,
                `${status} ${Buffer.concat(chunks).toString().slice(0, 200)}`,
              );
            }
            resolve(status);
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** One request of `kind` by `member`; answers its status. */
  private act(kind: Kind, member: Member, sequence: number): Promise<number> {
    const organization = this.fixture.organizations[member.organization]!;
    const thread = organization.threadIds[sequence % organization.threadIds.length]!;
    const token = member.token;
    switch (kind) {
      case 'sign in':
        return this.request('POST', '/api/user/login', undefined, {
          identifier: member.username,
          password: PASSWORD,
        });
      case 'dashboard layout':
        return this.request('GET', '/api/dashboard/layout', token);
      case 'dashboard summary':
        return this.request('GET', '/api/dashboard/summary?days=7', token);
      case 'task list':
        return this.request('GET', '/api/tasks?completed=false', token);
      case 'task create':
        return this.request('POST', '/api/tasks', token, { title: `From the walk ${sequence}` });
      case 'chat read':
        return this.request('GET', `/api/chat/chats?threadId=${thread}`, token);
      case 'chat post': {
        const clientMessageId = randomUUID();
        const active = Math.min(
          this.membersEach,
          this.held - member.organization * this.membersEach,
        );
        this.chatSent.set(clientMessageId, {
          at: performance.now(),
          organization: member.organization,
        });
        if (this.measuring) this.event('newChat').expected += active - 1;
        return this.request('POST', '/api/chat/sendChat', token, {
          threadId: thread,
          content: `Message ${sequence} of the walk`,
          clientMessageId,
        });
      }
      case 'calendar week':
        return this.request(
          'GET',
          `/api/calendar/events?accountId=all&timeMin=${week.timeMin}&timeMax=${week.timeMax}`,
          token,
        );
      case 'mail list':
        return this.request('POST', '/api/email/fetch/getCachedEmails', token, {
          accountId: organization.mailAccountId,
        });
      case 'pos order': {
        const customerName = `Customer ${sequence} ${randomUUID().slice(0, 8)}`;
        const active = Math.min(
          this.membersEach,
          this.held - member.organization * this.membersEach,
        );
        this.orderSent.set(customerName, performance.now());
        if (this.measuring) this.event('pos:order').expected += active;
        const products = organization.productIds;
        return this.request('POST', `/api/pos/public/${organization.slug}/orders`, undefined, {
          clientKey: randomUUID(),
          customerName,
          customerPhone: '+44 20 7946 0958',
          lines: [
            { productId: products[sequence % products.length], quantity: 1 + (sequence % 3) },
            { productId: products[(sequence + 2) % products.length], quantity: 1 },
          ],
        });
      }
    }
  }

  /**
   * `seconds` of the walk by the members held: the kinds in `kinds` (all by default) at the
   * walk's rate each, and the editors typing. Answers what was measured.
   */
  async walk(seconds: number, kinds: Kind[] = Object.keys(WALK) as Kind[]): Promise<StepFigures> {
    const members = this.fixture.members.slice(0, this.held);
    const requests = new Map<Kind, { latencies: number[]; failures: number }>(
      kinds.map((kind) => [kind, { latencies: [], failures: 0 }]),
    );
    this.events = new Map();
    this.chatSent.clear();
    this.orderSent.clear();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    this.measuring = true;
    const started = performance.now();
    const until = started + seconds * 1000;
    const pending: Promise<unknown>[] = [];
    const loops = kinds.map(async (kind, kindIndex) => {
      const perSecond = (members.length * WALK[kind]) / 3600;
      if (perSecond <= 0) return;
      const interval = 1000 / perSecond;
      const draw = random(kindIndex + 1);
      // Each kind starts at its own offset within its interval, so kinds do not arrive together.
      for (let sequence = 0; ; sequence += 1) {
        const due = started + interval * (sequence + draw());
        if (due >= until) break;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const member = members[Math.floor(draw() * members.length)]!;
        const entry = requests.get(kind)!;
        const sent = performance.now();
        pending.push(
          this.act(kind, member, sequence).then(
            (status) => {
              if (status < 300) entry.latencies.push(performance.now() - sent);
              else entry.failures += 1;
            },
            () => void (entry.failures += 1),
          ),
        );
      }
    });
    const typing = this.type(started, until);
    await Promise.all([...loops, typing]);
    await Promise.all(pending);
    // Events still on their way when the window closed are waited for (at most 5 s).
    const settle = performance.now() + 5000;
    const done = () =>
      [...this.events.values()].every((entry) => entry.latencies.length >= entry.expected);
    while (!done() && performance.now() < settle) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    this.measuring = false;
    lag.disable();
    // Two keystrokes of one editor that reach another in one update change its map key once
    // (counted once): the test that no character was lost is that every editor of a document
    // ends with the same text.
    const diverged = [...this.editors.values()].filter((editors) => {
      const texts = editors.map((editor) => editor.doc.getXmlFragment('default').toString());
      return texts.some((text) => text !== texts[0]);
    }).length;
    for (const entry of requests.values()) entry.latencies.sort((a, b) => a - b);
    for (const entry of this.events.values()) entry.latencies.sort((a, b) => a - b);
    return {
      members: members.length,
      seconds,
      requests,
      events: this.events,
      generatorLagP99: lag.percentile(99) / 1e6,
      divergedDocuments: diverged,
    };
  }

  /** Every editor types KEYS_PER_SECOND characters a second, at the end of the first paragraph. */
  private async type(started: number, until: number) {
    const all = [...this.editors.values()].flatMap((editors) =>
      editors.map((editor) => ({ editor, peers: editors.length - 1 })),
    );
    if (all.length === 0) return;
    const interval = 1000 / KEYS_PER_SECOND;
    await Promise.all(
      all.map(async ({ editor, peers }, index) => {
        // Spread over the interval: each editor starts at its own offset.
        const offset = (interval / all.length) * index;
        for (let stroke = 0; ; stroke += 1) {
          const due = started + offset + interval * stroke;
          if (due >= until) break;
          const wait = due - performance.now();
          if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
          this.event('keystroke').expected += peers;
          const { doc } = editor;
          doc.transact(() => {
            const fragment = doc.getXmlFragment('default');
            let paragraph = fragment.get(0) as Y.XmlElement | undefined;
            if (!paragraph) {
              paragraph = new Y.XmlElement('paragraph');
              fragment.push([paragraph]);
            }
            // '<p></p>' arrives as a paragraph with no text in it yet.
            if (!(paragraph.get(0) instanceof Y.XmlText)) paragraph.insert(0, [new Y.XmlText('')]);
            const text = paragraph.get(0) as Y.XmlText;
            text.insert(text.length, String.fromCharCode(97 + (stroke % 26)));
            doc.getMap<string>('bench').set(editor.name, `${stroke}:${performance.now()}`);
          });
        }
      }),
    );
  }

  async close() {
    for (const editors of this.editors.values()) {
      for (const editor of editors) {
        editor.provider.destroy();
        editor.socket.destroy();
      }
    }
    for (const socket of this.sockets) socket.disconnect();
    this.agent.destroy();
    this.sockets = [];
    this.editors.clear();
  }
}
