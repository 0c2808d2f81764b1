import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import {
  createChatRoomRequestSchema,
  createThreadRequestSchema,
  listChatRoomsQuerySchema,
  listChatsQuerySchema,
  listThreadsQuerySchema,
  markImportantRequestSchema,
  pinChatRequestSchema,
  searchChatsQuerySchema,
  sendChatFieldsSchema,
  setNotificationLevelRequestSchema,
  toggleReactionRequestSchema,
  updateChatRequestSchema,
  updateChatRoomRequestSchema,
  updateThreadRequestSchema,
} from '@worksphere/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps.js';
import { sessionOf, type PreHandler } from '../../platform/auth/session-context.js';
import { closeAfterAnswer } from '../../platform/close-after-answer.js';
import { asMultipartError, notFound } from '../../platform/errors.js';
import {
  discardReceived,
  receiveAttachment,
  STORED_FILE_NAME,
  storagePathFor,
  sweepIncoming,
  type ReceivedFile,
} from './chat.attachments.js';
import { messageSearchRoutes } from './chat.message-search.routes.js';
import { directRoutes } from './chat.direct.routes.js';
import * as repo from './chat.repo.js';
import type { ChatService } from './chat.service.js';

type WithId = { Params: { id: string } };
const MAX_FILES = 10;

const isAttachmentField = (name: string) => name === 'attachments' || name === 'attachments[]';

/**
 * The text fields and files of a multipart send (a JSON body works for text only). Files
 * stream to temp files as they arrive, so a request never sits in memory; the first refused
 * one ends the request, and whatever was received before it is removed.
 */
async function readSendBody(request: FastifyRequest, uploadsDir: string, limitBytes: number) {
  if (!request.isMultipart()) {
    return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (isAttachmentField(part.fieldname)) {
        files.push(
          await receiveAttachment(uploadsDir, part.filename || 'file', part.file, limitBytes),
        );
      } else {
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, done) => done() }));
      }
    }
  } catch (error) {
    await discardReceived(files);
    // A broken body is the client's fault (400/413); a failing disk stays a server error.
    throw (error as { syscall?: unknown }).syscall ? error : asMultipartError(error);
  }
  return { fields, files };
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
    await sweepIncoming(deps.config.uploadsDir);

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

    directRoutes(app, chat);

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
    messageSearchRoutes(app, deps);

    app.post('/chat/sendChat', async (request, reply) => {
      const session = sessionOf(request);
      const { uploadsDir, uploadLimitBytes } = deps.config;
      const { fields, files } = await readSendBody(request, uploadsDir, uploadLimitBytes).catch(
        (error: unknown) => {
          closeAfterAnswer(request, reply);
          throw error;
        },
      );
      let sent;
      try {
        sent = await chat.sendChat(session, { ...sendChatFieldsSchema.parse(fields), files });
      } finally {
        // Files of a refused, failed or repeated send; stored ones were moved away already.
        await discardReceived(files);
      }
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

    // ---- unread, follow/mute, reactions, confirmations --------------------------------------
    app.get('/chat/unread', async (request) => ({
      threads: await chat.listUnread(sessionOf(request)),
    }));

    app.put<WithId>('/chat/threads/:id/read', async (request) => ({
      thread: await chat.markThreadRead(sessionOf(request), request.params.id),
    }));

    app.get('/chat/notification-settings', async (request) => ({
      settings: await chat.notificationSettings(sessionOf(request)),
    }));

    app.put<WithId>('/chat/chatrooms/:id/notifications', async (request) => ({
      settings: await chat.setRoomLevel(
        sessionOf(request),
        request.params.id,
        setNotificationLevelRequestSchema.parse(request.body ?? {}).level,
      ),
    }));

    app.put<WithId>('/chat/threads/:id/notifications', async (request) => ({
      settings: await chat.setThreadLevel(
        sessionOf(request),
        request.params.id,
        setNotificationLevelRequestSchema.parse(request.body ?? {}).level,
      ),
    }));

    app.post<WithId>('/chat/chats/:id/reactions', async (request) => ({
      chat: await chat.toggleReaction(
        sessionOf(request),
        request.params.id,
        toggleReactionRequestSchema.parse(request.body ?? {}).emoji,
      ),
    }));

    app.get<WithId>('/chat/chats/:id/confirmations', async (request) =>
      chat.confirmations(sessionOf(request), request.params.id),
    );

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
        const attachment = await repo.findAttachmentByPath(
          deps.db,
          organizationId,
          session.userId,
          storagePath,
        );
        if (!attachment) throw notFound('File');
        const target = path.join(deps.config.uploadsDir, storagePath);
        const info = await stat(target).catch(() => undefined);
        if (!info) throw notFound('File');
        // private, no-cache: not kept for reuse after logout; asked again with the session.
        return reply
          .header('content-type', attachment.mimetype)
          .header('content-length', info.size)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-cache')
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
