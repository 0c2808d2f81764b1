import type { AuthResponse, ChatMessage, ChatUnreadThread, InboxItem } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  nextEvent,
  recordEvents,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { browserPushKeys, useFakePushService } from '../../test/fake-push-service.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

// Started first: the app lets its loopback address through the outbound guard.
const pushService = useFakePushService();
const testApp = useTestApp(() => ({ OUTBOUND_ALLOWED_HOSTS: pushService.hostPort }));
const live = useLiveSockets(testApp);
const app = () => testApp.app;
// Inbox deliveries run after the send's answer: long enough for them to have happened.
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const put = (who: AuthResponse, url: string, body: unknown) =>
  call(app(), 'PUT', url, { token: who.token, body });
const inboxOf = async (who: AuthResponse) =>
  ((await call(app(), 'GET', '/inbox', { token: who.token })).json().items as InboxItem[]).map(
    (item) => `${item.kind}:${item.subject.id}`,
  );

/** An admin who writes, a member who reads with a socket open (not in the thread), a thread. */
async function setup() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const room = await createRoom(app(), admin, 'Ops');
  const thread = await createThread(app(), admin, room.id, 'Shifts');
  const socket = live.track(await connectChat(live.baseUrl, { token: member.token }));
  return { admin, member, room, thread, socket };
}

describe('notification level all (the default)', () => {
  it('hints every message to the member’s sockets and puts it in the Inbox; a mention as a mention', async () => {
    const { admin, member, thread, socket } = await setup();
    const hint = nextEvent<ChatMessage>(socket, 'newChat');
    const plain = await sendChat(app(), admin, thread.id, 'rota is up');
    expect((await hint).id).toBe(plain.id);

    const mentionHint = nextEvent<ChatMessage>(socket, 'newChat');
    const mention = await sendChat(app(), admin, thread.id, `@${member.user.username} swap?`);
    expect((await mentionHint).id).toBe(mention.id);
    await expect
      .poll(() => inboxOf(member), { timeout: 5000 })
      .toEqual([`mention:${mention.id}`, `thread_reply:${plain.id}`]);
  });
});

describe('notification level mentions', () => {
  it('counts and notifies only mentions: no hint and no Inbox item for the rest', async () => {
    const { admin, member, room, thread, socket } = await setup();
    const set = await put(member, `/chat/chatrooms/${room.id}/notifications`, {
      level: 'mentions',
    });
    expect(set.statusCode, set.body).toBe(200);
    const hints = recordEvents(socket, ['newChat']);
    const counted = nextEvent<ChatUnreadThread>(socket, 'unreadChanged');
    await sendChat(app(), admin, thread.id, 'rota is up');
    expect(await counted).toMatchObject({ level: 'mentions', unreadCount: 1, mentionCount: 0 });

    const mentionHint = nextEvent<ChatMessage>(socket, 'newChat');
    const mention = await sendChat(app(), admin, thread.id, `@${member.user.username} swap?`);
    expect((await mentionHint).id).toBe(mention.id);
    await settle();
    expect(hints.map((event) => (event.payload as ChatMessage).id)).toEqual([mention.id]);
    expect(await inboxOf(member)).toEqual([`mention:${mention.id}`]);
  });
});

