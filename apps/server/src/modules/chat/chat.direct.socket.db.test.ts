import type { ChatMessage, ChatUnreadThread, DirectMessage } from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  joinThread,
  nextEvent,
  recordEvents,
  sendChat,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

const EVENTS = [
  'newChat',
  'chatUpdated',
  'chatDeleted',
  'importantChatSet',
  'unreadChanged',
  'directMessageChanged',
  'newThread',
  'roomChanged',
];

const connect = async (token: string) => live.track(await connectChat(live.baseUrl, { token }));

describe('/chat socket and direct messages', () => {
  it('sends a direct message’s events to its members’ sockets only', async () => {
    const alice = await registerOrganization(app());
    const bob = await addMember(app(), alice);
    const carol = await addMember(app(), alice);
    const stranger = await registerOrganization(app());
    const bobSocket = await connect(bob.token);
    const carolSocket = await connect(carol.token);
    const strangerSocket = await connect(stranger.token);
    const carolEvents = recordEvents(carolSocket, EVENTS);
    const strangerEvents = recordEvents(strangerSocket, EVENTS);

    const opened = nextEvent<DirectMessage>(bobSocket, 'directMessageChanged');
    const response = await call(app(), 'POST', '/chat/direct', {
      token: alice.token,
      body: { memberIds: [bob.user.id] },
    });
    const direct = response.json().directMessage as DirectMessage;
    expect(await opened).toEqual(direct);

    // Outsiders cannot join its thread.
    expect(await joinThread(carolSocket, direct.threadId)).toEqual({
      ok: false,
      error: 'Thread not found.',
    });
    expect(await joinThread(strangerSocket, direct.threadId)).toEqual({
      ok: false,
      error: 'Thread not found.',
    });

    // Bob hears of the message without having opened it, with his unread count.
    const hint = nextEvent<ChatMessage>(bobSocket, 'newChat');
    const unread = nextEvent<ChatUnreadThread>(bobSocket, 'unreadChanged');
    const chat = await sendChat(app(), alice, direct.threadId, `psst @${carol.user.username}`);
    expect((await hint).id).toBe(chat.id);
    expect(await unread).toMatchObject({ chatRoomId: direct.id, unreadCount: 1 });

    expect(await joinThread(bobSocket, direct.threadId)).toEqual({ ok: true });
    const updated = nextEvent<ChatMessage>(bobSocket, 'chatUpdated');
    await call(app(), 'POST', `/chat/chats/${chat.id}/reactions`, {
      token: alice.token,
      body: { emoji: '👍' },
    });
    expect((await updated).reactions).toEqual([
      { emoji: '👍', count: 1, userIds: [alice.user.id] },
    ]);
    const important = nextEvent<ChatMessage>(bobSocket, 'importantChatSet');
    await sendChat(app(), alice, direct.threadId, 'Heads up', { isImportant: 'true' });
    expect((await important).content).toBe('Heads up');

    await settle();
    expect(carolEvents).toEqual([]);
    expect(strangerEvents).toEqual([]);
  });
});
