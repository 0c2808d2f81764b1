import type { ChatMessage } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  multipart,
  nextEvent,
  sendChat,
} from '../../test/chat-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';
import { useLiveSockets } from '../../test/live-sockets.js';

/** Same-site CSRF: a page on another port of the same host must not write with our cookie. */
const testApp = useTestApp(); // PUBLIC_URL http://worksphere.test
const live = useLiveSockets(testApp);

const FOREIGN = 'http://127.0.0.1:5555';
const APP_HOST = '127.0.0.1:3000';

async function setUp() {
  const admin = await registerOrganization(testApp.app);
  const room = await createRoom(testApp.app, admin);
  const thread = await createThread(testApp.app, admin, room.id);
  return { admin, thread };
}

/** POST /chat/sendChat as a browser form would: multipart, with these extra headers. */
function postForm(threadId: string, content: string, headers: Record<string, string>) {
  const form = multipart({ threadId, content });
  return call(testApp.app, 'POST', '/chat/sendChat', {
    body: form.body,
    headers: { ...form.headers, host: APP_HOST, ...headers },
  });
}

async function storedContents(token: string, threadId: string) {
  const response = await call(testApp.app, 'GET', `/chat/chats?threadId=${threadId}`, { token });
  return (response.json().chats as ChatMessage[]).map((chat) => chat.content);
}

describe('cookie-authenticated writes', () => {
  it('refuses a multipart chat from a foreign origin with 403 and stores nothing', async () => {
    const { admin, thread } = await setUp();
    const cookie = `ws_session=${admin.token}`;
    for (const origin of [FOREIGN, 'http://localhost:3000', 'null']) {
      const response = await postForm(thread.id, 'forged', { cookie, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({ error: CROSS_SITE_MESSAGE, code: 'FORBIDDEN' });
    }
    expect(await storedContents(admin.token, thread.id)).toEqual([]);
  });

  it('refuses Sec-Fetch-Site cross-site or same-site when there is no Origin', async () => {
    const { admin, thread } = await setUp();
    const cookie = `ws_session=${admin.token}`;
    for (const site of ['cross-site', 'same-site']) {
      const response = await postForm(thread.id, 'forged', { cookie, 'sec-fetch-site': site });
      expect(response.statusCode, site).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
    expect(await storedContents(admin.token, thread.id)).toEqual([]);
  });

  it('accepts the app’s own pages: PUBLIC_URL, the addressed origin, same-origin fetches', async () => {
    const { admin, thread } = await setUp();
    const cookie = `ws_session=${admin.token}`;
    const own: Record<string, string>[] = [
      { origin: 'http://worksphere.test' },
      { origin: `http://${APP_HOST}` },
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
      { 'sec-fetch-site': 'same-origin' },
      {}, // neither header: not a browser page (curl, scripts)
    ];
    for (const [index, headers] of own.entries()) {
      const response = await postForm(thread.id, `own ${index}`, { cookie, ...headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(201);
    }
    expect((await storedContents(admin.token, thread.id)).sort()).toEqual(
      own.map((_, index) => `own ${index}`).sort(),
    );
  });

  it('leaves bearer-token calls alone, whatever their origin', async () => {
    const { admin, thread } = await setUp();
    const form = multipart({ threadId: thread.id, content: 'with a token' });
    const response = await call(testApp.app, 'POST', '/chat/sendChat', {
      token: admin.token,
      body: form.body,
      headers: { ...form.headers, origin: FOREIGN, cookie: `ws_session=${admin.token}` },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('also guards JSON writes and logout, and never reads', async () => {
    const { admin } = await setUp();
    const cookie = `ws_session=${admin.token}`;
    const headers = { cookie, origin: FOREIGN, host: APP_HOST };
    const room = await call(testApp.app, 'POST', '/chat/chatrooms', {
      body: { name: 'Forged' },
      headers,
    });
    expect(room.statusCode).toBe(403);
    const logout = await call(testApp.app, 'POST', '/user/logout', { headers });
    expect(logout.statusCode).toBe(403);
    const read = await call(testApp.app, 'GET', '/user/me', { headers });
    expect(read.statusCode).toBe(200);
  });
});

describe('/chat socket handshake', () => {
  async function connect(auth: { token?: string; cookie?: string; origin?: string }) {
    return live.track(await connectChat(live.baseUrl, auth));
  }

  it('refuses a cookie handshake from a foreign origin', async () => {
    const { admin } = await setUp();
    await expect(
      connectChat(live.baseUrl, { cookie: `ws_session=${admin.token}`, origin: FOREIGN }),
    ).rejects.toThrow(CROSS_SITE_MESSAGE);
  });

  it('accepts a cookie handshake from its own origin, and a token from anywhere', async () => {
    const { admin, thread } = await setUp();
    const cookie = `ws_session=${admin.token}`;
    const own = await connect({ cookie, origin: live.baseUrl });
    const ownPublic = await connect({ cookie, origin: 'http://worksphere.test' });
    const withToken = await connect({ token: admin.token, origin: FOREIGN });
    const received = [own, ownPublic, withToken].map((socket) =>
      nextEvent<ChatMessage>(socket, 'importantChatSet'),
    );
    const chat = await sendChat(testApp.app, admin, thread.id, 'hello', { isImportant: 'true' });
    for (const event of received) expect((await event).id).toBe(chat.id);
  });
});
