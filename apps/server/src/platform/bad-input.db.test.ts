import type { AuthResponse } from '@worksphere/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createThread, multipart, PNG_BYTES, postChat } from '../test/chat-helpers.js';
import { registerOrganization } from '../test/factories.js';
import { call, useTestApp } from '../test/test-app.js';

/** The inputs a fuzzing run answered with 500, each now a 4xx `{error, code}`. */
const testApp = useTestApp({ UPLOAD_LIMIT_BYTES: '1024' });
let admin: AuthResponse;
beforeAll(async () => {
  admin = await registerOrganization(testApp.app);
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(testApp.app, method, url, { token: admin.token, body });

describe('text and dates the database cannot store', () => {
  it('refuses NUL characters and lone surrogates in any text field, with the field named', async () => {
    const nul = await send('POST', '/tasks', { title: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: 'title: Text cannot contain NUL characters.',
      code: 'VALIDATION_ERROR',
    });
    const surrogate = await send('POST', '/projects', { name: 'x\ud800' });
    expect(surrogate.json()).toEqual({
      error: 'name: Text contains an invalid character.',
      code: 'VALIDATION_ERROR',
    });
    const layout = await send('PUT', '/dashboard/layout', {
      widgets: [{ id: 'a', type: 'recent-notes', settings: { 'k\u0000': 'v' } }],
    });
    expect(layout.statusCode).toBe(400);
  });

  it('refuses NUL in search queries', async () => {
    for (const url of ['/tasks?q=%00', '/notes?q=a%00', '/chat/search?q=%00x']) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('refuses dates before year 1 or after 9999, in UTC', async () => {
    for (const dueDate of ['0000-01-01', '0001-01-01T00:30+01:00', '9999-12-31T23:30-01:00']) {
      const response = await send('POST', '/tasks', { title: 'Dated', dueDate });
      expect(response.json(), dueDate).toEqual({
        error: 'dueDate: Enter a valid date.',
        code: 'VALIDATION_ERROR',
      });
    }
    const listed = await send('GET', '/tasks?dueFrom=0000-06-01');
    expect(listed.statusCode).toBe(400);
    const earliest = await send('POST', '/tasks', { title: 'Old', dueDate: '0001-01-01' });
    expect(earliest.statusCode).toBe(201);
  });
});

describe("the framework's own errors", () => {
  it('answers a malformed URL with 400 and an over-long parameter with 404', async () => {
    const badUrl = await send('GET', '/tasks/%E0%A4%A');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      error: 'The address is not a valid URL.',
      code: 'BAD_REQUEST',
    });
    const longParam = await send('GET', `/tasks/${'a'.repeat(300)}`);
    expect(longParam.statusCode).toBe(404);
    expect(longParam.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers bodies of the wrong type with 4xx codes of the closed set', async () => {
    const notJson = await call(testApp.app, 'POST', '/tasks', {
      token: admin.token,
      body: '{"title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.json()).toEqual({
      error: 'The request body is not valid JSON.',
      code: 'BAD_REQUEST',
    });
    const xml = await call(testApp.app, 'POST', '/tasks', {
      token: admin.token,
      body: '<title/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('malformed multipart bodies', () => {
  let threadId: string;
  beforeAll(async () => {
    const room = await createRoom(testApp.app, admin);
    threadId = (await createThread(testApp.app, admin, room.id)).id;
  });

  const sendRaw = (contentType: string, body: Buffer | string) =>
    call(testApp.app, 'POST', '/chat/sendChat', {
      token: admin.token,
      body,
      headers: { 'content-type': contentType },
    });

  it('answers a body without boundary, cut short or of garbage with 400', async () => {
    const { body } = multipart({ threadId, content: 'hi' });
    const noBoundary = await sendRaw('multipart/form-data', body);
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      error: 'The multipart body is malformed.',
      code: 'BAD_REQUEST',
    });
    const { body: whole, headers } = multipart({ threadId, content: 'hi' });
    const cut = await sendRaw(headers['content-type'], whole.subarray(0, whole.length - 20));
    expect(cut.statusCode).toBe(400);
    const garbage = await sendRaw(headers['content-type'], Buffer.from([0, 1, 2, 3, 255]));
    expect(garbage.statusCode).toBe(400);
  });

  it('answers too many files or fields with 413', async () => {
    // Real images: each file passes its type check, so only the count can refuse the send.
    const file = { filename: 'a.png', data: PNG_BYTES };
    const files = await postChat(testApp.app, admin, { threadId }, Array(11).fill(file));
    expect(files.statusCode).toBe(413);
    expect(files.json()).toEqual({
      error: 'Too many files in one request.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const manyFields = Object.fromEntries(
      Array.from({ length: 25 }, (_, index) => [`field${index}`, 'x']),
    );
    const fields = await postChat(testApp.app, admin, { threadId, ...manyFields });
    expect(fields.statusCode).toBe(413);
    expect(fields.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
