import type { ChatMessage } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
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
import { call, useTestApp } from '../../test/test-app.js';

/** Two server instances on one database and one Redis: the socket.io Redis adapter. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const environment = {
  REDIS_URL,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://worksphere.test',
  AUTH_RATE_LIMIT_MAX: '1000',
};
const processA = useTestApp({ REDIS_URL });
let databaseB: DatabaseHandle;
let processB: FastifyInstance;
let urlA = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  urlA = await processA.app.listen({ port: 0, host: '127.0.0.1' });
  databaseB = openDatabase(processA.databaseUrl, 5);
  processB = await buildApp(loadConfig(environment), { db: databaseB.db });
  await processB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processB.close();
  await databaseB.close();
});

describe('two server processes with Redis', () => {
  it('a client on process A receives a message posted through process B', async () => {
    const admin = await registerOrganization(processB);
    const member = await addMember(processB, admin);
    const room = await createRoom(processB, admin);
    const thread = await createThread(processB, admin, room.id);
    const socket = await connectChat(urlA, { token: member.token });
    sockets.push(socket);
    expect(await joinThread(socket, thread.id)).toEqual({ ok: true });

    const stranger = await registerOrganization(processB);
    const foreign = await connectChat(urlA, { token: stranger.token });
    sockets.push(foreign);
    const foreignEvents = recordEvents(foreign, ['newChat', 'importantChatSet']);

    const newChat = nextEvent<ChatMessage>(socket, 'newChat');
    const important = nextEvent<ChatMessage>(socket, 'importantChatSet');
    const chat = await sendChat(processB, admin, thread.id, 'across processes', {
      isImportant: 'true',
    });
    expect(await newChat).toEqual(chat);
    expect(await important).toEqual(chat);

    const deleted = nextEvent(socket, 'chatDeleted');
    const removed = await call(processB, 'DELETE', `/chat/chats/${chat.id}`, {
      token: admin.token,
    });
    expect(removed.statusCode).toBe(200);
    expect(await deleted).toEqual({ chatId: chat.id, threadId: thread.id });
    expect(foreignEvents).toEqual([]);

    // Process B sees process A's sockets (used to skip pushes to connected members).
    const connected = await processB.realtime.connectedUsers([member.user.id, admin.user.id]);
    expect([...connected]).toEqual([member.user.id]);
  });
});
