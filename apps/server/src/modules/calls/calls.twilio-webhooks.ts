import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ALLOWED_ATTACHMENT_TYPES,
  MMS_MEDIA_MAX,
  MMS_MEDIA_MAX_BYTES,
  normalizePhoneNumber,
  SMS_TEXT_MAX_LENGTH,
  type AllowedAttachmentType,
} from '@worksphere/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { detectType } from '../files/files.storage.js';
import type { InboundMedia, InboundService } from './calls.inbound.service.js';
import { mediaStoragePath } from './calls.media.js';
import * as repo from './calls.repo.js';
import type { WebhookKind } from './calls.settings.service.js';
import { dial, hangup, numberNoun, reject, twimlResponse } from './calls.twiml.js';
import type { VoiceService } from './calls.voice.service.js';
import { callStatusOf, messageStatusOf, type TwilioAccount } from './providers/twilio.provider.js';

/** What a webhook answers Twilio: TwiML (voice, sms) or nothing (status callbacks). */
export type WebhookAnswer = { twiml: string } | { empty: true };

const EXTENSION: Record<AllowedAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
};

const answer = (twiml: string): WebhookAnswer => ({ twiml });

/** The callers' media stay with Twilio's own API: never fetched from another origin. */
function isTwilioMediaUrl(url: string | null, twilioBaseUrl: string): url is string {
  return Boolean(url && URL.canParse(url) && new URL(url).origin === new URL(twilioBaseUrl).origin);
}

/**
 * An inbound MMS's media, fetched from Twilio with the account's basic auth and stored like
 * chat attachments; other types, and files past 5 MB in all, are left out.
 */
async function fetchInboundMedia(
  deps: AppDeps,
  organizationId: string,
  account: TwilioAccount,
  params: URLSearchParams,
  logger: FastifyBaseLogger,
): Promise<InboundMedia[]> {
  const count = Math.min(Number(params.get('NumMedia') ?? 0) || 0, MMS_MEDIA_MAX);
  const authorization = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`;
  const stored: InboundMedia[] = [];
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const url = params.get(`MediaUrl${index}`);
    if (!isTwilioMediaUrl(url, deps.config.calls.twilioBaseUrl)) continue;
    try {
      const response = await fetch(url, {
        headers: { authorization },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) continue;
      const bytes = Buffer.from(await response.arrayBuffer());
      const mimetype = (await detectType(bytes.subarray(0, 4100))) as AllowedAttachmentType;
      if (!ALLOWED_ATTACHMENT_TYPES.includes(mimetype)) continue;
      if (total + bytes.length > MMS_MEDIA_MAX_BYTES) continue;
      total += bytes.length;
      const id = randomUUID();
      const storagePath = mediaStoragePath(organizationId, id, EXTENSION[mimetype]);
      const target = path.join(deps.config.uploadsDir, storagePath);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes, { flag: 'wx' });
      stored.push({
        id,
        organizationId,
        filename: `media-${index + 1}.${EXTENSION[mimetype]}`,
        mimetype,
        size: bytes.length,
        storagePath,
      });
    } catch (error) {
      logger.warn({ err: error }, 'inbound MMS media could not be fetched');
    }
  }
  return stored;
}

/**
 * One verified Twilio webhook of the organisation, read as Twilio sends it (From, To, CallSid,
 * MessageSid, CallStatus, MessageStatus, ErrorCode, NumMedia/MediaUrlN). Inbound calls and
 * messages to a number that is not the organisation's are rejected, and nothing is kept.
 */
export async function handleTwilioWebhook(
  deps: AppDeps,
  inbound: InboundService,
  voice: VoiceService,
  webhook: {
    organizationId: string;
    kind: WebhookKind;
    params: URLSearchParams;
    /** Our own query parameters of the address (callId, step), signed with it. */
    query: URLSearchParams;
    account: TwilioAccount;
  },
  logger: FastifyBaseLogger,
): Promise<WebhookAnswer> {
  const { organizationId, kind, params, query, account } = webhook;
  const callId = query.get('callId');
  switch (kind) {
    case 'twiml-app':
      return answer(await voice.browserCall(organizationId, params));
    case 'callback-connect':
      return answer(await voice.callbackConnect(organizationId, callId));
    case 'dial-action':
      return answer(await voice.dialAction(organizationId, callId, query.get('step'), params));
    case 'recording-status':
      await voice.recordingReady(organizationId, callId, params, logger);
      return { empty: true };
    default:
      break;
  }
  const from = normalizePhoneNumber(params.get('From') ?? '');
  const to = normalizePhoneNumber(params.get('To') ?? '');
  const isOurs = async () => Boolean(from && (await repo.findNumber(deps.db, organizationId, to)));

  if (kind === 'voice') {
    // A call placed through the REST API with this URL (before callback-connect existed):
    // the party who answered is bridged to the other one.
    if ((params.get('Direction') ?? 'inbound') !== 'inbound') {
      const sid = params.get('CallSid');
      const call = sid ? await repo.findCallBySid(deps.db, organizationId, sid) : undefined;
      if (!call) return answer(twimlResponse(hangup()));
      return answer(
        twimlResponse(dial({ callerId: call.ourNumber }, numberNoun(call.contactNumber))),
      );
    }
    if (!(await isOurs())) return answer(twimlResponse(reject()));
    const call = await inbound.receiveInboundCall(organizationId, {
      from,
      to,
      provider: 'twilio',
      sid: params.get('CallSid'),
    });
    return answer(await voice.ringMembers(organizationId, call.id));
  }

  if (kind === 'sms') {
    const sid = params.get('MessageSid') ?? params.get('SmsSid');
    // Twilio retries a webhook it got no answer to: a message already kept is not fetched again.
    const isKnown = sid
      ? Boolean(await repo.findMessageBySid(deps.db, organizationId, sid))
      : false;
    if (!isKnown && (await isOurs())) {
      await inbound.receiveInboundSms(organizationId, {
        from,
        to,
        text: (params.get('Body') ?? '').slice(0, SMS_TEXT_MAX_LENGTH),
        provider: 'twilio',
        sid,
        newMedia: await fetchInboundMedia(deps, organizationId, account, params, logger),
      });
    }
    return answer(twimlResponse());
  }

  if (kind === 'call-status') {
    const sid = params.get('CallSid');
    const duration = Number(params.get('CallDuration'));
    if (sid) {
      await inbound.applyCallStatus(
        organizationId,
        sid,
        callStatusOf(params.get('CallStatus') ?? undefined),
        Number.isInteger(duration) && duration >= 0 ? duration : null,
      );
    }
    return { empty: true };
  }

  const sid = params.get('MessageSid') ?? params.get('SmsSid');
  const errorCode = params.get('ErrorCode');
  if (sid) {
    await inbound.applyMessageStatus(
      organizationId,
      sid,
      messageStatusOf(params.get('MessageStatus') ?? params.get('SmsStatus') ?? undefined),
      errorCode ? `Error ${errorCode}` : null,
    );
  }
  return { empty: true };
}
