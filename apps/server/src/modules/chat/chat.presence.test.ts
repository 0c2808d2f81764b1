import type { PresenceChangesEvent } from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { ChatNamespace, ChatSocket } from '../../platform/realtime/realtime.js';
import {
  createChatPresence,
  PRESENCE_ANNOUNCE_MS,
  PRESENCE_SENDS_PER_SECOND,
  PRESENCE_SOCKETS_PER_TURN,
} from './chat.presence.js';
import { createMemoryPresenceStore } from './chat.presence.store.js';

/**
 * The fan-out of presence, counted on a namespace that records what is sent to which room:
 * a burst of connections must not send every member one event per connection (issue 32: at
 * 7,500 sockets of one organisation that was 28 million events and minutes of a busy process).
 */
type Sent = { room: string; event: string; payload: PresenceChangesEvent };

function fakeNamespace() {
  const sent: Sent[] = [];
  /** Each write to a set of sockets (a slice of a room), as the sockets' ids. */
  const slices: string[][] = [];
  const connectionListeners = new Set<(socket: ChatSocket) => void>();
  const sockets = new Map<string, ChatSocket>();
  // As the realtime layer does: every socket is in its organisation's room.
  const roomsOfAdapter = new Map<string, Set<string>>();
  const roomOfSocket = new Map<string, string>();
  const namespace = {
    sockets,
    adapter: { rooms: roomsOfAdapter },
    on(event: string, listener: (socket: ChatSocket) => void) {
      if (event === 'connection') connectionListeners.add(listener);
      return namespace;
    },
    off(event: string, listener: (socket: ChatSocket) => void) {
      if (event === 'connection') connectionListeners.delete(listener);
      return namespace;
    },
    local: {
      to(socketIds: string[]) {
        return {
          emit(event: string, payload: PresenceChangesEvent) {
            slices.push(socketIds);
            const room = roomOfSocket.get(socketIds[0]!)!;
            // The slices of one announcement count as one event to the room.
            const last = sent.at(-1);
            if (last?.payload !== payload) sent.push({ room, event, payload });
            return true;
          },
        };
      },
    },
  };
  let next = 0;
  /** A signed-in socket of this user connects: the namespace's listeners hear it. */
  function connect(organizationId: string, userId: string) {
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const session = { organizationId, userId, sessionId: `session-${userId}` } as SessionContext;
    const socket = {
      id: `socket-${(next += 1)}`,
      connected: true,
      data: { session },
      rooms: new Set<string>(),
      on(event: string, listener: (...args: unknown[]) => void) {
        listeners.set(event, listener);
        return socket;
      },
      /** The client sends this event. */
      receive(event: string, ...args: unknown[]) {
        listeners.get(event)?.(...args);
      },
      disconnect() {
        socket.connected = false;
        sockets.delete(socket.id);
        roomsOfAdapter.get(`org:${organizationId}`)!.delete(socket.id);
        listeners.get('disconnect')?.('client namespace disconnect');
      },
    };
    sockets.set(socket.id, socket as unknown as ChatSocket);
    const room = `org:${organizationId}`;
    if (!roomsOfAdapter.has(room)) roomsOfAdapter.set(room, new Set());
    roomsOfAdapter.get(room)!.add(socket.id);
    roomOfSocket.set(socket.id, room);
    for (const listener of connectionListeners) listener(socket as unknown as ChatSocket);
    return socket;
  }
  return {
    chat: namespace as unknown as ChatNamespace,
    sent,
    slices,
    connect,
    connectionListeners,
  };
}

const logger = { warn: () => undefined } as unknown as FastifyBaseLogger;

function setUp() {
  const namespace = fakeNamespace();
  const presence = createChatPresence({
    chat: namespace.chat,
    store: createMemoryPresenceStore(),
    logger,
    ttlMs: 30_000,
    recheckSession: async (socket) => socket.data.session,
  });
  return { ...namespace, presence };
}

const entriesOf = (sent: Sent[]) => sent.flatMap((event) => event.payload.presence);

