import type { AuthResponse, ChatMessage, ChatUnreadThread } from '@worksphere/contracts';
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
import { call, useTestApp } from '../../test/test-app.js';
import { useLiveSockets } from '../../test/live-sockets.js';

const testApp = useTestApp();
const app = () => testApp.app;
const live = useLiveSockets(testApp);

async function connect(who: AuthResponse) {
  return live.track(await connectChat(live.baseUrl, { token: who.token }));
}

const get = (who: AuthResponse, url: string) => call(app(), 'GET', url, { token: who.token });
const put = (who: AuthResponse, url: string, body?: unknown) =>
  call(app(), 'PUT', url, { token: who.token, body: body ?? {} });
const post = (who: AuthResponse, url: string, body?: unknown) =>
  call(app(), 'POST', url, { token: who.token, body: body ?? {} });
const unreadOf = async (who: AuthResponse) =>
  (await get(who, '/chat/unread')).json().threads as ChatUnreadThread[];

/** An organisation with an admin, a member who never wrote anything, a room and a thread. */
async function setup() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const room = await createRoom(app(), admin, 'General');
  const thread = await createThread(app(), admin, room.id, 'Launch');
  return { admin, member, room, thread };
}

describe('unread counts', () => {
  it('counts messages a member who never wrote has not read, and clears them on read', async () => {
    const { admin, member, room, thread } = await setup();
    await sendChat(app(), admin, thread.id, 'one');
    await sendChat(app(), admin, thread.id, `two for @${member.user.username}`);

    expect(await unreadOf(member)).toEqual([
      {
        threadId: thread.id,
        chatRoomId: room.id,
        title: 'Launch',
        roomName: 'General',
        level: 'all',
        unreadCount: 2,
        mentionCount: 1,
        lastMessageAt: expect.any(String),
      },
    ]);
    // One's own messages are never unread.
    expect(await unreadOf(admin)).toEqual([]);

    // Never opened: read up to when the member joined, so both messages come after it.
    const page = (await get(member, `/chat/chats?threadId=${thread.id}`)).json();
    expect(Date.parse(page.lastReadAt)).toBeLessThan(Date.parse(page.chats[0].createdAt));
    const read = await put(member, `/chat/threads/${thread.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().thread).toMatchObject({ threadId: thread.id, unreadCount: 0 });
    expect(await unreadOf(member)).toEqual([]);
    const after = (await get(member, `/chat/chats?threadId=${thread.id}`)).json();
    expect(after.lastReadAt).toBe(page.chats.at(-1).createdAt);

    await sendChat(app(), admin, thread.id, 'three');
    expect((await unreadOf(member)).map((entry) => entry.unreadCount)).toEqual([1]);
  });

  it('counts nothing from before the member joined, nor in archived rooms', async () => {
    const admin = await registerOrganization(app());
    const room = await createRoom(app(), admin);
    const thread = await createThread(app(), admin, room.id);
    await sendChat(app(), admin, thread.id, 'history');
    const newcomer = await addMember(app(), admin);
    expect(await unreadOf(newcomer)).toEqual([]);
    await sendChat(app(), admin, thread.id, 'welcome');
    expect(await unreadOf(newcomer)).toHaveLength(1);
    await put(admin, `/chat/chatrooms/${room.id}`, { isArchived: true });
    expect(await unreadOf(newcomer)).toEqual([]);
  });

  it('drops a deleted message from the count', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, 'oops');
    expect(await unreadOf(member)).toHaveLength(1);
    await call(app(), 'DELETE', `/chat/chats/${chat.id}`, { token: admin.token });
    expect(await unreadOf(member)).toEqual([]);
  });
});

describe('notification levels', () => {
  it('sets a room or a thread to mentions only, the thread level winning, and lists the choices', async () => {
    const { admin, member, room, thread } = await setup();
    expect((await get(member, '/chat/notification-settings')).json()).toEqual({
      settings: { rooms: [], threads: [] },
    });
    const muted = await put(member, `/chat/chatrooms/${room.id}/notifications`, {
      level: 'mentions',
    });
    expect(muted.json()).toEqual({
      settings: { rooms: [{ chatRoomId: room.id, level: 'mentions' }], threads: [] },
    });
    await sendChat(app(), admin, thread.id, 'quiet');
    expect(await unreadOf(member)).toMatchObject([{ level: 'mentions', unreadCount: 1 }]);

    const followed = await put(member, `/chat/threads/${thread.id}/notifications`, {
      level: 'all',
    });
    expect(followed.json().settings.threads).toEqual([{ threadId: thread.id, level: 'all' }]);
    expect(await unreadOf(member)).toMatchObject([{ level: 'all' }]);

    await put(member, `/chat/threads/${thread.id}/notifications`, { level: null });
    expect(await unreadOf(member)).toMatchObject([{ level: 'mentions' }]);

    const bad = await put(member, `/chat/threads/${thread.id}/notifications`, { level: 'loud' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reactions', () => {
  it('toggles a reaction per member and emoji, and refuses what is not an emoji', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, 'ship it');
    const first = await post(member, `/chat/chats/${chat.id}/reactions`, { emoji: '🎉' });
    expect(first.statusCode).toBe(200);
    await post(admin, `/chat/chats/${chat.id}/reactions`, { emoji: '🎉' });
    const both = await post(admin, `/chat/chats/${chat.id}/reactions`, { emoji: '👍' });
    expect(both.json().chat.reactions).toEqual([
      { emoji: '🎉', count: 2, userIds: [member.user.id, admin.user.id] },
      { emoji: '👍', count: 1, userIds: [admin.user.id] },
    ]);
    const undone = await post(member, `/chat/chats/${chat.id}/reactions`, { emoji: '🎉' });
    expect(undone.json().chat.reactions[0]).toEqual({
      emoji: '🎉',
      count: 1,
      userIds: [admin.user.id],
    });
    const bad = await post(member, `/chat/chats/${chat.id}/reactions`, { emoji: 'lol' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('mentions', () => {
  it('stores the mentioned members of the organisation, with their names, and follows edits', async () => {
    const { admin, member, thread } = await setup();
    const stranger = await registerOrganization(app());
    const chat = await sendChat(
      app(),
      admin,
      thread.id,
      `@${member.user.username.toUpperCase()} and @${stranger.user.username} and @nobody`,
    );
    expect(chat.mentions).toEqual([
      {
        id: member.user.id,
        username: member.user.username,
        firstName: member.user.firstName,
        lastName: member.user.lastName,
      },
    ]);
    expect(chat.sender).toEqual({
      id: admin.user.id,
      username: admin.user.username,
      firstName: admin.user.firstName,
      lastName: admin.user.lastName,
    });
    const edited = await put(admin, `/chat/chats/${chat.id}`, { content: 'no one now' });
    expect(edited.json().chat.mentions).toEqual([]);
  });
});

describe('announcement confirmations', () => {
  it('shows who confirmed and who has not', async () => {
    const { admin, member, thread } = await setup();
    const other = await addMember(app(), admin);
    const chat = await sendChat(app(), admin, thread.id, 'Read me', { isImportant: 'true' });
    await put(member, `/chat/chats/${chat.id}/confirm-important`);
    const answer = (await get(admin, `/chat/chats/${chat.id}/confirmations`)).json();
    expect(answer).toEqual({
      confirmed: [{ userId: member.user.id, confirmedAt: expect.any(String) }],
      pending: [other.user.id],
    });
    const plain = await sendChat(app(), admin, thread.id, 'plain');
    const refused = await get(admin, `/chat/chats/${plain.id}/confirmations`);
    expect(refused.statusCode).toBe(400);
  });
});

describe('another organisation', () => {
  it('can neither read nor change any of these rows', async () => {
    const { admin, member, room, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, `hi @${member.user.username}`);
    const outsider = await registerOrganization(app());
    const notFound = [
      await put(outsider, `/chat/threads/${thread.id}/read`),
      await put(outsider, `/chat/threads/${thread.id}/notifications`, { level: 'mentions' }),
      await put(outsider, `/chat/chatrooms/${room.id}/notifications`, { level: 'mentions' }),
      await post(outsider, `/chat/chats/${chat.id}/reactions`, { emoji: '👍' }),
      await get(outsider, `/chat/chats/${chat.id}/confirmations`),
      await put(outsider, '/chat/threads/not-an-id/read'),
    ];
    for (const response of notFound) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await unreadOf(outsider)).toEqual([]);
    expect((await get(outsider, '/chat/notification-settings')).json()).toEqual({
      settings: { rooms: [], threads: [] },
    });
    // Nothing changed for the organisation's own members.
    const [entry] = await unreadOf(member);
    expect(entry).toMatchObject({ level: 'all', unreadCount: 1, mentionCount: 1 });
    const current = (await get(member, `/chat/chats?threadId=${thread.id}`)).json();
    expect(current.chats[0].reactions).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await call(app(), 'GET', '/chat/unread');
    expect(response.statusCode).toBe(401);
  });
});

describe('dashboard widgets', () => {
  it('accepts the unread chat and announcements widgets in a layout', async () => {
    const admin = await registerOrganization(app());
    const widgets = [
      { id: 'w-unread', type: 'unread-chat' },
      { id: 'w-announcements', type: 'announcements-to-confirm' },
    ];
    const saved = await put(admin, '/dashboard/layout', { widgets });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(admin, '/dashboard/layout')).json()).toEqual({ widgets });
  });
});

describe('live over the socket', () => {
  it('tells a member who never wrote: unreadChanged and newChat for a mention, then the read', async () => {
    const { admin, member, thread } = await setup();
    const socket = await connect(member);
    const changed = nextEvent<ChatUnreadThread>(socket, 'unreadChanged');
    const arrived = nextEvent<ChatMessage>(socket, 'newChat');
    const chat = await sendChat(app(), admin, thread.id, `ping @${member.user.username}`);
    expect(await changed).toMatchObject({ threadId: thread.id, unreadCount: 1, mentionCount: 1 });
    expect((await arrived).id).toBe(chat.id);

    const cleared = nextEvent<ChatUnreadThread>(socket, 'unreadChanged');
    await put(member, `/chat/threads/${thread.id}/read`);
    expect(await cleared).toMatchObject({ threadId: thread.id, unreadCount: 0 });
  });

  it('sends no newChat to a member who muted the thread, except when mentioned', async () => {
    const { admin, member, thread } = await setup();
    await put(member, `/chat/threads/${thread.id}/notifications`, { level: 'mentions' });
    const socket = await connect(member);
    const events = recordEvents(socket, ['newChat']);
    const quietCount = nextEvent<ChatUnreadThread>(socket, 'unreadChanged');
    await sendChat(app(), admin, thread.id, 'not for you');
    expect(await quietCount).toMatchObject({ level: 'mentions', unreadCount: 1, mentionCount: 0 });
    expect(events).toEqual([]);

    const mention = nextEvent<ChatMessage>(socket, 'newChat');
    const chat = await sendChat(app(), admin, thread.id, `but @${member.user.username}`);
    expect((await mention).id).toBe(chat.id);
    expect(events.map((event) => (event.payload as ChatMessage).id)).toEqual([chat.id]);
  });

  it('sends reactions to the thread live as chatUpdated', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, 'react');
    const socket = await connect(admin);
    await socket.timeout(5000).emitWithAck('joinThread', thread.id);
    const updated = nextEvent<ChatMessage>(socket, 'chatUpdated');
    await post(member, `/chat/chats/${chat.id}/reactions`, { emoji: '👀' });
    expect((await updated).reactions).toEqual([
      { emoji: '👀', count: 1, userIds: [member.user.id] },
    ]);
  });
});
