import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_STORAGE_QUOTA_BYTES,
  FILE_MESSAGES,
  FILE_SEARCH_LIMIT,
  type AuthResponse,
  type FileEntry,
} from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { GIF_BYTES, multipart, PNG_BYTES } from '../../test/chat-helpers.js';
import { addMember, registerOrganization, setPermissions } from '../../test/factories.js';
import { call, useTestApp } from '../../test/test-app.js';

/*
 * The file manager's search, storage usage, move destinations, the documents:edit permission,
 * admin-only purging and the invisible-character rule for names, on the real database.
 */

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-files-manager-'));
const testApp = useTestApp({ DATA_DIR: dataDir });
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Signed = Pick<AuthResponse, 'token'>;

const get = (owner: Signed, url: string) => call(app(), 'GET', url, { token: owner.token });
const post = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'POST', url, { token: owner.token, body });
const put = (owner: Signed, url: string, body: unknown) =>
  call(app(), 'PUT', url, { token: owner.token, body });
const remove = (owner: Signed, url: string) => call(app(), 'DELETE', url, { token: owner.token });

async function createFolder(owner: Signed, name: string, folder = '') {
  const response = await post(owner, '/filemanager/folder', { folder, name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().file as FileEntry;
}

async function saveDocument(
  owner: Signed,
  body: { folder?: string; name: string; content: string; expectedVersion?: number | null },
) {
  const response = await put(owner, '/filemanager/document', body);
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json().document as FileEntry & { version: number };
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

async function browseNames(owner: Signed, folder = '') {
  const response = await get(owner, `/filemanager/browse?folder=${encodeURIComponent(folder)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().files as FileEntry[]).map((file) => file.name);
}

const search = (owner: Signed, q: string) =>
  get(owner, `/filemanager/search?q=${encodeURIComponent(q)}`);

async function usedBytes(owner: Signed): Promise<number> {
  const response = await get(owner, '/filemanager/usage');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().usedBytes;
}

describe('search', () => {
  it('finds names containing the text in any folder, ignoring case, folders first', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'Plans');
    await createFolder(admin, 'deep', 'Plans');
    await saveDocument(admin, { folder: 'Plans/deep', name: 'Marketing PLAN.html', content: '' });
    await saveDocument(admin, { name: 'airplane notes.html', content: '' });
    await saveDocument(admin, { name: 'budget.html', content: '' });
    await upload(admin, 'Plans', [{ filename: 'plan-photo.png', data: PNG_BYTES }]);

    const response = await search(admin, 'pLaN');
    expect(response.statusCode, response.body).toBe(200);
    const files: FileEntry[] = response.json().files;
    expect(files.map((file) => [file.kind, file.path])).toEqual([
      ['folder', 'Plans'],
      ['document', 'airplane notes.html'],
      ['document', 'Plans/deep/Marketing PLAN.html'],
      ['image', 'Plans/plan-photo.png'],
    ]);
    expect(files[2]).toMatchObject({ folder: 'Plans/deep', version: 1, url: null });
  });

  it('leaves the trash out and reads % and _ as plain characters', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'kept report.html', content: '' });
    await saveDocument(admin, { name: 'deleted report.html', content: '' });
    await saveDocument(admin, { name: '100% done.html', content: '' });
    await post(admin, '/filemanager/delete', { path: 'deleted report.html' });
    const found = (await search(admin, 'report')).json().files as FileEntry[];
    expect(found.map((file) => file.name)).toEqual(['kept report.html']);
    const percent = (await search(admin, '0%')).json().files as FileEntry[];
    expect(percent.map((file) => file.name)).toEqual(['100% done.html']);
    expect((await search(admin, '_')).json().files).toEqual([]);
  });

  it(`answers at most ${FILE_SEARCH_LIMIT}`, async () => {
    const admin = await registerOrganization(app());
    await Promise.all(
      Array.from({ length: FILE_SEARCH_LIMIT + 3 }, (_, index) =>
        saveDocument(admin, { name: `many ${String(index).padStart(2, '0')}.html`, content: '' }),
      ),
    );
    const files = (await search(admin, 'many')).json().files as FileEntry[];
    expect(files).toHaveLength(FILE_SEARCH_LIMIT);
    expect(files[0]!.name).toBe('many 00.html');
  });

  it('refuses a blank search with 400', async () => {
    const admin = await registerOrganization(app());
    for (const url of ['/filemanager/search', '/filemanager/search?q=%20%20']) {
      const response = await get(admin, url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: FILE_MESSAGES.searchRequired,
        code: 'VALIDATION_ERROR',
      });
    }
  });
});

describe('storage usage', () => {
  it('counts uploads and every kept version, the trash until it is purged', async () => {
    const admin = await registerOrganization(app());
    expect((await get(admin, '/filemanager/usage')).json()).toEqual({
      usedBytes: 0,
      quotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
    });
    const first = await saveDocument(admin, { name: 'a.html', content: '<p>one</p>' });
    await saveDocument(admin, {
      name: 'a.html',
      content: '<p>two two</p>',
      expectedVersion: first.version,
    });
    expect(await usedBytes(admin)).toBe('<p>one</p>'.length + '<p>two two</p>'.length);

    await createFolder(admin, 'pics');
    const uploaded = await upload(admin, 'pics', [{ filename: 'p.gif', data: GIF_BYTES }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const withImage = '<p>one</p>'.length + '<p>two two</p>'.length + GIF_BYTES.length;
    expect(await usedBytes(admin)).toBe(withImage);

    const deleted = await post(admin, '/filemanager/delete', { path: 'pics' });
    expect(await usedBytes(admin)).toBe(withImage);
    const purged = await remove(admin, `/filemanager/trash/${deleted.json().item.id}`);
    expect(purged.statusCode).toBe(204);
    expect(await usedBytes(admin)).toBe('<p>one</p>'.length + '<p>two two</p>'.length);
  });
});

describe('move', () => {
  it('refuses an empty or unknown destination and moves nothing', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'box');
    await saveDocument(admin, { folder: 'box', name: 'x.html', content: '<p>x</p>' });

    for (const toFolder of [undefined, '', '  ']) {
      const empty = await post(admin, '/filemanager/move', { path: 'box/x.html', toFolder });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        error: FILE_MESSAGES.moveDestinationRequired,
        code: 'VALIDATION_ERROR',
      });
    }
    const unknown = await post(admin, '/filemanager/move', {
      path: 'box/x.html',
      toFolder: 'nowhere',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: FILE_MESSAGES.folderNotFound, code: 'NOT_FOUND' });

    await saveDocument(admin, { name: 'plain.html', content: '' });
    const intoFile = await post(admin, '/filemanager/move', {
      path: 'box/x.html',
      toFolder: 'plain.html',
    });
    expect(intoFile.statusCode).toBe(400);
    expect(intoFile.json().error).toBe(FILE_MESSAGES.notAFolder);
    expect(await browseNames(admin, 'box')).toEqual(['x.html']);
  });

  it('refuses a folder into itself or below itself, whatever the case', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'Box');
    await createFolder(admin, 'inner', 'Box');
    for (const toFolder of ['Box', 'box', 'BOX/inner/']) {
      const refused = await post(admin, '/filemanager/move', { path: 'Box', toFolder });
      expect(refused.statusCode, toFolder).toBe(400);
      expect(refused.json().error).toBe(FILE_MESSAGES.moveIntoItself);
    }
    expect(await browseNames(admin)).toEqual(['Box']);
  });

  it('moves to the top level with "/"', async () => {
    const admin = await registerOrganization(app());
    await createFolder(admin, 'box');
    await saveDocument(admin, { folder: 'box', name: 'x.html', content: '' });
    const moved = await post(admin, '/filemanager/move', { path: 'box/x.html', toFolder: '/' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().file).toMatchObject({ path: 'x.html', folder: '' });
    expect(await browseNames(admin)).toEqual(['box', 'x.html']);
  });
});

describe('documents:edit', () => {
  it('is held by a new member; without it a member can look but not change', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    expect(member.user.permissions).toContain('documents:edit');

    await createFolder(admin, 'box');
    const document = await saveDocument(admin, {
      folder: 'box',
      name: 'doc.html',
      content: '<p>v1</p>',
    });
    await saveDocument(admin, {
      folder: 'box',
      name: 'doc.html',
      content: '<p>v2</p>',
      expectedVersion: document.version,
    });
    await saveDocument(admin, { name: 'gone.html', content: '' });
    const trashed = (await post(admin, '/filemanager/delete', { path: 'gone.html' })).json().item;

    await setPermissions(
      app(),
      admin,
      member,
      member.user.permissions.filter((permission) => permission !== 'documents:edit'),
    );
    const refused = [
      post(member, '/filemanager/folder', { folder: '', name: 'new' }),
      put(member, '/filemanager/document', { name: 'new.html', content: '' }),
      put(member, '/filemanager/document', {
        folder: 'box',
        name: 'doc.html',
        content: '<p>mine</p>',
        expectedVersion: 2,
      }),
      post(member, '/filemanager/rename', { path: 'box/doc.html', name: 'other' }),
      post(member, '/filemanager/move', { path: 'box/doc.html', toFolder: '/' }),
      post(member, '/filemanager/delete', { path: 'box/doc.html' }),
      upload(member, '', [{ filename: 'p.png', data: PNG_BYTES }]),
      post(member, '/filemanager/convertToMarkdown?folder=box', {
        html: '<p>x</p>',
        filename: 'doc.html',
      }),
      post(member, '/filemanager/versions/restore', {
        path: 'box/doc.html',
        version: 1,
        expectedVersion: 2,
      }),
      post(member, `/filemanager/trash/${trashed.id}/restore`, {}),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: FILE_MESSAGES.editForbidden, code: 'FORBIDDEN' });
    }
    expect(await browseNames(admin)).toEqual(['box']);
    expect(await browseNames(admin, 'box')).toEqual(['doc.html']);
    expect((await get(admin, '/filemanager/trash')).json().items).toHaveLength(1);

    const allowed = [
      get(member, '/filemanager/browse?folder=box'),
      get(member, '/filemanager/document?path=box/doc.html'),
      get(member, '/filemanager/download?path=box/doc.html'),
      get(member, '/filemanager/versions?path=box/doc.html'),
      get(member, '/filemanager/version?path=box/doc.html&version=1'),
      get(member, '/filemanager/search?q=doc'),
      get(member, '/filemanager/usage'),
      get(member, '/filemanager/trash'),
    ];
    for (const response of await Promise.all(allowed)) {
      expect(response.statusCode, response.body).toBe(200);
    }
    const opened = await get(member, '/filemanager/document?path=box/doc.html');
    expect(opened.json().document).toMatchObject({ version: 2, content: '<p>v2</p>' });
  });

  it('lets a member holding it change files, and an admin give it back', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    await setPermissions(app(), admin, member, []);
    const refused = await post(member, '/filemanager/folder', { folder: '', name: 'x' });
    expect(refused.statusCode).toBe(403);
    await setPermissions(app(), admin, member, ['documents:edit']);
    await createFolder(member, 'x');
    await saveDocument(member, { folder: 'x', name: 'mine', content: '<p>m</p>' });
    const moved = await post(member, '/filemanager/move', { path: 'x/mine.html', toFolder: '/' });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('is given by the migration to members who joined before it existed', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    await setPermissions(app(), admin, member, ['tasks:edit']);
    const migration = await readFile(
      new URL('../../../drizzle/0017_member_documents_edit_permission.sql', import.meta.url),
      'utf8',
    );
    await testApp.db.execute(sql.raw(migration));
    const me = await get(member, '/user/me');
    expect(me.json().user.permissions).toEqual(['tasks:edit', 'documents:edit']);
    // Run twice, it adds nothing more.
    await testApp.db.execute(sql.raw(migration));
    expect((await get(member, '/user/me')).json().user.permissions).toEqual([
      'tasks:edit',
      'documents:edit',
    ]);
  });
});

describe('deleting from the trash for good', () => {
  it('is for admins only, one item or the whole trash', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    await saveDocument(admin, { name: 'a.html', content: '<p>a</p>' });
    await createFolder(admin, 'pics');
    await upload(admin, 'pics', [{ filename: 'p.gif', data: GIF_BYTES }]);
    const first = (await post(member, '/filemanager/delete', { path: 'a.html' })).json().item;
    await post(member, '/filemanager/delete', { path: 'pics' });

    for (const response of [
      await remove(member, `/filemanager/trash/${first.id}`),
      await remove(member, '/filemanager/trash'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: FILE_MESSAGES.purgeForbidden, code: 'FORBIDDEN' });
    }
    expect((await get(admin, '/filemanager/trash')).json().items).toHaveLength(2);

    const emptied = await remove(admin, '/filemanager/trash');
    expect(emptied.statusCode).toBe(204);
    expect((await get(admin, '/filemanager/trash')).json().items).toEqual([]);
    expect(await usedBytes(admin)).toBe(0);
    const files = path.join(dataDir, 'uploads', admin.user.organizationId, 'files');
    const left = await import('node:fs/promises').then((fs) => fs.readdir(files).catch(() => []));
    expect(left).toEqual([]);
  });
});

describe('names with invisible characters', () => {
  it('are refused with 400 naming the field, and nothing is made', async () => {
    const admin = await registerOrganization(app());
    await saveDocument(admin, { name: 'ok.html', content: '' });
    const attempts: [Promise<{ statusCode: number; json: () => unknown }>, string][] = [
      [post(admin, '/filemanager/folder', { folder: '', name: 'invoice\u202Egnp.exe' }), 'name'],
      [put(admin, '/filemanager/document', { name: 'a\u200Bb', content: '' }), 'name'],
      [post(admin, '/filemanager/rename', { path: 'ok.html', name: 'x\u2066y' }), 'name'],
    ];
    for (const [attempt, field] of attempts) {
      const response = await attempt;
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: `${field}: ${FILE_MESSAGES.nameInvisibleCharacter}`,
        code: 'VALIDATION_ERROR',
      });
    }
    const uploaded = await upload(admin, '', [{ filename: 'photo\u202Egnp.exe', data: PNG_BYTES }]);
    expect(uploaded.statusCode).toBe(400);
    expect(uploaded.json()).toEqual({
      error: `filename: ${FILE_MESSAGES.nameInvisibleCharacter}`,
      code: 'VALIDATION_ERROR',
    });
    expect(await browseNames(admin)).toEqual(['ok.html']);
  });
});

describe('another organisation', () => {
  it('finds nothing of ours, counts its own usage and cannot empty our trash', async () => {
    const owner = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    await saveDocument(owner, { name: 'secret plan.html', content: '<p>secret</p>' });
    await saveDocument(owner, { name: 'binned.html', content: '<p>b</p>' });
    await post(owner, '/filemanager/delete', { path: 'binned.html' });

    expect((await search(stranger, 'secret')).json().files).toEqual([]);
    expect(await usedBytes(stranger)).toBe(0);
    expect(await usedBytes(owner)).toBe('<p>secret</p>'.length + '<p>b</p>'.length);
    expect((await remove(stranger, '/filemanager/trash')).statusCode).toBe(204);
    expect((await get(owner, '/filemanager/trash')).json().items).toHaveLength(1);
    const moved = await post(stranger, '/filemanager/move', {
      path: 'secret plan.html',
      toFolder: '/',
    });
    expect(moved.statusCode).toBe(404);
  });

  it('and nobody signed out gets in', async () => {
    for (const [method, url] of [
      ['GET', '/filemanager/search?q=a'],
      ['GET', '/filemanager/usage'],
      ['DELETE', '/filemanager/trash'],
    ] as const) {
      const response = await call(app(), method, url);
      expect(response.statusCode, url).toBe(401);
    }
  });
});
