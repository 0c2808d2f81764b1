import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  addPhoneNumberRequestSchema,
  CALLS_MESSAGES,
  callLogQuerySchema,
  conversationMessagesQuerySchema,
  isNormalizedPhoneNumber,
  makeCallRequestSchema,
  sendDigitsRequestSchema,
  simulateVoicemailFieldsSchema,
  transferCallRequestSchema,
  updatePhoneNumberRequestSchema,
  MMS_MEDIA_MAX_BYTES,
  sendMessageRequestSchema,
  simulateInboundCallRequestSchema,
  simulateInboundSmsRequestSchema,
  TRANSCRIPTION_AUDIO_MAX_BYTES,
  transcribeFieldsSchema,
  updateCallSettingsRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import {
  assertPermission,
  sessionOf,
  type PreHandler,
} from '../../platform/auth/session-context.js';
import { AppError, asMultipartError } from '../../platform/errors.js';
import { isUuid } from '../../platform/http.js';
import { discardReceived, receiveAttachment, type ReceivedFile } from '../chat/chat.attachments.js';
import { openMedia, removeMediaFile, storeMedia } from './calls.media.js';
import { presentMedia } from './calls.presenter.js';
import * as repo from './calls.repo.js';
import type { InboundService } from './calls.inbound.service.js';
import type { CallsRateLimit } from './calls.rate-limit.js';
import type { CallsService } from './calls.service.js';
import type { CallsSettingsService } from './calls.settings.service.js';
import type { VoiceService } from './calls.voice.service.js';
import {
  assertTranscriptionConfigured,
  discardTemp,
  receiveAudio,
  transcribeAudio,
  type ReceivedAudio,
} from './calls.transcription.js';

type WithId = { Params: { id: string } };

/** How long an uploaded media file waits to be sent with a message before it is removed. */
const UNSENT_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;
type WithContact = { Params: { contactNumber: string } };

const drain = (stream: NodeJS.ReadableStream) =>
  pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));

/** A path's contact number: a normalized (E.164) number only, anything else is no conversation. */
function contactOf(value: string): string {
  if (!isNormalizedPhoneNumber(value)) throw new AppError('NOT_FOUND', 'Conversation not found.');
  return value;
}

/** The one file of a multipart body under `field`, with the text fields; others are drained. */
async function readOneFile<T extends { tempPath: string }>(
  request: FastifyRequest,
  field: string,
  receive: (part: { filename: string; file: NodeJS.ReadableStream }) => Promise<T>,
  discard: (received: T) => Promise<unknown>,
) {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send this as multipart/form-data.');
  }
  const fields: Record<string, unknown> = {};
  let received: T | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === field && !received) {
        received = await receive({ filename: part.filename || 'file', file: part.file });
      } else await drain(part.file);
    }
  } catch (error) {
    if (received) await discard(received);
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  return { fields, received };
}

