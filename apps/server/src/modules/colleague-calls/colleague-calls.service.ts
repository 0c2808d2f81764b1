import {
  COLLEAGUE_CALL_MESSAGES,
  COLLEAGUE_CALL_RING_MS,
  colleagueCallInviteSchema,
  colleagueCallMessage,
  colleagueCallRefSchema,
  colleagueCallSignalSchema,
  displayNameOf,
  inboxText,
  isId,
  type ColleagueCall,
  type ColleagueCallDone,
  type ColleagueCallEndReason,
  type ColleagueCallFailure,
  type ColleagueCallStarted,
  type IceServer,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { Database, DbExecutor } from '../../platform/db/database.js';
import { AppError } from '../../platform/errors.js';
import { rooms, type ChatNamespace, type ChatSocket } from '../../platform/realtime/realtime.js';
import { findDirectIdByKey, listDirectOf } from '../chat/chat.direct.repo.js';
import { memberKeyOf } from '../chat/chat.direct.service.js';
import type { InboxNotifier } from '../inbox/inbox.service.js';
import * as repo from './colleague-calls.repo.js';

export type ColleagueCallsOptions = {
  db: Database;
  chat: ChatNamespace;
  logger: FastifyBaseLogger;
  inbox: InboxNotifier;
  /** STUN/TURN servers handed to both parties (ICE_SERVERS). */
  iceServers: IceServer[];
  /** The socket's session read again (the realtime layer's); undefined once it is dead. */
  recheckSession: (socket: ChatSocket) => Promise<SessionContext | undefined>;
  /** How long a call rings before it is missed (tests shorten it). */
  ringMs?: number;
};

/** A ringing call older than its ring time and this is left over from a process that died. */
const RING_GRACE_MS = 5_000;
/** Calls a member may place per minute (per process): nobody rings a colleague without end. */
const INVITES_PER_MINUTE = 10;

const messages = COLLEAGUE_CALL_MESSAGES;
const SIGN_IN_MESSAGE = 'Sign in to continue.';
const callNotFound = () => new AppError('NOT_FOUND', messages.callNotFound);

function presentCall(row: repo.ColleagueCallRow, members: repo.MemberRow[]): ColleagueCall {
  const person = (id: string) => {
    const member = members.find((entry) => entry.id === id);
    return member ?? { id, username: '', firstName: '', lastName: '' };
  };
  return {
    id: row.id,
    caller: person(row.callerId),
    callee: person(row.calleeId),
    video: row.video,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Calls between colleagues on /chat: the server rings the callee's every tab, keeps the call's
 * state in PostgreSQL (one conditional write per change, so every process agrees) and relays
 * signalling only between the two sockets of a call, on any process through the adapter's
 * socket rooms. The media never passes through the server.
 */
export function createColleagueCalls(options: ColleagueCallsOptions) {
  const { db, chat, logger, inbox, iceServers, recheckSession } = options;
  const ringMs = options.ringMs ?? COLLEAGUE_CALL_RING_MS;
  const ringTimers = new Map<string, NodeJS.Timeout>();
  const recentInvites = new LRUCache<string, number[]>({ max: 10_000, ttl: 60_000 });

  /** Counts this invite of the user; false past INVITES_PER_MINUTE in the last minute. */
  function mayInvite(userId: string): boolean {
    const now = Date.now();
    const recent = (recentInvites.get(userId) ?? []).filter((time) => now - time < 60_000);
    if (recent.length >= INVITES_PER_MINUTE) return false;
    recent.push(now);
    recentInvites.set(userId, recent);
    return true;
  }

  /** Each of these sockets is connected, on whichever process. */
  async function areConnected(socketIds: string[]): Promise<boolean> {
    const sockets = await chat.in(socketIds).fetchSockets();
    const connected = new Set(sockets.map((socket) => socket.id));
    return socketIds.every((id) => connected.has(id));
  }

  /** Is this live call really going on? A call whose party's socket went with its process is not. */
  async function isGoingOn(call: repo.ColleagueCallRow): Promise<boolean> {
    if (call.status === 'ringing') {
      if (Date.now() - call.createdAt.getTime() > ringMs + RING_GRACE_MS) return false;
      return areConnected([call.callerSocketId]);
    }
    return areConnected([call.callerSocketId, call.calleeSocketId ?? '']);
  }

  function announceEnd(call: repo.ColleagueCallRow, reason: ColleagueCallEndReason) {
    const event = { callId: call.id, reason };
    const targets = [call.callerSocketId];
    // While it rang, every tab of the callee rang: every tab stops.
    targets.push(call.calleeSocketId ?? rooms.user(call.calleeId));
    chat.to(targets).emit('call:ended', event);
  }

  /** Their direct message, where the callee can call back (or the chat page without one). */
  async function conversationLink(call: repo.ColleagueCallRow): Promise<string> {
    const { organizationId, callerId, calleeId } = call;
    const roomId = await findDirectIdByKey(db, organizationId, memberKeyOf([callerId, calleeId]));
    const [direct] = roomId ? await listDirectOf(db, organizationId, calleeId, roomId) : [];
    if (!direct) return '/chat';
    return `/chat?${new URLSearchParams({ chatRoomId: direct.id, threadId: direct.threadId })}`;
  }

  async function notifyMissed(call: repo.ColleagueCallRow) {
    const [caller] = await repo.findMembers(db, call.organizationId, [call.callerId]);
    const name = caller ? displayNameOf(caller) : '';
    await inbox.notify({
      organizationId: call.organizationId,
      recipientIds: [call.calleeId],
      kind: 'missed_call',
      actorId: call.callerId,
      subject: { type: 'colleague_call', id: call.id, link: await conversationLink(call) },
      title: inboxText(call.video ? 'colleagueMissedVideoCall' : 'colleagueMissedCall', { name }),
    });
  }

  function stopRinging(callId: string) {
    clearTimeout(ringTimers.get(callId));
    ringTimers.delete(callId);
  }

  /** Unanswered in time: missed, and an Inbox item for the callee (once, whichever process). */
  async function missCall(call: repo.ColleagueCallRow) {
    ringTimers.delete(call.id);
    const ended = await repo.endCall(db, call.organizationId, call.id, ['ringing'], 'missed');
    if (!ended) return;
    announceEnd(ended, 'missed');
    await notifyMissed(ended);
  }

  /** Live calls of these users that are really going on; left-overs are ended on the way. */
  async function callsGoingOn(tx: DbExecutor, organizationId: string, userIds: string[]) {
    const going: repo.ColleagueCallRow[] = [];
    for (const call of await repo.liveCallsOf(tx, organizationId, userIds)) {
      if (await isGoingOn(call)) going.push(call);
      else {
        const ended = await repo.endCall(
          tx,
          organizationId,
          call.id,
          ['ringing', 'connected'],
          'disconnected',
        );
        if (ended) announceEnd(ended, 'disconnected');
      }
    }
    return going;
  }

  async function invite(
    socket: ChatSocket,
    session: SessionContext,
    request: unknown,
  ): Promise<ColleagueCallStarted> {
    const parsed = colleagueCallInviteSchema.safeParse(request);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', messages.invalidRequest);
    const { toUserId, video } = parsed.data;
    const { organizationId, userId } = session;
    if (toUserId === userId) throw new AppError('BAD_REQUEST', messages.cannotCallYourself);
    if (!mayInvite(userId)) throw new AppError('RATE_LIMITED', messages.tooManyCalls);
    // Another organisation's member is "not found", like one who does not exist.
    const members = isId(toUserId)
      ? await repo.findMembers(db, organizationId, [userId, toUserId])
      : [];
    const callee = members.find((member) => member.id === toUserId);
    if (!callee || members.length < 2) throw new AppError('NOT_FOUND', messages.colleagueNotFound);

    let failure: ColleagueCallFailure | undefined;
    const row = await repo.insertCallIfFree(
      db,
      { organizationId, callerId: userId, calleeId: toUserId, video },
      socket.id,
      async (tx) => {
        const going = await callsGoingOn(tx, organizationId, [userId, toUserId]);
        const isPartyOf = (call: repo.ColleagueCallRow, id: string) =>
          call.callerId === id || call.calleeId === id;
        if (going.some((call) => isPartyOf(call, userId))) {
          failure = { ok: false, code: 'CONFLICT', error: messages.alreadyInCall };
        } else if (going.some((call) => isPartyOf(call, toUserId))) {
          const busy = colleagueCallMessage(messages.busy, displayNameOf(callee));
          failure = { ok: false, code: 'CONFLICT', error: busy, isBusy: true };
        }
        return !failure;
      },
    );
    if (!row) return failure!;
    const call = presentCall(row, members);
    chat.to(rooms.user(toUserId)).emit('call:incoming', { call });
    const timer = setTimeout(() => {
      missCall(row).catch((error: unknown) =>
        logger.error({ err: error }, 'colleague call time-out failed'),
      );
    }, ringMs);
    timer.unref();
    ringTimers.set(row.id, timer);
    return { ok: true, call, iceServers };
  }

  function readCallId(request: unknown): string {
    const parsed = colleagueCallRefSchema.safeParse(request);
    if (!parsed.success) throw new AppError('VALIDATION_ERROR', messages.invalidRequest);
    if (!isId(parsed.data.callId)) throw callNotFound();
    return parsed.data.callId;
  }

  async function accept(
    socket: ChatSocket,
    session: SessionContext,
    request: unknown,
  ): Promise<ColleagueCallStarted> {
    const callId = readCallId(request);
    const { organizationId, userId } = session;
    const row = await repo.answerCall(db, organizationId, callId, userId, socket.id);
    if (!row) throw callNotFound();
    stopRinging(row.id);
    chat.to(row.callerSocketId).emit('call:accepted', { callId: row.id });
    // The callee's other tabs stop ringing.
    chat
      .to(rooms.user(userId))
      .except(socket.id)
      .emit('call:ended', { callId: row.id, reason: 'answered-elsewhere' });
    const members = await repo.findMembers(db, organizationId, [row.callerId, row.calleeId]);
    return { ok: true, call: presentCall(row, members), iceServers };
  }

  /** Decline (callee, ringing), cancel (caller's socket, ringing) or hang up (a party's socket). */
  async function end(
    socket: ChatSocket,
    session: SessionContext,
    request: unknown,
    action: 'decline' | 'cancel' | 'hang-up',
  ): Promise<ColleagueCallDone> {
    const callId = readCallId(request);
    const { organizationId, userId } = session;
    let row: repo.ColleagueCallRow | undefined;
    let reason: ColleagueCallEndReason;
    if (action === 'decline') {
      reason = 'declined';
      row = await repo.endCall(db, organizationId, callId, ['ringing'], reason, {
        calleeId: userId,
      });
    } else {
      reason = 'hung-up';
      if (action === 'hang-up') {
        row = await repo.endCall(db, organizationId, callId, ['connected'], reason, {
          socketId: socket.id,
        });
      }
      // Hanging up a call that still rings is cancelling it.
      if (!row) {
        reason = 'cancelled';
        row = await repo.endCall(db, organizationId, callId, ['ringing'], reason, {
          socketId: socket.id,
        });
      }
    }
    if (!row) throw callNotFound();
    stopRinging(row.id);
    announceEnd(row, reason);
    return { ok: true };
  }

  /** A description or candidate, to the other party's socket only, while the call is connected. */
  async function relaySignal(socket: ChatSocket, session: SessionContext, signal: unknown) {
    const parsed = colleagueCallSignalSchema.safeParse(signal);
    if (!parsed.success || !isId(parsed.data.callId)) return;
    const row = await repo.findCall(db, session.organizationId, parsed.data.callId);
    if (!row || row.status !== 'connected') return;
    const peer =
      row.callerSocketId === socket.id
        ? row.calleeSocketId
        : row.calleeSocketId === socket.id
          ? row.callerSocketId
          : null;
    if (peer) chat.to(peer).emit('call:signal', parsed.data);
  }

  /** A party's socket went away: its calls end for the other party. */
  async function endCallsOf(socket: ChatSocket) {
    for (const call of await repo.liveCallsOfSocket(db, socket.id)) {
      const reason = call.status === 'ringing' ? 'cancelled' : 'disconnected';
      const ended = await repo.endCall(
        db,
        call.organizationId,
        call.id,
        ['ringing', 'connected'],
        reason,
        { socketId: socket.id },
      );
      if (!ended) continue;
      stopRinging(ended.id);
      announceEnd(ended, reason);
    }
  }

  function asFailure(error: unknown): ColleagueCallFailure {
    if (error instanceof AppError) return { ok: false, code: error.code, error: error.message };
    logger.error({ err: error }, 'colleague call event failed');
    return { ok: false, code: 'INTERNAL_ERROR', error: messages.failed };
  }

  function handleConnection(socket: ChatSocket) {
    // The realtime layer refuses a revoked session's socket in the same tick.
    if (!socket.connected) return;
    // One event at a time per socket: an offer is relayed before the candidates sent after it.
    let queue: Promise<unknown> = Promise.resolve();
    function serve<T extends ColleagueCallStarted | ColleagueCallDone | void>(
      ack: unknown,
      act: (session: SessionContext) => Promise<T>,
    ) {
      const answer = typeof ack === 'function' ? (ack as (value: T) => void) : () => undefined;
      queue = queue.then(async () => {
        try {
          const session = await recheckSession(socket);
          if (!session) {
            answer({ ok: false, code: 'UNAUTHENTICATED', error: SIGN_IN_MESSAGE } as T);
            return void socket.disconnect(true);
          }
          answer(await act(session));
        } catch (error) {
          answer(asFailure(error) as T);
        }
      });
    }

    // Only a socket that invited or answered can be a party: the others leave without a query.
    let mayBeParty = false;
    socket.on('call:invite', (request, ack) => {
      mayBeParty = true;
      serve(ack, (session) => invite(socket, session, request));
    });
    socket.on('call:accept', (request, ack) => {
      mayBeParty = true;
      serve(ack, (session) => accept(socket, session, request));
    });
    socket.on('call:decline', (request, ack) =>
      serve(ack, (session) => end(socket, session, request, 'decline')),
    );
    socket.on('call:cancel', (request, ack) =>
      serve(ack, (session) => end(socket, session, request, 'cancel')),
    );
    socket.on('call:hang-up', (request, ack) =>
      serve(ack, (session) => end(socket, session, request, 'hang-up')),
    );
    socket.on('call:signal', (signal) =>
      serve(undefined, (session) => relaySignal(socket, session, signal)),
    );
    socket.on('disconnect', () => {
      if (!mayBeParty) return;
      queue = queue
        .then(() => endCallsOf(socket))
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'ending the calls of a gone socket failed'),
        );
    });
  }
  chat.on('connection', handleConnection);

  return {
    /** Stops listening and the ring timers of this process. */
    close() {
      chat.off('connection', handleConnection);
      for (const timer of ringTimers.values()) clearTimeout(timer);
      ringTimers.clear();
    },
  };
}

export type ColleagueCalls = ReturnType<typeof createColleagueCalls>;