describe('notification level nothing', () => {
  it('on the room: no hint, no Inbox item, not even for a mention; the count still moves, the badge does not', async () => {
    const { admin, member, room, thread, socket } = await setup();
    await put(member, `/chat/chatrooms/${room.id}/notifications`, { level: 'nothing' });
    const hints = recordEvents(socket, ['newChat']);
    const counted = nextEvent<ChatUnreadThread>(socket, 'unreadChanged');
    await sendChat(app(), admin, thread.id, 'rota is up');
    expect(await counted).toMatchObject({ level: 'nothing', unreadCount: 1 });
    await sendChat(app(), admin, thread.id, `@${member.user.username} swap?`);
    await settle();
    expect(hints).toEqual([]);
    expect(await inboxOf(member)).toEqual([]);
    const unread = (await call(app(), 'GET', '/chat/unread', { token: member.token })).json();
    expect(unread.threads).toMatchObject([{ level: 'nothing', unreadCount: 2, mentionCount: 1 }]);
  });

  it('on the thread wins over the room, and a thread at all wins over a room at nothing', async () => {
    const { admin, member, room, thread, socket } = await setup();
    const other = await createThread(app(), admin, room.id, 'Other');
    await put(member, `/chat/threads/${thread.id}/notifications`, { level: 'nothing' });
    const hints = recordEvents(socket, ['newChat']);
    await sendChat(app(), admin, thread.id, `@${member.user.username} quiet here`);
    const heard = await sendChat(app(), admin, other.id, 'heard in the other thread');
    await settle();
    expect(hints.map((event) => (event.payload as ChatMessage).id)).toEqual([heard.id]);

    await put(member, `/chat/chatrooms/${room.id}/notifications`, { level: 'nothing' });
    await put(member, `/chat/threads/${thread.id}/notifications`, { level: 'all' });
    hints.length = 0;
    const loud = await sendChat(app(), admin, thread.id, 'thread at all');
    await sendChat(app(), admin, other.id, 'room at nothing');
    await settle();
    expect(hints.map((event) => (event.payload as ChatMessage).id)).toEqual([loud.id]);
  });

  it('an announcement still reaches everyone, whatever their level', async () => {
    const { admin, member, room, thread, socket } = await setup();
    await put(member, `/chat/chatrooms/${room.id}/notifications`, { level: 'nothing' });
    const announced = nextEvent<ChatMessage>(socket, 'importantChatSet');
    const chat = await sendChat(app(), admin, thread.id, 'Fire drill at 3', {
      isImportant: 'true',
    });
    expect((await announced).id).toBe(chat.id);
    await expect
      .poll(() => inboxOf(member), { timeout: 5000 })
      .toEqual([`announcement:${chat.id}`]);
  });
});

describe('push by level', () => {
  it('pushes to an absent member at all, only mentions at mentions, nothing at nothing', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const room = await createRoom(app(), admin);
    const thread = await createThread(app(), admin, room.id);
    const subscribed = await call(app(), 'POST', '/notifications/subscribe', {
      token: member.token,
      body: { endpoint: `${pushService.url}/away`, keys: browserPushKeys() },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const pushes = () => pushService.received.filter((push) => push.url === '/away').length;

    await sendChat(app(), admin, thread.id, 'one');
    await expect.poll(pushes, { timeout: 5000 }).toBe(1);

    await put(member, `/chat/chatrooms/${room.id}/notifications`, { level: 'mentions' });
    await sendChat(app(), admin, thread.id, 'two');
    await sendChat(app(), admin, thread.id, `three @${member.user.username}`);
    await expect.poll(pushes, { timeout: 5000 }).toBe(2);

    await put(member, `/chat/chatrooms/${room.id}/notifications`, { level: 'nothing' });
    await sendChat(app(), admin, thread.id, 'four');
    await sendChat(app(), admin, thread.id, `five @${member.user.username}`);
    await settle();
    expect(pushes()).toBe(2);
  });
});

describe('levels across organisations', () => {
  it('another organisation can set no level on a room or thread it cannot see', async () => {
    const { room, thread } = await setup();
    const outsider = await registerOrganization(app());
    for (const url of [
      `/chat/chatrooms/${room.id}/notifications`,
      `/chat/threads/${thread.id}/notifications`,
    ]) {
      const response = await put(outsider, url, { level: 'nothing' });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const refused = await put(outsider, `/chat/chatrooms/${room.id}/notifications`, {
      level: 'mute',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('what an incoming message does (Settings → Notifications)', () => {
  it('opens the window by default, is saved alone, refuses anything else, and stays private', async () => {
    const admin = await registerOrganization(app());
    const me = async () =>
      (await call(app(), 'GET', '/user/me', { token: admin.token })).json().user;
    expect((await me()).chatArrival).toBe('open');

    const saved = await put(admin, '/user/me', { chatArrival: 'toast' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user).toMatchObject({ chatArrival: 'toast', timeFormat: 'auto' });
    expect((await put(admin, '/user/me', { chatArrival: 'count' })).json().user.chatArrival).toBe(
      'count',
    );
    const bad = await put(admin, '/user/me', { chatArrival: 'popup' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect((await me()).chatArrival).toBe('count');

    const list = await call(app(), 'GET', '/user', { token: admin.token });
    expect(list.json().users[0]).not.toHaveProperty('chatArrival');
  });
});
