import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  CHAT_MESSAGES,
  createChatRoomRequestSchema,
  createThreadRequestSchema,
  listChatRoomsQuerySchema,
  listChatsQuerySchema,
  listThreadsQuerySchema,
  markImportantRequestSchema,
  pinChatRequestSchema,
  searchChatsQuerySchema,
  sendChatFieldsSchema,
  updateChatRequestSchema,
  updateChatRoomRequestSchema,
  updateThreadRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { AppError, asMultipartError, notFound } from '../../platform/errors.js';
import { STORED_FILE_NAME, storagePathFor, type UploadedFile } from './chat.attachments.js';
import * as repo from './chat.repo.js';
import type { ChatService } from './chat.service.js';

type WithId = { Params: { id: string } };
const MAX_FILES = 10;

/** The text fields and files of a multipart send (a JSON body works for text only). */
async function readSendBody(request: FastifyRequest, limitBytes: number) {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, limitBytes, fields, files);
  } catch (error) {
    throw asMultipartError(error);
  }
  return { fields, files };
}

async function readParts(
  request: FastifyRequest,
  limitBytes: number,
  fields: Record<string, unknown>,
  files: UploadedFile[],
) {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      try {
        const data = await part.toBuffer();
        if (part.fieldname === 'attachments' || part.fieldname === 'attachments[]') {
          files.push({ filename: part.filename || 'file', data });
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            CHAT_MESSAGES.fileTooLarge(part.filename, limitBytes),
          );
        }
        throw error;
      }
    } else {
      fields[part.fieldname] = part.value;
    }
  }
}

/** Every /chat call of spec 3 §7, plus rooms, threads, edit and search; and /uploads files. */
export function chatRoutes(deps: AppDeps, chat: ChatService, authenticate: PreHandler) {
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

    // ---- rooms ---------------------------------------------------------------------------
    app.get('/chat/chatrooms', async (request) => ({
      chatRooms: await chat.listRooms(
        sessionOf(request),
        listChatRoomsQuerySchema.parse(request.query).includeArchived,
      ),
    }));

    app.post('/chat/chatrooms', async (request, reply) => {
      const { name } = createChatRoomRequestSchema.parse(request.body ?? {});
      return reply.status(201).send({ chatRoom: await chat.createRoom(sessionOf(request), name) });
    });

    app.get<WithId>('/chat/chatrooms/:id', async (request) => ({
      chatRoom: await chat.getRoom(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/chat/chatrooms/:id', async (request) => ({
      chatRoom: await chat.updateRoom(
        sessionOf(request),
        request.params.id,
        updateChatRoomRequestSchema.parse(request.body ?? {}),
      ),
    }));

    // ---- threads -------------------------------------------------------------------------
    app.get('/chat/threads', async (request) => ({
      threads: await chat.listThreads(
        sessionOf(request),
        listThreadsQuerySchema.parse(request.query).chatRoomId,
      ),
    }));

    app.post('/chat/threads', async (request, reply) => {
      const input = createThreadRequestSchema.parse(request.body ?? {});
      return reply.status(201).send({ thread: await chat.createThread(sessionOf(request), input) });
    });

    app.put<WithId>('/chat/threads/:id', async (request) => ({
      thread: await chat.renameThread(
        sessionOf(request),
        request.params.id,
        updateThreadRequestSchema.parse(request.body ?? {}).title,
      ),
    }));

    // ---- messages ------------------------------------------------------------------------
    app.get('/chat/chats', async (request) =>
      chat.listChats(sessionOf(request), listChatsQuerySchema.parse(request.query)),
    );

    app.get('/chat/chats/important/active', async (request) => ({
      importantChats: await chat.activeImportant(sessionOf(request)),
    }));

    app.get('/chat/search', async (request) => {
      const query = searchChatsQuerySchema.parse(request.query);
      return { chats: await chat.search(sessionOf(request), query.q, query.limit) };
    });

    app.post('/chat/sendChat', async (request, reply) => {
      const session = sessionOf(request);
      const { fields, files } = await readSendBody(request, deps.config.uploadLimitBytes);
      const input = sendChatFieldsSchema.parse(fields);
      const sent = await chat.sendChat(session, { ...input, files });
      return reply.status(sent.created ? 201 : 200).send({ chat: sent.chat });
    });

    app.put<WithId>('/chat/chats/:id', async (request) => ({
      chat: await chat.editChat(
        sessionOf(request),
        request.params.id,
        updateChatRequestSchema.parse(request.body ?? {}).content,
      ),
    }));

    app.delete<WithId>('/chat/chats/:id', async (request) => {
      await chat.deleteChat(sessionOf(request), request.params.id);
      return { ok: true };
    });

    app.put<WithId>('/chat/chats/:id/pin', async (request) => ({
      chat: await chat.pinChat(
        sessionOf(request),
        request.params.id,
        pinChatRequestSchema.parse(request.body ?? {}).isPinned,
      ),
    }));

    app.put<WithId>('/chat/chats/:id/important', async (request) => ({
      chat: await chat.markImportant(
        sessionOf(request),
        request.params.id,
        markImportantRequestSchema.parse(request.body ?? {}).isImportant,
      ),
    }));

    app.put<WithId>('/chat/chats/:id/read', async (request) => ({
      ok: true,
      chat: await chat.readChat(sessionOf(request), request.params.id),
    }));

    app.put<WithId>('/chat/chats/:id/confirm', async (request) => ({
      ok: true,
      chat: await chat.confirmChat(sessionOf(request), request.params.id, false),
    }));

    app.put<WithId>('/chat/chats/:id/confirm-important', async (request) => ({
      ok: true,
      chat: await chat.confirmChat(sessionOf(request), request.params.id, true),
    }));

    // ---- files ---------------------------------------------------------------------------
    app.get<{ Params: { organizationId: string; file: string } }>(
      '/uploads/:organizationId/chat/:file',
      async (request, reply) => {
        const session = sessionOf(request);
        const { organizationId, file } = request.params;
        if (organizationId !== session.organizationId || !STORED_FILE_NAME.test(file)) {
          throw notFound('File');
        }
        const storagePath = storagePathFor(organizationId, ...splitName(file));
        const attachment = await repo.findAttachmentByPath(deps.db, organizationId, storagePath);
        if (!attachment) throw notFound('File');
        const target = path.join(deps.config.uploadsDir, storagePath);
        const info = await stat(target).catch(() => undefined);
        if (!info) throw notFound('File');
        return reply
          .header('content-type', attachment.mimetype)
          .header('content-length', info.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header(
            'content-disposition',
            `inline; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
          )
          .send(createReadStream(target));
      },
    );
  };
}

function splitName(file: string): [string, string] {
  const dot = file.lastIndexOf('.');
  return [file.slice(0, dot), file.slice(dot + 1)];
}
