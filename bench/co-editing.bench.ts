/**
 * Co-editing benchmark (issue 30): 20 editors in one document, each typing 5 characters a
 * second, on the product (/api/collab: session cookie, per-message checks, every change written
 * before it is acknowledged, the state and HTML stored) beside a bare Hocuspocus server (the
 * same library, support/collab-bare.ts), in turns that alternate which goes first. Measures the
 * keystroke-to-other-editors latency (each keystroke sets the editor's send time in a shared
 * map in the same transaction as the character; every other editor notes when it arrives),
 * p50 and p99, and the server process's CPU time per second of typing.
 *
 *   npm run bench:co-editing       (= npx tsx bench/co-editing.bench.ts)
 *   BENCH_SECONDS=60 BENCH_EDITORS=20 BENCH_RATE=5 BENCH_ROUNDS=2 npx tsx bench/co-editing.bench.ts
 *
 * `--seconds N` overrides BENCH_SECONDS (default 60). DATABASE_URL as for the other benches
 * (an embedded PostgreSQL when unset); REDIS_URL is passed on to the product when set.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { SESSION_COOKIE } from '../apps/server/src/platform/auth/session-context.js';
import { findFreePort } from '../apps/server/src/platform/db/embedded-postgres.js';
import { startProduct, type ServerProcess } from './support/processes.js';
import { createScratchDatabase } from './support/scratch-database.js';

const flag = process.argv.indexOf('--seconds');
const SECONDS = Number(flag > 0 ? process.argv[flag + 1] : (process.env.BENCH_SECONDS ?? 60));
const EDITORS = Number(process.env.BENCH_EDITORS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Target = {
  server: ServerProcess;
  collabUrl: string;
  documentName: string;
  headers: Record<string, string>;
};
type Run = { p50: number; p99: number; received: number; expected: number; cpuMsPerSecond: number };

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The bare engine in a process of its own, as the product runs in its own. */
async function startBareCollab(): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench', 'support', 'collab-bare.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      if (Date.now() > deadline) throw new Error('the bare engine did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const { readFileSync } = await import('node:fs');
  return {
    name: 'bare Hocuspocus',
    url,
    child,
    rssMb: () => 0,
    cpuMs: () => {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    },
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function connect(target: Target, doc: Y.Doc) {
  const { headers } = target;
  const Socket = class extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
      this.on('error', () => undefined);
    }
  };
  const socket = new HocuspocusProviderWebsocket({
    url: target.collabUrl,
    WebSocketPolyfill: Socket,
  });
  return new Promise<{ provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket }>(
    (resolve, reject) => {
      const provider = new HocuspocusProvider({
        websocketProvider: socket,
        name: target.documentName,
        document: doc,
        token: 'session-cookie',
        onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
        onSynced: () => resolve({ provider, socket }),
      });
      provider.attach();
    },
  );
}

