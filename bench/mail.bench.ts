/**
 * Mail benchmark, two parts (BENCH_PART=first-sync or reads; both by default).
 *
 * first-sync: the product's first sync beside a bare imapflow + mailparser fetch-and-parse of
 * the same BENCH_SYNC_MESSAGES (2,000) generated messages of 2-50 KB, a fifth with an
 * attachment, in a real dovecot: BENCH_SYNC_ROUNDS rounds (3) after one warm-up round (the
 * first use of the code is not timed), alternating which goes first,
 * each product round a new account on its own copy of the mailbox (an empty cache). Reports
 * messages/s of each and the ratio (product time / bare time).
 *
 * reads: an IMAP mailbox of BENCH_MESSAGES messages (50,000 by default) in a real
 * dovecot (the tests' helper, loopback), connected as an IMAP account:
 * - first sync: connect, then wait until the background sync has cached every message;
 * - incremental sync of 100 new messages (APPENDed), asked with POST /email/sync/account;
 * - the cached list (POST /email/fetch/getCachedEmails, 50 a page: first page and a deep page)
 *   and full-text search (same call with `query`), one request at a time over real HTTP;
 *   p50/p99 in ms.
 *
 *   npm run bench:mail
 *   BENCH_PART=first-sync DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mail
 *   BENCH_MESSAGES=10000 BENCH_REQUESTS=100 DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:mail
 */
