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

/** GET /documents/{entryId}/comments: every thread, oldest first. */
export const documentCommentsResponseSchema = z.object({
  threads: z.array(documentCommentThreadSchema),
});
export type DocumentCommentsResponse = z.infer<typeof documentCommentsResponseSchema>;
