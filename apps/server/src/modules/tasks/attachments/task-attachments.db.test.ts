import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse, TaskAttachment } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES, type MultipartFile } from '../../../test/chat-helpers.js';
import { addMember, createTask, registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';
import type { AppDeps } from '../../../platform/app-deps.js';
import { createTaskAttachmentsService } from './task-attachments.service.js';

const LIMIT_BYTES = 1_048_576;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'worksphere-task-attachments-'));
const uploadsDir = path.join(dataDir, 'uploads');
const testApp = useTestApp({
  DATA_DIR: dataDir,
  UPLOAD_LIMIT_BYTES: String(LIMIT_BYTES),
  UPLOAD_RATE_LIMIT_MAX: '1000',
});
const app = () => testApp.app;
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const notes = (filename = 'notes.txt'): MultipartFile => ({
  field: 'files',
  filename,
  data: Buffer.from('plain words, no magic bytes'),
});
const png = (filename = 'shot.png'): MultipartFile => ({
  field: 'files',
  filename,
  data: PNG_BYTES,
});

function upload(owner: { token: string }, taskId: string, files: MultipartFile[]) {
  const { body, headers } = multipart({}, files);
  return call(app(), 'POST', `/tasks/${taskId}/attachments`, { token: owner.token, body, headers });
}

