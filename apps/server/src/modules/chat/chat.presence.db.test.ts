import type {
  AuthResponse,
  PresenceChangesEvent,
  PresenceEntry,
  UserTypingEvent,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectChat,
  createRoom,
  createThread,
  joinThread,
  nextEvent,
  nextPresenceOf,
  recordEvents,
  recordPresence,
} from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';
import { PRESENCE_ANNOUNCE_MS } from './chat.presence.js';

// A short lifetime, so a closed connection lapses within the test's patience.
const testApp = useTestApp({ CHAT_PRESENCE_TTL_MS: '1500' });
const app = () => testApp.app;
const live = useLiveSockets(testApp);

async function connect(who: AuthResponse) {
  return live.track(await connectChat(live.baseUrl, { token: who.token }));
}
async function presenceOf(who: AuthResponse) {
  const response = await call(app(), 'GET', '/chat/presence', { token: who.token });
  expect(response.statusCode).toBe(200);
  return response.json().presence as PresenceEntry[];
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence', () => {
  it('announces online, away and offline to the organisation only, and lists it on load', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const stranger = await registerOrganization(app());
    const watcher = await connect(admin);
    const foreign = await connect(stranger);
    const foreignHeard = recordPresence(foreign);
    const adminHeard = recordPresence(watcher);
    const ofMember = () => adminHeard.filter((entry) => entry.userId === member.user.id);

    const online = nextPresenceOf(watcher, member.user.id);
    const socket = await connect(member);
    expect(await online).toEqual({ userId: member.user.id, status: 'online' });
    expect(await presenceOf(admin)).toEqual(
      expect.arrayContaining([
        { userId: admin.user.id, status: 'online' },
        { userId: member.user.id, status: 'online' },
      ]),
    );

    const away = nextPresenceOf(watcher, member.user.id);
    socket.emit('setPresence', 'away');
    expect(await away).toEqual({ userId: member.user.id, status: 'away' });
    // A repeated report and the refreshes (every 500 ms here) change nothing: no event.
    socket.emit('setPresence', 'away');
    await sleep(1200);
    expect(ofMember()).toHaveLength(2);

    // A second connection that is active makes the user online; closing it, away again.
    const backOnline = nextPresenceOf(watcher, member.user.id);
    const second = await connect(member);
    expect(await backOnline).toEqual({ userId: member.user.id, status: 'online' });
    const awayAgain = nextPresenceOf(watcher, member.user.id);
    second.disconnect();
    expect(await awayAgain).toEqual({ userId: member.user.id, status: 'away' });

    const offline = nextPresenceOf(watcher, member.user.id);
    socket.disconnect();
    expect(await offline).toEqual({ userId: member.user.id, status: 'offline' });
    expect(await presenceOf(admin)).toEqual([{ userId: admin.user.id, status: 'online' }]);

    // Another organisation neither hears nor lists any of it.
    const foreignUsers = foreignHeard.map((entry) => entry.userId);
    expect(foreignUsers).not.toContain(member.user.id);
    expect(foreignUsers).not.toContain(admin.user.id);
    expect(await presenceOf(stranger)).toEqual([{ userId: stranger.user.id, status: 'online' }]);
  });

  it('tells a member of colleagues connecting together in gathered events, not one each', async () => {
    const admin = await registerOrganization(app());
    const members = await Promise.all(Array.from({ length: 12 }, () => addMember(app(), admin)));
    const stranger = await registerOrganization(app());
    const watcher = await connect(admin);
    const foreign = await connect(stranger);
    const foreignHeard = recordPresence(foreign);
    const events: PresenceChangesEvent[] = [];
    watcher.on('presenceChanges', (event: PresenceChangesEvent) => events.push(event));
    const last = nextPresenceOf(watcher, members.at(-1)!.user.id);

    const started = performance.now();
    await Promise.all(members.slice(0, -1).map((member) => connect(member)));
    await connect(members.at(-1)!);
    expect(await last).toEqual({ userId: members.at(-1)!.user.id, status: 'online' });
    const elapsedMs = performance.now() - started;

    // The watcher's own arrival may share the window of theirs (the previous test's events
    // opened it): it is not one of the colleagues counted here.
    const heard = events
      .flatMap((event) => event.presence)
      .filter((entry) => entry.userId !== admin.user.id);
    expect(new Set(heard.map((entry) => entry.userId))).toEqual(
      new Set(members.map((member) => member.user.id)),
    );
    expect(heard.every((entry) => entry.status === 'online')).toBe(true);
    // At most one event per window (the first goes at once): 12 events would be one each.
    expect(events.length).toBeLessThanOrEqual(1 + Math.ceil(elapsedMs / PRESENCE_ANNOUNCE_MS));
    expect(events.length).toBeLessThan(members.length);
    // The other organisation hears none of them (its own member's arrival, at most).
    const foreignUsers = foreignHeard.map((entry) => entry.userId);
    expect(foreignUsers.filter((userId) => userId !== stranger.user.id)).toEqual([]);
  });

  it('ignores reports that are not online or away', async () => {
    const admin = await registerOrganization(app());
    const socket = await connect(admin);
    socket.emit('setPresence', 'offline' as 'away');
    socket.emit('setPresence', { status: 'away' } as unknown as 'away');
    await sleep(300);
    expect(await presenceOf(admin)).toEqual([{ userId: admin.user.id, status: 'online' }]);
  });

  it('answers 401 without a session', async () => {
    const response = await call(app(), 'GET', '/chat/presence');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBeTruthy();
  });
});

