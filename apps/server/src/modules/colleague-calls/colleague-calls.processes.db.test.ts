import {
  INBOX_EVENTS,
  type AuthResponse,
  type ColleagueCall,
  type ColleagueCallSignal,
  type ColleagueCallStarted,
  type InboxNewItemEvent,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { connectChat, nextEvent } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { createTestApp, TEST_SECRETS_KEY, type TestApp } from '../../test/test-app.js';

/**
 * Two apps on one database and the local Redis, each with its own socket.io server: they hear
 * each other only through the Redis adapter, as two processes behind a load balancer do. The
 * caller is on one, the callee on the other.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const RING_MS = 1500;
const environment = { REDIS_URL, COLLEAGUE_CALL_RING_MS: String(RING_MS) };
let first: TestApp;
let second: FastifyInstance;
const urls: string[] = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await createTestApp(environment);
  second = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://worksphere.test',
      AUTH_RATE_LIMIT_MAX: '1000',
      SECRETS_KEY: TEST_SECRETS_KEY,
      ...environment,
    }),
    { db: first.db },
  );
  for (const app of [first.app, second])
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await second?.close();
  await first?.close();
});

async function connect(processIndex: number, who: AuthResponse) {
  const socket = await connectChat(urls[processIndex]!, { token: who.token });
  sockets.push(socket);
  return socket;
}

function invite(socket: Socket, toUserId: string) {
  return socket
    .timeout(5000)
    .emitWithAck('call:invite', { toUserId, video: true }) as Promise<ColleagueCallStarted>;
}

describe('calls between colleagues across two processes with Redis', () => {
  it('ring, connect, relay and end a call whose parties are on different processes', async () => {
    const admin = await registerOrganization(first.app);
    const member = await addMember(first.app, admin);
    const third = await addMember(first.app, admin);
    const callerSocket = await connect(0, admin);
    const calleeSocket = await connect(1, member);
    const thirdSocket = await connect(0, third);

    const ringing = nextEvent<{ call: ColleagueCall }>(calleeSocket, 'call:incoming');
    const invited = await invite(callerSocket, member.user.id);
    expect(invited).toMatchObject({ ok: true });
    const callId = (await ringing).call.id;

    const accepted = nextEvent(callerSocket, 'call:accepted');
    expect(await calleeSocket.timeout(5000).emitWithAck('call:accept', { callId })).toMatchObject({
      ok: true,
    });
    expect(await accepted).toEqual({ callId });

    // Busy is known on the other process too.
    expect(await invite(thirdSocket, member.user.id)).toMatchObject({ isBusy: true });

    const offer = nextEvent<ColleagueCallSignal>(calleeSocket, 'call:signal');
    callerSocket.emit('call:signal', { callId, description: { type: 'offer', sdp: 'v=0\r\n' } });
    expect(await offer).toEqual({ callId, description: { type: 'offer', sdp: 'v=0\r\n' } });
    const answer = nextEvent<ColleagueCallSignal>(callerSocket, 'call:signal');
    calleeSocket.emit('call:signal', { callId, description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect(await answer).toEqual({ callId, description: { type: 'answer', sdp: 'v=0\r\n' } });

    const ended = nextEvent(callerSocket, 'call:ended');
    expect(await calleeSocket.timeout(5000).emitWithAck('call:hang-up', { callId })).toEqual({
      ok: true,
    });
    expect(await ended).toEqual({ callId, reason: 'hung-up' });
  });

  it('puts a call missed on one process in the Inbox of a callee on the other', async () => {
    const admin = await registerOrganization(first.app);
    const member = await addMember(first.app, admin);
    const callerSocket = await connect(0, admin);
    const calleeSocket = await connect(1, member);
    const item = nextEvent<InboxNewItemEvent>(calleeSocket, INBOX_EVENTS.newItem, RING_MS + 5000);
    const missed = nextEvent(calleeSocket, 'call:ended', RING_MS + 5000);
    const invited = await invite(callerSocket, member.user.id);
    expect(invited).toMatchObject({ ok: true });
    expect(await missed).toMatchObject({ reason: 'missed' });
    expect((await item).item).toMatchObject({
      kind: 'missed_call',
      actor: { id: admin.user.id },
      title: 'Missed video call from Ada Admin',
    });
  });
});
