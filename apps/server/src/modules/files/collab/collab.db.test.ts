import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { AuthResponse, FileDocument } from '@worksphere/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { SESSION_COOKIE } from '../../../platform/auth/session-context.js';
import { addMember, registerOrganization, setPermissions } from '../../../test/factories.js';
import { useLiveSockets } from '../../../test/live-sockets.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;
// Each provider has its own socket (passed in, so the provider does not close it itself).
const opened: Array<{ provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket }> = [];
afterAll(() => {
  for (const { provider, socket } of opened) {
    provider.destroy();
    socket.destroy();
  }
});

const collabUrl = () => `${live.baseUrl.replace(/^http/, 'ws')}/api/collab`;

/** A browser-like socket: the session cookie, and our own origin unless told otherwise. */
function socketClass(owner: AuthResponse | null, origin = live.baseUrl) {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, {
        headers: {
          origin,
          ...(owner ? { cookie: `${SESSION_COOKIE}=${owner.token}` } : {}),
        },
      });
    }
  };
}

async function createDocument(owner: AuthResponse, name: string, content: string) {
  const response = await call(app(), 'PUT', '/filemanager/document', {
    token: owner.token,
    body: { folder: '', name, content, expectedVersion: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as FileDocument;
}

async function savedContent(owner: AuthResponse, name: string) {
  const response = await call(app(), 'GET', `/filemanager/document?path=${name}`, {
    token: owner.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().document as FileDocument).content;
}

type Opened = {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  readOnly: boolean;
  /** Settles when the server closes the connection. */
  closed: Promise<void>;
};

/** Opens the document as `owner`; resolves once synced, rejects when refused. */
function open(owner: AuthResponse, documentId: string): Promise<Opened> {
  const doc = new Y.Doc();
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  return new Promise((resolve, reject) => {
    let readOnly = false;
    const socket = new HocuspocusProviderWebsocket({
      url: collabUrl(),
      WebSocketPolyfill: socketClass(owner),
      maxAttempts: 1,
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: `document:${documentId}`,
      document: doc,
      token: 'session-cookie',
      onAuthenticated: ({ scope }) => {
        readOnly = scope === 'readonly';
      },
      onAuthenticationFailed: ({ reason }) => {
        provider.destroy();
        socket.destroy();
        reject(new Error(reason));
      },
      onClose: () => onClosed(),
      onSynced: () => resolve({ provider, doc, readOnly, closed }),
    });
    provider.attach();
    opened.push({ provider, socket });
  });
}

/** The HTTP answer to an upgrade to /api/collab (101 when it is accepted). */
function upgradeStatus(owner: AuthResponse | null, origin?: string): Promise<number> {
  const Socket = socketClass(owner, origin);
  const socket = new Socket(collabUrl());
  return new Promise((resolve) => {
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', () => undefined);
  });
}

function appendParagraph(doc: Y.Doc, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment('default').push([paragraph]);
}

/** The shared document's text, paragraphs one after the other. */
const textOf = (doc: Y.Doc) =>
  doc
    .getXmlFragment('default')
    .toString()
    .replace(/<[^>]*>/g, '');

describe('Documents written together (/api/collab)', () => {
  it('signs the socket in with the session cookie, from our own pages only', async () => {
    const admin = await registerOrganization(app());
    expect(await upgradeStatus(null)).toBe(401);
    expect(await upgradeStatus(admin, 'https://evil.example')).toBe(403);
    expect(await upgradeStatus(admin)).toBe(101);
  });

  it('starts from the saved HTML, shares every change, and writes the HTML back', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const document = await createDocument(admin, 'plan.html', '<p>Saved first</p>');

    const first = await open(admin, document.id);
    const second = await open(member, document.id);
    expect(textOf(first.doc)).toBe('Saved first');
    appendParagraph(first.doc, 'Typed by Ada');
    await expect.poll(() => textOf(second.doc)).toContain('Typed by Ada');

    // Stored on the last disconnect: the saved document is the shared one, as HTML.
    first.provider.destroy();
    second.provider.destroy();
    await expect
      .poll(() => savedContent(admin, 'plan.html'))
      .toMatch(/<p>Saved first<\/p><p>Typed by Ada<\/p>$/);
  });

  it('another organisation can neither open nor change a document', async () => {
    const owner = await registerOrganization(app());
    const stranger = await registerOrganization(app());
    const document = await createDocument(owner, 'secret.html', '<p>Ours</p>');
    await expect(open(stranger, document.id)).rejects.toThrow();
    await expect(open(stranger, 'not-an-id')).rejects.toThrow();
    expect(await savedContent(owner, 'secret.html')).toContain('<p>Ours</p>');
  });

  it('without documents:edit a member follows live but cannot change the document', async () => {
    const admin = await registerOrganization(app());
    const reader = await addMember(app(), admin);
    await setPermissions(app(), admin, reader, []);
    const document = await createDocument(admin, 'read.html', '<p>Read me</p>');

    const writer = await open(admin, document.id);
    const follower = await open(reader, document.id);
    expect(follower.readOnly).toBe(true);
    appendParagraph(follower.doc, 'Not allowed');
    appendParagraph(writer.doc, 'Allowed');
    await expect.poll(() => textOf(follower.doc)).toContain('Allowed');
    // The writer never gets the reader's change, and neither does the saved document.
    expect(textOf(writer.doc)).not.toContain('Not allowed');
    writer.provider.destroy();
    follower.provider.destroy();
    await expect.poll(() => savedContent(admin, 'read.html')).toContain('<p>Allowed</p>');
    expect(await savedContent(admin, 'read.html')).not.toContain('Not allowed');
  });
  it('a whole save through the API is what the next editor starts from', async () => {
    const admin = await registerOrganization(app());
    const document = await createDocument(admin, 'api.html', '<p>First</p>');
    const editor = await open(admin, document.id);
    appendParagraph(editor.doc, 'Typed');
    editor.provider.destroy();
    await expect.poll(() => savedContent(admin, 'api.html')).toContain('Typed');
    const current = await call(app(), 'GET', '/filemanager/document?path=api.html', {
      token: admin.token,
    });
    const saved = await call(app(), 'PUT', '/filemanager/document', {
      token: admin.token,
      body: {
        folder: '',
        name: 'api.html',
        content: '<p>Replaced</p>',
        expectedVersion: current.json().document.version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const next = await open(admin, document.id);
    expect(textOf(next.doc)).toBe('Replaced');
  });
  it('the other editors get a change at once; its editor hears it acknowledged once written', async () => {
    const owner = await registerOrganization(app());
    const document = await createDocument(owner, 'relay.html', '<p>Start</p>');
    const typist = await open(owner, document.id);
    const reader = await open(owner, document.id);
    // The log of changes held locked: nothing can be written to it meanwhile.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let onLocked: () => void = () => undefined;
    const locked = new Promise<void>((resolve) => (onLocked = resolve));
    const holding = testApp.db.transaction(async (tx) => {
      await tx.execute(sql`lock table collab_updates in exclusive mode`);
      onLocked();
      await released;
    });
    await locked;
    appendParagraph(typist.doc, 'Seen before written');
    await expect.poll(() => textOf(reader.doc)).toContain('Seen before written');
    // Not written yet, so not acknowledged yet.
    expect(typist.provider.unsyncedChanges).toBeGreaterThan(0);
    release();
    await holding;
    await expect.poll(() => typist.provider.unsyncedChanges).toBe(0);
    // Acknowledged: the stored state and the logged changes hold it.
    const stored = new Y.Doc();
    const states = await testApp.db.execute<{ state: Buffer }>(
      sql`select state from document_collab_states where entry_id = ${document.id}`,
    );
    for (const row of states.rows) Y.applyUpdate(stored, new Uint8Array(row.state));
    const log = await testApp.db.execute<{ update: Buffer }>(
      sql`select update from collab_updates where document_name = ${`document:${document.id}`}
          order by id`,
    );
    for (const row of log.rows) Y.applyUpdate(stored, new Uint8Array(row.update));
    expect(textOf(stored)).toContain('Seen before written');
    typist.provider.destroy();
    reader.provider.destroy();
  });

  it('a signed-out editor is cut off at once, before sending anything more', async () => {
    const admin = await registerOrganization(app());
    const colleague = await addMember(app(), admin);
    const document = await createDocument(admin, 'signed-out.html', '<p>Start</p>');
    const writer = await open(admin, document.id);
    const leaving = await open(colleague, document.id);
    appendParagraph(leaving.doc, 'Before signing out');
    await expect.poll(() => textOf(writer.doc)).toContain('Before signing out');
    const loggedOut = await call(app(), 'POST', '/user/logout', { token: colleague.token });
    expect(loggedOut.statusCode, loggedOut.body).toBeLessThan(300);
    await leaving.closed;
    appendParagraph(writer.doc, 'Still open');
    await expect.poll(() => writer.provider.unsyncedChanges).toBe(0);
    expect(textOf(writer.doc)).toContain('Still open');
    writer.provider.destroy();
  });

  it('an editor whose right to edit is taken away stops writing at once', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const document = await createDocument(admin, 'taken.html', '<p>Start</p>');
    const writer = await open(admin, document.id);
    const editor = await open(member, document.id);
    expect(editor.readOnly).toBe(false);
    appendParagraph(editor.doc, 'While allowed');
    await expect.poll(() => textOf(writer.doc)).toContain('While allowed');
    await setPermissions(app(), admin, member, []);
    appendParagraph(editor.doc, 'After removal');
    await editor.closed;
    expect(textOf(writer.doc)).not.toContain('After removal');
    writer.provider.destroy();
    await expect.poll(() => savedContent(admin, 'taken.html')).toContain('While allowed');
    expect(await savedContent(admin, 'taken.html')).not.toContain('After removal');
  });
});
