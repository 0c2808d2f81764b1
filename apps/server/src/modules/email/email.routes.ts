import fastifyMultipart from '@fastify/multipart';
import {
  allowRemoteImagesRequestSchema,
  composeEmailSchema,
  connectImapRequestSchema,
  EMAIL_ATTACHMENT_MAX_BYTES,
  emailContentQuerySchema,
  emailIdRequestSchema,
  emailPreviewKind,
  emailThreadQuerySchema,
  fetchNewEmailsRequestSchema,
  foldersQuerySchema,
  getCachedEmailsRequestSchema,
  markAsImportantRequestSchema,
  markReadRequestSchema,
  moveEmailRequestSchema,
  serverSearchRequestSchema,
  syncAccountRequestSchema,
  type ComposeMode,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError, asMultipartError } from '../../platform/errors.js';
import { authRateLimit } from '../../platform/http.js';
import type { AccountsService } from '../accounts/accounts.service.js';
import { attachmentDisposition } from '../files/files.http.js';
import { connectImapAccount } from './email.connect.js';
import type { OutgoingFile } from './email.compose.js';
import { createEmailMedia } from './email.media.js';
import type { EmailOutgoing } from './email.outgoing.js';
import type { EmailService } from './email.service.js';

type WithId = { Params: { id: string } };

const isPreviewRequest = (query: unknown) =>
  (query as Record<string, unknown> | undefined)?.preview === '1';

/**
 * The policy of an attachment answer. A download or an image (shown by <img>, where its policy
 * does not matter) is sandboxed. A PDF is framed by the reading pane: the browser's PDF viewer
 * refuses a sandboxed document, so it gets no sandbox but may only be framed by our own pages.
 */
function previewHeaders(preview: 'image' | 'pdf' | null): Record<string, string> {
  if (preview !== 'pdf') return { 'content-security-policy': "default-src 'none'; sandbox" };
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
    'x-frame-options': 'SAMEORIGIN',
  };
}
const MAX_FILES = 20;
const isAttachmentField = (name: string) => name === 'attachments' || name === 'attachments[]';
const imageQuerySchema = z.object({ emailId: z.string().default(''), url: z.string().default('') });

/**
 * A send or draft: multipart with the JSON in the field `message` and files in `attachments`,
 * or a JSON body (no files). Files are read into memory: they go into the MIME message anyway,
 * and together they may be at most EMAIL_ATTACHMENT_MAX_BYTES.
 */
async function readCompose(request: FastifyRequest) {
  const { message, files } = await readComposeParts(request);
  return { input: composeEmailSchema.parse(message), files };
}

/** The `message` JSON (not yet checked) and the files of a send or draft request. */
export async function readComposeParts(request: FastifyRequest) {
  if (!request.isMultipart()) {
    return { message: (request.body ?? {}) as unknown, files: [] as OutgoingFile[] };
  }
  let message: unknown = {};
  const files: OutgoingFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'message') {
          try {
            message = JSON.parse(String(part.value));
          } catch {
            throw new AppError('BAD_REQUEST', 'The field message is not valid JSON.');
          }
        }
      } else if (isAttachmentField(part.fieldname)) {
        const content = await part.toBuffer();
        total += content.length;
        if (total > EMAIL_ATTACHMENT_MAX_BYTES) {
          throw new AppError('PAYLOAD_TOO_LARGE', 'Attachments can be at most 25 MB together.');
        }
        files.push({
          filename: part.filename || 'attachment',
          contentType: part.mimetype || 'application/octet-stream',
          content,
        });
      } else {
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  return { message, files };
}

