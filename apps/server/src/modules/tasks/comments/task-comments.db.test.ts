import {
  displayNameOf,
  TASK_COMMENT_MESSAGES,
  type AuthResponse,
  type InboxItem,
  type TaskComment,
} from '@worksphere/contracts';
import { describe, expect, it } from 'vitest';
import { addMember, createTask, registerOrganization } from '../../../test/factories.js';
import { call, useTestApp } from '../../../test/test-app.js';

const testApp = useTestApp();
const app = () => testApp.app;

const mention = (user: AuthResponse) =>
  `<span data-type="mention" data-id="${user.user.id}">@${user.user.firstName}</span>`;

async function comment(user: AuthResponse, taskId: string, body: string): Promise<TaskComment> {
  const response = await call(app(), 'POST', `/tasks/${taskId}/comments`, {
    token: user.token,
    body: { body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().comment;
}

async function inboxOf(user: AuthResponse): Promise<InboxItem[]> {
  const response = await call(app(), 'GET', '/inbox', { token: user.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

/** Items are created after the answer: wait until the user has `count` of them. */
async function waitForItems(user: AuthResponse, count: number): Promise<InboxItem[]> {
  await expect.poll(async () => (await inboxOf(user)).length, { timeout: 5000 }).toBe(count);
  return inboxOf(user);
}

async function team() {
  const admin = await registerOrganization(app());
  const author = await addMember(app(), admin);
  const other = await addMember(app(), admin);
  const task = await createTask(app(), admin, { title: 'Ship the release' });
  return { admin, author, other, task };
}

describe('task comments', () => {
  it('adds, lists oldest first, edits and deletes a comment; the body is sanitised', async () => {
    const { author, task } = await team();
    const first = await comment(author, task.id, '<p>First <script>alert(1)</script><b>x</b></p>');
    expect(first).toEqual({
      id: expect.any(String),
      taskId: task.id,
      author: expect.objectContaining({ id: author.user.id }),
      body: '<p>First x</p>',
      createdAt: expect.any(String),
      editedAt: null,
      reactions: [],
    });
    await comment(author, task.id, '<p>Second</p>');
    const listed = await call(app(), 'GET', `/tasks/${task.id}/comments`, { token: author.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().comments.map((c: TaskComment) => c.body)).toEqual([
      '<p>First x</p>',
      '<p>Second</p>',
    ]);
    expect(listed.json().nextCursor).toBeNull();

    const edited = await call(app(), 'PUT', `/tasks/comments/${first.id}`, {
      token: author.token,
      body: { body: '<p>First, better</p>' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().comment).toMatchObject({ body: '<p>First, better</p>' });
    expect(edited.json().comment.editedAt).toEqual(expect.any(String));

    const deleted = await call(app(), 'DELETE', `/tasks/comments/${first.id}`, {
      token: author.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await call(app(), 'GET', `/tasks/${task.id}/comments`, { token: author.token });
    expect(after.json().comments.map((c: TaskComment) => c.body)).toEqual(['<p>Second</p>']);
  });

  it('refuses an empty body with a clear message', async () => {
    const { author, task } = await team();
    for (const body of ['', '   ', '<p></p>', '<p><script>x</script></p>', null]) {
      const response = await call(app(), 'POST', `/tasks/${task.id}/comments`, {
        token: author.token,
        body: { body },
      });
      expect(response.statusCode, String(body)).toBe(400);
      expect(response.json()).toEqual({
        error: TASK_COMMENT_MESSAGES.bodyRequired,
        code: 'VALIDATION_ERROR',
      });
    }
    const first = await comment(author, task.id, '<p>Something</p>');
    const emptied = await call(app(), 'PUT', `/tasks/comments/${first.id}`, {
      token: author.token,
      body: { body: '<p> </p>' },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error).toBe(TASK_COMMENT_MESSAGES.bodyRequired);
  });

  it('lets only the author edit; the author or an admin delete', async () => {
    const { admin, author, other, task } = await team();
    const mine = await comment(author, task.id, '<p>Mine</p>');
    const edit = (user: AuthResponse) =>
      call(app(), 'PUT', `/tasks/comments/${mine.id}`, {
        token: user.token,
        body: { body: '<p>Changed</p>' },
      });
    for (const user of [other, admin]) {
      const response = await edit(user);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: TASK_COMMENT_MESSAGES.notAuthor,
        code: 'FORBIDDEN',
      });
    }
    const byOther = await call(app(), 'DELETE', `/tasks/comments/${mine.id}`, {
      token: other.token,
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error).toBe(TASK_COMMENT_MESSAGES.notAuthorOrAdmin);
    const byAdmin = await call(app(), 'DELETE', `/tasks/comments/${mine.id}`, {
      token: admin.token,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const gone = await call(app(), 'DELETE', `/tasks/comments/${mine.id}`, { token: admin.token });
    expect(gone.statusCode).toBe(404);
  });

  it('groups reactions by emoji with counts and whether the caller reacted', async () => {
    const { admin, author, other, task } = await team();
    const target = await comment(author, task.id, '<p>React to me</p>');
    const react = (user: AuthResponse, emoji: string, method: 'POST' | 'DELETE' = 'POST') =>
      call(app(), method, `/tasks/comments/${target.id}/reactions`, {
        token: user.token,
        body: { emoji },
      });
    await react(author, '👍');
    await react(other, '👍');
    await react(other, '👍'); // twice by one person is one reaction
    const last = await react(admin, '🎉');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().comment.reactions).toEqual([
      { emoji: '👍', count: 2, mine: false },
      { emoji: '🎉', count: 1, mine: true },
    ]);
    const removed = await react(other, '👍', 'DELETE');
    expect(removed.json().comment.reactions).toEqual([
      { emoji: '👍', count: 1, mine: false },
      { emoji: '🎉', count: 1, mine: false },
    ]);
    const listed = await call(app(), 'GET', `/tasks/${task.id}/comments`, { token: author.token });
    expect(listed.json().comments[0].reactions).toEqual([
      { emoji: '👍', count: 1, mine: true },
      { emoji: '🎉', count: 1, mine: false },
    ]);
    const blank = await react(author, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(TASK_COMMENT_MESSAGES.emojiRequired);
  });

  it("puts a mention in the mentioned member's Inbox, not in others'; an edit adds only new mentions", async () => {
    const { admin, author, other, task } = await team();
    const outsider = await registerOrganization(app());
    const posted = await comment(
      author,
      task.id,
      `<p>Hi ${mention(other)} and ${mention(author)} and ${mention(outsider)}</p>`,
    );
    // The mention node survives sanitising.
    expect(posted.body).toContain(`<span data-type="mention" data-id="${other.user.id}">`);

    const [item] = await waitForItems(other, 1);
    expect(item).toMatchObject({
      kind: 'task_mention',
      title: `${displayNameOf(author.user)} mentioned you on Ship the release`,
      subject: { type: 'task', id: task.id, link: `/tasks/${task.id}#comment-${posted.id}` },
      actor: { id: author.user.id },
    });
    expect(item!.body).toContain('Hi @');
    // The creator watches the task and hears of the comment, not of a mention.
    const [watcherItem] = await waitForItems(admin, 1);
    expect(watcherItem).toMatchObject({ kind: 'task_comment' });
    expect(await inboxOf(author)).toEqual([]);
    expect(await inboxOf(outsider)).toEqual([]);

    // Editing: the admin, newly mentioned, hears; the one mentioned before does not again.
    const edited = await call(app(), 'PUT', `/tasks/comments/${posted.id}`, {
      token: author.token,
      body: { body: `<p>Hi ${mention(other)} and ${mention(admin)}</p>` },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const adminItems = await waitForItems(admin, 2);
    expect(adminItems[0]).toMatchObject({ kind: 'task_mention' });
    expect(await inboxOf(other)).toHaveLength(1);
  });

  it('pages comments with a cursor', async () => {
    const { author, task } = await team();
    for (const n of [1, 2, 3, 4, 5]) await comment(author, task.id, `<p>n${n}</p>`);
    const bodies: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const response = await call(app(), 'GET', `/tasks/${task.id}/comments?limit=2${query}`, {
        token: author.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      bodies.push(...response.json().comments.map((c: TaskComment) => c.body));
      cursor = response.json().nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(bodies).toEqual(['<p>n1</p>', '<p>n2</p>', '<p>n3</p>', '<p>n4</p>', '<p>n5</p>']);
    const bad = await call(app(), 'GET', `/tasks/${task.id}/comments?cursor=nonsense`, {
      token: author.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps another organisation's users out (read and write)", async () => {
    const { author, task } = await team();
    const target = await comment(author, task.id, '<p>Private</p>');
    const stranger = await registerOrganization(app());
    const attempts = [
      call(app(), 'GET', `/tasks/${task.id}/comments`, { token: stranger.token }),
      call(app(), 'POST', `/tasks/${task.id}/comments`, {
        token: stranger.token,
        body: { body: '<p>Hello</p>' },
      }),
      call(app(), 'PUT', `/tasks/comments/${target.id}`, {
        token: stranger.token,
        body: { body: '<p>Hijack</p>' },
      }),
      call(app(), 'DELETE', `/tasks/comments/${target.id}`, { token: stranger.token }),
      call(app(), 'POST', `/tasks/comments/${target.id}/reactions`, {
        token: stranger.token,
        body: { emoji: '👍' },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    const listed = await call(app(), 'GET', `/tasks/${task.id}/comments`, { token: author.token });
    expect(listed.json().comments).toEqual([
      expect.objectContaining({ body: '<p>Private</p>', reactions: [] }),
    ]);
  });
});