import { randomBytes } from 'node:crypto';
import { chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { startDovecot } from '../apps/server/src/test/dovecot.js';
import { imapAs, rawMessage } from '../apps/server/src/test/mail-fixtures.js';
import { startSmtpRecorder } from '../apps/server/src/test/smtp-recorder.js';
import { createScratchDatabase, type ScratchDatabase } from './support/scratch-database.js';

const PART = process.env.BENCH_PART ?? 'all';
const SYNC_MESSAGES = Number(process.env.BENCH_SYNC_MESSAGES ?? 2_000);
const SYNC_ROUNDS = Number(process.env.BENCH_SYNC_ROUNDS ?? 3);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WORDS = ['budget', 'meeting', 'invoice', 'release', 'holiday', 'report', 'contract', 'lunch'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** dovecot's own uid and gid when running as root (its Maildir files must be its own). */
async function dovecotOwner() {
  if (process.getuid?.() !== 0) return undefined;
  const line = (await readFile('/etc/passwd', 'utf8'))
    .split('\n')
    .find((entry) => entry.startsWith('dovecot:'));
  const [, , uid, gid] = line!.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * CPU seconds of the PostgreSQL backends serving this database (/proc, same machine): with
 * the process's own CPU time it tells where a round's work went on a shared, loaded machine.
 */
async function backendCpuSeconds(database: ScratchDatabase['database']) {
  const { rows } = await database.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const seconds = new Map<number, number>();
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in 1/100 s.
    seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
  }
  return seconds;
}

/** CPU seconds of this process and of the database's backends from now to each call. */
async function cpuMeter(database: ScratchDatabase['database']) {
  const before = await backendCpuSeconds(database);
  const own = process.cpuUsage();
  return async () => {
    const used = process.cpuUsage(own);
    const after = await backendCpuSeconds(database);
    let postgres = 0;
    for (const [pid, seconds] of after) postgres += seconds - (before.get(pid) ?? 0);
    return `this process ${((used.user + used.system) / 1e6).toFixed(2)} s CPU, its PostgreSQL backends ${postgres.toFixed(2)} s CPU`;
  };
}

/** A small deterministic generator: every run and every mailbox gets the same messages. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The first-sync corpus: 2-50 KB each, a fifth with an attachment (a third of its size). */
function syncCorpus(count: number): string[] {
  const random = generator(27);
  const base = Date.UTC(2025, 0, 1);
  const paragraph = 'The quarterly figures look fine; see the notes below for the details. ';
  return Array.from({ length: count }, (_, index) => {
    const size = 2_048 + Math.floor(random() * 48 * 1024);
    const withAttachment = index % 5 === 0;
    const textSize = withAttachment ? Math.floor((size * 2) / 3) : size;
    const text = paragraph.repeat(Math.ceil(textSize / paragraph.length)).slice(0, textSize);
    return rawMessage({
      from: `Sender ${index % 200} <sender${index % 200}@example.com>`,
      subject: `${WORDS[index % WORDS.length]} ${index}`,
      text,
      date: new Date(base + index * 60_000),
      messageId: `<sync-${index}@example.com>`,
      ...(withAttachment
        ? {
            attachment: {
              filename: `figures-${index}.bin`,
              contentType: 'application/octet-stream',
              content: Buffer.from(
                Array.from({ length: Math.floor(size / 3) }, () => Math.floor(random() * 256)),
              ),
            },
          }
        : {}),
    });
  });
}

async function writeMaildir(maildir: string, messages: string[]) {
  const fresh = path.join(maildir, 'cur');
  await mkdir(fresh, { recursive: true });
  const owner = await dovecotOwner();
  for (const [index, message] of messages.entries()) {
    const file = path.join(fresh, `${1_700_000_000 + index}.M${index}P1.sync:2,`);
    await writeFile(file, message);
    if (owner) await chown(file, owner.uid, owner.gid);
  }
  if (owner) for (const dir of [maildir, fresh]) await chown(dir, owner.uid, owner.gid);
}

/** The bare engine: one connection, one FETCH of every source, each parsed by mailparser. */
async function bareFetchAndParse(dovecot: Awaited<ReturnType<typeof startDovecot>>, user: string) {
  const { simpleParser } = await import('mailparser');
  const session = await imapAs(dovecot, user, `${user}-secret`);
  let parsed = 0;
  const lock = await session.client.getMailboxLock('INBOX');
  try {
    for await (const fetched of session.client.fetch('1:*', {
      uid: true,
      flags: true,
      size: true,
      internalDate: true,
      source: true,
    })) {
      const message = await simpleParser(fetched.source!, {
        keepCidLinks: true,
        skipTextToHtml: true,
      });
      if (message.subject !== undefined) parsed += 1;
    }
  } finally {
    lock.release();
    await session.close();
  }
  return parsed;
}

async function firstSyncBench() {
  const users = Object.fromEntries(
    Array.from({ length: (SYNC_ROUNDS + 1) * 2 }, (_, index) => [
      `sync${index}`,
      `sync${index}-secret`,
    ]),
  );
  const scratch = await createScratchDatabase('ws-bench-mail-sync');
  const dovecot = await startDovecot(users);
  const smtp = await startSmtpRecorder(users);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ws-bench-mail-sync-'));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '100000',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      OUTBOUND_ALLOWED_HOSTS: `${dovecot.hostPort},${smtp.hostPort}`,
      EMAIL_SYNC_INTERVAL_MS: '0',
      EMAIL_INITIAL_SYNC_MESSAGES: String(SYNC_MESSAGES + 1_000),
      // The product's default step unless the run names one.
      ...(process.env.EMAIL_SYNC_BATCH ? { EMAIL_SYNC_BATCH: process.env.EMAIL_SYNC_BATCH } : {}),
    }),
    { db: scratch.database.db },
  );
  try {
    const corpus = syncCorpus(SYNC_MESSAGES);
    const megabytes = corpus.reduce((sum, message) => sum + message.length, 0) / 1024 / 1024;
    console.log(
      `Mail first sync beside bare imapflow + mailparser: ${scratch.description}, Node ` +
        `${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}; ` +
        `${SYNC_MESSAGES} messages (${megabytes.toFixed(1)} MB), ${SYNC_ROUNDS} rounds after a warm-up.`,
    );
    for (const user of Object.keys(users)) {
      // A first login makes the Maildir; then the same files go into every mailbox.
      await (await imapAs(dovecot, user, users[user]!)).close();
      await writeMaildir(dovecot.maildir(user), corpus);
      // dovecot indexes a new Maildir on first SELECT; neither engine should pay for that.
      const warm = await imapAs(dovecot, user, users[user]!);
      await warm.client.mailboxOpen('INBOX');
      await warm.close();
    }
    const product: number[] = [];
    const searchReady: number[] = [];
    const bare: number[] = [];
    const cpu: string[] = [];
    // Round 0 warms both engines up (compilation, mailparser loaded) and is not counted.
    for (let round = 0; round <= SYNC_ROUNDS; round += 1) {
      const counted = round > 0;
      const note = (line: string) => {
        if (counted) cpu.push(line);
      };
      const runProduct = async () => {
        const user = `sync${round * 2}`;
        const registered = await app.inject({
          method: 'POST',
          url: '/api/user/register',
          payload: {
            username: `syncbench${round}`,
            email: `syncbench${round}@example.com`,
            password: 'correct horse battery',
            firstName: 'Sync',
            lastName: 'Bench',
            organizationName: `Sync bench ${round}`,
          },
        });
        const { token } = registered.json() as { token: string };
        const meter = await cpuMeter(scratch.database);
        const started = performance.now();
        const connected = await app.inject({
          method: 'POST',
          url: '/api/email/accounts/imap',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            emailAddress: `${user}@example.com`,
            imapHost: dovecot.host,
            imapPort: dovecot.port,
            imapSecurity: 'none',
            username: user,
            password: users[user],
            smtpPort: smtp.port,
          },
        });
        if (connected.statusCode !== 201) {
          throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`);
        }
        await app.email.queue.idle();
        const seconds = (performance.now() - started) / 1000;
        note(`product round ${round}, the sync: ${await meter()}`);
        // The bodies' words are filled after the sync (email.body-search.ts): timed apart.
        await app.email.bodySearch.idle();
        const searchable = (performance.now() - started) / 1000;
        note(`product round ${round}, with the bodies' words: ${await meter()}`);
        const cachedRows = await scratch.database.db.execute(
          sql`select count(*)::int as n from email_messages m join email_folders f on f.id = m.folder_id
              where f.path = 'INBOX' and m.account_id = ${(connected.json() as { account: { id: string } }).account.id}`,
        );
        const cached = (cachedRows.rows[0] as { n: number }).n;
        if (cached !== SYNC_MESSAGES) throw new Error(`the product cached ${cached} messages`);
        if (counted) {
          product.push(seconds);
          searchReady.push(searchable);
        }
      };
      const runBare = async () => {
        const meter = await cpuMeter(scratch.database);
        const started = performance.now();
        const parsed = await bareFetchAndParse(dovecot, `sync${round * 2 + 1}`);
        if (parsed !== SYNC_MESSAGES) throw new Error(`the bare engine parsed ${parsed}`);
        const seconds = (performance.now() - started) / 1000;
        if (counted) bare.push(seconds);
        note(`bare round ${round}: ${await meter()}`);
      };
      if (round % 2 === 0) {
        await runProduct();
        await runBare();
      } else {
        await runBare();
        await runProduct();
      }
      if (!counted) continue;
      const at = round - 1;
      console.log(
        `round ${round}: product ${product[at]!.toFixed(2)} s (bodies searchable at ` +
          `${searchReady[at]!.toFixed(2)} s), bare ${bare[at]!.toFixed(2)} s, ratio ` +
          `${(product[at]! / bare[at]!).toFixed(2)}x`,
      );
    }
    console.log(`\n${cpu.join('\n')}`);
    const median = (values: number[]) => percentile(values, 50);
    console.log('\n| Engine | Median s | Messages/s |');
    console.log('|---|---:|---:|');
    console.log(
      `| product first sync | ${median(product).toFixed(2)} | ${(SYNC_MESSAGES / median(product)).toFixed(0)} |`,
    );
    console.log(
      `| product, until every body's words are searchable | ${median(searchReady).toFixed(2)} | ${(SYNC_MESSAGES / median(searchReady)).toFixed(0)} |`,
    );
    console.log(
      `| bare imapflow + mailparser | ${median(bare).toFixed(2)} | ${(SYNC_MESSAGES / median(bare)).toFixed(0)} |`,
    );
    console.log(
      `\nratio (product / bare, medians): ${(median(product) / median(bare)).toFixed(2)}x`,
    );
  } finally {
    await app.close();
    await dovecot.stop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
    await scratch.drop();
  }
}

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
  if (PART === 'all' || PART === 'first-sync') await firstSyncBench();
  if (PART === 'all' || PART === 'reads') await readsBench();
}

async function readsBench() {
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
      ['cached list by conversation, first page of 50', { accountId, view: 'threads' }],
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
