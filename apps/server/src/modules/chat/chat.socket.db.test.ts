import type { ChatMessage, ChatRoom, ChatThread } from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  joinThread,
  nextEvent,
  recordEvents,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

// Started first: the app lets its loopback address through the outbound guard.
const pushService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort }));
const live = useLiveSockets(testApp);

async function connect(auth: { token?: string; cookie?: string }) {
  return live.track(await connectChat(live.baseUrl, auth));
}

const EVENTS = [
  'newChat',
  'newThread',
  'roomChanged',
  'chatDeleted',
  'chatUpdated',
  'importantChatSet',
];
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('/chat socket', () => {
  it('refuses a socket without a valid session', async () => {
    await expect(connectChat(live.baseUrl, {})).rejects.toThrow('Sign in to continue.');
    await expect(connectChat(live.baseUrl, { token: 'nope' })).rejects.toThrow(
      'Sign in to continue.',
    );
  });

  it('delivers every event of the thread with the spec payloads (cookie or token)', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const viewer = await connect({ cookie: `ws_session=${member.token}` });

    const newThread = nextEvent<ChatThread>(viewer, 'newThread');
    const thread = await createThread(testApp.app, admin, room.id, 'Live');
    expect(await newThread).toEqual(thread);

    expect(await joinThread(viewer, thread.id)).toEqual({ ok: true });
    const newChat = nextEvent<ChatMessage>(viewer, 'newChat');
    const chat = await sendChat(testApp.app, admin, thread.id, 'hello');
    expect(await newChat).toEqual(chat);

    const pinned = nextEvent<ChatMessage>(viewer, 'chatUpdated');
    await call(testApp.app, 'PUT', `/chat/chats/${chat.id}/pin`, {
      token: admin.token,
      body: { isPinned: true },
    });
    expect(await pinned).toMatchObject({ id: chat.id, isPinned: true });

    const edited = nextEvent<ChatMessage>(viewer, 'chatUpdated');
    await call(testApp.app, 'PUT', `/chat/chats/${chat.id}`, {
      token: admin.token,
      body: { content: 'hello all' },
    });
    expect(await edited).toMatchObject({ id: chat.id, content: 'hello all' });

    const read = nextEvent<ChatMessage>(viewer, 'chatUpdated');
    await call(testApp.app, 'PUT', `/chat/chats/${chat.id}/read`, { token: member.token });
    expect((await read).readReceipts).toHaveLength(1);

    const important = nextEvent<ChatMessage>(viewer, 'importantChatSet');
    const announcement = await sendChat(testApp.app, admin, thread.id, 'All hands', {
      isImportant: 'true',
    });
    expect(await important).toEqual(announcement);

    const deleted = nextEvent(viewer, 'chatDeleted');
    await call(testApp.app, 'DELETE', `/chat/chats/${chat.id}`, { token: admin.token });
    expect(await deleted).toEqual({ chatId: chat.id, threadId: thread.id });

    // Left and muted: the thread's messages reach the member neither way.
    await viewer.timeout(5000).emitWithAck('leaveThread', thread.id);
    await call(testApp.app, 'PUT', `/chat/threads/${thread.id}/notifications`, {
      token: member.token,
      body: { level: 'mentions' },
    });
    const events = recordEvents(viewer, EVENTS);
    await sendChat(testApp.app, admin, thread.id, 'after leaving');
    await settle();
    expect(events).toEqual([]);
  });

  it('keeps every member’s room list live: created, renamed, archived', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const viewer = await connect({ token: member.token });

    const created = nextEvent<ChatRoom>(viewer, 'roomChanged');
    const room = await createRoom(testApp.app, admin);
    expect(await created).toEqual(room);

    const archived = nextEvent<ChatRoom>(viewer, 'roomChanged');
    const response = await call(testApp.app, 'PUT', `/chat/chatrooms/${room.id}`, {
      token: admin.token,
      body: { name: 'Renamed', isArchived: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await archived).toMatchObject({ id: room.id, name: 'Renamed', isArchived: true });
  });

  it('tells a participant about a new message in their thread without joining it', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    await sendChat(testApp.app, member, thread.id, 'I was here');
    const socket = await connect({ token: member.token });
    const newChat = nextEvent<ChatMessage>(socket, 'newChat');
    const chat = await sendChat(testApp.app, admin, thread.id, 'reply');
    expect(await newChat).toEqual(chat);
  });

  it('another organisation’s socket receives nothing and cannot join a foreign thread', async () => {
    const admin = await registerOrganization(testApp.app);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    const stranger = await registerOrganization(testApp.app);
    const foreign = await connect({ token: stranger.token });
    const events = recordEvents(foreign, EVENTS);
    expect(await joinThread(foreign, thread.id)).toEqual({ ok: false, error: 'Thread not found.' });
    expect(await joinThread(foreign, 'not-an-id')).toEqual({
      ok: false,
      error: 'Thread not found.',
    });
    await createThread(testApp.app, admin, room.id);
    await createRoom(testApp.app, admin);
    const chat = await sendChat(testApp.app, admin, thread.id, 'private', { isImportant: 'true' });
    await call(testApp.app, 'DELETE', `/chat/chats/${chat.id}`, { token: admin.token });
    await settle();
    expect(events).toEqual([]);
  });
});

