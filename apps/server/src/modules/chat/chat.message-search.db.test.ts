import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  searchChatMessagesResponseSchema,
  type AuthResponse,
  type ChatSearchResult,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createRoom,
  createThread,
  PNG_BYTES,
  postChat,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { RANKED_MATCHES } from './chat.message-search.repo.js';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-chat-search-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
const app = () => testApp.app;

const search = (who: AuthResponse, query: string) =>
  call(app(), 'GET', `/chat/search/messages?${query}`, { token: who.token });

/** The answer of a search that must succeed, checked against its contract. */
async function found(who: AuthResponse, query: string) {
  const response = await search(who, query);
  expect(response.statusCode, response.body).toBe(200);
  return searchChatMessagesResponseSchema.parse(response.json());
}

const texts = (results: ChatSearchResult[]) =>
  results.map((result) => result.snippet.map((part) => part.text).join(''));

/** Moves a message's sending time (tests of date ranges and recency). */
async function sentAt(messageId: string, instant: string) {
  await testApp.db.execute(
    sql`update chat_messages set created_at = ${instant}::timestamptz where id = ${messageId}`,
  );
}

async function setup() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const room = await createRoom(app(), admin, 'Product');
  const thread = await createThread(app(), admin, room.id, 'Roadmap');
  return { admin, member, room, thread };
}

