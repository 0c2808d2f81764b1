import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JoinThreadAck } from '@worksphere/contracts';
import { pino } from 'pino';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionExpired } from '../../modules/auth/sessions.service.js';
import type { SessionContext } from '../auth/session-context.js';
import { createSessionRevocations } from '../auth/session-revocations.js';
import { createRealtime, type Realtime } from './realtime.js';

/**
 * While the database is away (a PostgreSQL restart) a session cannot be read: that is not a
 * signed-out user. A socket must not be sent away for it, and a client connecting then must
 * come back by itself once the database answers again.
 */
const logger = pino({ level: 'silent' });
const session: SessionContext = {
  sessionId: 'session-1',
  userId: 'user-1',
  organizationId: 'organization-1',
  role: 'MEMBER',
  permissions: [],
};
let databaseAway = false;
let expired = false;
let realtime: Realtime;
let server: HttpServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  realtime = createRealtime({
    redisUrl: undefined,
    publicUrl: 'http://localhost',
    logger,
    resolveSession: async () => {
      if (databaseAway) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      if (expired) throw sessionExpired();
      return session;
    },
    revocations: createSessionRevocations({ redisUrl: undefined, logger }),
    canReadThread: async () => true,
  });
  server = createServer();
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/chat`;
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime.close();
  await new Promise((resolve) => server.close(resolve));
});

function connect() {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    auth: { token: 'a token' },
  });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve as (value: unknown) => void));

const join = (socket: Socket) =>
  new Promise<JoinThreadAck>((resolve) => socket.emit('joinThread', 'thread-1', resolve));

describe('the realtime server while the database is away', () => {
  it('keeps a socket whose event cannot check its session, and serves it once it can', async () => {
    const socket = connect();
    await once(socket, 'connect');
    databaseAway = true;
    expect(await join(socket)).toEqual({ ok: false, error: 'Could not join the thread.' });
    expect(socket.connected).toBe(true);
    databaseAway = false;
    expect(await join(socket)).toEqual({ ok: true });
    socket.disconnect();
  });

  it('lets a client that connects meanwhile retry by itself until it is in', async () => {
    databaseAway = true;
    const socket = connect();
    const errors: string[] = [];
    socket.on('connect_error', (error) => errors.push(error.message));
    // Its first attempt is closed, not refused: the client's reconnection takes over.
    await new Promise((resolve) => socket.io.once('reconnect_attempt', resolve));
    databaseAway = false;
    await once(socket, 'connect');
    expect(socket.connected).toBe(true);
    expect(errors.every((message) => !message.includes('Sign in'))).toBe(true);
    socket.disconnect();
  });

  it('still refuses, for good, a session that is really over', async () => {
    expired = true;
    const socket = connect();
    const error = await once<Error>(socket, 'connect_error');
    expect(error.message).toBe('Sign in to continue.');
    expect(socket.active).toBe(false);
    expired = false;
  });
});