/** Every e-mail call of spec 3 §7 and the rest of issue 13 (see contracts/email.ts). */
export function emailRoutes(
  deps: AppDeps,
  accounts: AccountsService,
  email: EmailService,
  outgoing: EmailOutgoing,
  authenticate: PreHandler,
  /** Writing mail (outbox, settings, suggestions): beside these, with the same multipart. */
  writing: (app: FastifyInstance) => Promise<void>,
) {
  const media = createEmailMedia(deps, email);
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: EMAIL_ATTACHMENT_MAX_BYTES,
        files: MAX_FILES,
        fields: 10,
        fieldSize: 4_000_000,
      },
    });
    app.addHook('preHandler', authenticate);

    // Limited like sign-ins: each attempt makes this server log in somewhere else.
    app.post(
      '/email/accounts/imap',
      { config: authRateLimit(deps.config) },
      async (request, reply) => {
        const input = connectImapRequestSchema.parse(request.body ?? {});
        const answer = await connectImapAccount(deps, accounts, sessionOf(request), input);
        if ('failure' in answer) {
          return reply.status(400).send({
            error: answer.error,
            code: 'BAD_REQUEST',
            failure: answer.failure,
          });
        }
        await email.queueSync(
          await email.mailAccount(sessionOf(request), answer.account.id),
          'INBOX',
        );
        return reply.status(201).send(answer);
      },
    );

    app.post('/email/fetch/getCachedEmails', async (request) =>
      email.getCachedEmails(
        sessionOf(request),
        getCachedEmailsRequestSchema.parse(request.body ?? {}),
      ),
    );

    app.post('/email/fetch/fetchNewEmails', async (request) =>
      email.fetchNewEmails(
        sessionOf(request),
        fetchNewEmailsRequestSchema.parse(request.body ?? {}),
      ),
    );

    app.post('/email/search/serverSearch', async (request) => {
      const input = serverSearchRequestSchema.parse(request.body ?? {});
      return email.serverSearch(sessionOf(request), { ...input, query: String(input.query) });
    });

    app.post('/email/sync/account', async (request, reply) => {
      const input = syncAccountRequestSchema.parse(request.body ?? {});
      return reply
        .status(202)
        .send(await email.syncAccount(sessionOf(request), String(input.accountId), input.folder));
    });

    app.get('/email/fetch/getEmailContent', async (request) => {
      const { emailId } = emailContentQuerySchema.parse(request.query);
      return { email: await email.getEmailContent(sessionOf(request), String(emailId)) };
    });

    app.get('/email/thread', async (request) => {
      const { emailId } = emailThreadQuerySchema.parse(request.query);
      return email.getThread(sessionOf(request), String(emailId));
    });

    app.post('/email/archiveEmail', async (request) => {
      const { emailId } = emailIdRequestSchema.parse(request.body ?? {});
      return { email: await email.archive(sessionOf(request), String(emailId)) };
    });

    app.post('/email/markAsImportant', async (request) => {
      const { emailId, important } = markAsImportantRequestSchema.parse(request.body ?? {});
      return {
        email: await email.setFlags(sessionOf(request), String(emailId), {
          isImportant: important,
        }),
      };
    });

    app.post('/email/markRead', async (request) => {
      const { emailId, read } = markReadRequestSchema.parse(request.body ?? {});
      return { email: await email.setFlags(sessionOf(request), String(emailId), { isRead: read }) };
    });

    app.post('/email/move', async (request) => {
      const { emailId, folder } = moveEmailRequestSchema.parse(request.body ?? {});
      return { email: await email.move(sessionOf(request), String(emailId), String(folder)) };
    });

    app.get('/email/folders', async (request) => {
      const { accountId } = foldersQuerySchema.parse(request.query);
      return email.listFolders(sessionOf(request), accountId);
    });

    const sendAs = (mode: ComposeMode) => async (request: FastifyRequest) => {
      const { input, files } = await readCompose(request);
      return outgoing.send(sessionOf(request), mode, input, files);
    };
    app.post('/email/send/sendEmail', sendAs('new'));
    app.post('/email/send/reply', sendAs('reply'));
    app.post('/email/send/replyAll', sendAs('replyAll'));
    app.post('/email/send/forward', sendAs('forward'));

    app.post('/email/drafts', async (request, reply) => {
      const { input, files } = await readCompose(request);
      return reply
        .status(201)
        .send({ draft: await outgoing.saveDraft(sessionOf(request), null, input, files) });
    });

    app.put<WithId>('/email/drafts/:id', async (request) => {
      const { input, files } = await readCompose(request);
      return {
        draft: await outgoing.saveDraft(sessionOf(request), request.params.id, input, files),
      };
    });

    app.delete<WithId>('/email/drafts/:id', async (request) => {
      await outgoing.deleteDraft(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.post('/email/remoteImages', async (request) => {
      const { emailId, scope } = allowRemoteImagesRequestSchema.parse(request.body ?? {});
      return {
        email: await email.allowRemoteImages(sessionOf(request), String(emailId), scope),
      };
    });

    app.get<WithId>('/email/attachments/:id', async (request, reply) => {
      const { attachment, stream, size } = await media.openAttachment(
        sessionOf(request),
        request.params.id,
      );
      const preview = isPreviewRequest(request.query)
        ? emailPreviewKind(attachment.contentType)
        : null;
      return reply
        .header(
          'content-type',
          preview ? attachment.contentType.split(';')[0] : attachment.contentType,
        )
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .headers(previewHeaders(preview))
        .header(
          'content-disposition',
          attachmentDisposition(attachment.filename, preview ? 'inline' : 'attachment'),
        )
        .send(stream);
    });

    app.get('/email/images', async (request, reply) => {
      const { emailId, url } = imageQuerySchema.parse(request.query);
      const image = await media.proxyImage(sessionOf(request), emailId, url);
      return reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.body);
    });

    await app.register(writing);
  };
}
