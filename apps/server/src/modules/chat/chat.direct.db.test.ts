import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse, DirectMessage, InboxItem } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { createRoom, PNG_BYTES, postChat, sendChat } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-chat-direct-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
const app = () => testApp.app;
// Inbox deliveries run after the send's answer: long enough for them to have happened.
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const get = (who: AuthResponse, url: string) => call(app(), 'GET', url, { token: who.token });
const put = (who: AuthResponse, url: string, body?: unknown) =>
  call(app(), 'PUT', url, { token: who.token, body });
const post = (who: AuthResponse, url: string, body?: unknown) =>
  call(app(), 'POST', url, { token: who.token, body });
const openDirect = (who: AuthResponse, memberIds: string[]) =>
  post(who, '/chat/direct', { memberIds });
const inboxOf = async (who: AuthResponse) =>
  ((await get(who, '/inbox')).json().items as InboxItem[]).map(
    (item) => `${item.kind}:${item.subject.id}`,
  );

/** Two members with a direct message, a third member of the organisation, and a stranger. */
async function setup() {
  const alice = await registerOrganization(app());
  const bob = await addMember(app(), alice);
  const carol = await addMember(app(), alice);
  const stranger = await registerOrganization(app());
  const opened = await openDirect(alice, [bob.user.id]);
  expect(opened.statusCode, opened.body).toBe(201);
  const direct = opened.json().directMessage as DirectMessage;
  return { alice, bob, carol, stranger, direct };
}

const person = (who: AuthResponse) => ({
  id: who.user.id,
  username: who.user.username,
  firstName: who.user.firstName,
  lastName: who.user.lastName,
});

describe('opening direct messages', () => {
  it('opens one conversation per set of members, listed apart from rooms', async () => {
    const { alice, bob, carol, direct } = await setup();
    expect(direct).toEqual({
      id: expect.any(String),
      threadId: expect.any(String),
      members: expect.arrayContaining([person(alice), person(bob)]),
      createdAt: expect.any(String),
      lastMessageAt: null,
    });
    expect(direct.members).toHaveLength(2);

    // The same members, from either side and with the caller named too, reopen it.
    const again = await openDirect(bob, [alice.user.id, bob.user.id, alice.user.id]);
    expect(again.statusCode).toBe(200);
    expect(again.json().directMessage).toEqual(direct);

    const group = await openDirect(alice, [carol.user.id, bob.user.id]);
    expect(group.statusCode).toBe(201);
    const groupId = group.json().directMessage.id;
    expect(groupId).not.toBe(direct.id);

    const room = await createRoom(app(), alice, 'Sales');
    const rooms = (await get(alice, '/chat/chatrooms')).json().chatRooms as { id: string }[];
    expect(rooms.map((item) => item.id)).toContain(room.id);
    expect(rooms.map((item) => item.id)).not.toEqual(expect.arrayContaining([direct.id]));
    expect(rooms.map((item) => item.id)).not.toEqual(expect.arrayContaining([groupId]));

    const message = await sendChat(app(), bob, direct.threadId, 'hi Alice');
    const listed = (await get(alice, '/chat/direct')).json().directMessages as DirectMessage[];
    // The most recently active first.
    expect(listed.map((item) => item.id)).toEqual([direct.id, groupId]);
    expect(listed[0]!.lastMessageAt).toBe(message.createdAt);
    expect((await get(bob, `/chat/direct/${direct.id}`)).json().directMessage.id).toBe(direct.id);
    expect((await get(carol, '/chat/direct')).json().directMessages).toHaveLength(1);
  });

  it('refuses no one, oneself alone, more than 8 members and people of no organisation of ours', async () => {
    const alice = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    const expectRefused = async (memberIds: string[], error: string) => {
      const response = await openDirect(alice, memberIds);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error, code: 'VALIDATION_ERROR' });
    };
    await expectRefused([], 'Choose at least one member.');
    await expectRefused([alice.user.id], 'Choose at least one member.');
    await expectRefused([stranger.user.id], 'Member not found.');
    await expectRefused(['not-an-id'], 'Member not found.');
    const many = await Promise.all(Array.from({ length: 8 }, () => addMember(app(), alice)));
    await expectRefused(
      many.map((member) => member.user.id),
      'A direct message has at most 8 members, you included.',
    );
    const seven = await openDirect(
      alice,
      many.slice(0, 7).map((member) => member.user.id),
    );
    expect(seven.statusCode).toBe(201);
    expect(seven.json().directMessage.members).toHaveLength(8);
  });

  it('takes no new threads and is not renamed or archived through the room calls', async () => {
    const { alice, direct } = await setup();
    const thread = await post(alice, '/chat/threads', { chatRoomId: direct.id, title: 'Side' });
    expect(thread.statusCode).toBe(400);
    expect(thread.json().error).toBe(
      'A direct message has one conversation; it takes no new threads.',
    );
    // Nor through a send that would open one (the room view's "new thread").
    const sent = await postChat(app(), alice, {
      chatRoomId: direct.id,
      newThreadTitle: 'Side',
      content: 'A side topic',
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error).toBe(
      'A direct message has one conversation; it takes no new threads.',
    );
    const renamed = await put(alice, `/chat/chatrooms/${direct.id}`, { name: 'Ours' });
    expect(renamed.statusCode).toBe(400);
  });
});

