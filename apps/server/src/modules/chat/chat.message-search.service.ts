import type {
  ChatSearchNeighbour,
  ChatSearchSnippetPart,
  SearchChatMessagesResponse,
} from '@worksphere/contracts';
import type { SessionContext } from '../../platform/auth/session-context.js';
import type { Database } from '../../platform/db/database.js';
import {
  HIGHLIGHT_START,
  HIGHLIGHT_STOP,
  searchChatMessages,
  searchQueryOf,
  type MessageSearchFilters,
  type MessageSearchRow,
} from './chat.message-search.repo.js';

export type MessageSearchInput = MessageSearchFilters & {
  text: string;
  limit: number;
  offset: number;
};

/** ts_headline's excerpt as parts: the text between the markers is what the search found. */
export function snippetParts(headline: string): ChatSearchSnippetPart[] {
  const parts: ChatSearchSnippetPart[] = [];
  for (const [index, piece] of headline.split(HIGHLIGHT_START).entries()) {
    const stop = piece.indexOf(HIGHLIGHT_STOP);
    // Before the first marker, or a piece without its stop marker: plain text.
    if (index === 0 || stop === -1) {
      if (piece) parts.push({ text: piece.replaceAll(HIGHLIGHT_STOP, ''), isMatch: false });
      continue;
    }
    if (stop > 0) parts.push({ text: piece.slice(0, stop), isMatch: true });
    const rest = piece.slice(stop + 1).replaceAll(HIGHLIGHT_STOP, '');
    if (rest) parts.push({ text: rest, isMatch: false });
  }
  // Adjacent found words ("<meet> <meeting>") read better as one highlighted run.
  return parts.reduce<ChatSearchSnippetPart[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last && last.isMatch === part.isMatch) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

function presentNeighbour(row: MessageSearchRow['previous']): ChatSearchNeighbour | null {
  return row
    ? { ...row, sender: { ...row.sender }, createdAt: new Date(row.createdAt).toISOString() }
    : null;
}

/** Chat search: the user's words in the rooms they may read, ranked, one page at a time. */
export async function searchMessagesFor(
  db: Database,
  session: SessionContext,
  input: MessageSearchInput,
): Promise<SearchChatMessagesResponse> {
  const query = await searchQueryOf(db, input.text);
  // Only punctuation: no word to look for, so nothing matches.
  if (!query) return { results: [], hasMore: false };
  // One row more than the page says whether another page follows.
  const rows = await searchChatMessages(db, {
    ...input,
    query,
    organizationId: session.organizationId,
    userId: session.userId,
    limit: input.limit + 1,
  });
  return {
    results: rows.slice(0, input.limit).map((row) => ({
      id: row.id,
      sender: row.sender,
      createdAt: row.createdAt.toISOString(),
      editedAt: row.editedAt?.toISOString() ?? null,
      snippet: snippetParts(row.headline),
      attachmentCount: row.attachmentCount,
      chatRoom: row.room,
      thread: row.thread,
      previous: presentNeighbour(row.previous),
      next: presentNeighbour(row.next),
    })),
    hasMore: rows.length > input.limit,
  };
}