/** Serve a stored media file to the caller. */
async function sendMedia(reply: FastifyReply, uploadsDir: string, media: repo.MediaRow) {
  const opened = await openMedia(uploadsDir, media.storagePath);
  if (!opened) throw new AppError('NOT_FOUND', 'File not found.');
  return reply
    .header('content-type', media.mimetype)
    .header('content-length', opened.size)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-cache')
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(media.filename)}`)
    .send(opened.stream);
}

/**
 * Calls and SMS for signed-in members (calls:use; settings, numbers and simulation ADMIN).
 * Contracts: packages/contracts/src/calls.ts. Webhooks: calls.webhooks.routes.ts.
 */
export function callsRoutes(
  deps: AppDeps,
  calls: CallsService,
  inbound: InboundService,
  settings: CallsSettingsService,
  voice: VoiceService,
  authenticate: PreHandler,
  rateLimit: CallsRateLimit,
) {
  const { uploadsDir } = deps.config;
  const limited = { onRequest: rateLimit.onRequest };

  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: TRANSCRIPTION_AUDIO_MAX_BYTES, files: 2, fields: 5, fieldSize: 1_000 },
    });
    app.addHook('preHandler', authenticate);

    // ---- spec 3 §7 -----------------------------------------------------------------------
    app.post('/calls/make-call', limited, async (request, reply) =>
      reply.status(201).send({
        call: await calls.makeCall(
          sessionOf(request),
          makeCallRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );

    app.post('/calls/message/send', limited, async (request, reply) =>
      reply.status(201).send({
        message: await calls.sendMessage(
          sessionOf(request),
          sendMessageRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );

    app.post('/calls/transcribe/audio', limited, async (request) => {
      const session = sessionOf(request);
      assertPermission(session, 'calls:use');
      // Refused before the upload is read: nothing to do without an endpoint.
      assertTranscriptionConfigured(deps.config, session.role === 'ADMIN');
      const { fields, received } = await readOneFile<ReceivedAudio>(
        request,
        'audio',
        ({ file }) => receiveAudio(uploadsDir, file as never),
        (audio) => discardTemp(audio.tempPath),
      );
      if (!received) throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.audioMissing);
      try {
        const { callId } = transcribeFieldsSchema.parse(fields);
        if (callId) await calls.getCall(session, callId);
        const transcription = await transcribeAudio(deps.config, received);
        if (callId) await calls.saveTranscription(session, callId, transcription);
        return { transcription };
      } finally {
        await discardTemp(received.tempPath);
      }
    });

    // ---- media ---------------------------------------------------------------------------
    app.post('/calls/media', limited, async (request, reply) => {
      const session = sessionOf(request);
      assertPermission(session, 'calls:use');
      const { received } = await readOneFile<ReceivedFile>(
        request,
        'file',
        ({ filename, file }) =>
          receiveAttachment(uploadsDir, filename, file as never, MMS_MEDIA_MAX_BYTES),
        (file) => discardReceived([file]),
      );
      if (!received) throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.mediaMissing);
      if (received.size > MMS_MEDIA_MAX_BYTES) {
        await discardReceived([received]);
        throw new AppError('PAYLOAD_TOO_LARGE', CALLS_MESSAGES.mediaTooLarge);
      }
      // Uploads abandoned in a composer a day ago go first: they will never be sent.
      const abandoned = await repo.deleteUnsentMediaBefore(
        deps.db,
        session.organizationId,
        new Date(Date.now() - UNSENT_MEDIA_TTL_MS),
      );
      await Promise.all(abandoned.map((storagePath) => removeMediaFile(uploadsDir, storagePath)));
      const stored = await storeMedia(uploadsDir, session.organizationId, received);
      try {
        const [row] = await repo.insertMedia(deps.db, [
          { ...stored, uploadedById: session.userId },
        ]);
        return reply.status(201).send({ media: presentMedia(row!) });
      } catch (error) {
        await removeMediaFile(uploadsDir, stored.storagePath);
        throw error;
      }
    });

    app.get<WithId>('/calls/media/:id', async (request, reply) => {
      const session = sessionOf(request);
      assertPermission(session, 'calls:use');
      const media = isUuid(request.params.id)
        ? await repo.findMedia(deps.db, session.organizationId, request.params.id)
        : undefined;
      if (!media) throw new AppError('NOT_FOUND', 'File not found.');
      return sendMedia(reply, uploadsDir, media);
    });

    // ---- call log and actions ------------------------------------------------------------
    app.get('/calls/log', async (request) =>
      calls.listLog(sessionOf(request), callLogQuerySchema.parse(request.query ?? {})),
    );
    app.get<WithId>('/calls/log/:id', async (request) => ({
      call: await calls.getCall(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/calls/:id/answer', async (request) => ({
      call: await calls.answerCall(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/calls/:id/decline', async (request) => ({
      call: await calls.declineCall(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/calls/:id/hang-up', async (request) => ({
      call: await calls.hangUpCall(sessionOf(request), request.params.id),
    }));

    // ---- calls that carry a voice (issue 26; contracts: callsVoice.ts) -------------------
    app.get('/calls/voice-token', limited, async (request) => voice.voiceToken(sessionOf(request)));
    app.post<WithId>('/calls/:id/hold', async (request) => ({
      call: await voice.hold(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/calls/:id/resume', async (request) => ({
      call: await voice.resume(sessionOf(request), request.params.id),
    }));
    app.post<WithId>('/calls/:id/dtmf', async (request) => ({
      call: await voice.sendDigits(
        sessionOf(request),
        request.params.id,
        sendDigitsRequestSchema.parse(request.body ?? {}).digits,
      ),
    }));
    app.post<WithId>('/calls/:id/transfer', async (request) => ({
      call: await voice.transfer(
        sessionOf(request),
        request.params.id,
        transferCallRequestSchema.parse(request.body ?? {}).userId,
      ),
    }));
    app.get<WithId>('/calls/recordings/:id', async (request, reply) => {
      const recording = await voice.openRecording(sessionOf(request), request.params.id);
      reply
        .header('content-type', recording.mimetype)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache');
      if (recording.size) reply.header('content-length', recording.size);
      return reply.send(recording.body);
    });

    // ---- conversations -------------------------------------------------------------------
    app.get('/calls/conversations', async (request) => ({
      conversations: await calls.listConversations(sessionOf(request)),
    }));
    app.get<WithContact>('/calls/conversations/:contactNumber/messages', async (request) =>
      calls.listConversationMessages(
        sessionOf(request),
        contactOf(request.params.contactNumber),
        conversationMessagesQuerySchema.parse(request.query ?? {}),
      ),
    );
    app.post<WithContact>('/calls/conversations/:contactNumber/read', async (request) => {
      await calls.markConversationRead(sessionOf(request), contactOf(request.params.contactNumber));
      return { ok: true };
    });

    // ---- numbers and settings ------------------------------------------------------------
    app.get('/calls/numbers', async (request) => ({
      numbers: await settings.listNumbers(sessionOf(request)),
    }));
    app.post('/calls/numbers', async (request, reply) =>
      reply.status(201).send({
        number: await settings.addNumber(
          sessionOf(request),
          addPhoneNumberRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.put<WithId>('/calls/numbers/:id', async (request) => ({
      number: await settings.updateNumber(
        sessionOf(request),
        request.params.id,
        updatePhoneNumberRequestSchema.parse(request.body ?? {}),
      ),
    }));
    app.delete<WithId>('/calls/numbers/:id', async (request) => {
      await settings.removeNumber(sessionOf(request), request.params.id);
      return { ok: true };
    });
    app.get('/calls/settings', async (request) => ({
      settings: await settings.getSettings(sessionOf(request)),
    }));
    app.put('/calls/settings', async (request) => ({
      settings: await settings.updateSettings(
        sessionOf(request),
        updateCallSettingsRequestSchema.parse(request.body ?? {}),
      ),
    }));

    // ---- loopback simulation -------------------------------------------------------------
    app.post('/calls/simulate/inbound-call', limited, async (request, reply) =>
      reply.status(201).send({
        call: await inbound.simulateInboundCall(
          sessionOf(request),
          simulateInboundCallRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
    app.post('/calls/simulate/voicemail', limited, async (request, reply) => {
      const session = sessionOf(request);
      const { fields, received } = await readOneFile<ReceivedAudio>(
        request,
        'audio',
        ({ file }) => receiveAudio(uploadsDir, file as never),
        (audio) => discardTemp(audio.tempPath),
      );
      if (!received) throw new AppError('VALIDATION_ERROR', CALLS_MESSAGES.audioMissing);
      try {
        const call = await voice.simulateVoicemail(
          session,
          simulateVoicemailFieldsSchema.parse(fields),
          received,
        );
        return reply.status(201).send({ call });
      } finally {
        await discardTemp(received.tempPath);
      }
    });
    app.post('/calls/simulate/inbound-sms', limited, async (request, reply) =>
      reply.status(201).send({
        message: await inbound.simulateInboundSms(
          sessionOf(request),
          simulateInboundSmsRequestSchema.parse(request.body ?? {}),
        ),
      }),
    );
  };
}
