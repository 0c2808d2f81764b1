import { z } from 'zod';
import { ID_PATTERN, personSchema, requiredText, STANDALONE_MESSAGE, text } from './validation.js';

/** Longest comment or reply (plain text; `@username` mentions a member). */
export const DOCUMENT_COMMENT_MAX_LENGTH = 5_000;
/** Longest quoted text kept with a thread (the commented range as it was). */
export const DOCUMENT_COMMENT_QUOTE_MAX_LENGTH = 500;

/** Texts users see about comments in documents (the server answers them). */
export const DOCUMENT_COMMENT_MESSAGES = {
  bodyRequired: 'Write something before you send the comment.',
  bodyTooLong: `A comment must be at most ${DOCUMENT_COMMENT_MAX_LENGTH.toLocaleString('en')} characters.`,
  invalidId: 'The comment needs a valid id.',
  documentNotFound: 'Document not found.',
  threadNotFound: 'Comment not found.',
  threadExists: 'This comment already exists.',
  replyNotFound: 'Reply not found.',
  notAuthor: 'Only its author can change this comment.',
  notAuthorOrAdmin: 'Only its author or an administrator can delete this comment.',
  firstReply: 'This is the comment itself: delete the whole comment instead.',
  notAllowed:
    'You can read comments but not write them: ask an administrator for the "documents:edit" permission.',
  /** Inbox title; the Inbox shows who did it beside it. */
  mentionedTitle: '{name} mentioned you in {document}',
} as const;

/** One message of a thread: the first is the comment itself, the others replies. */
export const documentCommentReplySchema = z.object({
  id: z.string(),
  author: personSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** When its author last changed the text; null when never. */
  editedAt: z.string().nullable(),
});
export type DocumentCommentReply = z.infer<typeof documentCommentReplySchema>;

/**
 * A comment thread on a range of a document. The range itself lives in the shared (Yjs)
 * document as a `comment` mark carrying the thread's id, so it follows every edit; quote is the
 * text as it was when the thread started.
 */
export const documentCommentThreadSchema = z.object({
  id: z.string(),
  entryId: z.string(),
  quote: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
  replies: z.array(documentCommentReplySchema),
});
export type DocumentCommentThread = z.infer<typeof documentCommentThreadSchema>;

const bodySchema = requiredText(
  DOCUMENT_COMMENT_MESSAGES.bodyRequired,
  DOCUMENT_COMMENT_MAX_LENGTH,
  DOCUMENT_COMMENT_MESSAGES.bodyTooLong,
).prefault('');

/**
 * POST /documents/{entryId}/comments {id, quote, body}: answers 201 {thread}. The id is made by
 * the editor, which marks the range with it at once.
 */
export const createDocumentCommentSchema = z.object({
  id: text().refine((value) => ID_PATTERN.test(value), {
    message: DOCUMENT_COMMENT_MESSAGES.invalidId,
    params: STANDALONE_MESSAGE,
  }),
  quote: text()
    .prefault('')
    .transform((value) => value.slice(0, DOCUMENT_COMMENT_QUOTE_MAX_LENGTH)),
  body: bodySchema,
});
export type CreateDocumentComment = z.input<typeof createDocumentCommentSchema>;

/** POST /documents/comments/{threadId}/replies {body}: answers 201 {thread}. */
export const documentCommentReplyRequestSchema = z.object({ body: bodySchema });
export type DocumentCommentReplyRequest = z.input<typeof documentCommentReplyRequestSchema>;

/** PATCH /documents/comments/{threadId} {resolved}: answers {thread}. */
export const resolveDocumentCommentSchema = z.object({ resolved: z.boolean() });
export type ResolveDocumentComment = z.input<typeof resolveDocumentCommentSchema>;

/**
 * PATCH /documents/comments/{threadId}/replies/{replyId} {body}: answers {thread}. Only the
 * message's author (with documents:edit) changes its words: nobody, an administrator included,
 * puts words in another's mouth.
 */
export const editDocumentCommentReplySchema = z.object({ body: bodySchema });
export type EditDocumentCommentReply = z.input<typeof editDocumentCommentReplySchema>;

/*
 * DELETE /documents/comments/{threadId}: answers 204; the whole thread goes (its replies too) and
 * the editor that deleted it removes the range's mark from the shared document.
 * DELETE /documents/comments/{threadId}/replies/{replyId}: answers {thread} without the reply; the
 * first message is the comment itself, so it is refused there (delete the thread).
 * Who deletes: the message's author while they hold documents:edit, or an administrator (the
 * moderator, as for task attachments and chat). Other editors do not delete another's words;
 * they resolve the thread instead, which hides it and can be undone.
 */

/** GET /documents/{entryId}/comments: every thread, oldest first. */
export const documentCommentsResponseSchema = z.object({
  threads: z.array(documentCommentThreadSchema),
});
export type DocumentCommentsResponse = z.infer<typeof documentCommentsResponseSchema>;