async function attach(owner: { token: string }, taskId: string, files: MultipartFile[]) {
  const response = await upload(owner, taskId, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().attachments as TaskAttachment[];
}

const list = (owner: { token: string }, taskId: string) =>
  call(app(), 'GET', `/tasks/${taskId}/attachments`, { token: owner.token });

const download = (owner: { token: string }, attachment: TaskAttachment, inline = false) =>
  call(app(), 'GET', (inline ? attachment.previewUrl! : attachment.url).replace(/^\/api/, ''), {
    token: owner.token,
  });

const remove = (owner: { token: string }, attachment: TaskAttachment) =>
  call(app(), 'DELETE', `/tasks/${attachment.taskId}/attachments/${attachment.id}`, {
    token: owner.token,
  });

/** Every attachment file on disk (temp files of uploads in progress included). */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function setup() {
  const admin = await registerOrganization(app());
  const member = await addMember(app(), admin);
  const task = await createTask(app(), admin);
  return { admin, member, task };
}

describe('task attachments', () => {
  it('stores any file with its name, size, type, uploader and time, oldest first', async () => {
    const { admin, member, task } = await setup();
    const [image] = await attach(admin, task.id, [png('Screen shot.png')]);
    const [document, text] = await attach(member, task.id, [
      { field: 'files', filename: 'spec.pdf', data: PDF_BYTES },
      notes(),
    ]);
    expect(image).toMatchObject({
      taskId: task.id,
      filename: 'Screen shot.png',
      mimetype: 'image/png',
      size: PNG_BYTES.length,
      isImage: true,
      uploadedBy: { id: admin.user.id, firstName: 'Ada' },
      previewUrl: `/api/tasks/${task.id}/attachments/${image!.id}/download?inline=1`,
    });
    expect(document).toMatchObject({
      mimetype: 'application/pdf',
      isImage: false,
      previewUrl: null,
    });
    expect(text).toMatchObject({ mimetype: 'application/octet-stream', isImage: false });
    expect(text!.uploadedBy?.id).toBe(member.user.id);

    const listed = await list(member, task.id);
    expect(listed.statusCode).toBe(200);
    expect((listed.json().attachments as TaskAttachment[]).map((file) => file.filename)).toEqual([
      'Screen shot.png',
      'spec.pdf',
      'notes.txt',
    ]);
    const stored = await readFile(
      path.join(uploadsDir, admin.user.organizationId, 'tasks', image!.id),
    );
    expect(stored.equals(PNG_BYTES)).toBe(true);
  });

  it('keeps only the last part of a path and no control characters in a name', async () => {
    const { admin, task } = await setup();
    const [file] = await attach(admin, task.id, [notes('..\\..\\etc/pass\twd.txt')]);
    expect(file!.filename).toBe('passwd.txt');
  });

  it('downloads as an attachment with the security headers; only images show inline', async () => {
    const { admin, member, task } = await setup();
    const [image, text] = await attach(admin, task.id, [png('café.png'), notes('a.html')]);

    const saved = await download(member, image!);
    expect(saved.statusCode).toBe(200);
    expect(saved.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(saved.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG_BYTES.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-cache',
      'content-disposition': `attachment; filename="caf_.png"; filename*=UTF-8''caf%C3%A9.png`,
    });
    const shown = await download(member, image!, true);
    expect(shown.headers['content-disposition']).toMatch(/^inline; /);

    const forcedInline = await call(app(), 'GET', `${text!.url.replace(/^\/api/, '')}?inline=1`, {
      token: member.token,
    });
    expect(forcedInline.statusCode).toBe(200);
    expect(forcedInline.headers['content-type']).toBe('application/octet-stream');
    expect(forcedInline.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses a file over the upload limit with 413 and keeps nothing', async () => {
    const { admin, task } = await setup();
    const before = await filesOnDisk();
    const response = await upload(admin, task.id, [
      png('fits.png'),
      { field: 'files', filename: 'big.bin', data: Buffer.alloc(LIMIT_BYTES + 1, 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'File too large: big.bin (at most 1 MB).',
      code: 'PAYLOAD_TOO_LARGE',
      params: { file: 'big.bin', size: '1 MB' },
    });
    expect(await filesOnDisk()).toEqual(before);
    expect((await list(admin, task.id)).json().attachments).toEqual([]);
  });

  it('holds at most 50 files per task, also when one upload would cross the line', async () => {
    const { admin, task } = await setup();
    for (let batch = 0; batch < 4; batch += 1) {
      await attach(
        admin,
        task.id,
        Array.from({ length: 10 }, (_, index) => notes(`n${batch}-${index}.txt`)),
      );
    }
    await attach(
      admin,
      task.id,
      Array.from({ length: 9 }, (_, index) => notes(`m${index}.txt`)),
    );
    const before = await filesOnDisk();
    const crossing = await upload(admin, task.id, [notes('one.txt'), notes('two.txt')]);
    const message = 'A task can have at most 50 attachments. Delete one to add another.';
    expect(crossing.statusCode).toBe(400);
    expect(crossing.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    expect(await filesOnDisk()).toEqual(before);

    await attach(admin, task.id, [notes('fiftieth.txt')]);
    const full = await upload(admin, task.id, [notes('one-more.txt')]);
    expect(full.json()).toEqual({ error: message, code: 'VALIDATION_ERROR' });
    expect((await list(admin, task.id)).json().attachments).toHaveLength(50);
  });

  it('needs a file, and tasks:edit to add one', async () => {
    const { admin, member, task } = await setup();
    const empty = await upload(admin, task.id, []);
    expect(empty.json()).toEqual({
      error: 'Choose at least one file to attach.',
      code: 'VALIDATION_ERROR',
    });
    const changed = await call(app(), 'PATCH', `/user/${member.user.id}`, {
      token: admin.token,
      body: { permissions: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await upload(member, task.id, [notes()])).statusCode).toBe(403);
    expect((await list(member, task.id)).statusCode).toBe(200);
  });

  it('lets the uploader or an admin delete a file, nobody else', async () => {
    const { admin, member, task } = await setup();
    const other = await addMember(app(), admin);
    const [mine] = await attach(member, task.id, [notes('mine.txt')]);
    const [admins] = await attach(admin, task.id, [notes('admins.txt')]);
    const [another] = await attach(member, task.id, [notes('another.txt')]);

    const refused = await remove(other, mine!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Only the person who attached this file or an admin can delete it.',
      code: 'FORBIDDEN',
    });
    expect((await remove(member, admins!)).statusCode).toBe(403);

    expect((await remove(member, mine!)).statusCode).toBe(200);
    expect((await remove(admin, another!)).statusCode).toBe(200);
    const left = (await list(admin, task.id)).json().attachments as TaskAttachment[];
    expect(left.map((file) => file.id)).toEqual([admins!.id]);
    expect(await filesOnDisk()).not.toContain(
      path.join(admin.user.organizationId, 'tasks', mine!.id),
    );
    expect((await download(admin, mine!)).statusCode).toBe(404);
    expect((await remove(admin, mine!)).json()).toEqual({
      error: 'Attachment not found.',
      code: 'NOT_FOUND',
    });
  });

  it('keeps another organisation out: its tasks and files are not found', async () => {
    const { admin, task } = await setup();
    const [file] = await attach(admin, task.id, [png()]);
    const stranger: AuthResponse = await registerOrganization(app());
    const strangerTask = await createTask(app(), stranger);

    expect((await list(stranger, task.id)).statusCode).toBe(404);
    expect((await upload(stranger, task.id, [notes()])).statusCode).toBe(404);
    expect((await download(stranger, file!)).statusCode).toBe(404);
    expect((await remove(stranger, file!)).statusCode).toBe(404);
    // Not even through a task of its own: a file is only reached through its own task.
    const viaOwnTask = `/tasks/${strangerTask.id}/attachments/${file!.id}`;
    expect(
      (await call(app(), 'GET', `${viaOwnTask}/download`, { token: stranger.token })).statusCode,
    ).toBe(404);
    expect((await call(app(), 'DELETE', viaOwnTask, { token: stranger.token })).statusCode).toBe(
      404,
    );
    expect((await download(admin, file!)).statusCode).toBe(200);
  });

  it('reaches a file only through its own task, within one organisation too', async () => {
    const { admin, task } = await setup();
    const otherTask = await createTask(app(), admin);
    const [file] = await attach(admin, task.id, [notes()]);
    const wrongTask = `/tasks/${otherTask.id}/attachments/${file!.id}`;
    expect(
      (await call(app(), 'GET', `${wrongTask}/download`, { token: admin.token })).statusCode,
    ).toBe(404);
    expect((await call(app(), 'DELETE', wrongTask, { token: admin.token })).statusCode).toBe(404);
    expect(
      (
        await call(app(), 'GET', `/tasks/${task.id}/attachments/not-an-id/download`, {
          token: admin.token,
        })
      ).statusCode,
    ).toBe(404);
    expect((await list(admin, otherTask.id)).json().attachments).toEqual([]);
  });

  it('removes the rows with their task', async () => {
    const { admin, task } = await setup();
    await attach(admin, task.id, [notes()]);
    expect(
      (await call(app(), 'DELETE', `/tasks/${task.id}`, { token: admin.token })).statusCode,
    ).toBe(200);
    expect((await list(admin, task.id)).statusCode).toBe(404);
  });

  it('sweeps the files of deleted tasks once they are an hour old, and keeps the rest', async () => {
    const { admin, task } = await setup();
    const [kept] = await attach(admin, task.id, [notes('kept.txt')]);
    const folder = path.join(uploadsDir, admin.user.organizationId, 'tasks');
    const leftover = path.join(folder, randomUUID());
    const fresh = path.join(folder, randomUUID());
    await mkdir(folder, { recursive: true });
    await writeFile(leftover, 'of a deleted task');
    await writeFile(fresh, 'of an upload still committing');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(leftover, twoHoursAgo, twoHoursAgo);
    await utimes(path.join(folder, kept!.id), twoHoursAgo, twoHoursAgo);

    const service = createTaskAttachmentsService({
      db: testApp.db,
      config: { uploadsDir },
    } as unknown as AppDeps);
    await service.sweepLeftovers();
    const names = await readdir(folder);
    expect(names).toContain(kept!.id);
    expect(names).toContain(path.basename(fresh));
    expect(names).not.toContain(path.basename(leftover));
  });
});
