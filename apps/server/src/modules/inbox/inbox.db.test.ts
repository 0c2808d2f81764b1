import {
  INBOX_EVENTS,
  INBOX_KINDS,
  type AuthResponse,
  type InboxItem,
  type InboxListResponse,
  type InboxNewItemEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  nextEvent,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, createTask, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;

async function inboxOf(user: AuthResponse, query = ''): Promise<InboxListResponse> {
  const response = await call(app(), 'GET', `/inbox${query}`, { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Items are created after the answer: wait until the user has `count` of them. */
async function waitForItems(user: AuthResponse, count: number): Promise<InboxItem[]> {
  await expect.poll(async () => (await inboxOf(user)).items.length, { timeout: 5000 }).toBe(count);
  return (await inboxOf(user)).items;
}

async function team() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const other = await addMember(app(), admin);
  const room = await createRoom(app(), admin, 'Sales');
  const thread = await createThread(app(), admin, room.id);
  return { admin, member, other, thread };
}

function notice(
  organizationId: string,
  recipientIds: string[],
  extra: Record<string, unknown> = {},
) {
  return {
    organizationId,
    recipientIds,
    kind: 'online_order' as const,
    subject: { type: 'order', id: 'order-1', link: '/pos/orders' },
    title: 'New online order',
    body: '2 lattes',
    ...extra,
  };
}

describe('inbox items from the product', () => {
  it('a mention reaches only the mentioned member, with its actor and link', async () => {
    const { admin, member, other, thread } = await team();
    const chat = await sendChat(app(), admin, thread.id, `Look @${member.user.username}`);

    const [item] = await waitForItems(member, 1);
    expect(item).toMatchObject({
      kind: 'mention',
      actor: { id: admin.user.id, username: admin.user.username },
      subject: {
        type: 'chat',
        id: chat.id,
        link: `/chat?chatRoomId=${chat.chatRoomId}&threadId=${chat.threadId}`,
      },
      title: 'Ada Admin mentioned you in Sales',
      body: `Look @${member.user.username}`,
      // The web shows the title in the reader's language from its key; the body is the message.
      texts: { title: { key: 'chatMentionedIn', values: { name: 'Ada Admin', room: 'Sales' } } },
      readAt: null,
    });
    expect((await inboxOf(member)).unreadCount).toBe(1);
    // The sender gets nothing; a member not mentioned hears of a new message in a thread they
    // follow (every member follows until they mute), not of a mention.
    expect((await inboxOf(admin)).items).toEqual([]);
    const [followed] = await waitForItems(other, 1);
    expect(followed).toMatchObject({
      kind: 'thread_reply',
      title: 'New message from Ada Admin in Sales',
    });
    // A mention reads as the chat shows it: by name.
    await sendChat(app(), member, thread.id, `Thanks @${admin.user.username}.`);
    const [thanks] = await waitForItems(admin, 1);
    expect(thanks).toMatchObject({ kind: 'mention', body: 'Thanks @Ada Admin.' });
  });

  it('an important announcement reaches every other member', async () => {
    const { admin, member, other, thread } = await team();
    await sendChat(app(), admin, thread.id, 'Office closed Friday', { isImportant: 'true' });
    for (const user of [member, other]) {
      const [item] = await waitForItems(user, 1);
      expect(item).toMatchObject({
        kind: 'announcement',
        title: 'Important Announcement from Ada Admin',
        body: 'Office closed Friday',
      });
    }
    expect((await inboxOf(admin)).items).toEqual([]);
  });

  it('confirming an announcement reads its item', async () => {
    const { admin, member, other, thread } = await team();
    const chat = await sendChat(app(), admin, thread.id, 'Fire drill at 3', {
      isImportant: 'true',
    });
    await waitForItems(member, 1);
    const confirmed = await call(app(), 'PUT', `/chat/chats/${chat.id}/confirm-important`, {
      token: member.token,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [item] = (await inboxOf(member)).items;
    expect(item!.readAt).toEqual(expect.any(String));
    expect((await inboxOf(member)).unreadCount).toBe(0);
    // Another member's stays unread until they confirm or read it.
    expect((await waitForItems(other, 1))[0]!.readAt).toBeNull();
  });

  it('assigning a task tells the assignee; a later change tells them it changed', async () => {
    const { admin, member } = await team();
    const task = await createTask(app(), admin, {
      title: 'Call the bank',
      assignedUserIds: [member.user.id],
    });
    const [assigned] = await waitForItems(member, 1);
    expect(assigned).toMatchObject({
      kind: 'task_assigned',
      title: 'Assigned to you',
      body: 'Call the bank',
      subject: { type: 'task', id: task.id, link: '/tasks?assignee=me&q=Call%20the%20bank' },
      actor: { id: admin.user.id },
    });

    const changed = await call(app(), 'PUT', `/tasks/${task.id}`, {
      token: admin.token,
      body: { isCompleted: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const items = await waitForItems(member, 2);
    expect(items[0]).toMatchObject({ kind: 'task_changed', title: 'Your task was completed' });
    // The one who changed it hears nothing of their own change.
    expect((await inboxOf(admin)).items).toEqual([]);
  });

  it('arrives live on the recipient socket with the new unread count', async () => {
    const { admin, member } = await team();
    const socket = live.track(await connectChat(live.baseUrl, { token: member.token }));
    const arriving = nextEvent<InboxNewItemEvent>(socket, INBOX_EVENTS.newItem);
    await createTask(app(), admin, { title: 'Live one', assignedUserIds: [member.user.id] });
    const event = await arriving;
    expect(event).toMatchObject({
      item: { kind: 'task_assigned', body: 'Live one' },
      unreadCount: 1,
      delivery: 'push',
    });
  });
});

describe('reading items', () => {
  it('marks one read, then all read; the unread count follows', async () => {
    const { admin, member } = await team();
    const organizationId = admin.user.organizationId;
    for (const id of ['a', 'b', 'c']) {
      await app().inbox.notify(notice(organizationId, [member.user.id], { dedupeKey: id }));
    }
    const items = await waitForItems(member, 3);
    const read = await call(app(), 'POST', `/inbox/${items[1]!.id}/read`, { token: member.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ item: { id: items[1]!.id }, unreadCount: 2 });
    expect(read.json().item.readAt).toEqual(expect.any(String));
    expect(
      (await call(app(), 'GET', '/inbox/unread-count', { token: member.token })).json(),
    ).toEqual({
      unreadCount: 2,
    });
    expect((await inboxOf(member, '?unread=true')).items.map((item) => item.id)).toEqual([
      items[0]!.id,
      items[2]!.id,
    ]);

    const all = await call(app(), 'POST', '/inbox/read-all', { token: member.token, body: {} });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ updated: 2, unreadCount: 0 });
    expect((await inboxOf(member)).items.every((item) => item.readAt !== null)).toBe(true);
  });

  it('marks all of one kind read, and filters by kind', async () => {
    const { admin, member } = await team();
    const organizationId = admin.user.organizationId;
    await app().inbox.notify(notice(organizationId, [member.user.id]));
    await app().inbox.notify(notice(organizationId, [member.user.id], { kind: 'sms' }));
    expect((await inboxOf(member, '?kind=sms')).items.map((item) => item.kind)).toEqual(['sms']);
    const all = await call(app(), 'POST', '/inbox/read-all', {
      token: member.token,
      body: { kind: 'sms' },
    });
    expect(all.json()).toEqual({ updated: 1, unreadCount: 1 });
    const bad = await call(app(), 'GET', '/inbox?kind=nonsense', { token: member.token });
    expect(bad.statusCode).toBe(400);
  });

  it("another user's item, or another organisation's, is not found and stays unread", async () => {
    const { admin, member, other } = await team();
    const stranger = await registerOrganization(app());
    const [item] = await app().inbox.notify(notice(admin.user.organizationId, [member.user.id]));
    for (const user of [other, admin, stranger]) {
      const response = await call(app(), 'POST', `/inbox/${item!.id}/read`, { token: user.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Inbox item not found.' });
      expect((await inboxOf(user)).items).toEqual([]);
    }
    const junk = await call(app(), 'POST', '/inbox/not-an-id/read', { token: member.token });
    expect(junk.statusCode).toBe(404);
    expect((await inboxOf(member)).items[0]!.readAt).toBeNull();
    // A module cannot address someone of another organisation either.
    const foreign = await app().inbox.notify(
      notice(admin.user.organizationId, [stranger.user.id], { dedupeKey: 'foreign' }),
    );
    expect(foreign).toEqual([]);
    expect((await inboxOf(stranger)).items).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(app(), 'GET', '/inbox')).statusCode).toBe(401);
  });
});

describe('idempotency and pages', () => {
  it('the same notice twice, even at once, makes one item per recipient', async () => {
    const { admin, member, other } = await team();
    const same = notice(admin.user.organizationId, [member.user.id, other.user.id, member.user.id]);
    const results = await Promise.all([app().inbox.notify(same), app().inbox.notify(same)]);
    expect(results.flat()).toHaveLength(2);
    await app().inbox.notify(same);
    expect((await inboxOf(member)).items).toHaveLength(1);
    expect((await inboxOf(other)).items).toHaveLength(1);
  });

  it('pages newest first with a cursor until the end', async () => {
    const { admin, member } = await team();
    for (let index = 0; index < 5; index += 1) {
      await app().inbox.notify(
        notice(admin.user.organizationId, [member.user.id], {
          dedupeKey: `page-${index}`,
          title: `Order ${index}`,
        }),
      );
    }
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: InboxListResponse = await inboxOf(
        member,
        `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.unreadCount).toBe(5);
      seen.push(...page.items.map((item) => item.title));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(['Order 4', 'Order 3', 'Order 2', 'Order 1', 'Order 0']);
    const bad = await call(app(), 'GET', '/inbox?cursor=garbage', { token: member.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('preferences', () => {
  it('answer every kind, change the kinds named, and are the caller’s own', async () => {
    const { admin, member } = await team();
    const initial = await call(app(), 'GET', '/inbox/preferences', { token: member.token });
    expect(initial.statusCode).toBe(200);
    expect(Object.keys(initial.json().preferences).sort()).toEqual([...INBOX_KINDS].sort());
    expect(initial.json().preferences.mention).toBe('push');

    const changed = await call(app(), 'PUT', '/inbox/preferences', {
      token: member.token,
      body: { preferences: { mention: 'toast', sms: 'off' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().preferences).toMatchObject({
      mention: 'toast',
      sms: 'off',
      task_assigned: 'push',
    });
    const again = await call(app(), 'PUT', '/inbox/preferences', {
      token: member.token,
      body: { preferences: { mention: 'inbox' } },
    });
    expect(again.json().preferences).toMatchObject({ mention: 'inbox', sms: 'off' });
    // The admin's stay the default.
    const adminPreferences = await call(app(), 'GET', '/inbox/preferences', { token: admin.token });
    expect(adminPreferences.json().preferences.mention).toBe('push');

    const bad = await call(app(), 'PUT', '/inbox/preferences', {
      token: member.token,
      body: { preferences: { mention: 'loud' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('"nothing" makes no item; "toast" is told to the socket', async () => {
    const { admin, member } = await team();
    await call(app(), 'PUT', '/inbox/preferences', {
      token: member.token,
      body: { preferences: { sms: 'off', online_order: 'toast' } },
    });
    const socket = live.track(await connectChat(live.baseUrl, { token: member.token }));
    const arriving = nextEvent<InboxNewItemEvent>(socket, INBOX_EVENTS.newItem);
    const organizationId = admin.user.organizationId;
    expect(
      await app().inbox.notify(notice(organizationId, [member.user.id], { kind: 'sms' })),
    ).toEqual([]);
    await app().inbox.notify(notice(organizationId, [member.user.id]));
    expect(await arriving).toMatchObject({ delivery: 'toast', item: { kind: 'online_order' } });
    expect((await inboxOf(member)).items.map((item) => item.kind)).toEqual(['online_order']);
  });
});
