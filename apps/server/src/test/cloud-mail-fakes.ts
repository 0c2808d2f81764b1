import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from './fakes/fake-google.js';
import { startFakeMicrosoft, type FakeMicrosoft } from './fakes/fake-microsoft.js';
import { useTestApp } from './test-app.js';

/**
 * A test file's Gmail and Outlook fakes and the app that talks to them, with a DATA_DIR of its
 * own (cached attachments land under it). The fakes hold one mailbox each, whatever account
 * signs in: it is emptied before every test. Both are set once the file's hooks have run.
 */
export function useCloudMailFakes(
  options: { pageSize?: number; environment?: Record<string, string> } = {},
) {
  const fakes = {} as { google: FakeGoogle; microsoft: FakeMicrosoft };
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ws-cloud-mail-'));
    fakes.google = await startFakeGoogle();
    fakes.microsoft = await startFakeMicrosoft();
    if (options.pageSize) {
      fakes.google.control.pageSize = options.pageSize;
      fakes.microsoft.control.pageSize = options.pageSize;
    }
  });
  beforeEach(() => {
    fakes.google.gmail.clear();
    fakes.microsoft.mail.clear();
  });
  afterAll(async () => {
    await fakes.google?.close();
    await fakes.microsoft?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const testApp = useTestApp(() => ({
    DATA_DIR: dataDir!,
    ...fakes.google.env(),
    ...fakes.microsoft.env(),
    EMAIL_SYNC_INTERVAL_MS: '0',
    ...options.environment,
  }));
  return { fakes, testApp };
}