describe('Web Push', () => {
  const received = pushService.received;
  const browserKeys = browserPushKeys;
  let pushUrl = '';
  beforeAll(() => {
    pushUrl = pushService.url;
  });

  it('keeps one VAPID key pair and hands out its public key', async () => {
    const admin = await registerOrganization(testApp.app);
    const first = await call(testApp.app, 'GET', '/notifications/vapid-public-key', {
      token: admin.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const second = await call(testApp.app, 'GET', '/notifications/vapid-public-key', {
      token: admin.token,
    });
    expect(second.json()).toEqual(first.json());
    expect((await call(testApp.app, 'GET', '/notifications/vapid-public-key')).statusCode).toBe(
      401,
    );
  });

  it('pushes a new message to a participant with no socket open, not to connected ones', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const online = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin, 'Ops');
    const thread = await createThread(testApp.app, admin, room.id);
    await sendChat(testApp.app, member, thread.id, 'subscribed');
    await sendChat(testApp.app, online, thread.id, 'online');
    // Their Inbox deliveries run after the answers: done before anyone subscribes.
    await settle();

    const bad = await call(testApp.app, 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: 'not a url' },
    });
    expect(bad.statusCode).toBe(400);
    for (const [who, path] of [
      [member, '/member'],
      [online, '/online'],
    ] as const) {
      const subscribed = await call(testApp.app, 'POST', '/notifications/subscribe', {
        token: who.token,
        body: { subscription: { endpoint: `${pushUrl}${path}`, keys: browserKeys() } },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(201);
    }
    // The same endpoint again is updated, not duplicated.
    await call(testApp.app, 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: `${pushUrl}/member`, expirationTime: null, keys: browserKeys() },
    });
    await connect({ token: online.token });

    received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'ping');
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.url).toBe('/member');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.body.length).toBeGreaterThan(16);
    expect(push!.body.includes(Buffer.from('ping'))).toBe(false);
  });

  it('pushes to an absent member who never wrote; once muted, only a mention', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    await call(testApp.app, 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: `${pushUrl}/quiet`, keys: browserKeys() },
    });
    received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'for followers');
    await expect
      .poll(() => received.map((item) => item.url), { timeout: 5000 })
      .toEqual(['/quiet']);

    await call(testApp.app, 'PUT', `/chat/chatrooms/${room.id}/notifications`, {
      token: member.token,
      body: { level: 'mentions' },
    });
    received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'muted now');
    await sendChat(testApp.app, admin, thread.id, `but @${member.user.username}`);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    await settle();
    expect(received.map((item) => item.url)).toEqual(['/quiet']);
  });

  it('pushes an announcement to every absent member and drops gone subscriptions', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    await call(testApp.app, 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: `${pushUrl}/gone`, keys: browserKeys() },
    });
    received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'Announcement', { isImportant: 'true' });
    await expect.poll(() => received.map((item) => item.url), { timeout: 5000 }).toEqual(['/gone']);
    await settle();
    received.length = 0;
    await sendChat(testApp.app, admin, thread.id, 'Again', { isImportant: 'true' });
    await settle();
    expect(received).toEqual([]);
  });
});
