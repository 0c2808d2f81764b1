import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  ALLOWED_ATTACHMENT_TYPES,
  CALLS_MESSAGES,
  MMS_MEDIA_MAX,
  MMS_MEDIA_MAX_BYTES,
  normalizePhoneNumber,
  type AllowedAttachmentType,
} from '@worksphere/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { detectType } from '../files/files.storage.js';
import { mediaStoragePath, openMedia } from './calls.media.js';
import * as repo from './calls.repo.js';
import { sameSignature } from './calls.routes.js';
import type { CallsService, InboundMedia } from './calls.service.js';
import {
  WEBHOOK_KINDS,
  type CallsSettingsService,
  type WebhookKind,
} from './calls.settings.service.js';
import { isValidTwilioSignature } from './providers/twilio-signature.js';
import { callStatusOf, messageStatusOf, type TwilioAccount } from './providers/twilio.provider.js';

type WebhookParams = { Params: { organizationId: string; kind: string } };

const EXTENSION: Record<AllowedAttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/mpeg': 'mpg',
};

const twiml = (reply: FastifyReply, body: string) =>
  reply
    .header('content-type', 'text/xml; charset=utf-8')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`);

/** The signed link Twilio fetches an MMS's media from: /api/calls/public-media/{id}/{signature}. */
export function publicMediaLink(deps: AppDeps) {
  return (mediaId: string) =>
    `${deps.config.publicUrl}/api/calls/public-media/${mediaId}/${deps.secrets.derive(`calls-media:${mediaId}`)}`;
}

/**
 * An inbound MMS's media, fetched from Twilio (only from its API's own origin, with the
 * account's basic auth) and stored like chat attachments; other types and oversize are skipped.
 */
async function fetchInboundMedia(
  deps: AppDeps,
  organizationId: string,
  account: TwilioAccount,
  params: URLSearchParams,
  logger: FastifyBaseLogger,
): Promise<InboundMedia[]> {
  const origin = new URL(deps.config.calls.twilioBaseUrl).origin;
  const count = Math.min(Number(params.get('NumMedia') ?? 0) || 0, MMS_MEDIA_MAX);
  const stored: InboundMedia[] = [];
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const url = params.get(`MediaUrl${index}`);
    if (!url || !URL.canParse(url) || new URL(url).origin !== origin) continue;
    try {
      const response = await fetch(url, {
        headers: {
          authorization: `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString('base64')}`,
        },
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
 * Provider webhooks, without a session: Twilio's voice, sms and status callbacks, each checked
 * against X-Twilio-Signature with the organisation's auth token before anything is read or
 * written (unsigned or forged: 403). Also the signed public links of MMS media.
 */
export function callsWebhookRoutes(
  deps: AppDeps,
  calls: CallsService,
  settings: CallsSettingsService,
) {
  return async (app: FastifyInstance) => {
    // Twilio posts form-encoded bodies; parsed here only (the rest of the API takes JSON).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    async function verified(request: FastifyRequest<WebhookParams>) {
      const { organizationId, kind } = request.params;
      const forged = () => new AppError('FORBIDDEN', CALLS_MESSAGES.webhookSignatureInvalid);
      if (!WEBHOOK_KINDS.includes(kind as WebhookKind)) throw forged();
      const account = await settings.twilioAccount(organizationId);
      if (!account) throw forged();
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const url = settings.webhookUrl(organizationId, kind as WebhookKind) + query;
      const signature = request.headers['x-twilio-signature'];
      if (
        !isValidTwilioSignature(
          account.authToken,
          url,
          params.entries(),
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        throw forged();
      }
      return { organizationId, kind: kind as WebhookKind, params, account };
    }

    app.post<WebhookParams>(
      '/calls/webhooks/twilio/:organizationId/:kind',
      {
        config: {
          rateLimit: {
            max: 600,
            timeWindow: 60_000,
            errorResponseBuilder: () => new AppError('RATE_LIMITED', CALLS_MESSAGES.rateLimited),
          },
        },
      },
      async (request, reply) => {
        const { organizationId, kind, params, account } = await verified(request);
        const from = normalizePhoneNumber(params.get('From') ?? '');
        const to = normalizePhoneNumber(params.get('To') ?? '');
        if (kind === 'voice') {
          if ((params.get('Direction') ?? 'inbound') !== 'inbound') {
            return twiml(reply, '<Say>Connecting your call.</Say><Pause length="60"/>');
          }
          if (!from || !(await repo.findNumber(deps.db, organizationId, to))) {
            return twiml(reply, '<Reject/>');
          }
          await calls.receiveInboundCall(organizationId, {
            from,
            to,
            provider: 'twilio',
            sid: params.get('CallSid'),
          });
          return twiml(
            reply,
            '<Say>Please hold while we connect your call.</Say><Pause length="60"/>',
          );
        }
        if (kind === 'sms') {
          if (from && (await repo.findNumber(deps.db, organizationId, to))) {
            const newMedia = await fetchInboundMedia(
              deps,
              organizationId,
              account,
              params,
              request.log,
            );
            await calls.receiveInboundSms(organizationId, {
              from,
              to,
              text: (params.get('Body') ?? '').slice(0, 1600),
              provider: 'twilio',
              sid: params.get('MessageSid') ?? params.get('SmsSid'),
              newMedia,
            });
          }
          return twiml(reply, '');
        }
        if (kind === 'call-status') {
          const sid = params.get('CallSid');
          const duration = Number(params.get('CallDuration'));
          if (sid) {
            await calls.applyCallStatus(
              organizationId,
              sid,
              callStatusOf(params.get('CallStatus') ?? undefined),
              Number.isInteger(duration) && duration >= 0 ? duration : null,
            );
          }
          return reply.status(204).send();
        }
        const sid = params.get('MessageSid') ?? params.get('SmsSid');
        const errorCode = params.get('ErrorCode');
        if (sid) {
          await calls.applyMessageStatus(
            organizationId,
            sid,
            messageStatusOf(params.get('MessageStatus') ?? params.get('SmsStatus') ?? undefined),
            errorCode ? `Error ${errorCode}` : null,
          );
        }
        return reply.status(204).send();
      },
    );

    /** The media of an outgoing MMS, for the provider to fetch: the link's signature is the key. */
    app.get<{ Params: { id: string; signature: string } }>(
      '/calls/public-media/:id/:signature',
      async (request, reply) => {
        const { id, signature } = request.params;
        const valid =
          isUuid(id) && sameSignature(signature, deps.secrets.derive(`calls-media:${id}`));
        const media = valid ? await repo.findMediaById(deps.db, id) : undefined;
        const opened = media
          ? await openMedia(deps.config.uploadsDir, media.storagePath)
          : undefined;
        if (!media || !opened) throw new AppError('NOT_FOUND', 'File not found.');
        return reply
          .header('content-type', media.mimetype)
          .header('content-length', opened.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(opened.stream);
      },
    );
  };
}
