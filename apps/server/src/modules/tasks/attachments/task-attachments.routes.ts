import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  TASK_ATTACHMENT_MESSAGES,
  TASK_ATTACHMENTS_PER_UPLOAD_MAX,
  taskAttachmentDownloadQuerySchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../../platform/auth/session-context.js';
import { closeAfterAnswer } from '../../../platform/close-after-answer.js';
import { AppError, asMultipartError, messageError } from '../../../platform/errors.js';
import { attachmentDisposition, uploadRateLimitFor } from '../../files/files.http.js';
import { detectType, discardTemp, receiveBlob } from '../../files/files.storage.js';
import {
  cleanFilename,
  createTaskAttachmentsService,
  isImageType,
  type ReceivedAttachment,
} from './task-attachments.service.js';

type WithTask = { Params: { id: string } };
type WithAttachment = { Params: { id: string; attachmentId: string } };

const isFilesField = (name: string) => name === 'files' || name === 'files[]' || name === 'file';

/**
 * The files of an upload, each streamed to a temp file as it arrives (never held in memory)
 * with its type read from its first bytes; the first refused one ends the request and
 * whatever was received is removed.
 */
async function receiveAttachments(
  request: FastifyRequest,
  deps: AppDeps,
): Promise<ReceivedAttachment[]> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send this as multipart/form-data.');
  }
  const { uploadsDir, uploadLimitBytes } = deps.config;
  const received: ReceivedAttachment[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (!isFilesField(part.fieldname)) {
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      const filename = cleanFilename(part.filename || 'file');
      let mimetype = 'application/octet-stream';
      const blob = await receiveBlob(
        uploadsDir,
        part.file,
        () =>
          messageError(
            'PAYLOAD_TOO_LARGE',
            TASK_ATTACHMENT_MESSAGES.fileTooLarge,
            filename,
            uploadLimitBytes,
          ),
        async (head) => {
          mimetype = (await detectType(head)) ?? mimetype;
        },
      );
      received.push({ filename, mimetype, blob });
    }
  } catch (error) {
    await discardAttachments(received);
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  if (received.length === 0) {
    throw new AppError('VALIDATION_ERROR', TASK_ATTACHMENT_MESSAGES.noFiles);
  }
  return received;
}

async function discardAttachments(received: ReceivedAttachment[]) {
  await Promise.all(received.map((file) => discardTemp(file.blob.tempPath)));
}

/** GET, POST /tasks/{id}/attachments; GET .../{attachmentId}/download; DELETE .../{attachmentId} */
export function taskAttachmentsRoutes(deps: AppDeps, authenticate: PreHandler) {
  const attachments = createTaskAttachmentsService(deps);
  // Counted per user after sign-in, like the file manager's uploads (UPLOAD_RATE_LIMIT_*).
  const uploadRateLimit = uploadRateLimitFor(deps.config.uploadRateLimit, 'task-attachment-upload');

  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: deps.config.uploadLimitBytes,
        files: TASK_ATTACHMENTS_PER_UPLOAD_MAX,
        fields: 20,
        fieldSize: 100_000,
      },
    });
    app.addHook('preHandler', authenticate);
    await attachments.sweepLeftovers().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'task attachments: leftover sweep failed');
    });

    app.get<WithTask>('/tasks/:id/attachments', async (request) => ({
      attachments: await attachments.listAttachments(sessionOf(request), request.params.id),
    }));

    app.post<WithTask>('/tasks/:id/attachments', uploadRateLimit, async (request, reply) => {
      const session = sessionOf(request);
      const taskId = request.params.id;
      let received: ReceivedAttachment[];
      try {
        // Refused before a byte is read: no permission, no such task, or already full.
        await attachments.assertCanUpload(session, taskId);
        received = await receiveAttachments(request, deps);
      } catch (error) {
        closeAfterAnswer(request, reply);
        throw error;
      }
      try {
        return reply.status(201).send({
          attachments: await attachments.storeUploads(session, taskId, received),
        });
      } finally {
        await discardAttachments(received);
      }
    });

    app.get<WithAttachment>(
      '/tasks/:id/attachments/:attachmentId/download',
      async (request, reply) => {
        const { inline } = taskAttachmentDownloadQuerySchema.parse(request.query);
        const { attachment, stream, size } = await attachments.openAttachment(
          sessionOf(request),
          request.params.id,
          request.params.attachmentId,
        );
        // Only images of a type read from their bytes are ever shown inline; nothing else
        // (HTML, SVG, PDF) is rendered by the browser under our origin.
        const showInline = inline === '1' && isImageType(attachment.mimetype);
        return reply
          .header('content-type', attachment.mimetype)
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .header(
            'content-disposition',
            attachmentDisposition(attachment.filename, showInline ? 'inline' : 'attachment'),
          )
          .send(stream);
      },
    );

    app.delete<WithAttachment>('/tasks/:id/attachments/:attachmentId', async (request) => {
      await attachments.deleteAttachment(
        sessionOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      return { ok: true };
    });
  };
}
