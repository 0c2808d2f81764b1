import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  browseQuerySchema,
  createFolderRequestSchema,
  deleteRequestSchema,
  DOCUMENT_EXTENSION,
  FILE_MESSAGES,
  moveRequestSchema,
  nameProblem,
  pathQuerySchema,
  renameRequestSchema,
  restoreVersionRequestSchema,
  saveDocumentRequestSchema,
  searchQuerySchema,
  trashIdParamsSchema,
  uploadQuerySchema,
  versionQuerySchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import {
  sessionOf,
  type PreHandler,
  type SessionContext,
} from '../../platform/auth/session-context.js';
import { closeAfterAnswer } from '../../platform/close-after-answer.js';
import { AppError, asMultipartError, messageError } from '../../platform/errors.js';
import { exportRoutes } from './export/export.routes.js';
import type { Exporter } from './export/exporter.js';
import type { FilesService, ReceivedUpload } from './files.service.js';
import { attachmentDisposition, uploadRateLimitFor } from './files.http.js';
import { discardTemp, type IncomingFileStream, receiveBlob } from './files.storage.js';

const MAX_FILES = 20;
const isFilesField = (name: string) => name === 'files' || name === 'files[]' || name === 'file';

/** Read an uploaded .html into memory (it becomes a document), at most `limitBytes`. */
async function readDocumentUpload(name: string, stream: IncomingFileStream, limitBytes: number) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) {
      stream.destroy();
      throw messageError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.fileTooLarge, name, limitBytes);
    }
    chunks.push(chunk as Buffer);
  }
  if (stream.truncated) {
    throw messageError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.fileTooLarge, name, limitBytes);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The files of an upload request, each checked by content as it arrives and written to a temp
 * file; the first refused one ends the request and whatever was received is removed.
 */
async function receiveUploads(
  request: FastifyRequest,
  deps: AppDeps,
  files: FilesService,
  folder: string,
): Promise<ReceivedUpload[]> {
  if (!request.isMultipart()) {
    throw new AppError('BAD_REQUEST', 'Send this as multipart/form-data.');
  }
  const received: ReceivedUpload[] = [];
  const { uploadsDir, uploadLimitBytes, documentLimitBytes } = deps.config;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (!isFilesField(part.fieldname)) {
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
        continue;
      }
      const name = (part.filename || 'file').trim();
      const problem = nameProblem(name);
      if (problem) {
        part.file.destroy();
        // Like the JSON calls, an invisible character is named with the field it was found in.
        const field = problem === FILE_MESSAGES.nameInvisibleCharacter ? 'filename: ' : '';
        throw new AppError('VALIDATION_ERROR', `${field}${problem}`);
      }
      if (name.toLowerCase().endsWith(DOCUMENT_EXTENSION)) {
        const limit = Math.min(uploadLimitBytes, documentLimitBytes);
        const content = await readDocumentUpload(name, part.file, limit);
        received.push({ kind: 'document', name, content });
        continue;
      }
      let classified: Awaited<ReturnType<FilesService['classifyUpload']>> | undefined;
      const blob = await receiveBlob(
        uploadsDir,
        part.file,
        () => messageError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.fileTooLarge, name, uploadLimitBytes),
        async (head) => {
          classified = await files.classifyUpload(folder, name, head);
        },
      );
      received.push({ name, blob, ...classified! });
    }
  } catch (error) {
    await discardUploads(received);
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  if (received.length === 0) throw new AppError('VALIDATION_ERROR', FILE_MESSAGES.noFiles);
  return received;
}

async function discardUploads(uploads: ReceivedUpload[]) {
  await Promise.all(
    uploads.map((upload) =>
      upload.kind === 'document' ? undefined : discardTemp(upload.blob.tempPath),
    ),
  );
}

/** A conditional GET: the entry's id and last change name this version of its bytes. */
function isFresh(request: FastifyRequest, reply: FastifyReply, etag: string) {
  reply.header('etag', etag);
  return request.headers['if-none-match'] === etag;
}

