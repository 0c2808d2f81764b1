import { readFile } from 'node:fs/promises';
import {
  CHAT_GENERAL_ROOM_NAME,
  CHAT_GENERAL_THREAD_TITLE,
  THREAD_TITLE_MAX_LENGTH,
  type AuthResponse,
  type ChatMessage,
  type ChatRoom,
  type ChatThread,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  nextEvent,
  PNG_BYTES,
  postChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

/** Issue 24, "Start talking at once": the General room, and posting without naming a thread. */
const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;

const get = (who: AuthResponse, url: string) => call(app(), 'GET', url, { token: who.token });
const rooms = async (who: AuthResponse) =>
  (await get(who, '/chat/chatrooms')).json().chatRooms as ChatRoom[];
const threads = async (who: AuthResponse, roomId: string) =>
  (await get(who, `/chat/threads?chatRoomId=${roomId}`)).json().threads as ChatThread[];
const generalOf = async (who: AuthResponse) =>
  (await rooms(who)).filter((room) => room.name === CHAT_GENERAL_ROOM_NAME);

/** The data statements of the migration, run again as a deploy would on an older database. */
async function runGeneralRoomMigration() {
  const file = new URL('../../../drizzle/0027_chat_general_room.sql', import.meta.url);
  for (const statement of (await readFile(file, 'utf8')).split('--> statement-breakpoint')) {
    await testApp.db.execute(sql.raw(statement));
  }
}

describe('the General room', () => {
  it('comes with a new organisation: every member lists it, with its General thread', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const [general, ...others] = await generalOf(member);
    expect(others).toEqual([]);
    expect(general).toMatchObject({ name: CHAT_GENERAL_ROOM_NAME, isArchived: false });
    const [thread, ...moreThreads] = await threads(member, general!.id);
    expect(moreThreads).toEqual([]);
    expect(thread).toMatchObject({ title: CHAT_GENERAL_THREAD_TITLE, chatRoomId: general!.id });

    const said = await postChat(app(), member, { threadId: thread!.id, content: 'Hello all' });
    expect(said.statusCode, said.body).toBe(201);
  });

  it('belongs to its organisation: another one neither lists nor reads it', async () => {
    const first = await registerOrganization(app());
    const second = await registerOrganization(app());
    const [firstGeneral] = await generalOf(first);
    const [secondGeneral] = await generalOf(second);
    expect(firstGeneral!.id).not.toBe(secondGeneral!.id);
    expect((await rooms(second)).map((room) => room.id)).not.toContain(firstGeneral!.id);
    const read = await get(second, `/chat/threads?chatRoomId=${firstGeneral!.id}`);
    expect(read.statusCode).toBe(404);
  });

  it('is given to older organisations by the migration, once however often it runs', async () => {
    const admin = await registerOrganization(app());
    const [general] = await generalOf(admin);
    // An organisation from before the General room: it has a room of its own and no General.
    await testApp.db.execute(sql`delete from chat_rooms where id = ${general!.id}`);
    const own = await createRoom(app(), admin, 'Sales');
    expect(await generalOf(admin)).toEqual([]);

    await runGeneralRoomMigration();
    await runGeneralRoomMigration();

    const [given, ...twice] = await generalOf(admin);
    expect(twice).toEqual([]);
    expect((await threads(admin, given!.id)).map((thread) => thread.title)).toEqual([
      CHAT_GENERAL_THREAD_TITLE,
    ]);
    expect(await threads(admin, own.id)).toEqual([]);
    const [row] = (
      await testApp.db.execute<{ created_by_id: string }>(
        sql`select created_by_id from chat_rooms where id = ${given!.id}`,
      )
    ).rows;
    expect(row!.created_by_id).toBe(admin.user.id);
  });
});

