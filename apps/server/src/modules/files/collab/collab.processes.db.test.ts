import os from 'node:os';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { AuthResponse, FileDocument } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { SESSION_COOKIE } from '../../../platform/auth/session-context.js';
import { spawnServer, waitUntilListening, type SpawnedServer } from '../../../test/spawn-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Kill a process, lose nothing: two real server processes (`src/main.ts`) on one database and
 * the local Redis, an editor on each typing into one document. Process A is killed (SIGKILL)
 * right after its editor's keystrokes were acknowledged; every acknowledged keystroke is stored
 * already, and after its editor reconnects to process B the stored state and HTML hold all.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let database: TestApp;
let processA: SpawnedServer;
let processB: SpawnedServer;
const opened: Array<{ provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket }> = [];

beforeAll(async () => {
  database = await createTestApp();
  const environment = {
    DATABASE_URL: database.databaseUrl,
    REDIS_URL,
    AUTH_RATE_LIMIT_MAX: '1000',
    DATA_DIR: os.tmpdir(),
  };
  [processA, processB] = await Promise.all([spawnServer(environment), spawnServer(environment)]);
  await Promise.all([waitUntilListening(processA, 170_000), waitUntilListening(processB, 170_000)]);
}, 200_000);

afterAll(async () => {
  for (const { provider, socket } of opened) {
    provider.destroy();
    socket.destroy();
  }
  for (const server of [processA, processB]) {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await database.close();
});

async function request<T>(
  server: SpawnedServer,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

/** An editor on `server`: a browser-like socket (cookie, origin) that does not retry by itself. */
function connect(server: SpawnedServer, owner: AuthResponse, name: string, doc: Y.Doc) {
  const origin = `http://127.0.0.1:${server.port}`;
  const Socket = class extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { origin, cookie: `${SESSION_COOKIE}=${owner.token}` } });
      // A killed process refuses the retry: the provider hears the close, nothing to throw.
      this.on('error', () => undefined);
    }
  };
  const socket = new HocuspocusProviderWebsocket({
    url: `ws://127.0.0.1:${server.port}/api/collab`,
    WebSocketPolyfill: Socket,
    maxAttempts: 1,
  });
  return new Promise<HocuspocusProvider>((resolve, reject) => {
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name,
      document: doc,
      token: 'session-cookie',
      onAuthenticationFailed: ({ reason }) => reject(new Error(reason)),
      onSynced: () => resolve(provider),
    });
    provider.attach();
    opened.push({ provider, socket });
  });
}

/** One keystroke: a character at the end of the first paragraph (its own transaction). */
function typeKey(doc: Y.Doc, text: string) {
  const paragraph = doc.getXmlFragment('default').get(0) as Y.XmlElement;
  const node = paragraph.get(0) as Y.XmlText;
  node.insert(node.length, text);
}

const textOf = (doc: Y.Doc) =>
  doc
    .getXmlFragment('default')
    .toString()
    .replace(/<[^>]*>/g, '');

async function acknowledged(provider: HocuspocusProvider, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (provider.unsyncedChanges > 0) {
    if (Date.now() > deadline) throw new Error('changes were not acknowledged');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** What the database holds for the document: its stored state and the logged changes. */
async function storedDoc(entryId: string, documentName: string) {
  const doc = new Y.Doc();
  const states = await database.db.execute<{ state: Buffer }>(
    sql`select state from document_collab_states where entry_id = ${entryId}`,
  );
  for (const row of states.rows) Y.applyUpdate(doc, new Uint8Array(row.state));
  const log = await database.db.execute<{ update: Buffer }>(
    sql`select update from collab_updates where document_name = ${documentName} order by id`,
  );
  for (const row of log.rows) Y.applyUpdate(doc, new Uint8Array(row.update));
  return doc;
}

describe('co-editing across two processes, one killed', () => {
  it('keeps every acknowledged keystroke of both editors', async () => {
    const admin = await request<AuthResponse>(processB, 'POST', '/user/register', {
      username: 'killone',
      email: 'killone@example.com',
      password: 'long enough password',
      organizationName: 'Kill One',
    });
    const { document } = await request<{ document: FileDocument }>(
      processB,
      'PUT',
      '/filemanager/document',
      { folder: '', name: 'kill.html', content: '<p>Start</p>', expectedVersion: null },
      admin.token,
    );
    const name = `document:${document.id}`;
    const docA = new Y.Doc();
    const docB = new Y.Doc();
    const editorA = await connect(processA, admin, name, docA);
    const editorB = await connect(processB, admin, name, docB);

    // Both type, interleaved, one character a keystroke; then A's last ones are acknowledged.
    const typedA: string[] = [];
    const typedB: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const a = String.fromCharCode(97 + (index % 26));
      const b = String.fromCharCode(65 + (index % 26));
      typeKey(docA, a);
      typedA.push(a);
      typeKey(docB, b);
      typedB.push(b);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await acknowledged(editorA);
    await acknowledged(editorB);
    // Killed at once: well inside the 1 s pause before a store of the whole state.
    processA.child.kill('SIGKILL');
    // Its socket retries no more: it reconnects to process B below, as a browser's would.
    opened[0]!.socket.destroy();
    await processA.exited;
    const lettersA = typedA.join('');

    // Already stored, before anyone reconnects: the state and the log hold every keystroke.
    const afterKill = textOf(await storedDoc(document.id, name));
    expect(afterKill.startsWith('Start')).toBe(true);
    const typed = afterKill.slice('Start'.length);
    const onlyLower = (text: string) => text.replace(/[^a-z]/g, '');
    const onlyUpper = (text: string) => text.replace(/[^A-Z]/g, '');
    expect(onlyLower(typed)).toBe(lettersA);
    expect(onlyUpper(typed)).toBe(typedB.join(''));

    // A reconnects to process B (its own copy, as the browser keeps it) and both go on.
    editorA.destroy();
    const editorA2 = await connect(processB, admin, name, docA);
    typeKey(docA, 'z');
    typeKey(docB, 'Z');
    await acknowledged(editorA2);
    await acknowledged(editorB);
    await expect.poll(() => textOf(docB), { timeout: 10_000 }).toBe(textOf(docA));
    expect(onlyLower(textOf(docA).slice('Start'.length))).toBe(`${lettersA}z`);
    expect(onlyUpper(textOf(docA).slice('Start'.length))).toBe(`${typedB.join('')}Z`);
    editorA2.destroy();
    editorB.destroy();

    const expected = textOf(docA);
    await expect
      .poll(async () => textOf(await storedDoc(document.id, name)), { timeout: 15_000 })
      .toBe(expected);
    // The HTML follows once process B stored the whole state (a pause, or the last editor out).
    const savedText = async () => {
      const saved = await request<{ document: FileDocument }>(
        processB,
        'GET',
        '/filemanager/document?path=kill.html',
        undefined,
        admin.token,
      );
      return saved.document.content.replace(/<style[^]*?<\/style>/g, '').replace(/<[^>]*>/g, '');
    };
    await expect.poll(savedText, { timeout: 15_000 }).toBe(expected);
  }, 120_000);
});
