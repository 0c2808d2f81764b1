import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FILE_MESSAGES, type AuthResponse, type FileEntry } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/* The storage quota per organisation (STORAGE_QUOTA_BYTES), with a tiny quota. */

const QUOTA = 1000;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-files-quota-'));
const uploadsDir = path.join(dataDir, 'uploads');
const testApp = useTestApp({ DATA_DIR: dataDir, STORAGE_QUOTA_BYTES: String(QUOTA) });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Signed = Pick<AuthResponse, 'token'>;
const OVER_QUOTA = {
  error: FILE_MESSAGES.quotaExceeded(QUOTA),
  code: 'PAYLOAD_TOO_LARGE',
  // The quota it names goes along, for the page's own language.
  params: FILE_MESSAGES.quotaExceeded.params(QUOTA),
};

const get = (owner: Signed, url: string) => call(app(), 'GET', url, { token: owner.token });
const post = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'POST', url, { token: owner.token, body });
const put = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'PUT', url, { token: owner.token, body });

/** A paragraph of exactly `bytes` bytes ("<p>" + x... + "</p>"). */
const paragraph = (bytes: number) => `<p>${'x'.repeat(bytes - 7)}</p>`;
/** A real PNG (recognised by content) of exactly `bytes` bytes. */
const png = (bytes: number) => Buffer.concat([PNG_BYTES, Buffer.alloc(bytes - PNG_BYTES.length)]);

function upload(owner: Signed, files: { filename: string; data: Buffer }[], folder = '') {
  const { body, headers } = multipart(
    {},
    files.map((file) => ({ ...file, field: 'files' })),
  );
  return call(app(), 'POST', `/filemanager/upload?folder=${encodeURIComponent(folder)}`, {
    token: owner.token,
    body,
    headers,
  });
}

async function usedBytes(owner: Signed): Promise<number> {
  return (await get(owner, '/filemanager/usage')).json().usedBytes;
}

async function browseNames(owner: Signed) {
  return ((await get(owner, '/filemanager/browse')).json().files as FileEntry[]).map(
    (file) => file.name,
  );
}

/** What is on disk for the organisation, and uploads still being received. */
async function filesOnDisk(organizationId: string) {
  const stored = await readdir(path.join(uploadsDir, organizationId, 'files')).catch(() => []);
  const incoming = await readdir(path.join(uploadsDir, '.incoming')).catch(() => []);
  return [...stored, ...incoming];
}

