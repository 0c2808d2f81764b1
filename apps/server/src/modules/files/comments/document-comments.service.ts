import {
  DOCUMENT_COMMENT_MESSAGES,
  displayNameOf,
  inboxText,
  isId,
  mentionedUsernames,
  type DocumentCommentThread,
} from '@worksphere/contracts';
import type { AppDeps } from '../../../platform/app-deps.js';
import { hasPermission, type SessionContext } from '../../../platform/auth/session-context.js';
import type { DbExecutor } from '../../../platform/db/database.js';
import { AppError, forbidden } from '../../../platform/errors.js';
import * as collabRepo from '../collab/collab.repo.js';
import * as repo from './document-comments.repo.js';

const documentNotFound = () =>
  new AppError('NOT_FOUND', DOCUMENT_COMMENT_MESSAGES.documentNotFound);
const threadNotFound = () => new AppError('NOT_FOUND', DOCUMENT_COMMENT_MESSAGES.threadNotFound);

/** Longest excerpt of a comment in an Inbox item. */
const EXCERPT_LENGTH = 200;

/**
 * Comment threads on documents. Every member who can open a document reads its threads;
 * writing one, replying and resolving need documents:edit (the permission that marks the range
 * in the shared document). Another organisation's document or thread is "not found".
 */
export function createDocumentCommentsService({ db, inbox }: AppDeps) {
  async function documentOf(executor: DbExecutor, session: SessionContext, entryId: string) {
    const entry = isId(entryId)
      ? await collabRepo.findLiveDocument(executor, session.organizationId, entryId)
      : undefined;
    if (!entry) throw documentNotFound();
    return entry;
  }

  function assertCanComment(session: SessionContext) {
    if (!hasPermission(session, 'documents:edit')) {
      throw forbidden(DOCUMENT_COMMENT_MESSAGES.notAllowed);
    }
  }

  async function present(
    organizationId: string,
    where: { entryId?: string; ids?: string[] },
  ): Promise<DocumentCommentThread[]> {
    const rows = await repo.listThreads(db, organizationId, where);
    const replies = await repo.listReplies(
      db,
      organizationId,
      rows.map((row) => row.thread.id),
    );
    return rows.map(({ thread, author, resolvedBy }) => ({
      id: thread.id,
      entryId: thread.entryId,
      quote: thread.quote,
      author: author?.id ? author : null,
      createdAt: thread.createdAt.toISOString(),
      resolvedAt: thread.resolvedAt?.toISOString() ?? null,
      resolvedBy: resolvedBy?.id ? resolvedBy : null,
      replies: replies
        .filter((row) => row.reply.threadId === thread.id)
        .map(({ reply, author: replyAuthor }) => ({
          id: reply.id,
          author: replyAuthor?.id ? replyAuthor : null,
          body: reply.body,
          createdAt: reply.createdAt.toISOString(),
          editedAt: reply.editedAt?.toISOString() ?? null,
        })),
    }));
  }

  async function presentOne(session: SessionContext, threadId: string) {
    const [thread] = await present(session.organizationId, { ids: [threadId] });
    if (!thread) throw threadNotFound();
    return thread;
  }

  /** "{name} mentioned you in {document}" for the active members the message names. */
  async function notifyMentions(
    session: SessionContext,
    entry: { id: string; folder: string; name: string },
    thread: DocumentCommentThread,
    reply: { id: string; body: string },
  ) {
    if (!inbox) return;
    const recipientIds = await repo.findMembersByUsername(
      db,
      session.organizationId,
      mentionedUsernames(reply.body),
      session.userId,
    );
    if (!recipientIds.length) return;
    const mine = thread.replies.find((item) => item.id === reply.id)?.author;
    const path = entry.folder ? `${entry.folder}/${entry.name}` : entry.name;
    const title = inboxText('documentMentioned', {
      name: mine ? displayNameOf(mine) : '',
      document: entry.name,
    });
    await inbox.notify({
      organizationId: session.organizationId,
      actorId: session.userId,
      kind: 'document_mention',
      recipientIds,
      // The editor opens the thread named in the hash.
      subject: {
        type: 'document',
        id: entry.id,
        link: `/documents/edit?path=${encodeURIComponent(path)}#comment-${thread.id}`,
      },
      title,
      body: reply.body.slice(0, EXCERPT_LENGTH),
      dedupeKey: `document_mention:${reply.id}`,
    });
  }

  async function listThreads(session: SessionContext, entryId: string) {
    await documentOf(db, session, entryId);
    return { threads: await present(session.organizationId, { entryId }) };
  }

  async function createThread(
    session: SessionContext,
    entryId: string,
    input: { id: string; quote: string; body: string },
  ) {
    assertCanComment(session);
    const { entry, reply } = await db.transaction(async (tx) => {
      const entry = await documentOf(tx, session, entryId);
      const thread = await repo.insertThread(tx, {
        id: input.id,
        organizationId: session.organizationId,
        entryId,
        authorId: session.userId,
        quote: input.quote,
      });
      if (!thread) throw new AppError('CONFLICT', DOCUMENT_COMMENT_MESSAGES.threadExists);
      const reply = await repo.insertReply(tx, {
        organizationId: session.organizationId,
        threadId: thread.id,
        authorId: session.userId,
        body: input.body,
      });
      return { entry, reply };
    });
    const thread = await presentOne(session, input.id);
    await notifyMentions(session, entry, thread, reply);
    return thread;
  }

  async function threadOf(executor: DbExecutor, session: SessionContext, threadId: string) {
    const thread = isId(threadId)
      ? await repo.findThread(executor, session.organizationId, threadId, { forUpdate: true })
      : undefined;
    if (!thread) throw threadNotFound();
    return thread;
  }

  async function reply(session: SessionContext, threadId: string, input: { body: string }) {
    const { entry, reply } = await db.transaction(async (tx) => {
      const thread = await threadOf(tx, session, threadId);
      const entry = await documentOf(tx, session, thread.entryId);
      assertCanComment(session);
      const reply = await repo.insertReply(tx, {
        organizationId: session.organizationId,
        threadId,
        authorId: session.userId,
        body: input.body,
      });
      return { entry, reply };
    });
    const thread = await presentOne(session, threadId);
    await notifyMentions(session, entry, thread, reply);
    return thread;
  }

  async function resolve(session: SessionContext, threadId: string, resolved: boolean) {
    await db.transaction(async (tx) => {
      const thread = await threadOf(tx, session, threadId);
      await documentOf(tx, session, thread.entryId);
      assertCanComment(session);
      await repo.setResolved(
        tx,
        session.organizationId,
        threadId,
        resolved ? session.userId : null,
      );
    });
    return presentOne(session, threadId);
  }

  /** A message of a live thread of a live document, locked with its thread. */
  async function replyOf(
    executor: DbExecutor,
    session: SessionContext,
    threadId: string,
    replyId: string,
  ) {
    const thread = await threadOf(executor, session, threadId);
    const entry = await documentOf(executor, session, thread.entryId);
    const found = isId(replyId)
      ? await repo.findReply(executor, session.organizationId, threadId, replyId)
      : undefined;
    if (!found) throw new AppError('NOT_FOUND', DOCUMENT_COMMENT_MESSAGES.replyNotFound);
    return { entry, thread, reply: found };
  }

  /** The author may delete their own words (while they may comment); an administrator anyone's. */
  function assertCanDelete(session: SessionContext, authorId: string | null) {
    assertCanComment(session);
    if (session.role !== 'ADMIN' && authorId !== session.userId) {
      throw forbidden(DOCUMENT_COMMENT_MESSAGES.notAuthorOrAdmin);
    }
  }

  /** Only the author changes a message's text; newly mentioned members get an Inbox item. */
  async function editReply(
    session: SessionContext,
    threadId: string,
    replyId: string,
    input: { body: string },
  ) {
    const { entry } = await db.transaction(async (tx) => {
      const found = await replyOf(tx, session, threadId, replyId);
      assertCanComment(session);
      if (found.reply.authorId !== session.userId) {
        throw forbidden(DOCUMENT_COMMENT_MESSAGES.notAuthor);
      }
      await repo.updateReplyBody(tx, session.organizationId, replyId, input.body);
      return found;
    });
    const thread = await presentOne(session, threadId);
    // Same dedupe key as when it was sent: those mentioned before get nothing new.
    await notifyMentions(session, entry, thread, { id: replyId, body: input.body });
    return thread;
  }

  /** A reply goes; the first message is the comment itself (deleteThread). */
  async function deleteReply(session: SessionContext, threadId: string, replyId: string) {
    await db.transaction(async (tx) => {
      const found = await replyOf(tx, session, threadId, replyId);
      assertCanDelete(session, found.reply.authorId);
      const first = await repo.findFirstReply(tx, session.organizationId, threadId);
      if (first?.id === replyId) {
        throw new AppError('BAD_REQUEST', DOCUMENT_COMMENT_MESSAGES.firstReply);
      }
      await repo.deleteReply(tx, session.organizationId, replyId);
    });
    return presentOne(session, threadId);
  }

  /** The whole thread, by the author of its first message or an administrator. */
  async function deleteThread(session: SessionContext, threadId: string) {
    await db.transaction(async (tx) => {
      const thread = await threadOf(tx, session, threadId);
      await documentOf(tx, session, thread.entryId);
      assertCanDelete(session, thread.authorId);
      await repo.deleteThread(tx, session.organizationId, threadId);
    });
  }

  return { listThreads, createThread, reply, resolve, editReply, deleteReply, deleteThread };
}
