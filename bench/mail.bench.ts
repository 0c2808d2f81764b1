/**
 * Mail benchmark: an IMAP mailbox of BENCH_MESSAGES messages (50,000 by default) in a real
 * dovecot (the tests' helper, loopback), connected as an IMAP account:
 * - first sync: connect, then wait until the background sync has cached every message;
 * - incremental sync of 100 new messages (APPENDed), asked with POST /email/sync/account;
 * - the cached list (POST /email/fetch/getCachedEmails, 50 a page: first page and a deep page)
 *   and full-text search (same call with `query`), one request at a time over real HTTP;
 *   p50/p99 in ms.
 *
 *   npm run bench:mail
 *   BENCH_MESSAGES=10000 BENCH_REQUESTS=100 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mail
 */
import { randomBytes } from 'node:crypto';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startDovecot } from '../apps/server/src/test/dovecot.js';
import { imapAs, rawMessage } from '../apps/server/src/test/mail-fixtures.js';
import { startSmtpRecorder } from '../apps/server/src/test/smtp-recorder.js';
import { createScratchDatabase } from './support/scratch-database.js';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WORDS = ['budget', 'meeting', 'invoice', 'release', 'holiday', 'report', 'contract', 'lunch'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Drop the messages straight into the Maildir (dovecot indexes them on first use). */
async function fillMaildir(maildir: string, count: number) {
  const fresh = path.join(maildir, 'cur');
  await mkdir(fresh, { recursive: true });
  let owner: { uid: number; gid: number } | undefined;
  if (process.getuid?.() === 0) {
    const line = (await readFile('/etc/passwd', 'utf8'))
      .split('\n')
      .find((entry) => entry.startsWith('dovecot:'));
    const [, , uid, gid] = line!.split(':');
    owner = { uid: Number(uid), gid: Number(gid) };
  }
  const base = Date.UTC(2024, 0, 1);
  for (let index = 0; index < count; index += 1) {
    const word = WORDS[index % WORDS.length]!;
    const file = path.join(fresh, `${1_700_000_000 + index}.M${index}P1.bench:2,`);
    await writeFile(
      file,
      rawMessage({
        from: `Sender ${index % 500} <sender${index % 500}@example.com>`,
        subject: `About the ${word} number ${index}`,
        text: `Hello, this is message ${index} about the ${word}. ${'Lorem ipsum dolor sit amet. '.repeat(10)}`,
        date: new Date(base + index * 60_000),
        messageId: `<bench-${index}@example.com>`,
      }),
    );
    if (owner) await chown(file, owner.uid, owner.gid);
  }
  if (owner) {
    for (const dir of [maildir, fresh]) await chown(dir, owner.uid, owner.gid);
  }
}

async function main() {
  const scratch = await createScratchDatabase('ws-bench-mail');
  const dovecot = await startDovecot({ bench: 'bench-secret' });
  const smtp = await startSmtpRecorder({ bench: 'bench-secret' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ws-bench-mail-data-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '100000',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      OUTBOUND_ALLOWED_HOSTS: `${dovecot.hostPort},${smtp.hostPort}`,
      EMAIL_SYNC_INTERVAL_MS: '0',
      EMAIL_INITIAL_SYNC_MESSAGES: String(MESSAGES + 1_000),
    }),
    { db: scratch.database.db },
  );
  try {
    console.log(
      `Worksphere mail benchmark: ${scratch.description}, Node ${process.version}, ` +
        `${os.cpus().length} cores; ${MESSAGES} messages, ${REQUESTS} requests per call.`,
    );
    // A first login makes the Maildir; then the messages go in as files.
    const first = await imapAs(dovecot, 'bench', 'bench-secret');
    await first.close();
    let started = performance.now();
    await fillMaildir(dovecot.maildir('bench'), MESSAGES);
    console.log(`filled the Maildir in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const registered = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        username: 'bench',
        email: 'bench@example.com',
        password: 'correct horse battery',
        firstName: 'Bench',
        lastName: 'Mark',
        organizationName: 'Bench',
      },
    });
    const { token } = registered.json() as { token: string };
    const headers = { authorization: `Bearer ${token}` };

    started = performance.now();
    const connected = await app.inject({
      method: 'POST',
      url: '/api/email/accounts/imap',
      headers,
      payload: {
        emailAddress: 'bench@example.com',
        imapHost: dovecot.host,
        imapPort: dovecot.port,
        imapSecurity: 'none',
        username: 'bench',
        password: 'bench-secret',
        smtpPort: smtp.port,
      },
    });
    if (connected.statusCode !== 201) {
      throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`);
    }
    const accountId = (connected.json() as { account: { id: string } }).account.id;
    await app.email.queue.idle();
    const firstSyncS = (performance.now() - started) / 1000;

    const direct = await imapAs(dovecot, 'bench', 'bench-secret');
    for (let index = 0; index < 100; index += 1) {
      await direct.append('INBOX', rawMessage({ subject: `Fresh ${index}`, text: 'new' }));
    }
    await direct.close();
    started = performance.now();
    await app.inject({
      method: 'POST',
      url: '/api/email/sync/account',
      headers,
      payload: { accountId },
    });
    await app.email.queue.idle();
    const incrementalMs = performance.now() - started;

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const base = address || `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const post = async (body: Record<string, unknown>) => {
      const begun = performance.now();
      const response = await fetch(`${base}/api/email/fetch/getCachedEmails`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { emails: unknown[]; nextPageToken: string };
      if (response.status !== 200) throw new Error(`answered ${response.status}`);
      return { ms: performance.now() - begun, answer };
    };
    // The token of page 101 (5,000 messages down), reached page by page as a user would.
    let deepToken: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const { answer } = await post({ accountId, pageToken: deepToken });
      if (!answer.nextPageToken) break;
      deepToken = answer.nextPageToken;
    }
    const calls: Array<[string, Record<string, unknown>]> = [
      ['cached list, first page of 50', { accountId }],
      ['cached list, page 101 (keyset)', { accountId, pageToken: deepToken }],
      ['full-text search, one word (1 in 8 match)', { accountId, query: 'invoice' }],
      ['full-text search, rare phrase', { accountId, query: '"message 12345"' }],
    ];
    const rows: string[] = [];
    for (const [name, body] of calls) {
      for (let warm = 0; warm < 5; warm += 1) await post(body);
      const times: number[] = [];
      let hits = 0;
      for (let index = 0; index < REQUESTS; index += 1) {
        const { ms, answer } = await post(body);
        times.push(ms);
        hits = answer.emails.length;
      }
      rows.push(
        `| ${name} | ${hits} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} |`,
      );
    }
    console.log(`\nfirst sync of ${MESSAGES} messages: ${firstSyncS.toFixed(1)} s`);
    console.log(`incremental sync of 100 new messages: ${incrementalMs.toFixed(0)} ms\n`);
    console.log('| Call | Answered | p50 ms | p99 ms |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    await app.close();
    await dovecot.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
