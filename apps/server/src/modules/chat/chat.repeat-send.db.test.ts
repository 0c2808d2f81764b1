import type { ChatMessage } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  joinThread,
  nextEvent,
  postChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

/**
 * A send whose answer was lost is sent again with its clientMessageId. The first try may have
 * stored the message and then failed before announcing it (PostgreSQL restarting between the
 * two): the repeat announces it, so nobody in the thread goes without it until a reload.
 */
const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;

describe('a repeated send', () => {
  it('announces the stored message again to the thread, still storing it once', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const room = await createRoom(app(), admin, 'Retries');
    const thread = await createThread(app(), admin, room.id, 'Sent twice');
    const body = { threadId: thread.id, content: 'once', clientMessageId: 'lost-answer-1' };
    const first = await postChat(app(), admin, body);
    expect(first.statusCode).toBe(201);

    // A member who did not hear the first (say its announcement never went out).
    const socket = live.track(await connectChat(live.baseUrl, { token: member.token }));
    expect(await joinThread(socket, thread.id)).toEqual({ ok: true });
    const heard = nextEvent<ChatMessage>(socket, 'newChat');
    const again = await postChat(app(), admin, body);
    expect(again.statusCode).toBe(200);
    expect((await heard).id).toBe(first.json().chat.id);

    const page = await call(app(), 'GET', `/chat/chats?threadId=${thread.id}`, {
      token: member.token,
    });
    expect(page.json().chats.map((chat: ChatMessage) => chat.id)).toEqual([first.json().chat.id]);
  });
});
