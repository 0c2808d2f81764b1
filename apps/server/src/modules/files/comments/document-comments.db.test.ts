import { randomUUID } from 'node:crypto';
import type {
  AuthResponse,
  DocumentCommentThread,
  FileDocument,
  InboxItem,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, registerOrganization, setPermissions } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();
const app = () => testApp.app;

async function createDocument(owner: AuthResponse, name: string) {
  const response = await call(app(), 'PUT', '/filemanager/document', {
    token: owner.token,
    body: { folder: '', name, content: '<p>Quarterly plan</p>', expectedVersion: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().document as FileDocument;
}

function startThread(user: AuthResponse, entryId: string, body: string, id: string = randomUUID()) {
  return call(app(), 'POST', `/documents/${entryId}/comments`, {
    token: user.token,
    body: { id, quote: 'Quarterly', body },
  });
}

async function threadsOf(user: AuthResponse, entryId: string): Promise<DocumentCommentThread[]> {
  const response = await call(app(), 'GET', `/documents/${entryId}/comments`, {
    token: user.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().threads;
}

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function team() {
  const admin = await registerOrganization(app());
  const bea = await addMember(app(), admin);
  const document = await createDocument(admin, `plan-${randomUUID().slice(0, 8)}.html`);
  return { admin, bea, document };
}

describe('comments on documents', () => {
  it('starts a thread on a range, lists it with its replies, resolves and reopens it', async () => {
    const { admin, bea, document } = await team();
    const id = randomUUID();
    const started = await startThread(admin, document.id, 'Is this the final number?', id);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().thread).toEqual({
      id,
      entryId: document.id,
      quote: 'Quarterly',
      author: expect.objectContaining({ id: admin.user.id }),
      createdAt: expect.any(String),
      resolvedAt: null,
      resolvedBy: null,
      replies: [
        expect.objectContaining({
          body: 'Is this the final number?',
          author: expect.objectContaining({ id: admin.user.id }),
        }),
      ],
    });

    const replied = await call(app(), 'POST', `/documents/comments/${id}/replies`, {
      token: bea.token,
      body: { body: '  Yes, signed off.  ' },
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const threads = await threadsOf(bea, document.id);
    expect(threads).toHaveLength(1);
    expect(threads[0]!.replies.map((reply) => [reply.author?.id, reply.body])).toEqual([
      [admin.user.id, 'Is this the final number?'],
      [bea.user.id, 'Yes, signed off.'],
    ]);

    const resolved = await call(app(), 'PATCH', `/documents/comments/${id}`, {
      token: bea.token,
      body: { resolved: true },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().thread.resolvedAt).toEqual(expect.any(String));
    expect(resolved.json().thread.resolvedBy).toEqual(expect.objectContaining({ id: bea.user.id }));

    const reopened = await call(app(), 'PATCH', `/documents/comments/${id}`, {
      token: admin.token,
      body: { resolved: false },
    });
    expect(reopened.json().thread).toEqual(
      expect.objectContaining({ resolvedAt: null, resolvedBy: null }),
    );
  });

  it('refuses a blank comment, a taken id and a bad id with a 4xx', async () => {
    const { admin, document } = await team();
    const blank = await startThread(admin, document.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual(
      expect.objectContaining({ error: 'Write something before you send the comment.' }),
    );
    const id = randomUUID();
    expect((await startThread(admin, document.id, 'One', id)).statusCode).toBe(201);
    const again = await startThread(admin, document.id, 'Two', id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
    const badId = await startThread(admin, document.id, 'Three', 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect((await threadsOf(admin, document.id)).map((thread) => thread.replies[0]!.body)).toEqual([
      'One',
    ]);
  });

  it('an @mention puts one item in the mentioned member\u2019s Inbox, for a thread or a reply', async () => {
    const { admin, bea, document } = await team();
    const id = randomUUID();
    const started = await startThread(
      admin,
      document.id,
      `@${bea.user.username} can you check?`,
      id,
    );
    expect(started.statusCode, started.body).toBe(201);
    const items = await inboxOf(bea);
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual(
      expect.objectContaining({
        kind: 'document_mention',
        title: expect.stringContaining(`mentioned you in ${document.name}`),
        body: `@${bea.user.username} can you check?`,
        subject: {
          type: 'document',
          id: document.id,
          link: `/documents/edit?path=${encodeURIComponent(document.path)}#comment-${id}`,
        },
      }),
    );
    // The author mentioning themselves, or an unknown name, reaches no one.
    await call(app(), 'POST', `/documents/comments/${id}/replies`, {
      token: admin.token,
      body: { body: `@${admin.user.username} @nobody-here noted` },
    });
    expect(await inboxOf(admin)).toEqual([]);
    // A reply mentioning her again is a new item.
    await call(app(), 'POST', `/documents/comments/${id}/replies`, {
      token: admin.token,
      body: { body: `Ping @${bea.user.username.toUpperCase()}` },
    });
    expect(await inboxOf(bea)).toHaveLength(2);
  });

  it('without documents:edit a member reads the threads but cannot write, reply or resolve', async () => {
    const { admin, bea, document } = await team();
    const id = randomUUID();
    await startThread(admin, document.id, 'Open question');
    await startThread(admin, document.id, 'Another', id);
    await setPermissions(app(), admin, bea, []);
    expect(await threadsOf(bea, document.id)).toHaveLength(2);
    expect((await startThread(bea, document.id, 'Mine')).statusCode).toBe(403);
    const reply = await call(app(), 'POST', `/documents/comments/${id}/replies`, {
      token: bea.token,
      body: { body: 'Mine' },
    });
    expect(reply.statusCode).toBe(403);
    const resolve = await call(app(), 'PATCH', `/documents/comments/${id}`, {
      token: bea.token,
      body: { resolved: true },
    });
    expect(resolve.statusCode).toBe(403);
    expect(resolve.json().code).toBe('FORBIDDEN');
  });

  it('another organisation can neither read nor change a document\u2019s threads (404)', async () => {
    const { admin, document } = await team();
    const stranger = await registerOrganization(app());
    const id = randomUUID();
    await startThread(admin, document.id, `Ours @${stranger.user.username}`, id);
    const list = await call(app(), 'GET', `/documents/${document.id}/comments`, {
      token: stranger.token,
    });
    expect(list.statusCode).toBe(404);
    expect((await startThread(stranger, document.id, 'Theirs')).statusCode).toBe(404);
    const reply = await call(app(), 'POST', `/documents/comments/${id}/replies`, {
      token: stranger.token,
      body: { body: 'Theirs' },
    });
    expect(reply.statusCode).toBe(404);
    const resolve = await call(app(), 'PATCH', `/documents/comments/${id}`, {
      token: stranger.token,
      body: { resolved: true },
    });
    expect(resolve.statusCode).toBe(404);
    // A member of another organisation with the same username is never mentioned.
    expect(await inboxOf(stranger)).toEqual([]);
    const threads = await threadsOf(admin, document.id);
    expect(threads.map((thread) => [thread.replies.length, thread.resolvedAt])).toEqual([
      [1, null],
    ]);
    expect(
      (await call(app(), 'GET', '/documents/not-an-id/comments', { token: admin.token }))
        .statusCode,
    ).toBe(404);
  });

  describe('editing and deleting', () => {
    async function discussion() {
      const { admin, bea, document } = await team();
      const id = randomUUID();
      expect((await startThread(bea, document.id, 'First thought', id)).statusCode).toBe(201);
      const replied = await call(app(), 'POST', `/documents/comments/${id}/replies`, {
        token: admin.token,
        body: { body: 'An answer' },
      });
      const [first, answer] = (replied.json().thread as DocumentCommentThread).replies;
      return { admin, bea, document, id, first: first!, answer: answer! };
    }

    const edit = (user: AuthResponse, threadId: string, replyId: string, body: unknown) =>
      call(app(), 'PATCH', `/documents/comments/${threadId}/replies/${replyId}`, {
        token: user.token,
        body,
      });
    const removeReply = (user: AuthResponse, threadId: string, replyId: string) =>
      call(app(), 'DELETE', `/documents/comments/${threadId}/replies/${replyId}`, {
        token: user.token,
      });
    const removeThread = (user: AuthResponse, threadId: string) =>
      call(app(), 'DELETE', `/documents/comments/${threadId}`, { token: user.token });

    it('the author edits their message (marked edited); nobody else can, an admin included', async () => {
      const { admin, bea, document, id, first, answer } = await discussion();
      expect(first.editedAt).toBeNull();
      const edited = await edit(bea, id, first.id, { body: '  Second thought  ' });
      expect(edited.statusCode, edited.body).toBe(200);
      const thread = edited.json().thread as DocumentCommentThread;
      expect(thread.replies.map((item) => [item.body, item.editedAt !== null])).toEqual([
        ['Second thought', true],
        ['An answer', false],
      ]);

      const byAdmin = await edit(admin, id, first.id, { body: 'Words in her mouth' });
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json()).toEqual({
        error: 'Only its author can change this comment.',
        code: 'FORBIDDEN',
      });
      expect((await edit(bea, id, answer.id, { body: 'Not mine' })).statusCode).toBe(403);
      expect((await edit(bea, id, first.id, { body: '   ' })).statusCode).toBe(400);
      expect((await edit(bea, id, randomUUID(), { body: 'Gone' })).statusCode).toBe(404);
      expect((await edit(bea, id, 'not-an-id', { body: 'Gone' })).statusCode).toBe(404);

      const [stored] = await threadsOf(admin, document.id);
      expect(stored!.replies.map((item) => item.body)).toEqual(['Second thought', 'An answer']);
    });

    it('an edit that mentions someone new reaches only them', async () => {
      const { admin, bea, id, first } = await discussion();
      const carl = await addMember(app(), admin);
      await edit(bea, id, first.id, { body: `@${admin.user.username} look` });
      expect(await inboxOf(admin)).toHaveLength(1);
      await edit(bea, id, first.id, {
        body: `@${admin.user.username} and @${carl.user.username} look`,
      });
      expect(await inboxOf(admin)).toHaveLength(1);
      expect(await inboxOf(carl)).toHaveLength(1);
    });

    it('the author deletes a reply; the first message only goes with the whole thread', async () => {
      const { admin, bea, document, id, first, answer } = await discussion();
      expect((await removeReply(bea, id, answer.id)).statusCode).toBe(403);
      const gone = await removeReply(admin, id, answer.id);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((gone.json().thread as DocumentCommentThread).replies.map((item) => item.id)).toEqual([
        first.id,
      ]);
      expect((await removeReply(admin, id, answer.id)).statusCode).toBe(404);

      const firstOne = await removeReply(bea, id, first.id);
      expect(firstOne.statusCode).toBe(400);
      expect(firstOne.json().code).toBe('BAD_REQUEST');

      const deleted = await removeThread(bea, id);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await threadsOf(admin, document.id)).toEqual([]);
      expect((await removeThread(bea, id)).statusCode).toBe(404);
    });

    it('an admin deletes anyone\u2019s reply or thread; another member cannot', async () => {
      const { admin, bea, document, id, answer } = await discussion();
      const carl = await addMember(app(), admin);
      expect((await removeThread(carl, id)).statusCode).toBe(403);
      const byCarl = await removeReply(carl, id, answer.id);
      expect(byCarl.statusCode).toBe(403);
      expect(byCarl.json().error).toBe(
        'Only its author or an administrator can delete this comment.',
      );
      // Her own thread, but without documents:edit she no longer changes it.
      await setPermissions(app(), admin, bea, []);
      expect((await removeThread(bea, id)).statusCode).toBe(403);

      const other = randomUUID();
      await startThread(carl, document.id, 'Off topic', other);
      expect((await removeThread(admin, other)).statusCode).toBe(204);
      expect((await threadsOf(admin, document.id)).map((thread) => thread.id)).toEqual([id]);
    });

    it('another organisation can neither edit nor delete a message or thread (404)', async () => {
      const { admin, document, id, first, answer } = await discussion();
      const stranger = await registerOrganization(app());
      expect((await edit(stranger, id, first.id, { body: 'Theirs' })).statusCode).toBe(404);
      expect((await removeReply(stranger, id, answer.id)).statusCode).toBe(404);
      expect((await removeThread(stranger, id)).statusCode).toBe(404);
      const [thread] = await threadsOf(admin, document.id);
      expect(thread!.replies.map((item) => item.body)).toEqual(['First thought', 'An answer']);
    });
  });
});