describe('privacy of direct messages', () => {
  it('answers 404 to another member and another organisation on every call', async () => {
    const { alice, bob, carol, stranger, direct } = await setup();
    const message = await sendChat(app(), alice, direct.threadId, 'just between us');
    for (const outsider of [carol, stranger]) {
      const calls = [
        get(outsider, `/chat/direct/${direct.id}`),
        get(outsider, `/chat/chatrooms/${direct.id}`),
        get(outsider, `/chat/threads?chatRoomId=${direct.id}`),
        get(outsider, `/chat/chats?threadId=${direct.threadId}`),
        postChat(app(), outsider, { threadId: direct.threadId, content: 'let me in' }),
        put(outsider, `/chat/chats/${message.id}`, { content: 'changed' }),
        put(outsider, `/chat/chats/${message.id}/pin`, { isPinned: true }),
        put(outsider, `/chat/chats/${message.id}/read`),
        put(outsider, `/chat/chats/${message.id}/confirm`),
        post(outsider, `/chat/chats/${message.id}/reactions`, { emoji: '👍' }),
        get(outsider, `/chat/chats/${message.id}/confirmations`),
        put(outsider, `/chat/threads/${direct.threadId}/read`),
        put(outsider, `/chat/threads/${direct.threadId}/notifications`, { level: null }),
        call(app(), 'DELETE', `/chat/chats/${message.id}`, { token: outsider.token }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode, `${response.body}`).toBe(404);
      }
      expect((await get(outsider, '/chat/direct')).json().directMessages).toEqual([]);
      expect((await get(outsider, '/chat/unread')).json().threads).toEqual([]);
      expect((await get(outsider, '/chat/search?q=between')).json().chats).toEqual([]);
    }
    // The message is untouched, and its members see it in their search and unread counts.
    const listed = await get(bob, `/chat/chats?threadId=${direct.threadId}`);
    expect(listed.json().chats).toMatchObject([{ id: message.id, content: 'just between us' }]);
    expect((await get(bob, '/chat/search?q=between')).json().chats).toMatchObject([
      { id: message.id },
    ]);
    expect((await get(bob, '/chat/unread')).json().threads).toMatchObject([
      { threadId: direct.threadId, chatRoomId: direct.id, unreadCount: 1 },
    ]);
  });

  it('keeps its files, announcements, mentions and Inbox items among its members', async () => {
    const { alice, bob, carol, direct } = await setup();
    const sent = await postChat(app(), alice, { threadId: direct.threadId, content: 'plan' }, [
      { filename: 'plan.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const fileUrl = (sent.json().chat.attachments[0].url as string).replace(/^\/api/, '');
    expect((await get(bob, fileUrl)).statusCode).toBe(200);
    expect((await get(carol, fileUrl)).statusCode).toBe(404);

    const mention = await sendChat(
      app(),
      alice,
      direct.threadId,
      `@${carol.user.username} @${bob.user.username}`,
    );
    expect(mention.mentions.map((who) => who.id)).toEqual([bob.user.id]);
    const announcement = await sendChat(app(), alice, direct.threadId, 'Heads up', {
      isImportant: 'true',
    });
    expect((await get(carol, '/chat/chats/important/active')).json().importantChats).toEqual([]);
    expect((await get(bob, '/chat/chats/important/active')).json().importantChats).toMatchObject([
      { id: announcement.id },
    ]);
    expect((await get(alice, `/chat/chats/${announcement.id}/confirmations`)).json()).toEqual({
      confirmed: [],
      pending: [bob.user.id],
    });

    await settle();
    expect(await inboxOf(carol)).toEqual([]);
    await expect
      .poll(() => inboxOf(bob), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          `announcement:${announcement.id}`,
          `mention:${mention.id}`,
          `thread_reply:${sent.json().chat.id}`,
        ]),
      );
    const items = (await get(bob, '/inbox')).json().items as InboxItem[];
    const mentionItem = items.find((item) => item.subject.id === mention.id);
    // A direct message is not "in" a named room.
    expect(mentionItem?.title).toBe(`${alice.user.firstName} ${alice.user.lastName} mentioned you`);
  });
});
