import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../platform/db/database.js';
import { registerOrganization } from '../../test/factories.js';
import { imapAs, rawMessage } from '../../test/mail-fixtures.js';
import { imapForm, useMailWorld } from '../../test/mail-helpers.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../test/spawn-server.js';
import { TEST_SECRETS_KEY } from '../../test/test-app.js';
import { emailFolders, emailMessages } from './email.table.js';

const TOTAL = 300;
const { world, testApp } = useMailWorld();

let spawned: SpawnedServer | undefined;
afterAll(async () => {
  if (spawned && spawned.child.exitCode === null) {
    spawned.child.kill('SIGKILL');
    await spawned.exited;
  }
});

/** What the app of another process would read and write: the same database and settings. */
const environment = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://worksphere.test',
  AUTH_RATE_LIMIT_MAX: '1000',
  SECRETS_KEY: TEST_SECRETS_KEY,
  DATA_DIR: world.dataDir,
  OUTBOUND_ALLOWED_HOSTS: `${world.dovecot.hostPort},${world.smtp.hostPort}`,
  EMAIL_SYNC_INTERVAL_MS: '0',
  EMAIL_SYNC_BATCH: '2',
});

async function cachedCount(accountId: string) {
  const [row] = await testApp.db
    .select({ n: count() })
    .from(emailMessages)
    .where(eq(emailMessages.accountId, accountId));
  return row!.n;
}

async function inboxState(accountId: string) {
  const [row] = await testApp.db
    .select({ state: emailFolders.syncState })
    .from(emailFolders)
    .where(and(eq(emailFolders.accountId, accountId), eq(emailFolders.path, 'INBOX')));
  return row?.state;
}

/** Poll until `condition` holds; the deadline only guards against a hang. */
async function eventually(condition: () => Promise<boolean>, deadlineMs = 90_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition()) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return condition();
}

describe('a first sync cut by a crash', { timeout: 180_000 }, () => {
  it('goes on when the product starts again, without any request', async () => {
    const direct = await imapAs(world.dovecot, 'bob', 'bob-secret');
    for (let index = 0; index < TOTAL; index += 1) {
      await direct.append(
        'INBOX',
        rawMessage({
          subject: `Resume ${index}`,
          text: `Message ${index}`,
          date: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
          messageId: `<resume-${index}@example.com>`,
        }),
      );
    }
    await direct.close();
    const owner = await registerOrganization(testApp.app);

    // Another process of the product connects the account and starts the first sync...
    spawned = await spawnServer({ ...environment(), DATABASE_URL: testApp.databaseUrl });
    await waitUntilListening(spawned);
    const connected = await fetch(`http://127.0.0.1:${spawned.port}/api/email/accounts/imap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      body: JSON.stringify(imapForm(world, 'bob')),
    });
    expect(connected.status).toBe(201);
    const accountId = ((await connected.json()) as { account: { id: string } }).account.id;

    // ...and is killed in the middle of it.
    expect(await eventually(async () => (await cachedCount(accountId)) >= 10)).toBe(true);
    spawned.child.kill('SIGKILL');
    await spawned.exited;
    const before = await cachedCount(accountId);
    expect(before).toBeLessThan(TOTAL);
    expect(await inboxState(accountId)).toBe('running');

    // The next start picks the sync up where its cursor stopped.
    const database = openDatabase(testApp.databaseUrl, 5);
    const restarted = await buildApp(loadConfig(environment()), { db: database.db });
    try {
      await restarted.ready();
      expect(
        await eventually(
          async () =>
            (await cachedCount(accountId)) === TOTAL && (await inboxState(accountId)) === 'idle',
        ),
      ).toBe(true);
      // Every message once: the steps written before the kill were not fetched again as new.
      const rows = await testApp.db
        .select({ messageId: emailMessages.messageIdHeader })
        .from(emailMessages)
        .where(eq(emailMessages.accountId, accountId));
      expect(new Set(rows.map((row) => row.messageId)).size).toBe(TOTAL);
    } finally {
      await restarted.close();
      await database.close();
    }
  });
});
