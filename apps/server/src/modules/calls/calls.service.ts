import {
  CALLS_MESSAGES,
  FINAL_CALL_STATUSES,
  isId,
  type CallLogFilter,
  type SendMessageInput,
} from '@worksphere/contracts';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError, templateError } from '../../platform/errors.js';
import { COUNT_UP_TO, pageInfo } from '../../platform/pagination.js';
import type { CallsEvents } from './calls.events.js';
import type { CallRecords } from './calls.records.js';
import { presentCall, presentMessage } from './calls.presenter.js';
import * as repo from './calls.repo.js';
import type { CallsSettingsService } from './calls.settings.service.js';
import { voicemailTwiml } from './calls.voicemail.js';
import { TelephonyError } from './providers/telephony-provider.js';
import { createTwilioProvider } from './providers/twilio.provider.js';

export type CallsService = ReturnType<typeof createCallsService>;

/** A provider's refusal as the API answers it: the request's fault is 400, others 503. */
export function telephonyAppError(error: TelephonyError): AppError {
  if (error.kind === 'invalid') {
    return templateError('VALIDATION_ERROR', CALLS_MESSAGES.providerRefused, {
      message: error.message,
    });
  }
  return new AppError(
    'SERVICE_UNAVAILABLE',
    error.kind === 'auth' ? CALLS_MESSAGES.providerAuthFailed : CALLS_MESSAGES.providerUnreachable,
  );
}

/**
 * Calls and SMS placed and sent through the organisation's provider, the call log with its
 * call actions, and the conversations. Inbound calls and messages: calls.inbound.service.ts.
 */
export function createCallsService(
  deps: AppDeps,
  settings: CallsSettingsService,
  events: CallsEvents,
  records: CallRecords,
  publicMediaUrl: (mediaId: string) => string,
) {
  const { db } = deps;
  const { currentCall, announceCall, messageWithMedia, mediaToSend } = records;

  // ---- outbound --------------------------------------------------------------------------

  /** POST /calls/make-call: from one of the organisation's numbers; logged even when it fails. */
  async function makeCall(session: SessionContext, input: { from: string; to: string }) {
    assertPermission(session, 'calls:use');
    await settings.assertOwnNumber(session.organizationId, input.from);
    const provider = await settings.providerFor(session.organizationId);
    // Twilio carries the audio through the member's own phone (callback mode): it rings first.
    let memberPhone: string | undefined;
    if (provider.name === 'twilio') {
      memberPhone = (await repo.phonesOfUsers(db, session.organizationId, [session.userId])).get(
        session.userId,
      );
      if (!memberPhone) throw new AppError('CONFLICT', CALLS_MESSAGES.callbackNumberMissing);
    }
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
        to: memberPhone ?? input.to,
        callbacks: settings.callbackUrls(session.organizationId),
        answerUrl: memberPhone
          ? `${settings.webhookUrl(session.organizationId, 'callback-connect')}?callId=${row.id}`
          : undefined,
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

  /**
   * The one way an outbound message goes: logged in the conversations, handed to the provider,
   * its answer recorded and announced. A provider's refusal is recorded on the message and
   * returned as `failure`, for the caller to decide whether it is an error.
   */
  async function deliverMessage(
    organizationId: string,
    input: {
      from: string;
      to: string;
      text: string;
      type: SendMessageInput['type'];
      media: { id: string }[];
      senderId: string | null;
    },
  ) {
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
        senderId: input.senderId,
      });
      await repo.attachMedia(
        tx,
        organizationId,
        input.media.map((item) => item.id),
        message.id,
      );
      return message;
    });
    let failure: TelephonyError | null = null;
    try {
      const sent = await provider.sendMessage({
        from: input.from,
        to: input.to,
        text: input.text,
        mediaUrls: input.media.map((item) => publicMediaUrl(item.id)),
        callbacks: settings.callbackUrls(organizationId),
      });
      await repo.updateMessage(db, organizationId, row.id, {
        providerSid: sent.sid,
        status: sent.status,
      });
    } catch (error) {
      if (!(error instanceof TelephonyError)) throw error;
      failure = error;
      await repo.updateMessage(db, organizationId, row.id, {
        status: 'failed',
        errorMessage: error.message,
      });
    }
    const message = await messageWithMedia(organizationId, row.id);
    void events.newSms(organizationId, message);
    return { message, failure };
  }

  /** POST /calls/message/send: an SMS, or an MMS with uploaded media. */
  async function sendMessage(session: SessionContext, input: SendMessageInput) {
    assertPermission(session, 'calls:use');
    const { organizationId } = session;
    await settings.assertOwnNumber(organizationId, input.from);
    const media = await mediaToSend(organizationId, input.mediaUrls);
    const { message, failure } = await deliverMessage(organizationId, {
      from: input.from,
      to: input.to,
      text: input.text,
      type: input.type,
      media,
      senderId: session.userId,
    });
    if (failure) throw telephonyAppError(failure);
    return message;
  }

  /**
   * An SMS the organisation sends by itself (no member, e.g. "your order is ready"), from its
   * first number. Null when it has no number; a provider's refusal is on the message, not thrown.
   */
  async function sendOrganizationSms(organizationId: string, to: string, text: string) {
    const [from] = await repo.listNumbers(db, organizationId);
    if (!from) return null;
    const { message } = await deliverMessage(organizationId, {
      from: from.number,
      to,
      text,
      type: 'sms',
      media: [],
      senderId: null,
    });
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
    const recordings = await repo.recordingsOfCalls(
      db,
      organizationId,
      rows.map((row) => row.call.id),
    );
    return {
      calls: rows.map((row) =>
        presentCall(row.call, row.user, recordings.get(row.call.id) ?? null),
      ),
      page,
    };
  }

  async function getCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const found = await currentCall(session.organizationId, id);
    return records.presentedCall(session.organizationId, found.call.id);
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

  /**
   * Decline a ringing inbound call: it ends unanswered (a missed call); through Twilio the caller
   * is sent to voicemail.
   */
  async function declineCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const { call } = await currentCall(session.organizationId, id);
    if (call.direction !== 'inbound' || call.status !== 'ringing') {
      throw new AppError('CONFLICT', CALLS_MESSAGES.callNotRinging);
    }
    // Twilio already answered it (our TwiML rings the members): the caller goes to voicemail.
    await sendToVoicemail(session.organizationId, call);
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
    // Twilio cancels only calls it has not connected; an inbound one is connected to our TwiML.
    const isConnected = answered || call.direction === 'inbound';
    await endWithProvider(session.organizationId, call, isConnected ? 'completed' : 'canceled');
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

  /** A declined Twilio call: the caller hears the number's greeting and may leave a message. */
  async function sendToVoicemail(organizationId: string, call: repo.CallRow) {
    if (call.provider !== 'twilio' || !call.providerSid) return;
    const setup = await settings.voiceSetup(organizationId);
    if (!setup) return;
    const rest = createTwilioProvider(deps.config.calls.twilioBaseUrl, setup.account);
    const twiml = await voicemailTwiml(db, settings, organizationId, call);
    await rest.redirectCall(call.providerSid, twiml).catch((error: unknown) => {
      throw error instanceof TelephonyError ? telephonyAppError(error) : error;
    });
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

  return {
    makeCall,
    sendMessage,
    sendOrganizationSms,
    listLog,
    getCall,
    answerCall,
    declineCall,
    hangUpCall,
    saveTranscription,
    listConversations,
    listConversationMessages,
    markConversationRead,
  };
}
