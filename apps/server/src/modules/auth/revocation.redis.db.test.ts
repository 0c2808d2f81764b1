import type { AuthResponse } from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/database.js';
import { connectChat, disconnection } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Two server processes on one database and one Redis. Requests go over real HTTP, as a client
 * moving from one process to the other would send them.
 */
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
let urlB = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  urlA = await processA.app.listen({ port: 0, host: '127.0.0.1' });
  databaseB = openDatabase(processA.databaseUrl, 5);
  processB = await buildApp(loadConfig(environment), { db: databaseB.db });
  urlB = await processB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await processB.close();
  await databaseB.close();
});

async function request(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The first answer of B with the expected status, asking again until it comes or a second has
 * passed: B hears of the change through Redis pub/sub, within milliseconds but not before A has
 * answered, so a request sent the instant A answers may still meet B's cached copy.
 */
async function nextAnswerWith(status: number, ask: () => ReturnType<typeof request>) {
  const deadline = Date.now() + 1000;
  for (;;) {
    const answer = await ask();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Process B has the session in its cache: it answered it a moment ago. */
async function warmUp(who: AuthResponse) {
  for (const baseUrl of [urlA, urlB, urlB]) {
    expect((await request(baseUrl, 'GET', '/user/me', who.token)).status).toBe(200);
  }
}

async function openSocketOnB(who: AuthResponse) {
  const socket = await connectChat(urlB, { token: who.token });
  sockets.push(socket);
  return { socket, closed: disconnection(socket) };
}

describe('revocation across processes (Redis)', () => {
  it('a logout on A fails the next requests on B at once and closes the socket on B', async () => {
    const admin = await registerOrganization(processB);
    const member = await addMember(processB, admin);
    await warmUp(member);
    const { closed } = await openSocketOnB(member);

    expect((await request(urlA, 'POST', '/user/logout', member.token)).status).toBe(200);
    const next = await nextAnswerWith(401, () => request(urlB, 'GET', '/user/me', member.token));
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ code: 'SESSION_EXPIRED', needsReauth: true });
    expect(await closed).toBe('io server disconnect');
  });

  it('a deactivation on A fails the next requests on B at once and closes the socket on B', async () => {
    const admin = await registerOrganization(processB);
    const member = await addMember(processB, admin);
    await warmUp(member);
    const { closed } = await openSocketOnB(member);

    const deactivated = await request(urlA, 'PATCH', `/user/${member.user.id}`, admin.token, {
      active: false,
    });
    expect(deactivated.status).toBe(200);
    const next = await nextAnswerWith(401, () => request(urlB, 'GET', '/user/me', member.token));
    expect(next.status).toBe(401);
    expect(next.body).toMatchObject({ needsReauth: true });
    expect(await closed).toBe('io server disconnect');
  });

  it('a role taken away on A is in force on B at once', async () => {
    const admin = await registerOrganization(processB);
    const second = await addMember(processB, admin, 'ADMIN');
    expect((await request(urlB, 'GET', '/organizations/invitations', second.token)).status).toBe(
      200,
    );

    const demoted = await request(urlA, 'PATCH', `/user/${second.user.id}`, admin.token, {
      role: 'MEMBER',
    });
    expect(demoted.status).toBe(200);
    const next = await nextAnswerWith(403, () =>
      request(urlB, 'GET', '/organizations/invitations', second.token),
    );
    expect(next.status).toBe(403);
  });
});
