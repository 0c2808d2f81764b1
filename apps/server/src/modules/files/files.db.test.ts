import { mkdtemp, readdir, rm, symlink, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DOCUMENT_VERSIONS_KEPT,
  FILE_MESSAGES,
  type AuthResponse,
  type FileDocument,
  type FileEntry,
  type TrashItem,
} from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { GIF_BYTES, multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

const UPLOAD_LIMIT_BYTES = 200_000;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-files-'));
const uploadsDir = path.join(dataDir, 'uploads');
const testApp = useTestApp({ DATA_DIR: dataDir, UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT_BYTES) });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Signed = Pick<AuthResponse, 'token'>;

const get = (owner: Signed, url: string, headers: Record<string, string> = {}) =>
  call(app(), 'GET', url, { token: owner.token, headers });
const post = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'POST', url, { token: owner.token, body });
const put = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'PUT', url, { token: owner.token, body });

async function browse(owner: Signed, folder = ''): Promise<FileEntry[]> {
  const response = await get(owner, `/filemanager/browse?folder=${encodeURIComponent(folder)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().files;
}

async function saveDocument(
  owner: Signed,
  body: {
    folder?: string;
    name: string;
    content: string;
    expectedVersion?: number | null;
    paperSize?: string;
  },
): Promise<FileDocument> {
  const response = await put(owner, '/filemanager/document', body);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json().document;
}

async function createFolder(owner: Signed, name: string, folder = ''): Promise<FileEntry> {
  const response = await post(owner, '/filemanager/folder', { folder, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().file;
}

function upload(owner: Signed, folder: string, files: { filename: string; data: Buffer }[]) {
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

const names = (files: FileEntry[]) => files.map((file) => file.name);

describe('folders and browsing', () => {
  it('answers files with name, kind, size, modified and a version for documents', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'Reports');
    await saveDocument(admin, { name: 'plan.html', content: '<p>Plan</p>' });
    const files = await browse(admin);
    expect(files).toEqual([
      {
        name: 'Reports',
        path: 'Reports',
        folder: '',
        kind: 'folder',
        size: 0,
        modified: expect.any(String),
        version: null,
        mimetype: null,
        url: null,
      },
      {
        name: 'plan.html',
        path: 'plan.html',
        folder: '',
        kind: 'document',
        size: '<p>Plan</p>'.length,
        modified: expect.any(String),
        version: 1,
        mimetype: null,
        url: null,
      },
    ]);
  });

  it('lists a nested folder, answers 404 for a missing one and 409 for a taken name', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'a');
    await createFolder(admin, 'b', 'a');
    await saveDocument(admin, { folder: 'a/b', name: 'deep', content: '<p>x</p>' });
    expect(names(await browse(admin, 'a/b'))).toEqual(['deep.html']);
    expect(names(await browse(admin, 'a/b/'))).toEqual(['deep.html']);
    const missing = await get(admin, '/filemanager/browse?folder=nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: FILE_MESSAGES.folderNotFound, code: 'NOT_FOUND' });
    const taken = await post(admin, '/filemanager/folder', { folder: 'a', name: 'B' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(FILE_MESSAGES.nameTaken('B'));
    // The name goes along, so the page says the refusal in its language.
    expect(taken.json().params).toEqual({ name: 'B' });
  });

  it('reads paths without case and writes them as the folders spell them', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'Docs');
    const saved = await saveDocument(admin, { folder: 'docs', name: 'A.html', content: '' });
    expect(saved.path).toBe('Docs/A.html');
    expect(names(await browse(admin, 'DOCS'))).toEqual(['A.html']);
    const renamed = await post(admin, '/filemanager/rename', { path: 'docs', name: 'Papers' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await browse(admin, 'papers'))).toEqual(['A.html']);
    const folders = await browse(admin);
    expect(folders.map((file) => file.path)).toEqual(['Papers']);
  });

  it('answers an empty images folder before the first upload', async () => {
    const admin = await registerOrganization(app());
    expect(await browse(admin, 'images')).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await call(app(), 'GET', '/filemanager/browse?folder=');
    expect(response.statusCode).toBe(401);
  });
});

describe('path rules', () => {
  const refusals: [string, string][] = [
    ['..', FILE_MESSAGES.pathParentSegment],
    ['a/../..', FILE_MESSAGES.pathParentSegment],
    ['/etc', FILE_MESSAGES.pathAbsolute],
    ['a%2F..%2F..', FILE_MESSAGES.pathEncodedSeparator],
    ['..%5Cx', FILE_MESSAGES.pathEncodedSeparator],
    ['a\\..\\b', FILE_MESSAGES.pathBackslash],
    ['C:/x', FILE_MESSAGES.pathDrive],
    ['a//b', FILE_MESSAGES.pathEmptySegment],
  ];

  it.each(refusals)('refuses the folder %j with 400', async (folder, message) => {
    const admin = await registerOrganization(app());
    const response = await get(admin, `/filemanager/browse?folder=${encodeURIComponent(folder)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
  });

  it('refuses a NUL byte in a path, raw or encoded', async () => {
    const admin = await registerOrganization(app());
    const raw = await get(admin, '/filemanager/browse?folder=a%00b');
    expect(raw.statusCode).toBe(400);
    expect(raw.json().code).toBe('VALIDATION_ERROR');
    const encoded = await get(admin, `/filemanager/browse?folder=${encodeURIComponent('a%00b')}`);
    expect(encoded.statusCode).toBe(400);
    expect(encoded.json().error).toBe(FILE_MESSAGES.pathEncodedSeparator);
  });

  it('refuses bad names and paths on every writing call', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'ok.html', content: '' });
    const attempts = [
      post(admin, '/filemanager/folder', { folder: '', name: '../x' }),
      post(admin, '/filemanager/folder', { folder: '../', name: 'x' }),
      post(admin, '/filemanager/rename', { path: 'ok.html', name: 'a/b' }),
      post(admin, '/filemanager/rename', { path: '../ok.html', name: 'b' }),
      post(admin, '/filemanager/move', { path: 'ok.html', toFolder: '/tmp' }),
      post(admin, '/filemanager/delete', { path: 'x/../ok.html' }),
      put(admin, '/filemanager/document', { folder: 'a\\b', name: 'x', content: '' }),
      get(admin, '/filemanager/document?path=%2Fetc%2Fpasswd'),
      get(admin, '/filemanager/versions?path=..'),
      upload(admin, '..', [{ filename: 'a.png', data: PNG_BYTES }]),
      upload(admin, '', [{ filename: 'a%2f..%2fb.png', data: PNG_BYTES }]),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(names(await browse(admin))).toEqual(['ok.html']);
  });

  it('refuses a symbolic link in the organisation storage instead of following it', async () => {
    const admin = await registerOrganization(app());
    const [image] = (await upload(admin, 'images', [{ filename: 'a.png', data: PNG_BYTES }])).json()
      .files as FileEntry[];
    const organizationDir = path.join(uploadsDir, admin.user.organizationId!, 'files');
    const [stored] = await readdir(organizationDir);
    await unlink(path.join(organizationDir, stored!));
    await symlink('/etc/hostname', path.join(organizationDir, stored!));
    const response = await get(admin, image!.url!.replace('/api', ''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: FILE_MESSAGES.pathSymlink, code: 'BAD_REQUEST' });
    const download = await get(admin, '/filemanager/download?path=images%2Fa.png');
    expect(download.statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('creates, opens and overwrites with the expected version', async () => {
    const admin = await registerOrganization(app());
    const created = await put(admin, '/filemanager/document', {
      name: 'notes',
      content: '<p>One</p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().document).toMatchObject({
      name: 'notes.html',
      version: 1,
      content: '<p>One</p>',
    });
    const saved = await put(admin, '/filemanager/document', {
      name: 'notes.html',
      content: '<p>Two</p>',
      expectedVersion: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().document).toMatchObject({ version: 2, content: '<p>Two</p>' });
    const opened = await get(admin, '/filemanager/document?path=notes.html');
    expect(opened.json().document).toMatchObject({ version: 2, content: '<p>Two</p>' });
  });

  it('refuses a stale save with 409 and keeps the newer text', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    await saveDocument(admin, { name: 'shared.html', content: '<p>v1</p>' });
    await saveDocument(member, {
      name: 'shared.html',
      content: '<p>member</p>',
      expectedVersion: 1,
    });
    const stale = await put(admin, '/filemanager/document', {
      name: 'shared.html',
      content: '<p>admin</p>',
      expectedVersion: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: FILE_MESSAGES.staleSave(2),
      code: 'CONFLICT',
      params: { version: '2' },
    });
    const opened = await get(admin, '/filemanager/document?path=shared.html');
    expect(opened.json().document).toMatchObject({ version: 2, content: '<p>member</p>' });
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'race.html', content: '<p>0</p>' });
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        put(admin, '/filemanager/document', {
          name: 'race.html',
          content: `<p>${n}</p>`,
          expectedVersion: 1,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses creating over an existing name and saving a missing document', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'a.html', content: '' });
    const again = await put(admin, '/filemanager/document', { name: 'A.html', content: '' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FILE_MESSAGES.documentExists('A.html'));
    const missing = await put(admin, '/filemanager/document', {
      name: 'gone.html',
      content: '',
      expectedVersion: 3,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(FILE_MESSAGES.documentNotFound);
  });

  it('sanitises the HTML and keeps the page-break marker and positioned boxes', async () => {
    const admin = await registerOrganization(app());
    const document = await saveDocument(admin, {
      name: 'clean.html',
      content:
        '<div class="editor-page"><p onclick="x()">A<script>alert(1)</script></p>' +
        '<div style="position:absolute;left:10px;top:10px;width:240px">Edit me</div></div>' +
        '<!-- page-break --><div class="editor-page"><p>B</p></div>',
    });
    expect(document.content).toBe(
      '<div class="editor-page"><p>A</p><div style="position:absolute;left:10px;top:10px;width:240px">Edit me</div></div>' +
        '<!-- page-break --><div class="editor-page"><p>B</p></div>',
    );
  });

  it('keeps the last 20 versions and restores one as a new version', async () => {
    const admin = await registerOrganization(app());
    let document = await saveDocument(admin, { name: 'v.html', content: '<p>1</p>' });
    for (let n = 2; n <= 21; n += 1) {
      document = await saveDocument(admin, {
        name: 'v.html',
        content: `<p>${n}</p>`,
        expectedVersion: document.version,
      });
    }
    const listed = await get(admin, '/filemanager/versions?path=v.html');
    expect(listed.statusCode).toBe(200);
    const { versions, currentVersion } = listed.json();
    expect(currentVersion).toBe(21);
    expect(versions).toHaveLength(20);
    expect(versions[0]).toMatchObject({ version: 21, savedBy: { id: admin.user.id } });
    expect(versions.at(-1).version).toBe(2);
    expect((await get(admin, '/filemanager/version?path=v.html&version=1')).statusCode).toBe(404);
    const old = await get(admin, '/filemanager/version?path=v.html&version=5');
    expect(old.json().version).toMatchObject({ version: 5, content: '<p>5</p>' });

    const stale = await post(admin, '/filemanager/versions/restore', {
      path: 'v.html',
      version: 5,
      expectedVersion: 20,
    });
    expect(stale.statusCode).toBe(409);
    const restored = await post(admin, '/filemanager/versions/restore', {
      path: 'v.html',
      version: 5,
      expectedVersion: 21,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().document).toMatchObject({ version: 22, content: '<p>5</p>' });
    const after = (await get(admin, '/filemanager/versions?path=v.html')).json();
    expect(after.versions).toHaveLength(20);
    expect(after.versions[1].version).toBe(21);
  });

  it('pins the version before a save that wipes most of the text, past any number of saves', async () => {
    const admin = await registerOrganization(app());
    const full =
      '<h1>Quarterly report</h1><p>Revenue grew in every region, led by the north.</p>' +
      '<div style="position:absolute;left:10px;top:10px;width:240px"><p>Edit me</p></div>';
    let document = await saveDocument(admin, { name: 'wipe.html', content: full });
    // A select-all and one keystroke: the document shrinks to one letter.
    document = await saveDocument(admin, {
      name: 'wipe.html',
      content: '<p>x</p>',
      expectedVersion: document.version,
    });
    for (let n = 0; n < DOCUMENT_VERSIONS_KEPT + 5; n += 1) {
      document = await saveDocument(admin, {
        name: 'wipe.html',
        content: `<p>x${n}</p>`,
        expectedVersion: document.version,
      });
    }
    const { versions } = (await get(admin, '/filemanager/versions?path=wipe.html')).json();
    expect(versions).toHaveLength(DOCUMENT_VERSIONS_KEPT + 1);
    expect(versions.at(-1)).toMatchObject({ version: 1, keptBeforeDeletion: true });
    expect(
      versions.filter((v: { keptBeforeDeletion: boolean }) => v.keptBeforeDeletion),
    ).toHaveLength(1);
    const kept = await get(admin, '/filemanager/version?path=wipe.html&version=1');
    expect(kept.json().version.content).toBe(full);

    const restored = await post(admin, '/filemanager/versions/restore', {
      path: 'wipe.html',
      version: 1,
      expectedVersion: document.version,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().document.content).toBe(full);
  });

  it('keeps the paper size per document: US Letter by default, A4 when chosen', async () => {
    const admin = await registerOrganization(app());
    const letter = await saveDocument(admin, { name: 'letter.html', content: '<p>L</p>' });
    expect(letter.paperSize).toBe('letter');
    const a4 = await saveDocument(admin, {
      name: 'letter.html',
      content: '<p>A</p>',
      expectedVersion: letter.version,
      paperSize: 'a4',
    });
    expect(a4.paperSize).toBe('a4');
    // A save that does not name the paper keeps it.
    const kept = await saveDocument(admin, {
      name: 'letter.html',
      content: '<p>B</p>',
      expectedVersion: a4.version,
    });
    expect(kept.paperSize).toBe('a4');
    const opened = await get(admin, '/filemanager/document?path=letter.html');
    expect(opened.json().document).toMatchObject({ paperSize: 'a4', content: '<p>B</p>' });
    const bad = await put(admin, '/filemanager/document', {
      name: 'letter.html',
      content: '<p>C</p>',
      expectedVersion: kept.version,
      paperSize: 'tabloid',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it('keeps ordinary edits and growth unpinned', async () => {
    const admin = await registerOrganization(app());
    let document = await saveDocument(admin, { name: 'grow.html', content: '<p>Hello there</p>' });
    for (const content of ['<p>Hello there, team</p>', '<p>Hello team</p>']) {
      document = await saveDocument(admin, {
        name: 'grow.html',
        content,
        expectedVersion: document.version,
      });
    }
    const { versions } = (await get(admin, '/filemanager/versions?path=grow.html')).json();
    expect(versions.map((v: { keptBeforeDeletion: boolean }) => v.keptBeforeDeletion)).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('rename, move, trash and restore', () => {
  it('renames a folder with everything in it and moves a file', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'old');
    await createFolder(admin, 'sub', 'old');
    await saveDocument(admin, { folder: 'old/sub', name: 'x.html', content: '<p>x</p>' });
    const renamed = await post(admin, '/filemanager/rename', { path: 'old', name: 'new' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().file).toMatchObject({ name: 'new', path: 'new', kind: 'folder' });
    expect(names(await browse(admin, 'new/sub'))).toEqual(['x.html']);

    const renamedDocument = await post(admin, '/filemanager/rename', {
      path: 'new/sub/x.html',
      name: 'y',
    });
    expect(renamedDocument.json().file.name).toBe('y.html');

    await createFolder(admin, 'other');
    const moved = await post(admin, '/filemanager/move', {
      path: 'new/sub/y.html',
      toFolder: 'other',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().file.path).toBe('other/y.html');
    expect(names(await browse(admin, 'other'))).toEqual(['y.html']);

    const intoItself = await post(admin, '/filemanager/move', { path: 'new', toFolder: 'new/sub' });
    expect(intoItself.statusCode).toBe(400);
    expect(intoItself.json().error).toBe(FILE_MESSAGES.moveIntoItself);

    await saveDocument(admin, { name: 'y.html', content: '' });
    const taken = await post(admin, '/filemanager/move', { path: 'y.html', toFolder: 'other' });
    expect(taken.statusCode).toBe(409);
  });

  it('deletes a folder to the trash, restores it whole, and purges', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'box');
    await saveDocument(admin, { folder: 'box', name: 'in.html', content: '<p>in</p>' });
    await upload(admin, 'box', [{ filename: 'pic.gif', data: GIF_BYTES }]);

    const deleted = await post(admin, '/filemanager/delete', { path: 'box' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const item: TrashItem = deleted.json().item;
    expect(item).toMatchObject({ name: 'box', kind: 'folder', folder: '' });
    expect(item.deletedBy?.id).toBe(admin.user.id);
    expect(await browse(admin)).toEqual([]);
    expect((await get(admin, '/filemanager/browse?folder=box')).statusCode).toBe(404);
    const trash = (await get(admin, '/filemanager/trash')).json().items;
    expect(trash).toEqual([item]);

    const restored = await post(admin, `/filemanager/trash/${item.id}/restore`, {});
    expect(restored.statusCode, restored.body).toBe(200);
    expect(names(await browse(admin, 'box'))).toEqual(['in.html', 'pic.gif']);
    expect((await get(admin, '/filemanager/trash')).json().items).toEqual([]);

    const again = (await post(admin, '/filemanager/delete', { path: 'box/pic.gif' })).json().item;
    const purged = await call(app(), 'DELETE', `/filemanager/trash/${again.id}`, {
      token: admin.token,
    });
    expect(purged.statusCode).toBe(204);
    expect(names(await browse(admin, 'box'))).toEqual(['in.html']);
    expect((await post(admin, `/filemanager/trash/${again.id}/restore`, {})).statusCode).toBe(404);
  });

  it('refuses a restore when the name is taken again, and recreates a missing folder', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'a.html', content: '<p>1</p>' });
    const first = (await post(admin, '/filemanager/delete', { path: 'a.html' })).json().item;
    await saveDocument(admin, { name: 'a.html', content: '<p>2</p>' });
    const refused = await post(admin, `/filemanager/trash/${first.id}/restore`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(FILE_MESSAGES.restoreFolderTaken('a.html'));

    await createFolder(admin, 'f');
    await saveDocument(admin, { folder: 'f', name: 'inner.html', content: '' });
    const inner = (await post(admin, '/filemanager/delete', { path: 'f/inner.html' })).json().item;
    await post(admin, '/filemanager/delete', { path: 'f' });
    const back = await post(admin, `/filemanager/trash/${inner.id}/restore`, {});
    expect(back.statusCode, back.body).toBe(200);
    expect(names(await browse(admin, 'f'))).toEqual(['inner.html']);
  });
});

describe('uploads and images', () => {
  it('stores images checked by content and serves them to members only', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const response = await upload(admin, 'images', [
      { filename: 'logo.png', data: PNG_BYTES },
      { filename: 'logo.png', data: PNG_BYTES },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [first, second] = response.json().files as FileEntry[];
    expect(first).toMatchObject({ name: 'logo.png', kind: 'image', mimetype: 'image/png' });
    expect(second!.name).toBe('logo (2).png');
    expect(first!.url).toBe(`/api/uploads/${admin.user.organizationId}/images/logo.png`);

    const served = await get(member, first!.url!.replace('/api', ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    const revalidated = await get(member, first!.url!.replace('/api', ''), {
      'if-none-match': served.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);

    const anonymous = await call(app(), 'GET', first!.url!.replace('/api', ''));
    expect(anonymous.statusCode).toBe(401);
    const stranger = await registerOrganization(app());
    expect((await get(stranger, first!.url!.replace('/api', ''))).statusCode).toBe(404);
    expect(
      (await get(admin, `/uploads/${admin.user.organizationId}/images/missing.png`)).statusCode,
    ).toBe(404);
  });

  it('refuses a non-image into the images folder or under an image name', async () => {
    const admin = await registerOrganization(app());
    const text = Buffer.from('just text, not a picture');
    const intoImages = await upload(admin, 'images', [{ filename: 'a.txt', data: text }]);
    expect(intoImages.statusCode).toBe(400);
    expect(intoImages.json().error).toBe(FILE_MESSAGES.notAnImage('a.txt'));
    const disguised = await upload(admin, '', [{ filename: 'evil.png', data: text }]);
    expect(disguised.statusCode).toBe(400);
    const plain = await upload(admin, '', [{ filename: 'notes.txt', data: text }]);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().files[0]).toMatchObject({
      kind: 'file',
      mimetype: 'application/octet-stream',
    });
    const downloaded = await get(admin, '/filemanager/download?path=notes.txt');
    expect(downloaded.headers['content-disposition']).toContain('attachment');
    expect(downloaded.body).toBe('just text, not a picture');
  });

  it('refuses an upload over the size limit and leaves nothing behind', async () => {
    const admin = await registerOrganization(app());
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(UPLOAD_LIMIT_BYTES + 10)]);
    const response = await upload(admin, 'images', [{ filename: 'big.png', data: big }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(FILE_MESSAGES.fileTooLarge('big.png', UPLOAD_LIMIT_BYTES));
    expect(await browse(admin, 'images')).toEqual([]);
    const incoming = await readdir(path.join(uploadsDir, '.incoming')).catch(() => []);
    expect(incoming).toEqual([]);
  });

  it('turns an uploaded .html into a document', async () => {
    const admin = await registerOrganization(app());
    const response = await upload(admin, '', [
      { filename: 'page.html', data: Buffer.from('<h1>Hi</h1><script>x</script>') },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().files[0]).toMatchObject({ kind: 'document', version: 1 });
    const opened = await get(admin, '/filemanager/document?path=page.html');
    expect(opened.json().document.content).toBe('<h1>Hi</h1>');
  });
});

describe('files of another organisation', () => {
  it('are not found by any call', async () => {
    const owner = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    await createFolder(owner, 'private');
    await saveDocument(owner, { folder: 'private', name: 'secret.html', content: '<p>s</p>' });
    const item = (await post(owner, '/filemanager/delete', { path: 'private/secret.html' })).json()
      .item;
    await post(owner, `/filemanager/trash/${item.id}/restore`, {});
    const secret = 'private/secret.html';
    const attempts = [
      get(stranger, '/filemanager/browse?folder=private'),
      get(stranger, `/filemanager/document?path=${encodeURIComponent(secret)}`),
      get(stranger, `/filemanager/download?path=${encodeURIComponent(secret)}`),
      get(stranger, `/filemanager/versions?path=${encodeURIComponent(secret)}`),
      put(stranger, '/filemanager/document', {
        folder: 'private',
        name: 'secret.html',
        content: 'x',
        expectedVersion: 1,
      }),
      post(stranger, '/filemanager/rename', { path: secret, name: 'mine.html' }),
      post(stranger, '/filemanager/move', { path: secret, toFolder: '/' }),
      post(stranger, '/filemanager/delete', { path: secret }),
      post(stranger, `/filemanager/trash/${item.id}/restore`, {}),
      call(app(), 'DELETE', `/filemanager/trash/${item.id}`, { token: stranger.token }),
      post(stranger, '/filemanager/versions/restore', {
        path: secret,
        version: 1,
        expectedVersion: 1,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await get(stranger, '/filemanager/trash')).json().items).toEqual([]);
    expect(await browse(stranger)).toEqual([]);
    const opened = await get(owner, `/filemanager/document?path=${encodeURIComponent(secret)}`);
    expect(opened.json().document.content).toBe('<p>s</p>');
  });
});
