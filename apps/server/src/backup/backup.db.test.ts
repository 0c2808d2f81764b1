import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../platform/db/database.js';
import { multipart, PNG_BYTES } from '../test/chat-helpers.js';
import { adminQuery, databaseUrl } from '../test/databases.js';
import {
  addMember,
  createNote,
  createProject,
  createTask,
  registerOrganization,
  TEST_PASSWORD,
} from '../test/factories.js';
import { call, createTestApp, TEST_SECRETS_KEY, type TestApp } from '../test/test-app.js';
import { createBackup } from './backup.js';
import { RestoreRefused, restoreBackup } from './restore.js';
import { listTables } from './tables.js';

const adminUrl = inject('adminUrl');
const targetName = `ws_restore_${process.pid}_${Date.now()}`;
const targetUrl = databaseUrl(adminUrl, targetName);
let source: TestApp;
let root: string;
const sourceDir = () => path.join(root, 'source');
const targetDir = () => path.join(root, 'target');
const archive = () => path.join(root, 'backup.tar.gz');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'worksphere-backup-'));
  source = await createTestApp({ DATA_DIR: sourceDir() });
  await adminQuery(adminUrl, `create database "${targetName}"`);
});

afterAll(async () => {
  await source?.close();
  await adminQuery(adminUrl, `drop database if exists "${targetName}" with (force)`);
  await rm(root, { recursive: true, force: true });
});

/** Every table's rows as one digest, and its row count: equal digests, equal tables. */
async function tableDigests(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const digests: Record<string, string> = {};
    for (const table of await listTables(client)) {
      const { rows } = await client.query<{ rows: string; digest: string }>(
        `select count(*) as rows,
                md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest
           from "${table.name}" t`,
      );
      digests[table.name] = `${rows[0]!.rows}:${rows[0]!.digest}`;
    }
    return digests;
  } finally {
    await client.end();
  }
}

async function fileDigests(directory: string) {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  const digests: Record<string, string> = {};
  for (const entry of entries.filter((file) => file.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(directory, file);
    if (relative.startsWith(`uploads${path.sep}.incoming`)) continue;
    digests[relative] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return digests;
}

describe('npm run backup and npm run restore', { timeout: 120_000 }, () => {
  it('bring a filled installation back, every table and file equal, and it signs in', async () => {
    const { app } = source;
    const admin = await registerOrganization(app, { organizationName: 'Backed Up' });
    const member = await addMember(app, admin);
    const project = await createProject(app, admin, 'Launch');
    const task = await createTask(app, admin, {
      title: 'Survive a disaster',
      projectId: project.id,
    });
    await createNote(app, member, { title: 'Runbook', content: '<p>Restore first</p>' });
    const room = await call(app, 'POST', '/chat/chatrooms', {
      token: admin.token,
      body: { name: 'Ops' },
    });
    expect(room.statusCode).toBe(201);
    const { body, headers } = multipart({}, [
      { field: 'files', filename: 'diagram.png', data: PNG_BYTES },
    ]);
    const uploaded = await call(app, 'POST', `/tasks/${task.id}/attachments`, {
      token: admin.token,
      body,
      headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // A key file as an installation without SECRETS_KEY has one.
    await writeFile(path.join(sourceDir(), 'secrets.key'), `${TEST_SECRETS_KEY}\n`);

    const manifest = await createBackup({
      databaseUrl: source.databaseUrl,
      dataDir: sourceDir(),
      archive: archive(),
    });
    expect(manifest.tables.find((table) => table.name === 'tasks')?.rows).toBe(1);

    await restoreBackup({ databaseUrl: targetUrl, dataDir: targetDir(), archive: archive() });

    const [before, after] = await Promise.all([
      tableDigests(source.databaseUrl),
      tableDigests(targetUrl),
    ]);
    expect(Object.keys(after).length).toBeGreaterThan(40);
    expect(after).toEqual(before);
    const files = await fileDigests(targetDir());
    expect(files).toEqual(await fileDigests(sourceDir()));
    expect(Object.keys(files).some((file) => file.endsWith(path.join('secrets.key')))).toBe(true);
    expect(Object.keys(files).length).toBeGreaterThan(1);

    // The restored installation runs: the member signs in and finds the task's attachment.
    const restored = openDatabase(targetUrl, 2);
    const restoredApp = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: targetDir(),
        SECRETS_KEY: TEST_SECRETS_KEY,
      }),
      { db: restored.db },
    );
    try {
      const login = await call(restoredApp, 'POST', '/user/login', {
        body: { identifier: member.user.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode, login.body).toBe(200);
      const attachments = await call(restoredApp, 'GET', `/tasks/${task.id}/attachments`, {
        token: admin.token,
      });
      expect(attachments.statusCode).toBe(200);
      const [attachment] = attachments.json().attachments as Array<{ url: string }>;
      const file = await call(restoredApp, 'GET', attachment!.url.replace(/^\/api/, ''), {
        token: admin.token,
      });
      expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    } finally {
      await restoredApp.close();
      await restored.close();
    }
  });

  it('refuses to restore over an installation that has data, changing nothing', async () => {
    const before = await tableDigests(targetUrl);
    await expect(
      restoreBackup({ databaseUrl: targetUrl, dataDir: targetDir(), archive: archive() }),
    ).rejects.toThrow(
      new RestoreRefused(
        'The database is not empty: restore into a new installation (an empty database).',
      ),
    );
    expect(await tableDigests(targetUrl)).toEqual(before);
  });

  it('refuses an archive that is not a backup', async () => {
    const junk = path.join(root, 'junk.tar.gz');
    await mkdir(path.dirname(junk), { recursive: true });
    await writeFile(junk, 'not an archive');
    await expect(
      restoreBackup({ databaseUrl: targetUrl, dataDir: path.join(root, 'other'), archive: junk }),
    ).rejects.toBeInstanceOf(RestoreRefused);
  });
});