/** One run: EDITORS editors typing RATE characters a second each for SECONDS. */
async function runOnce(target: Target): Promise<Run> {
  const docs = Array.from({ length: EDITORS }, () => new Y.Doc());
  const editors = await Promise.all(docs.map((doc) => connect(target, doc)));
  const latencies: number[] = [];
  let measuring = false;
  docs.forEach((doc, self) => {
    doc.getMap<string>('bench').observe((event) => {
      if (!measuring || event.transaction.local) return;
      for (const key of event.keysChanged) {
        if (Number(key) === self) continue;
        const sentAt = Number(String(doc.getMap<string>('bench').get(key)).split(':')[1]);
        latencies.push(performance.now() - sentAt);
      }
    });
  });
  const fragment = (doc: Y.Doc) => doc.getXmlFragment('default');
  if (fragment(docs[0]!).length === 0) {
    docs[0]!.transact(() => {
      const paragraph = new Y.XmlElement('paragraph');
      paragraph.insert(0, [new Y.XmlText('')]);
      fragment(docs[0]!).push([paragraph]);
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const cpuBefore = target.server.cpuMs();
  measuring = true;
  const started = performance.now();
  let sent = 0;
  await Promise.all(
    docs.map(async (doc, index) => {
      // Spread over the second: each editor starts at its own offset.
      await new Promise((resolve) => setTimeout(resolve, (1000 / RATE / EDITORS) * index));
      for (let key = 0; performance.now() - started < SECONDS * 1000; key += 1) {
        const due = started + (1000 / RATE) * key + (1000 / RATE / EDITORS) * index;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        doc.transact(() => {
          const paragraph = fragment(doc).get(0) as Y.XmlElement | undefined;
          const text = paragraph?.get(0) as Y.XmlText | undefined;
          text?.insert(text.length, String.fromCharCode(97 + (key % 26)));
          doc.getMap<string>('bench').set(String(index), `${key}:${performance.now()}`);
        });
        sent += 1;
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  measuring = false;
  const cpuMsPerSecond = (target.server.cpuMs() - cpuBefore) / (SECONDS + 2);
  for (const { provider, socket } of editors) {
    provider.destroy();
    socket.destroy();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    received: latencies.length,
    expected: sent * (EDITORS - 1),
    cpuMsPerSecond,
  };
}

async function main() {
  const scratch = await createScratchDatabase('ws-bench-coediting');
  const product = await startProduct(scratch.url, {
    LOG_LEVEL: 'warn',
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : { REDIS_URL: '' }),
  });
  const bare = await startBareCollab();
  try {
    const registered = await fetch(`${product.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench${process.pid}`,
        email: `bench${process.pid}@example.com`,
        password: 'long enough password',
        organizationName: 'Co-editing bench',
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const created = await fetch(`${product.url}/api/filemanager/document`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        folder: '',
        name: 'bench.html',
        content: '<p></p>',
        expectedVersion: null,
      }),
    });
    const { document } = (await created.json()) as { document: { id: string } };
    const targets: Target[] = [
      {
        server: product,
        collabUrl: `${product.url.replace(/^http/, 'ws')}/api/collab`,
        documentName: `document:${document.id}`,
        headers: { origin: product.url, cookie: `${SESSION_COOKIE}=${token}` },
      },
      {
        server: bare,
        collabUrl: bare.url.replace(/^http/, 'ws'),
        documentName: 'bench',
        headers: {},
      },
    ];
    // How long the product took to answer /api/health (processes.ts allows 60 s): from the
    // built bundle a few seconds; from the TypeScript source (no build) tsx compiles the server
    // and the editor schema first, which on a loaded 2-core machine was what ran out the 60 s.
    console.log(
      `product answered /api/health in ${product.startMs.toFixed(0)} ms (` +
        `${existsSync(path.join(root, 'apps', 'server', 'dist', 'main.js')) ? 'built bundle' : 'TypeScript source'})`,
    );
    console.log(
      `co-editing: ${EDITORS} editors x ${RATE} keys/s for ${SECONDS} s, ${ROUNDS} rounds; ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load ${os
          .loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}; ${scratch.description}`,
    );
    const results = new Map<string, Run[]>(targets.map((target) => [target.server.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const run = await runOnce(target);
        results.get(target.server.name)!.push(run);
        console.log(
          `round ${round + 1} ${target.server.name}: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, ` +
            `received ${run.received}/${run.expected}, CPU ${run.cpuMsPerSecond.toFixed(0)} ms/s`,
        );
      }
    }
    const summary = (name: string) => {
      const runs = results.get(name)!;
      return {
        p50: median(runs.map((run) => run.p50)),
        p99: median(runs.map((run) => run.p99)),
        cpu: median(runs.map((run) => run.cpuMsPerSecond)),
      };
    };
    const ours = summary(product.name);
    const theirs = summary(bare.name);
    console.log(
      `median product: p50 ${ours.p50.toFixed(1)} ms, p99 ${ours.p99.toFixed(1)} ms, CPU ${ours.cpu.toFixed(0)} ms/s`,
    );
    console.log(
      `median bare:    p50 ${theirs.p50.toFixed(1)} ms, p99 ${theirs.p99.toFixed(1)} ms, CPU ${theirs.cpu.toFixed(0)} ms/s`,
    );
    console.log(
      `ratio product/bare: p50 ${(ours.p50 / theirs.p50).toFixed(2)}x, p99 ${(ours.p99 / theirs.p99).toFixed(2)}x, CPU ${(ours.cpu / theirs.cpu).toFixed(2)}x`,
    );
  } finally {
    await product.stop();
    await bare.stop();
    await scratch.drop();
  }
  process.exit(0);
}

void main();
