import {
  CALLS_MESSAGES,
  FINAL_CALL_STATUSES,
  type CallStatus,
  type MessageStatus,
} from '@worksphere/contracts';
import type { Database } from '../../platform/db/database.js';
import type { SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { CallsEvents } from './calls.events.js';
import { presentCall, presentIncomingCall } from './calls.presenter.js';
import type { CallRecords } from './calls.records.js';
import * as repo from './calls.repo.js';
import { assertAdmin, type CallsSettingsService } from './calls.settings.service.js';

export type InboundService = ReturnType<typeof createInboundService>;
export type InboundMedia = Parameters<typeof repo.insertMedia>[1][number];

/**
 * What reaches the organisation from outside: inbound calls and messages (Twilio's webhooks,
 * or an admin's simulation with the loopback provider) and the provider's status reports.
 * Each is logged, then announced live.
 */
export function createInboundService(
  db: Database,
  settings: CallsSettingsService,
  events: CallsEvents,
  records: CallRecords,
) {
  const { announceCall, messageWithMedia, mediaToSend } = records;

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
    await events.incomingCall(organizationId, presentIncomingCall(row), call);
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
    await events.newSms(organizationId, message);
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
    // An inbound call is "in progress" at Twilio once our TwiML holds it: it rings for the
    // organisation until a member answers (answerCall) or it ends, unanswered, as missed.
    if (call.direction === 'inbound' && !isFinal) return;
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
    receiveInboundCall,
    receiveInboundSms,
    applyCallStatus,
    applyMessageStatus,
    simulateInboundCall,
    simulateInboundSms,
  };
}
