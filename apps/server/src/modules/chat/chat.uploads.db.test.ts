import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createRoom,
  createThread,
  GIF_BYTES,
  PNG_BYTES,
  postChat,
  type MultipartFile,
} from '../../test/chat-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const LIMIT_BYTES = 1_048_576;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-uploads-'));
const uploadsDir = path.join(dataDir, 'uploads');
const testApp = useTestApp({ DATA_DIR: dataDir, UPLOAD_LIMIT_BYTES: String(LIMIT_BYTES) });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Every file under the uploads directory, temp files included. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A real PNG followed by random bytes: larger than any one network chunk or type sample. */
const largePng = (bytes: number) => Buffer.concat([PNG_BYTES, randomBytes(bytes)]);
const text = (filename: string, bytes = 300_000): MultipartFile => ({
  filename,
  type: 'image/png',
  data: Buffer.alloc(bytes, 'not an image '),
});

async function setup() {
  const admin = await registerOrganization(app());
  const room = await createRoom(app(), admin);
  const thread = await createThread(app(), admin, room.id);
  return { admin, thread };
}

describe('attachments stream to disk', () => {
  it('stores accepted files byte for byte, and only them', async () => {
    const { admin, thread } = await setup();
    const before = await filesOnDisk();
    const files = [
      { filename: 'large.png', data: largePng(700_000) },
      { filename: 'small.gif', data: GIF_BYTES },
      { filename: 'photo.png', data: largePng(5_000) },
    ];
    const response = await postChat(app(), admin, { threadId: thread.id, content: '' }, files);
    expect(response.statusCode, response.body).toBe(201);
    const attachments = (response.json().chat as ChatMessage).attachments;
    expect(attachments.map(({ filename, size }) => ({ filename, size }))).toEqual(
      files.map(({ filename, data }) => ({ filename, size: data.length })),
    );
    for (const [index, attachment] of attachments.entries()) {
      const stored = attachment.url.replace('/api/uploads/', '');
      expect((await readFile(path.join(uploadsDir, stored))).equals(files[index]!.data)).toBe(true);
    }
    const added = (await filesOnDisk()).filter((file) => !before.includes(file));
    expect(added).toEqual(
      attachments.map((attachment) => attachment.url.replace('/api/uploads/', '')).sort(),
    );
  });

  it('refuses a send at its first file of a refused type and keeps nothing', async () => {
    const { admin, thread } = await setup();
    const before = await filesOnDisk();
    const response = await postChat(app(), admin, { threadId: thread.id, content: 'see' }, [
      text('notes.png'),
      { filename: 'fine.png', data: largePng(300_000) },
      text('other.png'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'File type not allowed: notes.png',
      code: 'VALIDATION_ERROR',
      params: { file: 'notes.png' },
    });
    expect(await filesOnDisk()).toEqual(before);
    const chats = await call(app(), 'GET', `/chat/chats?threadId=${thread.id}`, {
      token: admin.token,
    });
    expect(chats.json().chats).toEqual([]);
  });

  it('removes the files already received when a later one is refused', async () => {
    const { admin, thread } = await setup();
    const before = await filesOnDisk();
    const response = await postChat(app(), admin, { threadId: thread.id, content: 'see' }, [
      { filename: 'first.png', data: largePng(400_000) },
      { filename: 'second.gif', data: GIF_BYTES },
      text('third.png'),
    ]);
    expect(response.json()).toEqual({
      error: 'File type not allowed: third.png',
      code: 'VALIDATION_ERROR',
      params: { file: 'third.png' },
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses a file over UPLOAD_LIMIT_BYTES with 413 and keeps nothing', async () => {
    const { admin, thread } = await setup();
    const before = await filesOnDisk();
    const response = await postChat(app(), admin, { threadId: thread.id, content: 'big' }, [
      { filename: 'fits.png', data: largePng(10_000) },
      { filename: 'big.png', data: largePng(LIMIT_BYTES) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'File too large: big.png (at most 1 MB).',
      code: 'PAYLOAD_TOO_LARGE',
      params: { file: 'big.png', megabytes: '1' },
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses more than ten files with 413 and keeps nothing', async () => {
    const { admin, thread } = await setup();
    const before = await filesOnDisk();
    const eleven = Array.from({ length: 11 }, (_, index) => ({
      filename: `dot-${index}.png`,
      data: PNG_BYTES,
    }));
    const response = await postChat(app(), admin, { threadId: thread.id, content: '' }, eleven);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Too many files in one request.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('keeps no file of a send that fails after its files arrived, or repeats an earlier one', async () => {
    const { admin, thread } = await setup();
    const stranger = await registerOrganization(app());
    const before = await filesOnDisk();
    const foreign = await postChat(app(), stranger, { threadId: thread.id, content: 'x' }, [
      { filename: 'dot.png', data: PNG_BYTES },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(await filesOnDisk()).toEqual(before);

    const fields = { threadId: thread.id, content: 'once', clientMessageId: 'c-upload' };
    const first = await postChat(app(), admin, fields, [{ filename: 'a.png', data: PNG_BYTES }]);
    expect(first.statusCode).toBe(201);
    const afterFirst = await filesOnDisk();
    const repeated = await postChat(app(), admin, fields, [{ filename: 'a.png', data: PNG_BYTES }]);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().chat.id).toBe(first.json().chat.id);
    expect(await filesOnDisk()).toEqual(afterFirst);
  });

  it('answers a refused type at once over a real connection, without waiting for the rest', async () => {
    const { admin, thread } = await setup();
    const address = await app().listen({ port: 0, host: '127.0.0.1' });
    const boundary = '----endless';
    // A body that never ends: only an answer given before its end can arrive.
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = http.request(`${address}/api/chat/sendChat`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body }));
      });
      request.on('error', reject);
      request.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="threadId"\r\n\r\n${thread.id}\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="attachments"; filename="endless.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      );
      const chunk = Buffer.alloc(65_536, 'not an image ');
      const sendMore = () => {
        while (!request.destroyed && request.write(chunk));
      };
      request.on('drain', sendMore);
      sendMore();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'File type not allowed: endless.png',
      code: 'VALIDATION_ERROR',
      params: { file: 'endless.png' },
    });
  });
});