/** /filemanager/* (spec 2 §7 and the Documents screen) and /uploads/{organizationId}/images/{name}. */
export function filesRoutes(
  deps: AppDeps,
  files: FilesService,
  exporter: Exporter,
  authenticate: PreHandler,
) {
  const documentBodyLimit = deps.config.documentLimitBytes * 2 + 65_536;
  const uploadRateLimit = uploadRateLimitFor(deps.config.uploadRateLimit, 'filemanager-upload');

  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: deps.config.uploadLimitBytes,
        files: MAX_FILES,
        fields: 20,
        fieldSize: 100_000,
      },
    });
    app.addHook('preHandler', authenticate);
    const session = (request: FastifyRequest): SessionContext => sessionOf(request);

    app.get('/filemanager/browse', async (request) =>
      files.browse(session(request), browseQuerySchema.parse(request.query).folder),
    );

    app.get('/filemanager/search', async (request) => ({
      files: await files.search(session(request), searchQuerySchema.parse(request.query).q),
    }));

    app.get('/filemanager/usage', async (request) => files.usage(session(request)));

    app.post('/filemanager/folder', async (request, reply) => {
      const { folder, name } = createFolderRequestSchema.parse(request.body ?? {});
      return reply
        .status(201)
        .send({ file: await files.createFolder(session(request), folder, name) });
    });

    app.post('/filemanager/upload', uploadRateLimit, async (request, reply) => {
      const { folder } = uploadQuerySchema.parse(request.query);
      const caller = session(request);
      let received: ReceivedUpload[];
      try {
        // Refused before a byte is read: no permission, or no room left at all.
        await files.assertCanUpload(caller);
        received = await receiveUploads(request, deps, files, folder);
      } catch (error) {
        closeAfterAnswer(request, reply);
        throw error;
      }
      try {
        return reply
          .status(201)
          .send({ files: await files.storeUploads(caller, folder, received) });
      } finally {
        await discardUploads(received);
      }
    });

    app.get('/filemanager/download', async (request, reply) => {
      const { path } = pathQuerySchema.parse(request.query);
      const { entry, body, size } = await files.download(session(request), path);
      return reply
        .header(
          'content-type',
          entry.kind === 'document'
            ? 'text/html; charset=utf-8'
            : (entry.mimetype ?? 'application/octet-stream'),
        )
        .header('content-length', size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', attachmentDisposition(entry.name))
        .send(body);
    });

    app.get('/filemanager/document', async (request) => ({
      document: await files.openDocument(
        session(request),
        pathQuerySchema.parse(request.query).path,
      ),
    }));

    app.put('/filemanager/document', { bodyLimit: documentBodyLimit }, async (request, reply) => {
      const { document, created } = await files.saveDocument(
        session(request),
        saveDocumentRequestSchema.parse(request.body ?? {}),
      );
      return reply.status(created ? 201 : 200).send({ document });
    });

    app.post('/filemanager/rename', async (request) => {
      const { path, name } = renameRequestSchema.parse(request.body ?? {});
      return { file: await files.renameEntry(session(request), path, name) };
    });

    app.post('/filemanager/move', async (request) => {
      const { path, toFolder } = moveRequestSchema.parse(request.body ?? {});
      return { file: await files.moveEntry(session(request), path, toFolder) };
    });

    app.post('/filemanager/delete', async (request) => ({
      item: await files.deleteEntry(
        session(request),
        deleteRequestSchema.parse(request.body ?? {}).path,
      ),
    }));

    app.get('/filemanager/trash', async (request) => ({
      items: await files.listTrash(session(request)),
    }));

    app.post('/filemanager/trash/:id/restore', async (request) => ({
      file: await files.restoreTrashItem(
        session(request),
        trashIdParamsSchema.parse(request.params).id,
      ),
    }));

    app.delete('/filemanager/trash', async (request, reply) => {
      await files.emptyTrash(session(request));
      return reply.status(204).send();
    });

    app.delete('/filemanager/trash/:id', async (request, reply) => {
      await files.purgeTrashItem(session(request), trashIdParamsSchema.parse(request.params).id);
      return reply.status(204).send();
    });

    app.get('/filemanager/versions', async (request) =>
      files.listVersions(session(request), pathQuerySchema.parse(request.query).path),
    );

    app.get('/filemanager/version', async (request) => {
      const { path, version } = versionQuerySchema.parse(request.query);
      return { version: await files.getVersion(session(request), path, version) };
    });

    app.post('/filemanager/versions/restore', async (request) => ({
      document: await files.restoreVersion(
        session(request),
        restoreVersionRequestSchema.parse(request.body ?? {}),
      ),
    }));

    app.get<{ Params: { organizationId: string; name: string } }>(
      '/uploads/:organizationId/images/:name',
      async (request, reply) => {
        const { organizationId, name } = request.params;
        const problem = nameProblem(name);
        if (problem) throw new AppError('BAD_REQUEST', problem);
        const image = await files.openImage(session(request), organizationId, name);
        const etag = `"${image.entry.id}-${image.entry.modifiedAt.getTime()}"`;
        // private, no-cache: never kept for another user; revalidated cheaply with the ETag.
        reply
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
          .header('content-disposition', attachmentDisposition(image.entry.name, 'inline'));
        if (isFresh(request, reply, etag)) {
          image.stream.destroy();
          return reply.status(304).send();
        }
        return reply
          .header('content-type', image.entry.mimetype ?? 'application/octet-stream')
          .header('content-length', image.size)
          .send(image.stream);
      },
    );

    await app.register(exportRoutes(deps, files, exporter, documentBodyLimit));
  };
}