describe('typing', () => {
  it('reaches the thread once per 3 seconds, never the typist, an outsider or a non-viewer', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const room = await createRoom(app(), admin);
    const thread = await createThread(app(), admin, room.id);
    const other = await createThread(app(), admin, room.id);
    const typist = await connect(member);
    const reader = await connect(admin);
    const elsewhere = await connect(admin);
    const stranger = await registerOrganization(app());
    const foreign = await connect(stranger);
    expect(await joinThread(typist, thread.id)).toEqual({ ok: true });
    expect(await joinThread(reader, thread.id)).toEqual({ ok: true });
    expect(await joinThread(elsewhere, other.id)).toEqual({ ok: true });
    expect((await joinThread(foreign, thread.id)).ok).toBe(false);
    const heard = recordEvents(reader, ['userTyping']);
    const unheard = [typist, elsewhere, foreign].map((socket) =>
      recordEvents(socket, ['userTyping']),
    );

    const first = nextEvent<UserTypingEvent>(reader, 'userTyping');
    typist.emit('typing', thread.id);
    expect(await first).toEqual({ threadId: thread.id, userId: member.user.id });
    // Within the window the server drops the rest, even for another thread.
    typist.emit('typing', thread.id);
    typist.emit('typing', thread.id);
    await sleep(1000);
    expect(heard).toHaveLength(1);

    await sleep(2100);
    const again = nextEvent<UserTypingEvent>(reader, 'userTyping');
    typist.emit('typing', thread.id);
    expect(await again).toEqual({ threadId: thread.id, userId: member.user.id });

    // Typing in a thread the socket did not join (or a foreign one) goes nowhere.
    await sleep(3100);
    foreign.emit('typing', thread.id);
    typist.emit('typing', other.id);
    await sleep(500);
    expect(heard).toHaveLength(2);
    for (const events of unheard) expect(events).toEqual([]);
  });
});

describe('typing in a direct message', () => {
  it('reaches its members only: a colleague outside it cannot join it or hear it', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const colleague = await addMember(app(), admin);
    const opened = await call(app(), 'POST', '/chat/direct', {
      token: admin.token,
      body: { memberIds: [member.user.id] },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const { threadId } = opened.json().directMessage as { threadId: string };
    const typist = await connect(admin);
    const reader = await connect(member);
    const outsider = await connect(colleague);
    expect(await joinThread(typist, threadId)).toEqual({ ok: true });
    expect(await joinThread(reader, threadId)).toEqual({ ok: true });
    expect((await joinThread(outsider, threadId)).ok).toBe(false);
    const unheard = recordEvents(outsider, ['userTyping']);

    const heard = nextEvent<UserTypingEvent>(reader, 'userTyping');
    typist.emit('typing', threadId);
    expect(await heard).toEqual({ threadId, userId: admin.user.id });
    await sleep(300);
    expect(unheard).toEqual([]);
  });
});