describe('presence fan-out', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends an organisation one event for a burst of connections, not one per connection', async () => {
    const { sent, connect, presence } = setUp();
    for (let index = 0; index < 500; index += 1) connect('org-a', `user-${index}`);
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ room: 'org:org-a', event: 'presenceChanges' });
    expect(sent[0]!.payload.presence).toHaveLength(500);
    expect(sent[0]!.payload.presence[499]).toEqual({ userId: 'user-499', status: 'online' });
    await presence.close();
  });

  it('sends at most one event per organisation per window however the connections spread', async () => {
    const { sent, connect, presence } = setUp();
    // 1,000 members connect one every 10 ms: 10 s, so 10 windows, plus the first at once.
    for (let index = 0; index < 1000; index += 1) {
      connect('org-a', `user-${index}`);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(PRESENCE_ANNOUNCE_MS);

    const windows = (1000 * 10) / PRESENCE_ANNOUNCE_MS;
    expect(sent.length).toBeLessThanOrEqual(windows + 1);
    const online = entriesOf(sent);
    expect(new Set(online.map((entry) => entry.userId)).size).toBe(1000);
    expect(online.every((entry) => entry.status === 'online')).toBe(true);
    await presence.close();
  });

  it('waits longer between events the more sockets it serves, so each second reaches a bounded number', async () => {
    const { sent, connect, presence } = setUp();
    // 6,000 sockets: one flush reaches all of them, so one flush every 3 s at 2,000 a second.
    for (let index = 0; index < 6000; index += 1) connect('org-a', `user-${index}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(PRESENCE_SENDS_PER_SECOND).toBe(2000);
    // One more member a second for 30 s: at most one event per 3 s.
    for (let second = 0; second < 30; second += 1) {
      connect('org-a', `late-${second}`);
      await vi.advanceTimersByTimeAsync(1000);
    }
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent.length - 1).toBeLessThanOrEqual(30 / 3 + 1);
    expect(entriesOf(sent.slice(1)).map((entry) => entry.userId)).toEqual(
      Array.from({ length: 30 }, (_, second) => `late-${second}`),
    );
    await presence.close();
  });

  it('writes an event to a large room a slice of sockets at a time, reaching every socket once', async () => {
    const { sent, slices, connect, presence } = setUp();
    for (let index = 0; index < 6000; index += 1) connect('org-a', `user-${index}`);
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toHaveLength(1);
    expect(PRESENCE_SOCKETS_PER_TURN).toBe(500);
    // One write of 6,000 sockets held the event loop for the whole loop of writes: now the
    // first slice goes in this turn and each of the others in a turn of its own.
    expect(slices).toHaveLength(1);
    for (let turn = 1; turn < 6000 / PRESENCE_SOCKETS_PER_TURN; turn += 1) {
      await vi.advanceTimersToNextTimerAsync();
    }
    expect(slices).toHaveLength(6000 / PRESENCE_SOCKETS_PER_TURN);
    expect(Math.max(...slices.map((slice) => slice.length))).toBe(PRESENCE_SOCKETS_PER_TURN);
    expect(new Set(slices.flat()).size).toBe(6000);
    await presence.close();
  });

  it('sends a lone change at once, and the latest state of a user who changed twice', async () => {
    const { sent, connect, presence } = setUp();
    const ann = connect('org-a', 'ann');
    await vi.advanceTimersByTimeAsync(0);
    expect(entriesOf(sent)).toEqual([{ userId: 'ann', status: 'online' }]);

    await vi.advanceTimersByTimeAsync(PRESENCE_ANNOUNCE_MS);
    sent.length = 0;
    connect('org-a', 'bob');
    await vi.advanceTimersByTimeAsync(0);
    expect(entriesOf(sent)).toEqual([{ userId: 'bob', status: 'online' }]);

    // Within one window ann goes away and back, and cleo opens two tabs: one event, with each
    // user once, in the latest state.
    sent.length = 0;
    ann.receive('setPresence', 'away');
    await vi.advanceTimersByTimeAsync(0);
    ann.receive('setPresence', 'online');
    connect('org-a', 'cleo');
    connect('org-a', 'cleo');
    await vi.advanceTimersByTimeAsync(PRESENCE_ANNOUNCE_MS);
    expect(sent).toHaveLength(1);
    expect(entriesOf(sent)).toEqual([
      { userId: 'ann', status: 'online' },
      { userId: 'cleo', status: 'online' },
    ]);
    await presence.close();
  });

  it('keeps organisations apart: each room hears only its own members', async () => {
    const { sent, connect, presence } = setUp();
    connect('org-a', 'ann');
    connect('org-b', 'zoe');
    connect('org-a', 'bob');
    await vi.advanceTimersByTimeAsync(0);

    expect(sent).toHaveLength(2);
    const byRoom = new Map(sent.map((event) => [event.room, event.payload.presence]));
    expect(byRoom.get('org:org-a')).toEqual([
      { userId: 'ann', status: 'online' },
      { userId: 'bob', status: 'online' },
    ]);
    expect(byRoom.get('org:org-b')).toEqual([{ userId: 'zoe', status: 'online' }]);
    await presence.close();
  });

  it('sends the changes still waiting when it closes', async () => {
    const { sent, connect, presence, connectionListeners } = setUp();
    connect('org-a', 'ann');
    await vi.advanceTimersByTimeAsync(0);
    sent.length = 0;
    connect('org-a', 'bob');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);

    await presence.close();
    expect(entriesOf(sent)).toEqual([{ userId: 'bob', status: 'online' }]);
    expect(connectionListeners.size).toBe(0);
  });
});