describe('posting into a new thread (newThreadTitle instead of threadId)', () => {
  it('opens the thread and posts its first message at once, and says so live', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const room = await createRoom(app(), admin);
    const watcher = live.track(await connectChat(live.baseUrl, { token: member.token }));
    const announced = nextEvent<ChatThread>(watcher, 'newThread');

    const sent = await postChat(app(), admin, {
      chatRoomId: room.id,
      newThreadTitle: '  Lunch on Friday  ',
      content: 'Lunch on Friday?\nPizza or sushi',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const chat = sent.json().chat as ChatMessage;
    expect(chat).toMatchObject({
      content: 'Lunch on Friday?\nPizza or sushi',
      chatRoomId: room.id,
      chatRoom: { id: room.id, name: room.name },
      thread: { title: 'Lunch on Friday' },
      sender: { id: admin.user.id },
    });
    const [thread, ...others] = await threads(member, room.id);
    expect(others).toEqual([]);
    expect(thread).toEqual({
      id: chat.threadId,
      title: 'Lunch on Friday',
      chatRoomId: room.id,
      createdAt: expect.any(String),
    });
    expect(await announced).toEqual(thread);
    const listed = await get(member, `/chat/chats?chatRoomId=${room.id}&threadId=${thread!.id}`);
    expect(listed.json().chats.map((item: ChatMessage) => item.id)).toEqual([chat.id]);
  });

  it('takes files alone and mentions as any send does', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const room = await createRoom(app(), admin);
    const sent = await postChat(
      app(),
      admin,
      { chatRoomId: room.id, newThreadTitle: 'photo.png', content: '' },
      [{ filename: 'photo.png', type: 'image/png', data: PNG_BYTES }],
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().chat.attachments).toMatchObject([{ filename: 'photo.png' }]);

    const mention = await postChat(app(), admin, {
      chatRoomId: room.id,
      newThreadTitle: 'Review',
      content: `@${member.user.username} please review`,
    });
    expect(mention.json().chat.mentions).toMatchObject([{ id: member.user.id }]);
  });

  it('answers a repeated clientMessageId with the first message and opens no second thread', async () => {
    const admin = await registerOrganization(app());
    const room = await createRoom(app(), admin);
    const fields = {
      chatRoomId: room.id,
      newThreadTitle: 'Once',
      content: 'Only once',
      clientMessageId: 'room-view-1',
    };
    const first = await postChat(app(), admin, fields);
    const again = await postChat(app(), admin, fields);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().chat.id).toBe(first.json().chat.id);
    // Two at the same moment: one message, one thread (the loser's thread is rolled back).
    const racing = { ...fields, clientMessageId: 'room-view-2' };
    const answers = await Promise.all([
      postChat(app(), admin, racing),
      postChat(app(), admin, racing),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((answer) => answer.json().chat.id)).size).toBe(1);
    expect((await threads(admin, room.id)).map((thread) => thread.title)).toEqual(['Once', 'Once']);
  });

  it('refuses bad fields with the field named, and stores no thread', async () => {
    const admin = await registerOrganization(app());
    const room = await createRoom(app(), admin);
    const thread = await createThread(app(), admin, room.id, 'Existing');
    const refusals: [Record<string, string>, string][] = [
      [{ chatRoomId: room.id, content: 'no thread' }, 'threadId is required.'],
      [{ newThreadTitle: 'No room', content: 'x' }, 'chatRoomId is required.'],
      [
        { chatRoomId: room.id, threadId: thread.id, newThreadTitle: 'Both', content: 'x' },
        'Send threadId or newThreadTitle, not both.',
      ],
      [{ chatRoomId: room.id, newThreadTitle: '   ', content: 'x' }, 'Thread title is required.'],
      [
        {
          chatRoomId: room.id,
          newThreadTitle: 'x'.repeat(THREAD_TITLE_MAX_LENGTH + 1),
          content: 'x',
        },
        `Thread title must be at most ${THREAD_TITLE_MAX_LENGTH} characters.`,
      ],
      [{ chatRoomId: room.id, newThreadTitle: 'Empty', content: ' ' }, 'Write a message'],
    ];
    for (const [fields, message] of refusals) {
      const answer = await postChat(app(), admin, fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(answer.json().error).toContain(message);
    }
    expect((await threads(admin, room.id)).map((item) => item.title)).toEqual(['Existing']);
  });

  it('refuses an archived room, and another organisation room as not found', async () => {
    const admin = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    const room = await createRoom(app(), admin);
    const fields = { chatRoomId: room.id, newThreadTitle: 'Sneaky', content: 'hi' };

    const foreign = await postChat(app(), stranger, fields);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Chat room not found.', code: 'NOT_FOUND' });
    const unknown = await postChat(app(), admin, { ...fields, chatRoomId: 'not-an-id' });
    expect(unknown.statusCode).toBe(404);

    await call(app(), 'PUT', `/chat/chatrooms/${room.id}`, {
      token: admin.token,
      body: { isArchived: true },
    });
    const archived = await postChat(app(), admin, fields);
    expect(archived.statusCode).toBe(400);
    expect(archived.json().error).toBe('This room is archived.');
    expect(await threads(admin, room.id)).toEqual([]);
  });
});
