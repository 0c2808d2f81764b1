import type { AuthResponse, ChatRoom, ChatThread } from '@worksphere/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  disconnection,
  joinThread,
  nextEvent,
  recordEvents,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization, TEST_PASSWORD } from '../../test/factories.js';
import { mailText, startFakeSmtp } from '../../test/fake-smtp.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { sessions } from './sessions.table.js';

/** Every revocation path closes the revoked sessions' sockets at once; nothing reaches them. */
let testApp: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let baseUrl = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  testApp = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'false',
  });
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await testApp.close();
  await smtp.close();
});

const ORG_EVENTS = ['newChat', 'newThread', 'chatDeleted', 'chatUpdated', 'importantChatSet'];

async function connect(auth: { token?: string; cookie?: string }) {
  const socket = await connectChat(baseUrl, auth);
  sockets.push(socket);
  return socket;
}

/** A second session of the same user, as another browser would sign in. */
async function signInAgain(who: AuthResponse): Promise<string> {
  const response = await call(testApp.app, 'POST', '/user/login', {
    body: { identifier: who.user.username, password: TEST_PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token;
}

/**
 * After the revocation: the dead sockets were closed by the server and got no event, while a
 * live witness socket of the organisation receives the next thread; the dead token cannot
 * open a socket again.
 */
async function expectCutOff(
  dead: { socket: Socket; closed: Promise<string>; events: unknown[]; token: string }[],
  witness: Socket,
  admin: AuthResponse,
  room: ChatRoom,
) {
  for (const { closed } of dead) expect(await closed).toBe('io server disconnect');
  const seen = nextEvent<ChatThread>(witness, 'newThread');
  const thread = await createThread(testApp.app, admin, room.id);
  expect((await seen).id).toBe(thread.id);
  for (const { socket, events, token } of dead) {
    expect(socket.connected).toBe(false);
    expect(events).toEqual([]);
    await expect(connectChat(baseUrl, { token })).rejects.toThrow('Sign in to continue.');
  }
}

/** A connected socket of this token, with what it receives and when it is closed. */
async function watched(auth: { token?: string; cookie?: string }, token: string) {
  const socket = await connect(auth);
  return { socket, closed: disconnection(socket), events: recordEvents(socket, ORG_EVENTS), token };
}

describe('revoked sessions lose their sockets', () => {
  it('logout closes the sockets of that session only', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const otherToken = await signInAgain(member);
    const loggedOut = await watched({ cookie: `ws_session=${member.token}` }, member.token);
    const otherSession = await connect({ token: otherToken });

    const response = await call(testApp.app, 'POST', '/user/logout', { token: member.token });
    expect(response.statusCode).toBe(200);
    await expectCutOff([loggedOut], otherSession, admin, room);
  });

  it('a password change closes the other sessions’ sockets and keeps the current one', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const otherToken = await signInAgain(member);
    const current = await connect({ token: member.token });
    const other = await watched({ token: otherToken }, otherToken);

    const response = await call(testApp.app, 'PUT', '/user/me/password', {
      token: member.token,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectCutOff([other], current, admin, room);
    expect(current.connected).toBe(true);
  });

  it('a password reset closes every socket of the user', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const otherToken = await signInAgain(member);
    const first = await watched({ token: member.token }, member.token);
    const second = await watched({ cookie: `ws_session=${otherToken}` }, otherToken);
    const witness = await connect({ token: admin.token });

    await call(testApp.app, 'POST', '/user/recover', { body: { email: member.user.email } });
    const mail = smtp.messages.findLast((message) => message.to.includes(member.user.email));
    const resetToken = /reset-password\?token=([\w-]+)/.exec(mailText(mail!))![1]!;
    const response = await call(testApp.app, 'POST', '/user/reset-password', {
      body: { token: resetToken, password: 'a brand new secret' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectCutOff([first, second], witness, admin, room);
  });

  it('deactivation by an admin closes every socket of the member', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const memberSocket = await watched({ token: member.token }, member.token);
    const witness = await connect({ token: admin.token });

    const response = await call(testApp.app, 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { active: false },
    });
    expect(response.statusCode, response.body).toBe(200);
    await expectCutOff([memberSocket], witness, admin, room);
  });

  it('every socket event checks the session again before acting', async () => {
    const admin = await registerOrganization(testApp.app);
    const member = await addMember(testApp.app, admin);
    const room = await createRoom(testApp.app, admin);
    const thread = await createThread(testApp.app, admin, room.id);
    const socket = await connect({ token: member.token });
    expect(await joinThread(socket, thread.id)).toEqual({ ok: true });

    // Revoked behind the server's back (no announcement): the next event finds out.
    await testApp.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, member.user.id));
    const closed = disconnection(socket);
    expect(await joinThread(socket, thread.id)).toEqual({
      ok: false,
      error: 'Sign in to continue.',
    });
    expect(await closed).toBe('io server disconnect');
  });
});
