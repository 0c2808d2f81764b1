import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, type AuthResponse } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/* Uploads per user per window (UPLOAD_RATE_LIMIT_*). */

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-files-rate-'));
const testApp = useTestApp({
  DATA_DIR: dataDir,
  UPLOAD_RATE_LIMIT_MAX: '2',
  UPLOAD_RATE_LIMIT_WINDOW_MS: '600000',
});
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function upload(owner: Pick<AuthResponse, 'token'>, filename: string) {
  const { body, headers } = multipart({}, [{ field: 'files', filename, data: PNG_BYTES }]);
  return call(app(), 'POST', '/filemanager/upload', { token: owner.token, body, headers });
}

describe('upload rate limit', () => {
  it('answers 429 past the limit, per user, and nothing of it is stored', async () => {
    const admin = await registerOrganization(app());
    // Same organisation, same client address (inject): only the user differs.
    const member = await addMember(app(), admin);
    expect((await upload(admin, 'a.png')).statusCode).toBe(201);
    expect((await upload(admin, 'b.png')).statusCode).toBe(201);
    const limited = await upload(admin, 'c.png');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: FILE_MESSAGES.uploadRateLimited,
      code: 'RATE_LIMITED',
    });

    expect((await upload(member, 'd.png')).statusCode).toBe(201);
    const files = (await call(app(), 'GET', '/filemanager/browse', { token: admin.token })).json()
      .files as { name: string }[];
    expect(files.map((file) => file.name)).toEqual(['a.png', 'b.png', 'd.png']);

    // Other calls of the file manager are not limited by it.
    const saved = await call(app(), 'PUT', '/filemanager/document', {
      token: admin.token,
      body: { name: 'still.html', content: '<p>ok</p>' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('does not count requests of someone signed out', async () => {
    const admin = await registerOrganization(app());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await upload({ token: '' }, 'x.png')).statusCode).toBe(401);
    }
    expect((await upload(admin, 'first.png')).statusCode).toBe(201);
  });
});
