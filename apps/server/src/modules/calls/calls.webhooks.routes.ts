import { CALLS_MESSAGES } from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import type { InboundService } from './calls.inbound.service.js';
import { openMedia, sameSignature } from './calls.media.js';
import * as repo from './calls.repo.js';
import {
  WEBHOOK_KINDS,
  type CallsSettingsService,
  type WebhookKind,
} from './calls.settings.service.js';
import { handleTwilioWebhook } from './calls.twilio-webhooks.js';
import type { VoiceService } from './calls.voice.service.js';
import { isValidTwilioSignature } from './providers/twilio-signature.js';

type WebhookParams = { Params: { organizationId: string; kind: string } };

/** The signed link Twilio fetches an MMS's media from: /api/calls/public-media/{id}/{signature}. */
export function publicMediaLink(deps: AppDeps) {
  return (mediaId: string) =>
    `${deps.config.publicUrl}/api/calls/public-media/${mediaId}/${deps.secrets.derive(`calls-media:${mediaId}`)}`;
}

/**
 * Provider webhooks, without a session: Twilio's voice, sms and status callbacks, each checked
 * against X-Twilio-Signature with the organisation's auth token before anything is read or
 * written (unsigned or forged: 403). Also the signed public links of MMS media.
 */
export function callsWebhookRoutes(
  deps: AppDeps,
  inbound: InboundService,
  settings: CallsSettingsService,
  voice: VoiceService,
) {
  return async (app: FastifyInstance) => {
    // Twilio posts form-encoded bodies; parsed here only (the rest of the API takes JSON).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );

    /** The webhook's organisation, kind, parameters and account, once its signature holds. */
    async function verified(request: FastifyRequest<WebhookParams>) {
      const { organizationId, kind } = request.params;
      const forged = () => new AppError('FORBIDDEN', CALLS_MESSAGES.webhookSignatureInvalid);
      if (!WEBHOOK_KINDS.includes(kind as WebhookKind)) throw forged();
      const account = await settings.twilioAccount(organizationId);
      if (!account) throw forged();
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      // Twilio signs the address it was given: PUBLIC_URL's, with any query string.
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const url = settings.webhookUrl(organizationId, kind as WebhookKind) + query;
      const signature = request.headers['x-twilio-signature'];
      const isSigned = isValidTwilioSignature(
        account.authToken,
        url,
        params.entries(),
        typeof signature === 'string' ? signature : undefined,
      );
      if (!isSigned) throw forged();
      return {
        organizationId,
        kind: kind as WebhookKind,
        params,
        query: new URLSearchParams(query.slice(1)),
        account,
      };
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
        const answer = await handleTwilioWebhook(
          deps,
          inbound,
          voice,
          await verified(request),
          request.log,
        );
        if ('empty' in answer) return reply.status(204).send();
        return reply.header('content-type', 'text/xml; charset=utf-8').send(answer.twiml);
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
