import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import * as schema from '../../platform/db/schema.js';
import { createRoom, createThread, PNG_BYTES, postChat } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/**
 * The send is the chat's hot path: these tests count the SQL statements (each one a round trip
 * to PostgreSQL) that reach the database, recorded on the pool's connections below Drizzle, so
 * BEGIN/COMMIT and statements run on the pool directly count too.
 */
const testApp = useTestApp();
const statements: string[] = [];
let pool: pg.Pool;
let app: FastifyInstance;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testApp.databaseUrl, max: 2 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      statements.push(typeof first === 'string' ? first : (first as { text: string }).text);
      return query(...args);
    };
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-chat-send-'));
  app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      DATA_DIR: dataDir,
    }),
    { db: drizzle({ client: pool, schema }) },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
});
beforeEach(() => {
  statements.length = 0;
});

/**
 * What a send ran, without the session check every request makes and the background fan-outs
 * after the answer (push, Inbox, the organisation's webhooks).
 */
const sendStatements = () =>
  statements.filter(
    (text) =>
      !/from "?sessions"?|update "?sessions"?|push_subscriptions|inbox_|webhook_subscriptions/i.test(
        text,
      ),
  );

/**
 * The statements prepared on each of the pool's connections: the send may have run on either,
 * while a background fan-out held the other.
 */
async function preparedOnThePool(): Promise<string[]> {
  const clients = await Promise.all([pool.connect(), pool.connect()]);
  try {
    const answers = await Promise.all(
      clients.map((client) =>
        client.query<{ name: string }>('select name from pg_prepared_statements'),
      ),
    );
    return answers.flatMap((answer) => answer.rows.map((row) => row.name));
  } finally {
    for (const client of clients) client.release();
  }
}

async function thread() {
  const admin = await registerOrganization(app);
  const room = await createRoom(app, admin);
  return { admin, thread: await createThread(app, admin, room.id) };
}

describe('statements of a send', () => {
  it('stores and answers a plain JSON send in two statements: the send and the unread fan-out', async () => {
    const { admin, thread: target } = await thread();
    statements.length = 0;
    const sent = await call(app, 'POST', '/chat/sendChat', {
      token: admin.token,
      body: { threadId: target.id, content: 'Hello', clientMessageId: 'plain-1' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().chat).toMatchObject({
      content: 'Hello',
      clientMessageId: 'plain-1',
      sender: { id: admin.user.id, username: admin.user.username },
      chatRoom: { id: target.chatRoomId },
      thread: { id: target.id, title: target.title },
      attachments: [],
      mentions: [],
      reactions: [],
      readReceipts: [],
    });
    expect(sendStatements()).toHaveLength(2);
    expect(sendStatements()[0]).toMatch(/insert into "chat_messages"/);
    expect(sendStatements()[1]).toMatch(/count\(m\.id\) as unread_count/);
    expect(await preparedOnThePool()).toEqual(
      expect.arrayContaining(['chat_send', 'chat_unread_of_thread']),
    );
  });

  it('stores a multipart send with files and mentions in the same two statements', async () => {
    const { admin, thread: target } = await thread();
    const member = await addMember(app, admin);
    statements.length = 0;
    const sent = await postChat(
      app,
      admin,
      {
        threadId: target.id,
        chatRoomId: target.chatRoomId,
        content: `Look @${member.user.username}`,
        clientMessageId: 'm-1',
      },
      [
        { filename: 'a.png', type: 'image/png', data: PNG_BYTES },
        { filename: 'b.png', type: 'image/png', data: PNG_BYTES },
      ],
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const chat = sent.json().chat;
    expect(chat.attachments.map((file: { filename: string }) => file.filename)).toEqual([
      'a.png',
      'b.png',
    ]);
    expect(chat.mentions).toEqual([
      expect.objectContaining({ id: member.user.id, username: member.user.username }),
    ]);
    expect(sendStatements()).toHaveLength(2);

    // What was stored is what was answered.
    const read = await call(app, 'GET', `/chat/chats?threadId=${target.id}`, {
      token: admin.token,
    });
    expect(read.json().chats[0]).toEqual(chat);
  });

  it('answers a repeated clientMessageId with the stored message and stores nothing', async () => {
    const { admin, thread: target } = await thread();
    const body = { threadId: target.id, content: 'Once', clientMessageId: 'again-1' };
    const first = await postChat(app, admin, body);
    expect(first.statusCode).toBe(201);
    statements.length = 0;
    const second = await postChat(app, admin, body);
    expect(second.statusCode).toBe(200);
    expect(second.json().chat).toEqual(first.json().chat);
    expect(
      sendStatements().filter((text) => /chat_send|insert into "chat_messages"/.test(text)),
    ).toHaveLength(1);
  });
});
