import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  CALLS_MESSAGES,
  FINAL_CALL_STATUSES,
  formatPhoneNumber,
  inboxText,
  isId,
  makeCallRequestSchema,
  VOICE_CALL_ID_PARAM,
  VOICE_CONNECT_PARAMS,
  voiceIdentityOf,
  userIdOfVoiceIdentity,
  type VoiceTokenResponse,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { assertPermission, type SessionContext } from '../../platform/auth/session-context.js';
import { AppError } from '../../platform/errors.js';
import type { CallsEvents } from './calls.events.js';
import type { InboundService } from './calls.inbound.service.js';
import type { CallRecords } from './calls.records.js';
import * as repo from './calls.repo.js';
import type { CallsSettingsService } from './calls.settings.service.js';
import { telephonyAppError } from './calls.service.js';
import {
  clientNoun,
  dial,
  enqueue,
  hangup,
  numberNoun,
  pause,
  playDigits,
  queueNoun,
  redirect,
  reject,
  say,
  twimlResponse,
  type TwimlNode,
} from './calls.twiml.js';
import { openMedia, storeMedia } from './calls.media.js';
import { transcribeBytes, type ReceivedAudio } from './calls.transcription.js';
import { mintVoiceToken } from './calls.voice-token.js';
import { dialActionUrl, voicemailTwiml } from './calls.voicemail.js';
import { TelephonyError } from './providers/telephony-provider.js';
import { createTwilioProvider } from './providers/twilio.provider.js';

export type VoiceService = ReturnType<typeof createVoiceService>;

/** How long an inbound call rings the members before it goes to voicemail. */
export const RING_SECONDS = 20;
/** Twilio dials at most 10 parties at once. */
const MAX_DIAL_TARGETS = 10;
/** A member on hold hears silence and Twilio asks again this often (hold or resume). */
const HOLD_POLL_SECONDS = 30;

/** How long the member's leg waits while keys are played to the other party (half a second each). */
const keysSeconds = (digits: string | null) => 1 + Math.ceil((digits?.length ?? 0) / 2);

/** The queue the other party waits in while on hold: one per call. */
const holdQueueOf = (callId: string) => `hold-${callId}`;

/**
 * Calls that carry a voice through Twilio (issue 26), beside calls.service.ts (placing, the log)
 * and calls.inbound.service.ts (what comes in):
 * - browser mode: voice access tokens, the TwiML App's voice URL (outbound from the browser),
 *   inbound calls ringing the assigned members' browsers;
 * - callback mode: the member's own phone rings first, then the other party is dialled; inbound
 *   calls ring the assigned members' own phones;
 * - voicemail after RING_SECONDS, kept as a recording and told to the number's members;
 * - hold, keys and transfer by redirecting a call's legs with TwiML (Calls/{sid}.json Twiml=…).
 *
 * HOLD: the leg that is the <Dial>'s child is redirected (a redirected child keeps running;
 * a redirected parent would hang its child up). The other party waits in the call's own queue
 * (<Enqueue>, Twilio's hold music) and the member hears silence; resume redirects the member's
 * leg to <Dial><Queue>, which bridges them again. Keys go the same way: the other party hears
 * <Play digits> before the queue, and the member's leg dials the queue straight back.
 * Loopback calls only record these states.
 */
