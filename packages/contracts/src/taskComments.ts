import { z } from 'zod';
import { personSchema, queryParam, STANDALONE_MESSAGE, text } from './validation.js';

/** Longest comment body (sanitised HTML). */
export const TASK_COMMENT_MAX_LENGTH = 20_000;
/** Longest reaction: one emoji, with skin tone and joiners. */
export const TASK_REACTION_MAX_LENGTH = 32;

/** Texts users see about comments. */
export const TASK_COMMENT_MESSAGES = {
  bodyRequired: 'Write something before you send the comment.',
  bodyTooLong: `A comment must be at most ${TASK_COMMENT_MAX_LENGTH.toLocaleString('en')} characters.`,
  notFound: 'Comment not found.',
  notAuthor: 'Only its author can change this comment.',
  notAuthorOrAdmin: 'Only its author or an admin can delete this comment.',
  emojiRequired: 'Choose an emoji.',
  invalidCursor: 'This page of comments is no longer valid.',
  /** Inbox titles; the Inbox shows who did it beside them. */
  mentionedTitle: '{name} mentioned you on {task}',
  commentedTitle: '{name} commented on {task}',
} as const;

/** One emoji on a comment: how many people chose it, and whether the caller did. */
export const taskCommentReactionSchema = z.object({
  emoji: z.string(),
  count: z.number().int(),
  mine: z.boolean(),
});
export type TaskCommentReaction = z.infer<typeof taskCommentReactionSchema>;

/**
 * A comment. body is sanitised HTML; mentions are
 * `<span data-type="mention" data-id="{userId}">@Name</span>`. author is null once the
 * author's account is gone. editedAt is set once the body changed.
 */
export const taskCommentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  author: personSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reactions: z.array(taskCommentReactionSchema),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

const commentBodySchema = text()
  .nullable()
  .transform((value) => value ?? '')
  .refine((value) => value.length <= TASK_COMMENT_MAX_LENGTH, {
    message: TASK_COMMENT_MESSAGES.bodyTooLong,
    params: STANDALONE_MESSAGE,
  });

/**
 * POST /tasks/{id}/comments and PUT /tasks/comments/{commentId}: {body} answers {comment}.
 * A body that is empty once sanitised (no text, no image) is refused with bodyRequired.
 */
export const taskCommentRequestSchema = z.object({ body: commentBodySchema });
export type TaskCommentRequest = z.input<typeof taskCommentRequestSchema>;

/** POST/DELETE /tasks/comments/{commentId}/reactions {emoji}: answers {comment}. */
export const taskCommentReactionRequestSchema = z.object({
  emoji: text()
    .trim()
    .refine((value) => value.length > 0 && value.length <= TASK_REACTION_MAX_LENGTH, {
      message: TASK_COMMENT_MESSAGES.emojiRequired,
      params: STANDALONE_MESSAGE,
    }),
});
export type TaskCommentReactionRequest = z.input<typeof taskCommentReactionRequestSchema>;

export const TASK_COMMENTS_PAGE_SIZE = 50;
export const TASK_COMMENTS_PAGE_MAX = 200;

/** GET /tasks/{id}/comments?cursor=&limit=: oldest first. */
export const listTaskCommentsQuerySchema = z.object({
  cursor: queryParam(text().max(200)),
  limit: queryParam(z.coerce.number().int().min(1).max(TASK_COMMENTS_PAGE_MAX)).transform(
    (value) => value ?? TASK_COMMENTS_PAGE_SIZE,
  ),
});
export type ListTaskCommentsQuery = z.input<typeof listTaskCommentsQuerySchema>;

/** A page of comments; nextCursor asks for newer ones, null at the end. */
export const taskCommentsResponseSchema = z.object({
  comments: z.array(taskCommentSchema),
  nextCursor: z.string().nullable(),
});
export type TaskCommentsResponse = z.infer<typeof taskCommentsResponseSchema>;

export const taskCommentResponseSchema = z.object({ comment: taskCommentSchema });
export type TaskCommentResponse = z.infer<typeof taskCommentResponseSchema>;

/** GET /tasks/{id}/watchers: who watches, and whether the caller does. */
export const taskWatchersResponseSchema = z.object({
  watchers: z.array(personSchema),
  watching: z.boolean(),
});
export type TaskWatchersResponse = z.infer<typeof taskWatchersResponseSchema>;