describe('storage quota', () => {
  it('refuses a document save that would pass it, naming the quota, and stores nothing', async () => {
    const admin = await registerOrganization(app());
    expect((await get(admin, '/filemanager/usage')).json()).toEqual({
      usedBytes: 0,
      quotaBytes: QUOTA,
    });
    const created = await put(admin, '/filemanager/document', {
      name: 'a.html',
      content: paragraph(600),
    });
    expect(created.statusCode, created.body).toBe(201);

    const tooBig = await put(admin, '/filemanager/document', {
      name: 'b.html',
      content: paragraph(401),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(OVER_QUOTA);
    expect(tooBig.json().error).toContain('1000 bytes');
    expect(await browseNames(admin)).toEqual(['a.html']);

    // A new version counts as well: the kept versions are stored.
    const newVersion = await put(admin, '/filemanager/document', {
      name: 'a.html',
      content: paragraph(500),
      expectedVersion: 1,
    });
    expect(newVersion.statusCode).toBe(413);
    const opened = await get(admin, '/filemanager/document?path=a.html');
    expect(opened.json().document).toMatchObject({ version: 1, content: paragraph(600) });
    expect(await usedBytes(admin)).toBe(600);

    const fits = await put(admin, '/filemanager/document', {
      name: 'b.html',
      content: paragraph(400),
    });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(await usedBytes(admin)).toBe(QUOTA);
  });

  it('refuses restoring a version that would pass it', async () => {
    const admin = await registerOrganization(app());
    await put(admin, '/filemanager/document', { name: 'a.html', content: paragraph(400) });
    const second = await put(admin, '/filemanager/document', {
      name: 'a.html',
      content: paragraph(300),
      expectedVersion: 1,
    });
    expect(second.statusCode, second.body).toBe(200);
    const restored = await post(admin, '/filemanager/versions/restore', {
      path: 'a.html',
      version: 1,
      expectedVersion: 2,
    });
    expect(restored.statusCode).toBe(413);
    expect(restored.json()).toEqual(OVER_QUOTA);
    expect((await get(admin, '/filemanager/versions?path=a.html')).json().currentVersion).toBe(2);
  });

  it('refuses uploads that would pass it, all of a request, leaving nothing on disk', async () => {
    const admin = await registerOrganization(app());
    const { organizationId } = admin.user;
    const first = await upload(admin, [{ filename: 'one.png', data: png(600) }]);
    expect(first.statusCode, first.body).toBe(201);

    const tooBig = await upload(admin, [{ filename: 'two.png', data: png(401) }]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual(OVER_QUOTA);

    // Each fits alone; together they do not, so neither is kept.
    const together = await upload(admin, [
      { filename: 'three.png', data: png(200) },
      { filename: 'four.png', data: png(201) },
    ]);
    expect(together.statusCode).toBe(413);
    expect(await browseNames(admin)).toEqual(['one.png']);
    expect(await filesOnDisk(organizationId)).toHaveLength(1);
    expect(await usedBytes(admin)).toBe(600);

    const html = await upload(admin, [
      { filename: 'page.html', data: Buffer.from(paragraph(401)) },
    ]);
    expect(html.statusCode).toBe(413);
    expect(await browseNames(admin)).toEqual(['one.png']);
  });

  it('counts the trash until it is purged', async () => {
    const admin = await registerOrganization(app());
    await upload(admin, [{ filename: 'big.png', data: png(900) }]);
    const deleted = await post(admin, '/filemanager/delete', { path: 'big.png' });
    const refused = await upload(admin, [{ filename: 'next.png', data: png(200) }]);
    expect(refused.statusCode).toBe(413);

    const purged = await call(app(), 'DELETE', `/filemanager/trash/${deleted.json().item.id}`, {
      token: admin.token,
    });
    expect(purged.statusCode).toBe(204);
    const accepted = await upload(admin, [{ filename: 'next.png', data: png(200) }]);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('refuses an export that would pass it, and keeps nothing of it', async () => {
    const admin = await registerOrganization(app());
    await upload(admin, [{ filename: 'big.png', data: png(990) }]);
    const exported = await post(admin, '/filemanager/convertToMarkdown?folder=', {
      html: `<p>${'word '.repeat(10)}</p>`,
      filename: 'notes.html',
    });
    expect(exported.statusCode).toBe(413);
    expect(exported.json()).toEqual(OVER_QUOTA);
    expect(await browseNames(admin)).toEqual(['big.png']);
  });

  it('is per organisation', async () => {
    const full = await registerOrganization(app());
    const other = await registerOrganization(app());
    await upload(full, [{ filename: 'big.png', data: png(QUOTA) }]);
    expect(await usedBytes(full)).toBe(QUOTA);
    const refused = await put(full, '/filemanager/document', {
      name: 'a.html',
      content: '<p>a</p>',
    });
    expect(refused.statusCode).toBe(413);
    const accepted = await put(other, '/filemanager/document', {
      name: 'a.html',
      content: paragraph(900),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('does not count a folder, a rename or a move', async () => {
    const admin = await registerOrganization(app());
    await upload(admin, [{ filename: 'big.png', data: png(QUOTA) }]);
    expect((await post(admin, '/filemanager/folder', { name: 'box' })).statusCode).toBe(201);
    const moved = await post(admin, '/filemanager/move', { path: 'big.png', toFolder: 'box' });
    expect(moved.statusCode, moved.body).toBe(200);
    const renamed = await post(admin, '/filemanager/rename', {
      path: 'box/big.png',
      name: 'b.png',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