export function createVoiceService(
  deps: AppDeps,
  settings: CallsSettingsService,
  events: CallsEvents,
  records: CallRecords,
  inbound: InboundService,
) {
  const { db, config } = deps;

  const actionUrl = (organizationId: string, callId: string, extra: Record<string, string> = {}) =>
    dialActionUrl(settings, organizationId, callId, extra);

  /** GET /calls/voice-token: a short-lived token for this member's browser line. */
  async function voiceToken(session: SessionContext): Promise<VoiceTokenResponse> {
    assertPermission(session, 'calls:use');
    const setup = await settings.voiceSetup(session.organizationId);
    if (!setup?.voice) throw new AppError('CONFLICT', CALLS_MESSAGES.voiceNotConfigured);
    const identity = voiceIdentityOf(session.userId);
    const { token, expiresAt } = mintVoiceToken({
      accountSid: setup.account.accountSid,
      apiKeySid: setup.voice.apiKeySid,
      apiKeySecret: setup.voice.apiKeySecret,
      twimlAppSid: setup.voice.twimlAppSid,
      identity,
    });
    return { token, identity, expiresAt: expiresAt.toISOString() };
  }

  /** Twilio's REST API for the organisation, for steering live calls. */
  async function twilioOf(organizationId: string) {
    const setup = await settings.voiceSetup(organizationId);
    if (!setup) throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.twilioNotConfigured);
    return { ...setup, rest: createTwilioProvider(config.calls.twilioBaseUrl, setup.account) };
  }

  // ---- TwiML answers -----------------------------------------------------------------------

  const voicemail = (organizationId: string, call: repo.CallRow) =>
    voicemailTwiml(db, settings, organizationId, call);

  /**
   * An inbound call, logged as ringing: its number's members are rung in their browsers
   * (browser mode) or on their own phones (callback mode); nobody to ring is voicemail at once.
   */
  async function ringMembers(organizationId: string, callId: string) {
    const { call } = await records.currentCall(organizationId, callId);
    const setup = await settings.voiceSetup(organizationId);
    const recipients = await settings.recipientsOf(organizationId, call.ourNumber);
    let targets: TwimlNode[];
    if (setup?.mode === 'browser') {
      targets = recipients.map((userId) =>
        clientNoun(voiceIdentityOf(userId), { [VOICE_CALL_ID_PARAM]: call.id }),
      );
    } else {
      const phones = await repo.phonesOfUsers(db, organizationId, recipients);
      targets = recipients.flatMap((userId) => {
        const phone = phones.get(userId);
        return phone ? [numberNoun(phone)] : [];
      });
    }
    if (targets.length === 0) return voicemail(organizationId, call);
    return twimlResponse(
      dial(
        { action: actionUrl(organizationId, call.id), timeout: RING_SECONDS, answerOnBridge: true },
        ...targets.slice(0, MAX_DIAL_TARGETS),
      ),
    );
  }

  /**
   * The TwiML App's voice URL: a member's browser places a call. `From` is Twilio's
   * "client:<identity>"; To and OurNumber are the browser's parameters. The call is logged as
   * the member's and dialled from our number.
   */
  async function browserCall(organizationId: string, params: URLSearchParams) {
    const userId = userIdOfVoiceIdentity(params.get('From') ?? params.get('Caller') ?? '');
    const callers = await repo.callUsers(db, organizationId);
    if (!userId || !callers.includes(userId)) return twimlResponse(reject());
    const to = params.get(VOICE_CONNECT_PARAMS.to) ?? '';
    const ourNumber = params.get(VOICE_CONNECT_PARAMS.ourNumber) ?? '';
    const own = await repo.findNumber(db, organizationId, ourNumber);
    const parsed = makeCallRequestSchema.safeParse({ from: ourNumber, to });
    if (!own || !parsed.success) {
      return twimlResponse(say(CALLS_MESSAGES.makeCallFailed), hangup());
    }
    const sid = params.get('CallSid');
    const known = sid ? await repo.findCallBySid(db, organizationId, sid) : undefined;
    const row =
      known ??
      (await repo.insertCall(db, {
        organizationId,
        direction: 'outbound',
        status: 'ringing',
        fromNumber: parsed.data.from,
        toNumber: parsed.data.to,
        contactNumber: parsed.data.to,
        ourNumber: parsed.data.from,
        provider: 'twilio',
        providerSid: sid,
        userId,
      }));
    if (!known) await records.announceCall(organizationId, row.id);
    return twimlResponse(
      dial(
        {
          callerId: row.ourNumber,
          action: actionUrl(organizationId, row.id),
          answerOnBridge: true,
        },
        numberNoun(row.contactNumber),
      ),
    );
  }

  /** Callback mode: the member answered their own phone; now the other party is dialled. */
  async function callbackConnect(organizationId: string, callId: string | null) {
    const found = callId && isId(callId) ? await repo.findCall(db, organizationId, callId) : null;
    if (!found || FINAL_CALL_STATUSES.includes(found.call.status)) {
      return twimlResponse(hangup());
    }
    const { call } = found;
    return twimlResponse(
      dial(
        { callerId: call.ourNumber, action: actionUrl(organizationId, call.id) },
        numberNoun(call.contactNumber),
      ),
    );
  }

  /**
   * A <Dial> of ours ended (the dialled party left, nobody answered, or a leg was redirected
   * for hold or keys): what the leg still here does next.
   */
  async function dialAction(
    organizationId: string,
    callId: string | null,
    step: string | null,
    params: URLSearchParams,
  ) {
    if (step === 'recorded') return twimlResponse(hangup());
    if (step === 'member-hold') return memberHold(organizationId, callId);
    const found = callId && isId(callId) ? await repo.findCall(db, organizationId, callId) : null;
    if (!found) return twimlResponse(hangup());
    const { call } = found;
    const queue = holdQueueOf(call.id);
    const isInbound = call.direction === 'inbound';
    if (!FINAL_CALL_STATUSES.includes(call.status) && (call.onHold || call.pendingDigits)) {
      // Inbound: this is the caller's leg (the parent) — it waits in the queue, after any keys.
      if (isInbound) {
        const digits = call.pendingDigits;
        if (digits) await repo.updateCall(db, organizationId, call.id, { pendingDigits: null });
        return twimlResponse(...(digits ? [playDigits(digits)] : []), enqueue(queue));
      }
      // Outbound: this is the member's leg; on hold it waits, after keys it dials straight back.
      if (call.onHold) {
        return twimlResponse(
          pause(HOLD_POLL_SECONDS),
          redirect(actionUrl(organizationId, call.id)),
        );
      }
      await repo.updateCall(db, organizationId, call.id, { pendingDigits: null });
      return twimlResponse(
        pause(keysSeconds(call.pendingDigits)),
        dial({ action: actionUrl(organizationId, call.id) }, queueNoun(queue)),
      );
    }
    const dialStatus = params.get('DialCallStatus') ?? '';
    if (isInbound && !call.answeredAt && dialStatus !== 'completed' && dialStatus !== 'answered') {
      return voicemail(organizationId, call);
    }
    if (isInbound && !call.answeredAt) {
      const duration = Number(params.get('DialCallDuration'));
      await repo.updateCall(db, organizationId, call.id, {
        status: 'in-progress',
        answeredAt: new Date(Date.now() - (Number.isFinite(duration) ? duration * 1000 : 0)),
      });
      await records.announceCall(organizationId, call.id);
    }
    return twimlResponse(hangup());
  }

  /**
   * Twilio stored a voicemail: kept with its call (the audio stays at Twilio, fetched with the
   * account's credentials when played), transcribed when transcription is configured, the call
   * ends as missed, and the number's members find it in their Inbox.
   */
  async function recordingReady(
    organizationId: string,
    callId: string | null,
    params: URLSearchParams,
    logger: FastifyBaseLogger,
  ) {
    const found = callId && isId(callId) ? await repo.findCall(db, organizationId, callId) : null;
    const recordingSid = params.get('RecordingSid');
    const url = params.get('RecordingUrl');
    if (
      !found ||
      !recordingSid ||
      !url ||
      (params.get('RecordingStatus') ?? 'completed') !== 'completed'
    ) {
      return;
    }
    if (new URL(url).origin !== new URL(config.calls.twilioBaseUrl).origin) return;
    const duration = Number(params.get('RecordingDuration'));
    const recording = await repo.insertRecording(db, {
      organizationId,
      callId: found.call.id,
      provider: 'twilio',
      providerSid: recordingSid,
      providerUrl: url,
      mimetype: 'audio/mpeg',
      durationSeconds: Number.isInteger(duration) && duration >= 0 ? duration : null,
    });
    if (!recording) return;
    // Answered at once (Twilio waits 15 s at most); transcribing may take longer.
    void voicemailLeft(organizationId, found.call, recording, async () => {
      const { rest } = await twilioOf(organizationId);
      const response = await rest.fetchRecording(`${url}.mp3`);
      if (!response.ok) throw new TelephonyError('unavailable', `HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    }).catch((error: unknown) => logger.warn({ err: error }, 'voicemail could not be told'));
  }

  /** A voicemail was kept: the call ends unanswered, is transcribed, and reaches its members. */
  async function voicemailLeft(
    organizationId: string,
    call: repo.CallRow,
    recording: repo.RecordingRow,
    audio: () => Promise<Buffer>,
  ) {
    if (!FINAL_CALL_STATUSES.includes(call.status) || call.answeredAt) {
      await repo.updateCall(db, organizationId, call.id, {
        status: call.answeredAt ? call.status : 'no-answer',
        endedAt: call.endedAt ?? new Date(),
      });
    }
    if (config.transcription) {
      try {
        const text = await transcribeBytes(config, await audio(), recording.mimetype);
        await repo.updateCall(db, organizationId, call.id, { transcription: text });
      } catch {
        // The voicemail stays playable; the transcription can be asked for again from the log.
      }
    }
    const presented = await records.announceCall(organizationId, call.id);
    await events.voicemail(
      organizationId,
      presented,
      inboxText('voicemail', { from: formatPhoneNumber(call.fromNumber) }),
    );
  }

  // ---- during a call ---------------------------------------------------------------------

  async function liveCall(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const { call } = await records.currentCall(session.organizationId, id);
    if (call.status !== 'in-progress') {
      throw new AppError('CONFLICT', CALLS_MESSAGES.callNotInProgress);
    }
    return call;
  }

  /** The member's leg and the other party's: for an inbound call the member's is a child. */
  async function legsOf(organizationId: string, call: repo.CallRow) {
    const { rest } = await twilioOf(organizationId);
    if (!call.providerSid) throw new AppError('CONFLICT', CALLS_MESSAGES.callNotInProgress);
    let child = call.direction === 'inbound' ? call.memberLegSid : null;
    if (!child) {
      const children = await rest.childCalls(call.providerSid);
      child = children.find((leg) => leg.status === 'in-progress')?.sid ?? null;
    }
    if (!child) throw new AppError('CONFLICT', CALLS_MESSAGES.callNotInProgress);
    return call.direction === 'inbound'
      ? { rest, member: child, other: call.providerSid, child }
      : { rest, member: call.providerSid, other: child, child };
  }

  const steer = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      throw error instanceof TelephonyError ? telephonyAppError(error) : error;
    }
  };

  /** POST /calls/{id}/hold: the other party hears hold music, the member silence. */
  async function hold(session: SessionContext, id: string) {
    const call = await liveCall(session, id);
    const { organizationId } = session;
    if (!call.onHold && call.provider === 'twilio') {
      await steer(async () => {
        const legs = await legsOf(organizationId, call);
        await repo.updateCall(db, organizationId, call.id, {
          onHold: true,
          memberLegSid: call.direction === 'inbound' ? legs.member : call.memberLegSid,
        });
        // The child leg is moved; the parent's <Dial> ends and its action says what it does.
        const childTwiml =
          call.direction === 'inbound'
            ? twimlResponse(
                pause(HOLD_POLL_SECONDS),
                redirect(memberHoldUrl(organizationId, call.id)),
              )
            : twimlResponse(enqueue(holdQueueOf(call.id)));
        await legs.rest.redirectCall(legs.child, childTwiml);
      });
    } else {
      await repo.updateCall(db, organizationId, call.id, { onHold: true });
    }
    return records.announceCall(organizationId, call.id);
  }

  /** Where an inbound call's member leg asks again while on hold. */
  const memberHoldUrl = (organizationId: string, callId: string) =>
    actionUrl(organizationId, callId, { step: 'member-hold' });

  /** POST /calls/{id}/resume: the member's leg dials the call's queue and they talk again. */
  async function resume(session: SessionContext, id: string) {
    const call = await liveCall(session, id);
    const { organizationId } = session;
    if (!call.onHold) throw new AppError('CONFLICT', CALLS_MESSAGES.callNotOnHold);
    await repo.updateCall(db, organizationId, call.id, { onHold: false });
    if (call.provider === 'twilio') {
      await steer(async () => {
        const { rest } = await twilioOf(organizationId);
        const memberLeg = call.direction === 'inbound' ? call.memberLegSid : call.providerSid;
        if (!memberLeg) throw new AppError('CONFLICT', CALLS_MESSAGES.callNotInProgress);
        await rest.redirectCall(memberLeg, rebridgeTwiml(organizationId, call.id));
      });
    }
    return records.announceCall(organizationId, call.id);
  }

  const rebridgeTwiml = (organizationId: string, callId: string) =>
    twimlResponse(
      dial({ action: actionUrl(organizationId, callId) }, queueNoun(holdQueueOf(callId))),
    );

  /** The member leg of an inbound call on hold asks again: still on hold, or back to the call. */
  async function memberHold(organizationId: string, callId: string | null) {
    const found = callId && isId(callId) ? await repo.findCall(db, organizationId, callId) : null;
    if (!found || FINAL_CALL_STATUSES.includes(found.call.status)) return twimlResponse(hangup());
    if (found.call.onHold) {
      return twimlResponse(
        pause(HOLD_POLL_SECONDS),
        redirect(memberHoldUrl(organizationId, found.call.id)),
      );
    }
    return rebridgeTwiml(organizationId, found.call.id);
  }

  /** POST /calls/{id}/dtmf: keys for the other party (a menu, a code). */
  async function sendDigits(session: SessionContext, id: string, digits: string) {
    const call = await liveCall(session, id);
    const { organizationId } = session;
    if (call.provider === 'twilio' && !call.onHold) {
      await steer(async () => {
        const legs = await legsOf(organizationId, call);
        if (call.direction === 'inbound') {
          // The member's leg leaves the bridge; the caller hears the keys, then waits for it.
          await repo.updateCall(db, organizationId, call.id, {
            pendingDigits: digits,
            memberLegSid: legs.member,
          });
          await legs.rest.redirectCall(
            legs.child,
            twimlResponse(
              pause(keysSeconds(digits)),
              dial({ action: actionUrl(organizationId, call.id) }, queueNoun(holdQueueOf(call.id))),
            ),
          );
        } else {
          await repo.updateCall(db, organizationId, call.id, { pendingDigits: digits });
          await legs.rest.redirectCall(
            legs.child,
            twimlResponse(playDigits(digits), enqueue(holdQueueOf(call.id))),
          );
        }
      });
    }
    await repo.updateCall(db, organizationId, call.id, { digitsSent: digits });
    return records.announceCall(organizationId, call.id);
  }

  /** POST /calls/{id}/transfer: the other party is rung through to another member instead. */
  async function transfer(session: SessionContext, id: string, userId: string) {
    const call = await liveCall(session, id);
    const { organizationId } = session;
    const callers = await repo.callUsers(db, organizationId);
    if (userId === session.userId || !callers.includes(userId)) {
      throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.transferTargetInvalid);
    }
    if (call.provider === 'twilio') {
      await steer(async () => {
        const legs = await legsOf(organizationId, call);
        const setup = await settings.voiceSetup(organizationId);
        let target: TwimlNode;
        if (setup?.mode === 'browser') {
          target = clientNoun(voiceIdentityOf(userId), { [VOICE_CALL_ID_PARAM]: call.id });
        } else {
          const phone = (await repo.phonesOfUsers(db, organizationId, [userId])).get(userId);
          if (!phone) throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.transferTargetNoPhone);
          target = numberNoun(phone);
        }
        // The other party is dialled through to the new member; the member's leg ends.
        await legs.rest.redirectCall(
          legs.other,
          twimlResponse(
            dial(
              {
                callerId: call.direction === 'outbound' ? call.ourNumber : undefined,
                action: actionUrl(organizationId, call.id),
                timeout: RING_SECONDS,
              },
              target,
            ),
          ),
        );
      });
    }
    await repo.updateCall(db, organizationId, call.id, { userId, onHold: false });
    return records.announceCall(organizationId, call.id);
  }

  // ---- recordings ------------------------------------------------------------------------

  /**
   * GET /calls/recordings/{id}: the audio, from this server (loopback) or fetched from Twilio
   * with the account's credentials; another organisation's is "not found".
   */
  async function openRecording(session: SessionContext, id: string) {
    assertPermission(session, 'calls:use');
    const row = isId(id) ? await repo.findRecording(db, session.organizationId, id) : undefined;
    if (!row) throw new AppError('NOT_FOUND', CALLS_MESSAGES.recordingNotFound);
    if (row.storagePath) {
      const opened = await openMedia(config.uploadsDir, row.storagePath);
      if (!opened) throw new AppError('NOT_FOUND', CALLS_MESSAGES.recordingNotFound);
      return { mimetype: row.mimetype, size: opened.size, body: opened.stream };
    }
    const { rest } = await twilioOf(session.organizationId);
    let response: Response;
    try {
      response = await rest.fetchRecording(`${row.providerUrl}.mp3`);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.recordingUnavailable);
    }
    if (!response.ok || !response.body) {
      throw new AppError('SERVICE_UNAVAILABLE', CALLS_MESSAGES.recordingUnavailable);
    }
    const size = Number(response.headers.get('content-length'));
    return {
      mimetype: 'audio/mpeg',
      size: Number.isInteger(size) && size > 0 ? size : undefined,
      body: Readable.fromWeb(response.body as never),
    };
  }

  /**
   * POST /calls/simulate/voicemail (ADMIN, loopback): a call rings in, nobody answers, and the
   * caller leaves the uploaded recording; it then goes where a real voicemail goes.
   */
  async function simulateVoicemail(
    session: SessionContext,
    input: { from: string; to?: string | undefined },
    audio: ReceivedAudio,
  ) {
    const { organizationId } = session;
    const placed = await inbound.simulateInboundCall(session, input);
    const size = (await stat(audio.tempPath)).size;
    const stored = await storeMedia(config.uploadsDir, organizationId, {
      filename: `voicemail.${audio.extension}`,
      mimetype: audio.mimetype as never,
      extension: audio.extension,
      size,
      tempPath: audio.tempPath,
    });
    const recording = await repo.insertRecording(db, {
      organizationId,
      callId: placed.id,
      provider: 'loopback',
      storagePath: stored.storagePath,
      mimetype: audio.mimetype,
      durationSeconds: null,
    });
    const { call } = await records.currentCall(organizationId, placed.id);
    await voicemailLeft(organizationId, call, recording!, async () =>
      readFile(path.join(config.uploadsDir, stored.storagePath)),
    );
    return records.presentedCall(organizationId, placed.id);
  }

  return {
    openRecording,
    simulateVoicemail,
    voiceToken,
    ringMembers,
    browserCall,
    callbackConnect,
    dialAction,
    memberHold,
    recordingReady,
    voicemailLeft,
    hold,
    resume,
    sendDigits,
    transfer,
  };
}
