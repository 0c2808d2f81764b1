import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import type { AuthResponse, Note } from '@worksphere/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { SESSION_COOKIE } from '../../../platform/auth/session-context.js';
import { addMember, registerOrganization } from '../../../test/factories.js';
import { useLiveSockets } from '../../../test/live-sockets.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();
const live = useLiveSockets(testApp);
const app = () => testApp.app;
const opened: Array<{ provider: HocuspocusProvider; socket: HocuspocusProviderWebsocket }> = [];
afterAll(() => {
  for (const { provider, socket } of opened) {
    provider.destroy();
    socket.destroy();
  }
});

const collabUrl = () => `${live.baseUrl.replace(/^http/, 'ws')}/api/collab`;

/** A browser-like socket: the session cookie, from our own origin. */
function socketClass(owner: AuthResponse) {
  const origin = live.baseUrl;
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { headers: { origin, cookie: `${SESSION_COOKIE}=${owner.token}` } });
    }
  };
}

async function createNote(owner: AuthResponse, content: string, isOrganization: boolean) {
  const response = await call(app(), 'POST', '/notes', {
    token: owner.token,
    body: { title: 'Minutes', content, isOrganization },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().note as Note;
}

async function noteContent(owner: AuthResponse, noteId: string) {
  const response = await call(app(), 'GET', `/notes/${noteId}`, { token: owner.token });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().note as Note).content;
}

type Opened = {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  closed: Promise<void>;
};

/** Opens the note as `owner`; resolves once synced, rejects when refused. */
function open(owner: AuthResponse, noteId: string): Promise<Opened> {
  const doc = new Y.Doc();
  let onClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (onClosed = resolve));
  return new Promise((resolve, reject) => {
    const socket = new HocuspocusProviderWebsocket({
      url: collabUrl(),
      WebSocketPolyfill: socketClass(owner),
      maxAttempts: 1,
    });
    const provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: `note:${noteId}`,
      document: doc,
      token: 'session-cookie',
      onAuthenticationFailed: ({ reason }) => {
        provider.destroy();
        socket.destroy();
        reject(new Error(reason));
      },
      onClose: () => onClosed(),
      onSynced: () => resolve({ provider, doc, closed }),
    });
    provider.attach();
    opened.push({ provider, socket });
  });
}

function appendParagraph(doc: Y.Doc, text: string) {
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  doc.getXmlFragment('default').push([paragraph]);
}

const textOf = (doc: Y.Doc) =>
  doc
    .getXmlFragment('default')
    .toString()
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Notes written together (/api/collab, note:<id>)', () => {
  it('members edit a shared note at once; its content over the API holds both edits', async () => {
    const admin = await registerOrganization(app());
    const member = await addMember(app(), admin);
    const note = await createNote(admin, '<p>Agenda</p>', true);

    const first = await open(admin, note.id);
    const second = await open(member, note.id);
    expect(textOf(first.doc)).toBe('Agenda');
    appendParagraph(first.doc, 'Typed by Ada');
    appendParagraph(second.doc, 'Typed by Bob');
    await expect.poll(() => textOf(second.doc)).toContain('Typed by Ada');
    await expect.poll(() => textOf(first.doc)).toContain('Typed by Bob');

    // Written back while they type (after a pause), not only when they leave.
    await expect
      .poll(() => noteContent(member, note.id), { timeout: 10_000 })
      .toMatch(/<p>Agenda<\/p>.*Typed by (Ada|Bob).*Typed by (Ada|Bob)/);
    const content = await noteContent(admin, note.id);
    expect(content).toContain('<p>Typed by Ada</p>');
    expect(content).toContain('<p>Typed by Bob</p>');
    // The list (previews, search) reads the same content.
    const list = await call(app(), 'GET', '/notes?q=Typed%20by%20Bob', { token: admin.token });
    expect(list.json().notes.map((found: Note) => found.id)).toEqual([note.id]);
    first.provider.destroy();
    second.provider.destroy();
  });

  it("another organisation's member and a member the note is not shared with are refused", async () => {
    const owner = await registerOrganization(app());
    const colleague = await addMember(app(), owner);
    const stranger = await registerOrganization(app());
    const shared = await createNote(owner, '<p>Ours</p>', true);
    const mine = await createNote(owner, '<p>Mine</p>', false);

    await expect(open(stranger, shared.id)).rejects.toThrow();
    await expect(open(colleague, mine.id)).rejects.toThrow();
    await expect(open(colleague, 'not-an-id')).rejects.toThrow();
    // Its author opens a private note.
    const author = await open(owner, mine.id);
    expect(textOf(author.doc)).toBe('Mine');
    author.provider.destroy();
    expect(await noteContent(owner, shared.id)).toBe('<p>Ours</p>');
  });

  it('a note made private mid-session cuts the other members off', async () => {
    const owner = await registerOrganization(app());
    const colleague = await addMember(app(), owner);
    const note = await createNote(owner, '<p>Draft</p>', true);
    const author = await open(owner, note.id);
    const other = await open(colleague, note.id);

    const unshared = await call(app(), 'PUT', `/notes/${note.id}`, {
      token: owner.token,
      body: { isOrganization: false },
    });
    expect(unshared.statusCode, unshared.body).toBe(200);
    appendParagraph(other.doc, 'After unsharing');
    await other.closed;
    appendParagraph(author.doc, 'By the author');
    author.provider.destroy();
    await expect.poll(() => noteContent(owner, note.id)).toContain('By the author');
    expect(await noteContent(owner, note.id)).not.toContain('After unsharing');
  });

  it('a text replaced through the API is what the next editors start from', async () => {
    const owner = await registerOrganization(app());
    const note = await createNote(owner, '<p>First</p>', false);
    const editor = await open(owner, note.id);
    appendParagraph(editor.doc, 'Typed');
    editor.provider.destroy();
    await expect.poll(() => noteContent(owner, note.id)).toContain('Typed');
    const replaced = await call(app(), 'PUT', `/notes/${note.id}`, {
      token: owner.token,
      body: { content: '<p>Replaced</p>' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = await open(owner, note.id);
    expect(textOf(next.doc)).toBe('Replaced');
    next.provider.destroy();
  });
});
