import {
  CALLS_MESSAGES,
  callsMessage,
  FINAL_CALL_STATUSES,
  isId,
  MMS_MEDIA_MAX_BYTES,
  mediaIdOfUrl,
  type CallLogFilter,
  type CallStatus,
  type MessageStatus,
  type SendMessageInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import { COUNT_UP_TO, pageInfo } from '../../platform/pagination.js';
import type { CallsEvents } from './calls.events.js';
import { presentCall, presentIncomingCall, presentMessage } from './calls.presenter.js';
import * as repo from './calls.repo.js';
import { assertAdmin, type CallsSettingsService } from './calls.settings.service.js';
import { TelephonyError } from './providers/telephony-provider.js';

export type CallsService = ReturnType<typeof createCallsService>;

/** A provider's refusal as the API answers it: the request's fault is 400, others 503. */
export function telephonyAppError(error: TelephonyError): AppError {
  if (error.kind === 'invalid') {
    return new AppError(
      'VALIDATION_ERROR',
      callsMessage(CALLS_MESSAGES.providerRefused, { message: error.message }),
    );
  }
  return new AppError(
    'SERVICE_UNAVAILABLE',
    error.kind === 'auth' ? CALLS_MESSAGES.providerAuthFailed : CALLS_MESSAGES.providerUnreachable,
  );
}

const callNotFound = () => new AppError('NOT_FOUND', CALLS_MESSAGES.callNotFound);

export type InboundMedia = Parameters<typeof repo.insertMedia>[1][number];

/**
 * Calls and SMS: placing and sending through the organisation's provider, the call log and
 * conversations, and what providers report back (inbound calls and messages, status changes).
 */
export function createCallsService(
  deps: AppDeps,
  settings: CallsSettingsService,
  events: CallsEvents,
  publicMediaUrl: (mediaId: string) => string,
) {
  const { db } = deps;

  async function currentCall(organizationId: string, id: string) {
    const found = isId(id) ? await repo.findCall(db, organizationId, id) : undefined;
    if (!found) throw callNotFound();
    return found;
  }

  async function announceCall(organizationId: string, id: string) {
    const found = await repo.findCall(db, organizationId, id);
    const call = presentCall(found!.call, found!.user);
    events.callStatus(organizationId, call);
    return call;
  }

  async function messageWithMedia(organizationId: string, id: string) {
    const found = await repo.findMessage(db, organizationId, id);
    const media = await repo.mediaOfMessages(db, [id]);
    return presentMessage(found!.message, found!.sender, media);
  }

  // ---- outbound --------------------------------------------------------------------------

  /** POST /calls/make-call: from one of the organisation's numbers; logged even when it fails. */
  async function makeCall(session: SessionContext, input: { from: string; to: string }) {
    assertPermission(session, 'calls:use');
    await settings.assertOwnNumber(session.organizationId, input.from);
    const provider = await settings.providerFor(session.organizationId);
    const row = await repo.insertCall(db, {
      organizationId: session.organizationId,
      direction: 'outbound',
      status: 'queued',
      fromNumber: input.from,
      toNumber: input.to,
      contactNumber: input.to,
      ourNumber: input.from,
      provider: provider.name,
      userId: session.userId,
    });
    try {
      const placed = await provider.placeCall({
        from: input.from,
        to: input.to,
        callbacks: settings.callbackUrls(session.organizationId),
      });
      await repo.updateCall(db, session.organizationId, row.id, {
        providerSid: placed.sid,
        status: placed.status,
        answeredAt: placed.status === 'in-progress' ? new Date() : null,
      });
    } catch (error) {
      if (!(error instanceof TelephonyError)) throw error;
      await repo.updateCall(db, session.organizationId, row.id, {
        status: 'failed',
        endedAt: new Date(),
        errorMessage: error.message,
      });
      await announceCall(session.organizationId, row.id);
      throw telephonyAppError(error);
    }
    return announceCall(session.organizationId, row.id);
  }

  /** The uploaded media named by mediaUrls: all of the organisation's, unsent, 5 MB in all. */
  async function mediaToSend(organizationId: string, mediaUrls: string[]) {
    const ids = mediaUrls.map(mediaIdOfUrl);
    if (ids.some((id) => id === null)) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.mediaNotFound);
    }
    const unique = [...new Set(ids as string[])];
    const rows = await repo.findUnsentMedia(db, organizationId, unique);
    if (rows.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.mediaNotFound);
    }
    if (rows.reduce((sum, row) => sum + row.size, 0) > MMS_MEDIA_MAX_BYTES) {
      throw new AppError('PAYLOAD_TOO_LARGE', CALLS_MESSAGES.mediaTooLarge);
    }
    return rows;
  }

  /** POST /calls/message/send: an SMS, or an MMS with uploaded media. */
  async function sendMessage(session: SessionContext, input: SendMessageInput) {
    assertPermission(session, 'calls:use');
    const { organizationId } = session;
    await settings.assertOwnNumber(organizationId, input.from);
    const media = await mediaToSend(organizationId, input.mediaUrls);
    const provider = await settings.providerFor(organizationId);
    const row = await db.transaction(async (tx) => {
      const message = await repo.insertMessage(tx, {
        organizationId,
        direction: 'outbound',
        status: 'queued',
        type: input.type,
        fromNumber: input.from,
        toNumber: input.to,
        contactNumber: input.to,
        ourNumber: input.from,
        body: input.text,
        provider: provider.name,
        senderId: session.userId,
      });
      await repo.attachMedia(
        tx,
        organizationId,
        media.map((item) => item.id),
        message.id,
      );
      return message;
    });
    try {
      const sent = await provider.sendMessage({
        from: input.from,
        to: input.to,
        text: input.text,
        mediaUrls: media.map((item) => publicMediaUrl(item.id)),
        callbacks: settings.callbackUrls(organizationId),
      });
      await repo.updateMessage(db, organizationId, row.id, {
        providerSid: sent.sid,
        status: sent.status,
      });
    } catch (error) {
      if (!(error instanceof TelephonyError)) throw error;
      await repo.updateMessage(db, organizationId, row.id, {
        status: 'failed',
        errorMessage: error.message,
      });
      events.newSms(organizationId, await messageWithMedia(organizationId, row.id));
      throw telephonyAppError(error);
    }
    const message = await messageWithMedia(organizationId, row.id);
    events.newSms(organizationId, message);
    return message;
  }

  // ---- call log and call actions -----------------------------------------------------------

  async function listLog(
    session: SessionContext,
    query: { filter: CallLogFilter; limit: number; offset: number },
  ) {
    assertPermission(session, 'calls:use');
    const { organizationId } = session;
    const rows = await repo.listCalls(db, organizationId, query.filter, query.limit, query.offset);
    const page = await pageInfo(
      { rows: rows.length, limit: query.limit, offset: query.offset },
      () => repo.countCalls(db, organizationId, query.filter, COUNT_UP_TO),
    );
    return { calls: rows.map((row) => presentCall(row.call, row.user)), page };
  }

  async function getCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const found = await currentCall(session.organizationId, id);
    return presentCall(found.call, found.user);
  }

  /** Answer a ringing inbound call: it is the caller's from now on; other banners close. */
  async function answerCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const { call } = await currentCall(session.organizationId, id);
    if (call.direction !== 'inbound' || call.status !== 'ringing') {
      throw new AppError('CONFLICT', CALLS_MESSAGES.callNotRinging);
    }
    await repo.updateCall(db, session.organizationId, call.id, {
      status: 'in-progress',
      answeredAt: new Date(),
      userId: session.userId,
    });
    return announceCall(session.organizationId, call.id);
  }

  /** Decline a ringing inbound call: it ends unanswered (a missed call). */
  async function declineCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const { call } = await currentCall(session.organizationId, id);
    if (call.direction !== 'inbound' || call.status !== 'ringing') {
      throw new AppError('CONFLICT', CALLS_MESSAGES.callNotRinging);
    }
    await endWithProvider(session.organizationId, call, 'canceled');
    await repo.updateCall(db, session.organizationId, call.id, {
      status: 'no-answer',
      endedAt: new Date(),
    });
    return announceCall(session.organizationId, call.id);
  }

  /** Hang up a call in progress (completed), or cancel one not answered yet. */
  async function hangUpCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const { call } = await currentCall(session.organizationId, id);
    if (FINAL_CALL_STATUSES.includes(call.status)) {
      throw new AppError('CONFLICT', CALLS_MESSAGES.callEnded);
    }
    const now = new Date();
    const answered = call.status === 'in-progress';
    await endWithProvider(session.organizationId, call, answered ? 'completed' : 'canceled');
    await repo.updateCall(db, session.organizationId, call.id, {
      status: answered ? 'completed' : call.direction === 'inbound' ? 'no-answer' : 'canceled',
      endedAt: now,
      durationSeconds:
        answered && call.answeredAt
          ? Math.max(0, Math.round((now.getTime() - call.answeredAt.getTime()) / 1000))
          : null,
    });
    return announceCall(session.organizationId, call.id);
  }

  async function endWithProvider(
    organizationId: string,
    call: repo.CallRow,
    status: 'completed' | 'canceled',
  ) {
    if (call.provider !== 'twilio' || !call.providerSid) return;
    const provider = await settings.providerFor(organizationId);
    if (provider.name !== 'twilio') return;
    await provider.endCall(call.providerSid, status).catch((error: unknown) => {
      throw error instanceof TelephonyError ? telephonyAppError(error) : error;
    });
  }

  /** Keep a transcription with its call. */
  async function saveTranscription(session: SessionContext, id: string, transcription: string) {
    const { call } = await currentCall(session.organizationId, id);
    await repo.updateCall(db, session.organizationId, call.id, { transcription });
    await announceCall(session.organizationId, call.id);
  }

  // ---- conversations ---------------------------------------------------------------------

  async function listConversations(session: SessionContext) {
    assertPermission(session, 'calls:use');
    const { messages, counts } = await repo.listConversations(db, session.organizationId);
    const media = await repo.mediaOfMessages(
      db,
      messages.map((row) => row.message.id),
    );
    const countOf = new Map(counts.map((row) => [row.contactNumber, row]));
    return messages.map((row) => ({
      contactNumber: row.message.contactNumber,
      lastMessage: presentMessage(row.message, row.sender, media),
      messageCount: countOf.get(row.message.contactNumber)?.messageCount ?? 1,
      unreadCount: countOf.get(row.message.contactNumber)?.unreadCount ?? 0,
    }));
  }

  async function listConversationMessages(
    session: SessionContext,
    contactNumber: string,
    query: { before?: string | undefined; limit: number },
  ) {
    assertPermission(session, 'calls:use');
    const { organizationId } = session;
    let before: { createdAt: Date; id: string } | undefined;
    if (query.before) {
      const found = isId(query.before)
        ? await repo.findMessage(db, organizationId, query.before)
        : undefined;
      if (!found || found.message.contactNumber !== contactNumber) {
        throw new AppError('NOT_FOUND', 'Message not found.');
      }
      before = { createdAt: found.message.createdAt, id: found.message.id };
    }
    const rows = await repo.listMessages(db, organizationId, contactNumber, before, query.limit);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit).reverse();
    const media = await repo.mediaOfMessages(
      db,
      page.map((row) => row.message.id),
    );
    return {
      messages: page.map((row) => presentMessage(row.message, row.sender, media)),
      hasMore,
    };
  }

  async function markConversationRead(session: SessionContext, contactNumber: string) {
    assertPermission(session, 'calls:use');
    await repo.markConversationRead(db, session.organizationId, contactNumber);
  }

  // ---- inbound and provider reports --------------------------------------------------------

  /** A call ringing in at one of the organisation's numbers: logged and announced live. */
  async function receiveInboundCall(
    organizationId: string,
    input: { from: string; to: string; provider: 'loopback' | 'twilio'; sid: string | null },
  ) {
    if (input.sid) {
      const known = await repo.findCallBySid(db, organizationId, input.sid);
      if (known) return presentCall(known, null);
    }
    const row = await repo.insertCall(db, {
      organizationId,
      direction: 'inbound',
      status: 'ringing',
      fromNumber: input.from,
      toNumber: input.to,
      contactNumber: input.from,
      ourNumber: input.to,
      provider: input.provider,
      providerSid: input.sid,
    });
    const call = presentCall(row, null);
    events.incomingCall(organizationId, presentIncomingCall(row), call);
    return call;
  }

  /** A message arriving at one of the organisation's numbers, with its stored media. */
  async function receiveInboundSms(
    organizationId: string,
    input: {
      from: string;
      to: string;
      text: string;
      provider: 'loopback' | 'twilio';
      sid: string | null;
      mediaIds?: string[];
      newMedia?: InboundMedia[];
    },
  ) {
    if (input.sid) {
      const known = await repo.findMessageBySid(db, organizationId, input.sid);
      if (known) return messageWithMedia(organizationId, known.id);
    }
    const mediaCount = (input.mediaIds?.length ?? 0) + (input.newMedia?.length ?? 0);
    const row = await db.transaction(async (tx) => {
      const message = await repo.insertMessage(tx, {
        organizationId,
        direction: 'inbound',
        status: 'received',
        type: mediaCount > 0 ? 'mms' : 'sms',
        fromNumber: input.from,
        toNumber: input.to,
        contactNumber: input.from,
        ourNumber: input.to,
        body: input.text,
        provider: input.provider,
        providerSid: input.sid,
      });
      await repo.attachMedia(tx, organizationId, input.mediaIds ?? [], message.id);
      await repo.insertMedia(
        tx,
        (input.newMedia ?? []).map((media) => ({ ...media, messageId: message.id })),
      );
      return message;
    });
    const message = await messageWithMedia(organizationId, row.id);
    events.newSms(organizationId, message);
    return message;
  }

  /** Twilio's call status callback: the call's new status (and duration once it ends). */
  async function applyCallStatus(
    organizationId: string,
    sid: string,
    status: CallStatus,
    durationSeconds: number | null,
  ) {
    const call = await repo.findCallBySid(db, organizationId, sid);
    if (!call || FINAL_CALL_STATUSES.includes(call.status)) return;
    const isFinal = FINAL_CALL_STATUSES.includes(status);
    await repo.updateCall(db, organizationId, call.id, {
      status,
      answeredAt: status === 'in-progress' && !call.answeredAt ? new Date() : call.answeredAt,
      endedAt: isFinal ? new Date() : null,
      durationSeconds: isFinal ? durationSeconds : null,
    });
    await announceCall(organizationId, call.id);
  }

  /** Twilio's message status callback: the delivery state, and the error when it failed. */
  async function applyMessageStatus(
    organizationId: string,
    sid: string,
    status: MessageStatus,
    errorMessage: string | null,
  ) {
    const message = await repo.findMessageBySid(db, organizationId, sid);
    if (!message || message.status === status) return;
    await repo.updateMessage(db, organizationId, message.id, { status, errorMessage });
    events.smsStatus(organizationId, await messageWithMedia(organizationId, message.id));
  }

  // ---- loopback simulation ---------------------------------------------------------------

  async function assertCanSimulate(session: SessionContext) {
    assertAdmin(session);
    if ((await settings.providerName(session.organizationId)) !== 'loopback') {
      throw new AppError('CONFLICT', CALLS_MESSAGES.simulationLoopbackOnly);
    }
  }

  async function simulateInboundCall(
    session: SessionContext,
    input: { from: string; to?: string },
  ) {
    await assertCanSimulate(session);
    const to = await settings.inboundNumber(session.organizationId, input.to);
    return receiveInboundCall(session.organizationId, {
      from: input.from,
      to,
      provider: 'loopback',
      sid: null,
    });
  }

  async function simulateInboundSms(
    session: SessionContext,
    input: { from: string; to?: string | undefined; text: string; mediaUrls: string[] },
  ) {
    await assertCanSimulate(session);
    const to = await settings.inboundNumber(session.organizationId, input.to);
    const media = await mediaToSend(session.organizationId, input.mediaUrls);
    return receiveInboundSms(session.organizationId, {
      from: input.from,
      to,
      text: input.text,
      provider: 'loopback',
      sid: null,
      mediaIds: media.map((item) => item.id),
    });
  }

  return {
    makeCall,
    sendMessage,
    listLog,
    getCall,
    answerCall,
    declineCall,
    hangUpCall,
    saveTranscription,
    listConversations,
    listConversationMessages,
    markConversationRead,
    receiveInboundCall,
    receiveInboundSms,
    applyCallStatus,
    applyMessageStatus,
    simulateInboundCall,
    simulateInboundSms,
  };
}
