import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse, ChatMessage } from '@worksphere/contracts';
import { chatMessageSchema } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  createRoom,
  createThread,
  GIF_BYTES,
  PNG_BYTES,
  postChat,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-chat-'));
const testApp = useTestApp({ DATA_DIR: dataDir, UPLOAD_LIMIT_BYTES: '2048' });
const app = () => testApp.app;

async function setup() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const room = await createRoom(app(), admin, 'General');
  const thread = await createThread(app(), admin, room.id, 'Launch');
  return { admin, member, room, thread };
}

const put = (who: AuthResponse, url: string, body?: unknown) =>
  call(app(), 'PUT', url, { token: who.token, body });
const get = (who: AuthResponse, url: string) => call(app(), 'GET', url, { token: who.token });

describe('rooms', () => {
  it('creates, lists, gets, renames and archives rooms', async () => {
    const admin = await registerOrganization(app());
    // Every organisation starts with its General room (chat.start.db.test.ts).
    const [general] = (await get(admin, '/chat/chatrooms')).json().chatRooms;
    const created = await call(app(), 'POST', '/chat/chatrooms', {
      token: admin.token,
      body: { name: '  Sales  ' },
    });
    expect(created.statusCode).toBe(201);
    const chatRoom = created.json().chatRoom;
    expect(chatRoom).toEqual({
      id: expect.any(String),
      name: 'Sales',
      isArchived: false,
      createdAt: expect.any(String),
    });
    expect((await get(admin, '/chat/chatrooms')).json()).toEqual({
      chatRooms: [general, chatRoom],
    });
    expect((await get(admin, `/chat/chatrooms/${chatRoom.id}`)).json()).toEqual({ chatRoom });

    const renamed = await put(admin, `/chat/chatrooms/${chatRoom.id}`, { name: 'Sales team' });
    expect(renamed.json().chatRoom.name).toBe('Sales team');
    const archived = await put(admin, `/chat/chatrooms/${chatRoom.id}`, { isArchived: true });
    expect(archived.json().chatRoom.isArchived).toBe(true);
    expect((await get(admin, '/chat/chatrooms')).json().chatRooms).toEqual([general]);
    expect(
      (await get(admin, '/chat/chatrooms?includeArchived=true')).json().chatRooms,
    ).toHaveLength(2);
    const threadInArchived = await call(app(), 'POST', '/chat/threads', {
      token: admin.token,
      body: { chatRoomId: chatRoom.id, title: 'x' },
    });
    expect(threadInArchived.json()).toEqual({
      error: 'This room is archived.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('refuses a blank name', async () => {
    const admin = await registerOrganization(app());
    const response = await call(app(), 'POST', '/chat/chatrooms', {
      token: admin.token,
      body: { name: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Room name is required.', code: 'VALIDATION_ERROR' });
  });

  it('needs a session', async () => {
    expect((await call(app(), 'GET', '/chat/chatrooms')).statusCode).toBe(401);
  });
});

describe('threads', () => {
  it('creates, lists and renames threads of a room', async () => {
    const { admin, member, room, thread } = await setup();
    expect(thread).toEqual({
      id: expect.any(String),
      title: 'Launch',
      chatRoomId: room.id,
      createdAt: expect.any(String),
    });
    const second = await createThread(app(), member, room.id, 'Second');
    const listed = await get(member, `/chat/threads?chatRoomId=${room.id}`);
    expect(listed.json().threads.map((item: { id: string }) => item.id)).toEqual([
      second.id,
      thread.id,
    ]);
    const renamed = await put(admin, `/chat/threads/${thread.id}`, { title: 'Launch day' });
    expect(renamed.json().thread).toMatchObject({ id: thread.id, title: 'Launch day' });
    const blank = await put(admin, `/chat/threads/${thread.id}`, { title: '' });
    expect(blank.json()).toEqual({ error: 'Thread title is required.', code: 'VALIDATION_ERROR' });
  });
});

describe('POST /chat/sendChat', () => {
  it('answers 201 with the message in the contract shape', async () => {
    const { member, room, thread } = await setup();
    const response = await postChat(app(), member, {
      threadId: thread.id,
      chatRoomId: room.id,
      content: '  Hello team  ',
      isImportant: 'false',
      clientMessageId: 'c-1',
    });
    expect(response.statusCode, response.body).toBe(201);
    const chat = chatMessageSchema.parse(response.json().chat);
    expect(chat).toEqual({
      id: expect.any(String),
      clientMessageId: 'c-1',
      content: 'Hello team',
      sender: {
        id: member.user.id,
        username: member.user.username,
        firstName: member.user.firstName,
        lastName: member.user.lastName,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      editedAt: null,
      isPinned: false,
      isImportant: false,
      requiresConfirmation: false,
      attachments: [],
      readReceipts: [],
      mentions: [],
      reactions: [],
      threadId: thread.id,
      chatRoomId: room.id,
      chatRoom: { id: room.id, name: 'General' },
      thread: { id: thread.id, title: 'Launch' },
    });
  });

  it('is idempotent by clientMessageId: a retried send answers the same message', async () => {
    const { member, thread } = await setup();
    const fields = { threadId: thread.id, content: 'once', clientMessageId: 'retry-1' };
    const first = await postChat(app(), member, fields);
    const again = await postChat(app(), member, fields);
    const raced = await Promise.all([1, 2, 3].map(() => postChat(app(), member, fields)));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().chat.id).toBe(first.json().chat.id);
    for (const response of raced) expect(response.json().chat.id).toBe(first.json().chat.id);
    const chats = (await get(member, `/chat/chats?threadId=${thread.id}`)).json().chats;
    expect(chats).toHaveLength(1);
  });

  it('an important message requires confirmation', async () => {
    const { admin, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, 'Read this', { isImportant: 'true' });
    expect(chat).toMatchObject({ isImportant: true, requiresConfirmation: true });
  });

  it('refuses an empty message without attachments', async () => {
    const { member, thread } = await setup();
    const response = await postChat(app(), member, { threadId: thread.id, content: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Write a message or attach a file.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('accepts a JSON body for text-only messages', async () => {
    const { member, thread } = await setup();
    const response = await call(app(), 'POST', '/chat/sendChat', {
      token: member.token,
      body: { threadId: thread.id, content: 'json' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('stores allowed attachments, checked by content, and serves them to the org only', async () => {
    const { admin, member, thread } = await setup();
    const response = await postChat(app(), member, { threadId: thread.id, content: '' }, [
      { filename: 'dot.png', type: 'image/png', data: PNG_BYTES },
      { filename: 'anim.bin', type: 'application/octet-stream', data: GIF_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const attachments = (response.json().chat as ChatMessage).attachments;
    expect(attachments).toEqual([
      {
        id: expect.any(String),
        url: expect.stringMatching(
          new RegExp(`^/api/uploads/${member.user.organizationId}/chat/[0-9a-f-]{36}\\.png$`),
        ),
        filename: 'dot.png',
        mimetype: 'image/png',
        size: PNG_BYTES.length,
      },
      expect.objectContaining({ filename: 'anim.bin', mimetype: 'image/gif' }),
    ]);
    const file = await app().inject({
      method: 'GET',
      url: attachments[0]!.url,
      headers: { cookie: `ws_session=${admin.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-cache');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    const stranger = await registerOrganization(app());
    const foreign = await app().inject({
      method: 'GET',
      url: attachments[0]!.url,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const anonymous = await app().inject({ method: 'GET', url: attachments[0]!.url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a file whose content is not an allowed type, whatever its name', async () => {
    const { member, thread } = await setup();
    const response = await postChat(app(), member, { threadId: thread.id, content: 'see' }, [
      { filename: 'photo.png', type: 'image/png', data: Buffer.from('just some text') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'File type not allowed: photo.png',
      code: 'VALIDATION_ERROR',
      params: { file: 'photo.png' },
    });
    const chats = (await get(member, `/chat/chats?threadId=${thread.id}`)).json().chats;
    expect(chats).toEqual([]);
  });

  it('refuses a file over the upload limit', async () => {
    const { member, thread } = await setup();
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(4096)]);
    const response = await postChat(app(), member, { threadId: thread.id, content: 'big' }, [
      { filename: 'big.png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a thread of another room, and another organisation’s thread is not found', async () => {
    const { admin, member, thread } = await setup();
    const otherRoom = await createRoom(app(), admin);
    const mismatch = await postChat(app(), member, {
      threadId: thread.id,
      chatRoomId: otherRoom.id,
      content: 'x',
    });
    expect(mismatch.json()).toEqual({
      error: 'The thread does not belong to that room.',
      code: 'VALIDATION_ERROR',
    });
    const stranger = await registerOrganization(app());
    const foreign = await postChat(app(), stranger, { threadId: thread.id, content: 'x' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Thread not found.', code: 'NOT_FOUND' });
  });
});

describe('GET /chat/chats', () => {
  it('pages from the newest back with before and hasMore, oldest first in a page', async () => {
    const { member, room, thread } = await setup();
    const sent = [];
    for (let index = 1; index <= 5; index += 1) {
      sent.push(await sendChat(app(), member, thread.id, `m${index}`));
    }
    const base = `/chat/chats?chatRoomId=${room.id}&threadId=${thread.id}`;
    const first = (await get(member, `${base}&limit=2`)).json();
    expect(first.chats.map((chat: ChatMessage) => chat.content)).toEqual(['m4', 'm5']);
    expect(first.hasMore).toBe(true);
    const second = (await get(member, `${base}&limit=2&before=${first.chats[0].id}`)).json();
    expect(second.chats.map((chat: ChatMessage) => chat.content)).toEqual(['m2', 'm3']);
    const last = (await get(member, `${base}&limit=2&before=${second.chats[0].id}`)).json();
    expect(last).toMatchObject({ hasMore: false });
    expect(last.chats.map((chat: ChatMessage) => chat.content)).toEqual(['m1']);
    expect((await get(member, base)).json().chats).toHaveLength(5);
  });

  it('another organisation’s thread is not found', async () => {
    const { thread } = await setup();
    const stranger = await registerOrganization(app());
    const response = await get(stranger, `/chat/chats?threadId=${thread.id}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('message rules', () => {
  it('only an admin pins and unpins', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), member, thread.id, 'pin me');
    const byMember = await put(member, `/chat/chats/${chat.id}/pin`, { isPinned: true });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({
      error: 'Only an admin can pin or unpin messages.',
      code: 'FORBIDDEN',
    });
    const pinned = await put(admin, `/chat/chats/${chat.id}/pin`, { isPinned: true });
    expect(pinned.json().chat.isPinned).toBe(true);
    const unpinned = await put(admin, `/chat/chats/${chat.id}/pin`, { isPinned: false });
    expect(unpinned.json().chat.isPinned).toBe(false);
  });

  it('the sender or an admin marks a message important, which then needs confirmation', async () => {
    const { admin, member, thread } = await setup();
    const second = await addMember(app(), admin);
    const chat = await sendChat(app(), member, thread.id, 'all hands at noon');
    const byOther = await put(second, `/chat/chats/${chat.id}/important`, { isImportant: true });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      error: 'Only the sender or an admin can mark this message important.',
      code: 'FORBIDDEN',
    });
    const marked = await put(member, `/chat/chats/${chat.id}/important`, { isImportant: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().chat).toMatchObject({ isImportant: true, requiresConfirmation: true });
    const active = await get(second, '/chat/chats/important/active');
    expect(active.json().importantChats.map((item: ChatMessage) => item.id)).toEqual([chat.id]);
    const unmarked = await put(admin, `/chat/chats/${chat.id}/important`, { isImportant: false });
    expect(unmarked.json().chat).toMatchObject({ isImportant: false, requiresConfirmation: false });
    expect((await get(second, '/chat/chats/important/active')).json().importantChats).toEqual([]);
    const wrongType = await put(member, `/chat/chats/${chat.id}/important`, { isImportant: 'yes' });
    expect(wrongType.statusCode).toBe(400);
  });

  it('the sender or an admin deletes; another member may not', async () => {
    const { admin, member, thread } = await setup();
    const other = await addMember(app(), admin);
    const chat = await sendChat(app(), member, thread.id, 'mine');
    const byOther = await call(app(), 'DELETE', `/chat/chats/${chat.id}`, { token: other.token });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({
      error: 'Only the sender or an admin can delete this message.',
      code: 'FORBIDDEN',
    });
    const bySender = await call(app(), 'DELETE', `/chat/chats/${chat.id}`, {
      token: member.token,
    });
    expect(bySender.json()).toEqual({ ok: true });
    const second = await sendChat(app(), member, thread.id, 'another');
    const byAdmin = await call(app(), 'DELETE', `/chat/chats/${second.id}`, { token: admin.token });
    expect(byAdmin.statusCode).toBe(200);
    const again = await call(app(), 'DELETE', `/chat/chats/${second.id}`, { token: admin.token });
    expect(again.json()).toEqual({ error: 'Message not found.', code: 'NOT_FOUND' });
  });

  it('the sender edits their own message; others may not', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), member, thread.id, 'typo');
    const byAdmin = await put(admin, `/chat/chats/${chat.id}`, { content: 'x' });
    expect(byAdmin.statusCode).toBe(403);
    const edited = await put(member, `/chat/chats/${chat.id}`, { content: 'fixed' });
    expect(edited.json().chat).toMatchObject({ content: 'fixed', editedAt: expect.any(String) });
    const emptied = await put(member, `/chat/chats/${chat.id}`, { content: ' ' });
    expect(emptied.statusCode).toBe(400);
  });

  it('records a read and a confirmation once per user, with the time', async () => {
    const { admin, member, thread } = await setup();
    const chat = await sendChat(app(), admin, thread.id, 'note', { isImportant: 'true' });
    const read = await put(member, `/chat/chats/${chat.id}/read`);
    expect(read.statusCode).toBe(200);
    const receipts = read.json().chat.readReceipts;
    expect(receipts).toEqual([
      { userId: member.user.id, readAt: expect.any(String), confirmedAt: null },
    ]);
    const readAgain = await put(member, `/chat/chats/${chat.id}/read`);
    expect(readAgain.json().chat.readReceipts).toEqual(receipts);

    const confirmed = await put(member, `/chat/chats/${chat.id}/confirm`);
    const [receipt] = confirmed.json().chat.readReceipts;
    expect(receipt).toMatchObject({ userId: member.user.id, readAt: receipts[0].readAt });
    expect(receipt.confirmedAt).toEqual(expect.any(String));
    const confirmedAgain = await put(member, `/chat/chats/${chat.id}/confirm-important`);
    expect(confirmedAgain.json().chat.readReceipts).toEqual([receipt]);
  });

  it('lists the important messages the caller has not confirmed', async () => {
    const { admin, member, thread } = await setup();
    const first = await sendChat(app(), admin, thread.id, 'one', { isImportant: 'true' });
    const second = await sendChat(app(), admin, thread.id, 'two', { isImportant: 'true' });
    await sendChat(app(), admin, thread.id, 'plain');
    const active = async (who: AuthResponse) =>
      (await get(who, '/chat/chats/important/active'))
        .json()
        .importantChats.map((chat: ChatMessage) => chat.id);
    expect(await active(member)).toEqual([first.id, second.id]);
    expect(await active(admin)).toEqual([]);
    const confirmed = await put(member, `/chat/chats/${first.id}/confirm-important`);
    expect(confirmed.statusCode).toBe(200);
    expect(await active(member)).toEqual([second.id]);
    const plain = await sendChat(app(), admin, thread.id, 'plain 2');
    const notImportant = await put(member, `/chat/chats/${plain.id}/confirm-important`);
    expect(notImportant.json()).toEqual({
      error: 'This message is not an important announcement.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('another organisation’s ids are not found everywhere', async () => {
    const { member, room, thread } = await setup();
    const chat = await sendChat(app(), member, thread.id, 'secret');
    const stranger = await registerOrganization(app());
    const attempts = [
      get(stranger, `/chat/chatrooms/${room.id}`),
      put(stranger, `/chat/chatrooms/${room.id}`, { name: 'x' }),
      get(stranger, `/chat/threads?chatRoomId=${room.id}`),
      put(stranger, `/chat/threads/${thread.id}`, { title: 'x' }),
      call(app(), 'POST', '/chat/threads', {
        token: stranger.token,
        body: { chatRoomId: room.id, title: 'x' },
      }),
      put(stranger, `/chat/chats/${chat.id}`, { content: 'x' }),
      put(stranger, `/chat/chats/${chat.id}/read`),
      put(stranger, `/chat/chats/${chat.id}/confirm`),
      put(stranger, `/chat/chats/${chat.id}/confirm-important`),
      put(stranger, `/chat/chats/${chat.id}/pin`, { isPinned: true }),
      put(stranger, `/chat/chats/${chat.id}/important`, { isImportant: true }),
      call(app(), 'DELETE', `/chat/chats/${chat.id}`, { token: stranger.token }),
      get(stranger, `/chat/chatrooms/not-an-id`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await get(stranger, '/chat/search?q=secret')).json().chats).toEqual([]);
    expect((await get(stranger, '/chat/chats/important/active')).json().importantChats).toEqual([]);
  });
});

describe('GET /chat/search', () => {
  it('finds messages of the organisation containing the text', async () => {
    const { member, thread } = await setup();
    await sendChat(app(), member, thread.id, 'Quarterly numbers are in');
    await sendChat(app(), member, thread.id, 'Lunch?');
    const found = (await get(member, '/chat/search?q=QUARTERLY')).json().chats;
    expect(found.map((chat: ChatMessage) => chat.content)).toEqual(['Quarterly numbers are in']);
    expect((await get(member, '/chat/search?q=')).statusCode).toBe(400);
  });

  it('answers each message as the thread shows it: mentions, receipts and reactions', async () => {
    const { admin, member, thread } = await setup();
    const sent = await sendChat(
      app(),
      member,
      thread.id,
      `Budget_2027 review with @${admin.user.username}`,
    );
    await sendChat(app(), member, thread.id, 'Budget 2027 without the underscore');
    expect((await put(admin, `/chat/chats/${sent.id}/read`)).statusCode).toBe(200);
    const reacted = await call(app(), 'POST', `/chat/chats/${sent.id}/reactions`, {
      token: admin.token,
      body: { emoji: '👍' },
    });
    expect(reacted.statusCode, reacted.body).toBe(200);

    // "_" is a plain character, not LIKE's one-character wildcard.
    const found = (await get(member, '/chat/search?q=budget_2027&limit=5')).json().chats;
    const listed = (await get(member, `/chat/chats?threadId=${thread.id}`)).json().chats;
    expect(found).toEqual([listed.find((chat: ChatMessage) => chat.id === sent.id)]);
    expect(found[0]).toMatchObject({
      mentions: [expect.objectContaining({ id: admin.user.id })],
      readReceipts: [expect.objectContaining({ userId: admin.user.id })],
      reactions: [{ emoji: '👍', count: 1, userIds: [admin.user.id] }],
      thread: { id: thread.id, title: 'Launch' },
    });
  });
});
