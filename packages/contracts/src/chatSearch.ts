import { z } from 'zod';
import { chatPersonSchema } from './chat.js';
import { ID_PATTERN, instantSchema, queryBooleanSchema, queryParam, text } from './validation.js';

/**
 * Search inside chat (docs/DECISIONS.md, "Chat search"): the words of messages, narrowed by
 * person, room, date range and attachments, in the rooms the user may read. The command
 * palette keeps its own substring search (GET /chat/search).
 */

export const CHAT_SEARCH_PAGE_DEFAULT = 20;
export const CHAT_SEARCH_PAGE_MAX = 50;
export const CHAT_SEARCH_QUERY_MAX_LENGTH = 200;

export const CHAT_SEARCH_MESSAGES = {
  queryRequired: 'Type a word to search for.',
  queryTooLong: `A search is at most ${CHAT_SEARCH_QUERY_MAX_LENGTH} characters.`,
  invalidPerson: 'from must be a member id.',
  invalidRoom: 'roomId must be a room id.',
  invalidRange: 'after must be earlier than before.',
} as const;

const idParam = (message: string) => queryParam(text().trim().regex(ID_PATTERN, { message }));

/**
 * GET /chat/search/messages?q=&from=&roomId=&after=&before=&hasAttachment=&limit=&offset=
 * Messages whose words start with every word of q (so "meet" finds "meeting"), best match
 * first, then newest (a word in more than 1,000 messages: among its newest 1,000); from is the sender's id; after and before bound the sending time
 * (after <= createdAt < before); hasAttachment=true keeps messages with files.
 */
export const searchChatMessagesQuerySchema = z
  .object({
    q: text()
      .trim()
      .min(1, CHAT_SEARCH_MESSAGES.queryRequired)
      .max(CHAT_SEARCH_QUERY_MAX_LENGTH, CHAT_SEARCH_MESSAGES.queryTooLong),
    from: idParam(CHAT_SEARCH_MESSAGES.invalidPerson),
    roomId: idParam(CHAT_SEARCH_MESSAGES.invalidRoom),
    after: queryParam(instantSchema),
    before: queryParam(instantSchema),
    hasAttachment: queryParam(queryBooleanSchema).transform((value) => value ?? false),
    limit: queryParam(z.coerce.number().int().min(1).max(CHAT_SEARCH_PAGE_MAX)).transform(
      (value) => value ?? CHAT_SEARCH_PAGE_DEFAULT,
    ),
    offset: queryParam(z.coerce.number().int().min(0).max(10_000)).transform((value) => value ?? 0),
  })
  .refine((query) => !query.after || !query.before || query.after < query.before, {
    message: CHAT_SEARCH_MESSAGES.invalidRange,
    path: ['before'],
  });
export type SearchChatMessagesQuery = z.input<typeof searchChatMessagesQuerySchema>;

/** A piece of a snippet; isMatch marks the words the search found. */
export const chatSearchSnippetPartSchema = z.object({ text: z.string(), isMatch: z.boolean() });
export type ChatSearchSnippetPart = z.infer<typeof chatSearchSnippetPartSchema>;

/** The message before or after a result in its thread, for context (content cut short). */
export const chatSearchNeighbourSchema = z.object({
  id: z.string(),
  sender: chatPersonSchema,
  content: z.string(),
  createdAt: z.string(),
});
export type ChatSearchNeighbour = z.infer<typeof chatSearchNeighbourSchema>;

/** One found message in its room and thread, with the lines around it. */
export const chatSearchResultSchema = z.object({
  id: z.string(),
  sender: chatPersonSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The content around the found words, in order; the whole content when it is short. */
  snippet: z.array(chatSearchSnippetPartSchema),
  attachmentCount: z.number().int(),
  chatRoom: z.object({ id: z.string(), name: z.string() }),
  thread: z.object({ id: z.string(), title: z.string() }),
  previous: chatSearchNeighbourSchema.nullable(),
  next: chatSearchNeighbourSchema.nullable(),
});
export type ChatSearchResult = z.infer<typeof chatSearchResultSchema>;

export const searchChatMessagesResponseSchema = z.object({
  results: z.array(chatSearchResultSchema),
  /** More results follow: ask again with offset + limit. */
  hasMore: z.boolean(),
});
export type SearchChatMessagesResponse = z.infer<typeof searchChatMessagesResponseSchema>;
