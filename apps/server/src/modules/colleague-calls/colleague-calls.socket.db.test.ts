import {
  COLLEAGUE_CALL_MESSAGES,
  INBOX_EVENTS,
  type AuthResponse,
  type ColleagueCall,
  type ColleagueCallDone,
  type ColleagueCallSignal,
  type ColleagueCallStarted,
  type InboxListResponse,
  type InboxNewItemEvent,
} from '@worksphere/contracts';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { connectChat, disconnection, nextEvent, recordEvents } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { useLiveSockets } from '../../test/live-sockets.js';
import { call, useTestApp } from '../../test/test-app.js';

const ICE_SERVERS = [
  { urls: 'stun:stun.worksphere.test:3478' },
  { urls: ['turn:turn.worksphere.test:3478'], username: 'ws', credential: 'secret' },
];
const RING_MS = 1500;
const testApp = useTestApp({
  ICE_SERVERS: JSON.stringify(ICE_SERVERS),
  COLLEAGUE_CALL_RING_MS: String(RING_MS),
});
const live = useLiveSockets(testApp);
const app = () => testApp.app;

const CALL_EVENTS = ['call:incoming', 'call:accepted', 'call:ended', 'call:signal'];
const OFFER = { type: 'offer' as const, sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const ANSWER = { type: 'answer' as const, sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

const connect = async (who: AuthResponse) =>
  live.track(await connectChat(live.baseUrl, { token: who.token }));

function invite(socket: Socket, toUserId: string, video = true) {
  return socket
    .timeout(5000)
    .emitWithAck('call:invite', { toUserId, video }) as Promise<ColleagueCallStarted>;
}
function accept(socket: Socket, callId: string) {
  return socket
    .timeout(5000)
    .emitWithAck('call:accept', { callId }) as Promise<ColleagueCallStarted>;
}
function act(
  socket: Socket,
  event: 'call:decline' | 'call:cancel' | 'call:hang-up',
  callId: string,
) {
  return socket.timeout(5000).emitWithAck(event, { callId }) as Promise<ColleagueCallDone>;
}
function started(answer: ColleagueCallStarted) {
  expect(answer).toMatchObject({ ok: true });
  return (answer as Extract<ColleagueCallStarted, { ok: true }>).call;
}

async function team() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  return { admin, member };
}

describe('calls between colleagues (signalling on /chat)', () => {
  it('rings every tab of the callee, connects one, relays signals between the two parties only', async () => {
    const { admin, member } = await team();
    const colleague = await addMember(app(), admin);
    const callerSocket = await connect(admin);
    const calleeTab = await connect(member);
    const calleeOtherTab = await connect(member);
    const colleagueSocket = await connect(colleague);
    const overheard = recordEvents(colleagueSocket, CALL_EVENTS);

    const ringing = nextEvent<{ call: ColleagueCall }>(calleeTab, 'call:incoming');
    const ringingElsewhere = nextEvent<{ call: ColleagueCall }>(calleeOtherTab, 'call:incoming');
    const invited = await invite(callerSocket, member.user.id, true);
    expect(invited).toMatchObject({ ok: true, iceServers: ICE_SERVERS });
    const placed = started(invited);
    expect(placed).toMatchObject({
      caller: { id: admin.user.id, firstName: 'Ada' },
      callee: { id: member.user.id },
      video: true,
    });
    expect((await ringing).call).toEqual(placed);
    expect((await ringingElsewhere).call.id).toBe(placed.id);

    const accepted = nextEvent<{ callId: string }>(callerSocket, 'call:accepted');
    const stoppedElsewhere = nextEvent(calleeOtherTab, 'call:ended');
    expect(await accept(calleeTab, placed.id)).toMatchObject({
      ok: true,
      call: { id: placed.id },
      iceServers: ICE_SERVERS,
    });
    expect(await accepted).toEqual({ callId: placed.id });
    expect(await stoppedElsewhere).toEqual({ callId: placed.id, reason: 'answered-elsewhere' });
    // The other tab cannot take the call any more.
    expect(await accept(calleeOtherTab, placed.id)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      error: COLLEAGUE_CALL_MESSAGES.callNotFound,
    });

    // Offer and candidates in the order sent, then the answer back.
    const toCallee = recordEvents(calleeTab, ['call:signal']);
    const lastToCallee = new Promise<void>((resolve) =>
      calleeTab.on('call:signal', (signal: ColleagueCallSignal) => {
        if (signal.candidate) resolve();
      }),
    );
    callerSocket.emit('call:signal', { callId: placed.id, description: OFFER });
    callerSocket.emit('call:signal', { callId: placed.id, candidate: CANDIDATE });
    await lastToCallee;
    expect(toCallee.map((event) => event.payload)).toEqual([
      { callId: placed.id, description: OFFER },
      { callId: placed.id, candidate: CANDIDATE },
    ]);
    const answered = nextEvent<ColleagueCallSignal>(callerSocket, 'call:signal');
    calleeTab.emit('call:signal', { callId: placed.id, description: ANSWER });
    expect(await answered).toEqual({ callId: placed.id, description: ANSWER });

    // The other tab of the callee is no party: what it sends goes nowhere.
    const callerHeard = recordEvents(callerSocket, ['call:signal']);
    calleeOtherTab.emit('call:signal', { callId: placed.id, description: ANSWER });
    // A junk signal is dropped without an answer or an error.
    calleeTab.emit('call:signal', { callId: placed.id });
    calleeTab.emit('call:signal', 'junk');

    const ended = nextEvent(calleeTab, 'call:ended');
    expect(await act(callerSocket, 'call:hang-up', placed.id)).toEqual({ ok: true });
    expect(await ended).toEqual({ callId: placed.id, reason: 'hung-up' });
    // After the call, signals are no longer relayed.
    calleeTab.emit('call:signal', { callId: placed.id, description: ANSWER });
    expect(await act(calleeTab, 'call:hang-up', placed.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(callerHeard).toEqual([]);
    expect(overheard).toEqual([]);
  });

  it('never rings nor relays to another organisation', async () => {
    const { admin, member } = await team();
    const stranger = await registerOrganization(app());
    const callerSocket = await connect(admin);
    const calleeSocket = await connect(member);
    const strangerSocket = await connect(stranger);
    const strangerHeard = recordEvents(strangerSocket, CALL_EVENTS);

    expect(await invite(strangerSocket, member.user.id)).toEqual({
      ok: false,
      code: 'NOT_FOUND',
      error: COLLEAGUE_CALL_MESSAGES.colleagueNotFound,
    });
    expect(await invite(callerSocket, stranger.user.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await invite(callerSocket, 'not-an-id')).toMatchObject({ code: 'NOT_FOUND' });
    expect(await invite(callerSocket, admin.user.id)).toEqual({
      ok: false,
      code: 'BAD_REQUEST',
      error: COLLEAGUE_CALL_MESSAGES.cannotCallYourself,
    });
    expect(await invite(callerSocket, { nope: true } as unknown as string)).toMatchObject({
      code: 'VALIDATION_ERROR',
    });

    const placed = started(await invite(callerSocket, member.user.id, false));
    // The stranger knows the call's id: still cannot take, end or speak in it.
    expect(await accept(strangerSocket, placed.id)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await act(strangerSocket, 'call:decline', placed.id)).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await act(strangerSocket, 'call:cancel', placed.id)).toMatchObject({
      code: 'NOT_FOUND',
    });
    started(await accept(calleeSocket, placed.id));
    const calleeHeard = recordEvents(calleeSocket, ['call:signal']);
    strangerSocket.emit('call:signal', { callId: placed.id, description: OFFER });
    expect(await act(strangerSocket, 'call:hang-up', placed.id)).toMatchObject({
      code: 'NOT_FOUND',
    });
    const ended = nextEvent(calleeSocket, 'call:ended');
    expect(await act(callerSocket, 'call:hang-up', placed.id)).toEqual({ ok: true });
    expect(await ended).toEqual({ callId: placed.id, reason: 'hung-up' });
    expect(calleeHeard).toEqual([]);
    expect(strangerHeard).toEqual([]);
  });

  it('tells the caller of a decline, and a third caller that the callee is busy', async () => {
    const { admin, member } = await team();
    const third = await addMember(app(), admin);
    const callerSocket = await connect(admin);
    const calleeSocket = await connect(member);
    const thirdSocket = await connect(third);

    const first = started(await invite(callerSocket, member.user.id));
    const declined = nextEvent(callerSocket, 'call:ended');
    expect(await act(calleeSocket, 'call:decline', first.id)).toEqual({ ok: true });
    expect(await declined).toEqual({ callId: first.id, reason: 'declined' });

    const second = started(await invite(callerSocket, member.user.id));
    expect(await invite(thirdSocket, member.user.id)).toEqual({
      ok: false,
      code: 'CONFLICT',
      isBusy: true,
      error: `${member.user.username} is on another call.`,
    });
    expect(await invite(callerSocket, third.user.id)).toEqual({
      ok: false,
      code: 'CONFLICT',
      error: COLLEAGUE_CALL_MESSAGES.alreadyInCall,
    });
    // The caller stops it: the callee stops ringing and is free again.
    const cancelled = nextEvent(calleeSocket, 'call:ended');
    expect(await act(callerSocket, 'call:cancel', second.id)).toEqual({ ok: true });
    expect(await cancelled).toEqual({ callId: second.id, reason: 'cancelled' });
    const third1 = started(await invite(thirdSocket, member.user.id));

    // A party that goes away ends the call for the other.
    started(await accept(calleeSocket, third1.id));
    const dropped = nextEvent(calleeSocket, 'call:ended');
    thirdSocket.disconnect();
    expect(await dropped).toEqual({ callId: third1.id, reason: 'disconnected' });
  });

  it('makes an unanswered call a missed call in the callee’s Inbox, from the caller', async () => {
    const { admin, member } = await team();
    const callerSocket = await connect(admin);
    const calleeSocket = await connect(member);
    const placed = started(await invite(callerSocket, member.user.id, true));
    const inboxItem = nextEvent<InboxNewItemEvent>(
      calleeSocket,
      INBOX_EVENTS.newItem,
      RING_MS + 5000,
    );
    const missedForCaller = nextEvent(callerSocket, 'call:ended', RING_MS + 5000);
    const missedForCallee = nextEvent(calleeSocket, 'call:ended', RING_MS + 5000);
    expect(await missedForCaller).toEqual({ callId: placed.id, reason: 'missed' });
    expect(await missedForCallee).toEqual({ callId: placed.id, reason: 'missed' });
    expect((await inboxItem).item).toMatchObject({ kind: 'missed_call' });

    const response = await call(app(), 'GET', '/inbox', { token: member.token });
    const { items } = response.json() as InboxListResponse;
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'missed_call',
        actor: expect.objectContaining({ id: admin.user.id }),
        subject: { type: 'colleague_call', id: placed.id, link: '/chat' },
        title: 'Missed video call from Ada Admin',
      }),
    ]);
    // Too late to answer.
    expect(await accept(calleeSocket, placed.id)).toMatchObject({ code: 'NOT_FOUND' });
    // The caller's own Inbox gets nothing.
    const own = await call(app(), 'GET', '/inbox', { token: admin.token });
    expect((own.json() as InboxListResponse).items).toEqual([]);
  });

  it('links a missed call to the two colleagues’ direct message, where the callee calls back', async () => {
    const { admin, member } = await team();
    const opened = await call(app(), 'POST', '/chat/direct', {
      token: admin.token,
      body: { memberIds: [member.user.id] },
    });
    const { id, threadId } = opened.json().directMessage as { id: string; threadId: string };
    const callerSocket = await connect(admin);
    const calleeSocket = await connect(member);
    const inboxItem = nextEvent<InboxNewItemEvent>(
      calleeSocket,
      INBOX_EVENTS.newItem,
      RING_MS + 5000,
    );
    started(await invite(callerSocket, member.user.id, false));
    expect((await inboxItem).item).toMatchObject({
      kind: 'missed_call',
      title: 'Missed call from Ada Admin',
      subject: { link: `/chat?chatRoomId=${id}&threadId=${threadId}` },
    });
  });

  it('refuses a member’s eleventh call within a minute', async () => {
    const { admin, member } = await team();
    const callerSocket = await connect(admin);
    for (let count = 0; count < 10; count += 1) {
      const placed = started(await invite(callerSocket, member.user.id, false));
      expect(await act(callerSocket, 'call:cancel', placed.id)).toEqual({ ok: true });
    }
    expect(await invite(callerSocket, member.user.id)).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      error: COLLEAGUE_CALL_MESSAGES.tooManyCalls,
    });
  });

  it('closes the socket of a signed-out session instead of serving its call events', async () => {
    const { admin, member } = await team();
    const callerSocket = await connect(admin);
    const gone = disconnection(callerSocket);
    await call(app(), 'POST', '/user/logout', { token: admin.token });
    callerSocket.emit('call:invite', { toUserId: member.user.id, video: false }, () => undefined);
    expect(await gone).toBe('io server disconnect');
  });
});
