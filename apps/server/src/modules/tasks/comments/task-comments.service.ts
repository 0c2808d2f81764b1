import {
  displayNameOf,
  inboxText,
  isId,
  TASK_COMMENT_MESSAGES,
  type TaskComment,
  type TaskCommentsResponse,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import type { SessionContext } from '../../../platform/auth/session-context.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import { mentionedUserIds, sanitizeRichTextWithMentions } from '../../../platform/rich-text.js';
import { decodeInboxCursor, encodeInboxCursor } from '../../inbox/inbox.presenter.js';
import { listActiveMemberIds } from '../../users/users.repo.js';
import { addWatchers, listWatcherIds } from '../watchers/task-watchers.repo.js';
import * as repo from './task-comments.repo.js';
import { commentExcerpt, hasContent } from './task-comment-text.js';

const taskNotFound = () => new AppError('NOT_FOUND', 'Task not found.');
const commentNotFound = () => new AppError('NOT_FOUND', TASK_COMMENT_MESSAGES.notFound);

type Row = { comment: repo.CommentRow; author: repo.AuthorRow | null };

/**
 * Comments on tasks. Any member of the organisation may comment and react; only the author
 * edits a comment; the author or an admin deletes it. Commenting makes the author a watcher.
 */
export function createTaskCommentsService({ db, inbox }: AppDeps) {
  async function taskOf(executor: DbExecutor, session: SessionContext, taskId: string) {
    const task = isId(taskId)
      ? await repo.findTaskHeader(executor, session.organizationId, taskId)
      : undefined;
    if (!task) throw taskNotFound();
    return task;
  }

  async function present(session: SessionContext, rows: Row[]): Promise<TaskComment[]> {
    const reactions = await repo.reactionsOf(
      db,
      session.organizationId,
      rows.map((row) => row.comment.id),
      session.userId,
    );
    return rows.map(({ comment, author }) => ({
      id: comment.id,
      taskId: comment.taskId,
      author: author?.id ? author : null,
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      reactions: reactions
        .filter((reaction) => reaction.commentId === comment.id)
        .map(({ emoji, count, mine }) => ({ emoji, count, mine })),
    }));
  }

  async function loadComment(session: SessionContext, commentId: string) {
    const row = isId(commentId)
      ? await repo.findComment(db, session.organizationId, commentId)
      : undefined;
    if (!row) throw commentNotFound();
    const [comment] = await present(session, [row]);
    return comment!;
  }

  /** The body cleaned; one without text or image is refused. */
  function cleanBody(body: string) {
    const clean = sanitizeRichTextWithMentions(body);
    if (!hasContent(clean)) {
      throw new AppError('VALIDATION_ERROR', TASK_COMMENT_MESSAGES.bodyRequired);
    }
    return clean;
  }

  /**
   * Inbox items for a comment: "mentioned you" for the newly mentioned active members, and
   * "commented" for the task's other watchers. The author never gets one.
   */
  async function notifyComment(
    session: SessionContext,
    task: { id: string; title: string },
    comment: { id: string; body: string; authorName: string },
    mentioned: string[],
    watcherIds: string[],
  ) {
    if (!inbox) return;
    const values = { name: comment.authorName, task: task.title };
    const notice = {
      organizationId: session.organizationId,
      actorId: session.userId,
      // The task page scrolls to and highlights `#comment-{id}`.
      subject: { type: 'task', id: task.id, link: `/tasks/${task.id}#comment-${comment.id}` },
      body: commentExcerpt(comment.body),
    };
    if (mentioned.length) {
      await inbox.notify({
        ...notice,
        kind: 'task_mention',
        recipientIds: mentioned,
        title: inboxText('taskMentioned', values),
        dedupeKey: `task_mention:${comment.id}`,
      });
    }
    const watchers = watcherIds.filter((id) => !mentioned.includes(id));
    if (watchers.length) {
      await inbox.notify({
        ...notice,
        kind: 'task_comment',
        recipientIds: watchers,
        title: inboxText('taskCommented', values),
        dedupeKey: `task_comment:${comment.id}`,
      });
    }
  }

  /** Active members among the mentioned, without the author. */
  async function mentionable(session: SessionContext, ids: string[]) {
    const others = ids.filter((id) => id !== session.userId);
    return listActiveMemberIds(db, session.organizationId, others);
  }

  async function listComments(
    session: SessionContext,
    taskId: string,
    query: { cursor?: string; limit: number },
  ): Promise<TaskCommentsResponse> {
    await taskOf(db, session, taskId);
    const after = query.cursor ? decodeInboxCursor(query.cursor) : undefined;
    if (after === null) {
      throw new AppError('VALIDATION_ERROR', TASK_COMMENT_MESSAGES.invalidCursor);
    }
    const rows = await repo.listComments(db, session.organizationId, taskId, {
      after,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      comments: await present(session, page),
      nextCursor: rows.length > query.limit && last ? encodeInboxCursor(last.comment) : null,
    };
  }

  async function createComment(
    session: SessionContext,
    taskId: string,
    input: { body: string },
  ): Promise<TaskComment> {
    const body = cleanBody(input.body);
    const { task, created, watcherIds } = await db.transaction(async (tx) => {
      const task = await taskOf(tx, session, taskId);
      const created = await repo.insertComment(tx, {
        organizationId: session.organizationId,
        taskId,
        authorId: session.userId,
        body,
      });
      await addWatchers(tx, session.organizationId, taskId, [session.userId]);
      const watcherIds = await listWatcherIds(tx, session.organizationId, taskId);
      return { task, created, watcherIds };
    });
    const comment = await loadComment(session, created.id);
    const mentioned = await mentionable(session, mentionedUserIds(body));
    void notifyComment(
      session,
      task,
      { id: created.id, body, authorName: comment.author ? displayNameOf(comment.author) : '' },
      mentioned,
      watcherIds,
    );
    return comment;
  }

  async function updateComment(
    session: SessionContext,
    commentId: string,
    input: { body: string },
  ): Promise<TaskComment> {
    const body = cleanBody(input.body);
    const { previous, task } = await db.transaction(async (tx) => {
      const row = isId(commentId)
        ? await repo.findComment(tx, session.organizationId, commentId, { forUpdate: true })
        : undefined;
      if (!row) throw commentNotFound();
      if (row.comment.authorId !== session.userId) throw forbidden(TASK_COMMENT_MESSAGES.notAuthor);
      await repo.updateCommentBody(tx, session.organizationId, commentId, body);
      const task = await taskOf(tx, session, row.comment.taskId);
      return { previous: row.comment.body, task };
    });
    const comment = await loadComment(session, commentId);
    // Only people the edit adds hear of it; those already mentioned heard once.
    const before = mentionedUserIds(previous);
    const added = mentionedUserIds(body).filter((id) => !before.includes(id));
    const mentioned = await mentionable(session, added);
    if (mentioned.length) {
      void notifyComment(
        session,
        task,
        { id: commentId, body, authorName: comment.author ? displayNameOf(comment.author) : '' },
        mentioned,
        [],
      );
    }
    return comment;
  }

  async function deleteComment(session: SessionContext, commentId: string) {
    await db.transaction(async (tx) => {
      const row = isId(commentId)
        ? await repo.findComment(tx, session.organizationId, commentId, { forUpdate: true })
        : undefined;
      if (!row) throw commentNotFound();
      if (row.comment.authorId !== session.userId && session.role !== 'ADMIN') {
        throw forbidden(TASK_COMMENT_MESSAGES.notAuthorOrAdmin);
      }
      await repo.deleteComment(tx, session.organizationId, commentId);
    });
  }

  async function react(session: SessionContext, commentId: string, emoji: string, on: boolean) {
    const row = isId(commentId)
      ? await repo.findComment(db, session.organizationId, commentId)
      : undefined;
    if (!row) throw commentNotFound();
    const reaction = {
      organizationId: session.organizationId,
      commentId,
      userId: session.userId,
      emoji,
    };
    await (on ? repo.addReaction(db, reaction) : repo.removeReaction(db, reaction));
    return loadComment(session, commentId);
  }

  return {
    listComments,
    createComment,
    updateComment,
    deleteComment,
    addReaction: (session: SessionContext, commentId: string, emoji: string) =>
      react(session, commentId, emoji, true),
    removeReaction: (session: SessionContext, commentId: string, emoji: string) =>
      react(session, commentId, emoji, false),
  };
}