describe('GET /chat/search/messages', () => {
  it('ranks the best match first, then the newest', async () => {
    const { admin, thread } = await setup();
    const older = await sendChat(app(), admin, thread.id, 'Kestrel plan for spring');
    const newer = await sendChat(app(), admin, thread.id, 'Kestrel plan for autumn');
    const best = await sendChat(app(), admin, thread.id, 'Kestrel, kestrel and kestrel again');
    await sendChat(app(), admin, thread.id, 'Nothing about birds');
    await sentAt(older.id, '2026-01-01T10:00:00Z');
    await sentAt(newer.id, '2026-02-01T10:00:00Z');
    await sentAt(best.id, '2025-01-01T10:00:00Z');

    const answer = await found(admin, 'q=KESTREL');
    expect(answer.results.map((result) => result.id)).toEqual([best.id, newer.id, older.id]);
    expect(answer.hasMore).toBe(false);
  });

  it('ranks a common word among its newest matches only', async () => {
    const { admin, thread } = await setup();
    const oldBest = await sendChat(app(), admin, thread.id, 'Ibis ibis ibis ibis');
    await sentAt(oldBest.id, '2020-01-01T00:00:00Z');
    await testApp.db.execute(sql`
      insert into chat_messages (organization_id, chat_room_id, thread_id, sender_id, content,
                                 created_at)
      select organization_id, chat_room_id, thread_id, sender_id, 'An ibis ' || g,
             now() - make_interval(secs => g)
      from chat_messages, generate_series(1, ${RANKED_MATCHES}) g
      where id = ${oldBest.id}`);
    const first = await found(admin, 'q=ibis&limit=1');
    expect(texts(first.results)).toEqual(['An ibis 1']);
    // Older than the newest RANKED_MATCHES matches: past the horizon, however well it ranks.
    const last = await found(admin, `q=ibis&limit=5&offset=${RANKED_MATCHES - 2}`);
    expect(last.results.map((result) => result.id)).not.toContain(oldBest.id);
    expect(last.results).toHaveLength(2);
    expect(last.hasMore).toBe(false);
    // A narrower search (a date range) reaches it, and it ranks first.
    const narrowed = await found(admin, 'q=ibis&before=2021-01-01');
    expect(narrowed.results.map((result) => result.id)).toEqual([oldBest.id]);
  });

  it('matches word prefixes in any case and needs every word', async () => {
    const { admin, thread } = await setup();
    await sendChat(app(), admin, thread.id, 'The Zeppelin meeting moved to Thursday');
    expect(texts((await found(admin, 'q=zepp%20meet')).results)).toEqual([
      'The Zeppelin meeting moved to Thursday',
    ]);
    expect((await found(admin, 'q=zeppelin%20friday')).results).toEqual([]);
    // Only punctuation: no word to look for, so nothing matches (and nothing fails).
    expect((await found(admin, 'q=%21%21%21')).results).toEqual([]);
  });

  it('shows the message in its room and thread, its words marked, with the lines around it', async () => {
    const { admin, member, room, thread } = await setup();
    await sendChat(app(), admin, thread.id, 'Who has the slides?');
    const hit = await sendChat(app(), member, thread.id, 'The Osprey deck is in the drive');
    await sendChat(app(), admin, thread.id, 'Thanks!');

    const [result] = (await found(admin, 'q=osprey')).results;
    expect(result).toMatchObject({
      id: hit.id,
      sender: { id: member.user.id, username: member.user.username },
      chatRoom: { id: room.id, name: 'Product' },
      thread: { id: thread.id, title: 'Roadmap' },
      attachmentCount: 0,
      editedAt: null,
      previous: { content: 'Who has the slides?', sender: { id: admin.user.id } },
      next: { content: 'Thanks!', sender: { id: admin.user.id } },
    });
    expect(result!.snippet).toEqual([
      { text: 'The ', isMatch: false },
      { text: 'Osprey', isMatch: true },
      { text: ' deck is in the drive', isMatch: false },
    ]);
  });

  it('narrows by person, room, date range and attachments', async () => {
    const { admin, member, thread } = await setup();
    const otherRoom = await createRoom(app(), admin, 'Sales');
    const otherThread = await createThread(app(), admin, otherRoom.id, 'Leads');
    const byAdmin = await sendChat(app(), admin, thread.id, 'Heron report draft');
    const byMember = await sendChat(app(), member, thread.id, 'Heron report final');
    const inSales = await sendChat(app(), admin, otherThread.id, 'Heron report for sales');
    const withFile = await postChat(
      app(),
      member,
      { threadId: thread.id, content: 'Heron chart' },
      [{ filename: 'chart.png', type: 'image/png', data: PNG_BYTES }],
    );
    expect(withFile.statusCode, withFile.body).toBe(201);
    const fileId = withFile.json().chat.id as string;
    await sentAt(byAdmin.id, '2026-03-01T12:00:00Z');
    await sentAt(byMember.id, '2026-03-10T12:00:00Z');
    await sentAt(inSales.id, '2026-03-20T12:00:00Z');
    await sentAt(fileId, '2026-03-30T12:00:00Z');
    const ids = async (query: string) =>
      (await found(admin, `q=heron&${query}`)).results.map((result) => result.id).sort();

    expect(await ids(`from=${member.user.id}`)).toEqual([byMember.id, fileId].sort());
    expect(await ids(`roomId=${otherRoom.id}`)).toEqual([inSales.id]);
    expect(await ids('after=2026-03-05T00:00:00Z&before=2026-03-20T12:00:00Z')).toEqual([
      byMember.id,
    ]);
    expect(await ids('hasAttachment=true')).toEqual([fileId]);
    expect(await ids(`from=${admin.user.id}&roomId=${otherRoom.id}&before=2026-04-01`)).toEqual([
      inSales.id,
    ]);
    const [file] = (await found(admin, 'q=heron&hasAttachment=true')).results;
    expect(file!.attachmentCount).toBe(1);
  });

  it('answers a page at a time', async () => {
    const { admin, thread } = await setup();
    for (const day of ['01', '02', '03', '04', '05']) {
      const sent = await sendChat(app(), admin, thread.id, `Pelican note ${day}`);
      await sentAt(sent.id, `2026-05-${day}T09:00:00Z`);
    }
    const first = await found(admin, 'q=pelican&limit=2');
    const second = await found(admin, 'q=pelican&limit=2&offset=2');
    const last = await found(admin, 'q=pelican&limit=2&offset=4');
    expect([first.hasMore, second.hasMore, last.hasMore]).toEqual([true, true, false]);
    expect(texts([...first.results, ...second.results, ...last.results])).toEqual([
      'Pelican note 05',
      'Pelican note 04',
      'Pelican note 03',
      'Pelican note 02',
      'Pelican note 01',
    ]);
  });

  it('never shows another organisation or a direct message the user is not in', async () => {
    const { admin, member, thread } = await setup();
    await sendChat(app(), admin, thread.id, 'Albatross budget is secret');
    const stranger = await registerOrganization(app());
    expect((await found(stranger, 'q=albatross')).results).toEqual([]);
    expect((await found(stranger, `q=albatross&from=${admin.user.id}`)).results).toEqual([]);

    // A direct message between the admin and a third member; the member is not in it.
    const third = await addMember(app(), admin);
    const direct = await testApp.db.execute<{ room_id: string; thread_id: string }>(sql`
      with room as (
        insert into chat_rooms (organization_id, name, kind, member_key)
        values (${admin.user.organizationId}, 'Direct', 'direct',
                ${[admin.user.id, third.user.id].sort().join(',')})
        returning id
      ), members as (
        insert into chat_room_members (room_id, user_id, organization_id)
        select room.id, unnest(array[${admin.user.id}, ${third.user.id}]::uuid[]),
               ${admin.user.organizationId}
        from room
      )
      insert into chat_threads (organization_id, chat_room_id, title)
      select ${admin.user.organizationId}, room.id, 'Direct' from room
      returning chat_room_id as room_id, id as thread_id`);
    const { room_id: roomId, thread_id: threadId } = direct.rows[0]!;
    await testApp.db.execute(sql`
      insert into chat_messages (organization_id, chat_room_id, thread_id, sender_id, content)
      values (${admin.user.organizationId}, ${roomId}, ${threadId}, ${third.user.id},
              'Albatross salary talk')`);

    expect(texts((await found(third, 'q=albatross')).results).sort()).toEqual([
      'Albatross budget is secret',
      'Albatross salary talk',
    ]);
    expect(texts((await found(member, 'q=albatross')).results)).toEqual([
      'Albatross budget is secret',
    ]);
    expect((await found(member, `q=albatross&roomId=${roomId}`)).results).toEqual([]);
  });

  it('refuses bad input with {error, code} and needs a session', async () => {
    const { admin } = await setup();
    const cases: Array<[string, string]> = [
      ['q=', 'Type a word to search for.'],
      [`q=${'x'.repeat(201)}`, 'A search is at most 200 characters.'],
      ['q=a&from=someone', 'from must be a member id.'],
      ['q=a&roomId=1', 'roomId must be a room id.'],
      ['q=a&after=2026-02-01&before=2026-01-01', 'after must be earlier than before.'],
    ];
    for (const [query, error] of cases) {
      const response = await search(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error: expect.stringContaining(error),
        code: 'VALIDATION_ERROR',
      });
    }
    expect((await search(admin, 'q=a&hasAttachment=maybe')).statusCode).toBe(400);
    expect((await search(admin, 'q=a&after=yesterday')).statusCode).toBe(400);
    expect((await call(app(), 'GET', '/chat/search/messages?q=a')).statusCode).toBe(401);
  });
});
