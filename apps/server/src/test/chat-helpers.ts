import { randomUUID } from 'node:crypto';
import type {
  ChatMessage,
  ChatRoom,
  ChatThread,
  PresenceChangesEvent,
  PresenceEntry,
} from '@worksphere/contracts';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { call } from './test-app.js';

type Signed = { token: string };
let sequence = 0;

export async function createRoom(app: FastifyInstance, owner: Signed, name?: string) {
  const response = await call(app, 'POST', '/chat/chatrooms', {
    token: owner.token,
    body: { name: name ?? `Room ${(sequence += 1)}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().chatRoom as ChatRoom;
}

export async function createThread(
  app: FastifyInstance,
  owner: Signed,
  chatRoomId: string,
  title?: string,
) {
  const response = await call(app, 'POST', '/chat/threads', {
    token: owner.token,
    body: { chatRoomId, title: title ?? `Thread ${(sequence += 1)}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().thread as ChatThread;
}

export type MultipartFile = { field?: string; filename: string; type?: string; data: Buffer };

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(fields: Record<string, string>, files: MultipartFile[] = []) {
  const boundary = `----worksphere${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'attachments'}"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export function postChat(
  app: FastifyInstance,
  owner: Signed,
  fields: Record<string, string>,
  files: MultipartFile[] = [],
) {
  const { body, headers } = multipart(fields, files);
  return call(app, 'POST', '/chat/sendChat', { token: owner.token, body, headers });
}

export async function sendChat(
  app: FastifyInstance,
  owner: Signed,
  threadId: string,
  content: string,
  extra: Record<string, string> = {},
) {
  const response = await postChat(app, owner, { threadId, content, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().chat as ChatMessage;
}

/** A /chat socket of a signed-in user, connected (websocket only); `origin` as a browser sends it. */
export async function connectChat(
  baseUrl: string,
  auth: { token?: string; cookie?: string; origin?: string },
): Promise<Socket> {
  const socket = io(`${baseUrl}/chat`, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: auth.token ? { token: auth.token } : {},
    extraHeaders: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.origin ? { origin: auth.origin } : {}),
    },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** Resolves with the reason once the (connected) socket is disconnected. */
export function disconnection(socket: Socket): Promise<Socket.DisconnectReason> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
}

export function joinThread(socket: Socket, threadId: string) {
  return socket.timeout(5000).emitWithAck('joinThread', threadId) as Promise<{
    ok: boolean;
    error?: string;
  }>;
}

/** Collect every event of these names a socket receives. */
export function recordEvents(socket: Socket, names: string[]) {
  const events: { name: string; payload: unknown }[] = [];
  for (const name of names) socket.on(name, (payload: unknown) => events.push({ name, payload }));
  return events;
}

export function nextEvent<T>(socket: Socket, name: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Every presence entry the socket hears, in order (presenceChanges carries them gathered). */
export function recordPresence(socket: Socket) {
  const entries: PresenceEntry[] = [];
  socket.on('presenceChanges', (event: PresenceChangesEvent) => entries.push(...event.presence));
  return entries;
}

/**
 * The first `name` event from which `pick` takes something (it answers undefined for those it
 * passes by); rejects with "no {what} within ..." when none comes in time.
 */
export function nextEventWith<T, R>(
  socket: Socket,
  name: string,
  pick: (payload: T) => R | undefined,
  what: string,
  timeoutMs = 5000,
): Promise<R> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`no ${what} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      const picked = pick(payload);
      if (picked === undefined) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(picked);
    };
    socket.on(name, listener);
  });
}

/** The next presence change of one user (others', such as the watcher's own, pass by). */
export function nextPresenceOf(
  socket: Socket,
  userId: string,
  timeoutMs = 5000,
): Promise<PresenceEntry> {
  return nextEventWith(
    socket,
    'presenceChanges',
    (event: PresenceChangesEvent) => event.presence.find((entry) => entry.userId === userId),
    `presence of ${userId}`,
    timeoutMs,
  );
}

export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
export const GIF_BYTES = Buffer.from(
  '474946383961010001000000002c00000000010001000002024401003b',
  'hex',
);
