/** The page size of the cached list (spec 3 §9). */
export const CACHED_PAGE_SIZE = 50;
/** The page size of fetches and searches on the provider (spec 3 §9). */
export const SERVER_PAGE_SIZE = 20;
/** Rows from the end of what is loaded at which the next page is asked for. */
export const LOAD_MORE_THRESHOLD = 10;

/**
 * The rows of an infinite list: every page in order, each message once (a message that moved
 * between pages while new mail arrived would otherwise show twice).
 */
export function flattenMessagePages<Message extends { id: string }>(
  pages: ReadonlyArray<{ emails: readonly Message[] }> | undefined,
): Message[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const rows: Message[] = [];
  for (const page of pages) {
    for (const message of page.emails) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      rows.push(message);
    }
  }
  return rows;
}

/**
 * How many messages each row's conversation has (view `threads`), by the row's message id;
 * rows of a list by message have none.
 */
export function threadCountsOf(
  pages:
    | ReadonlyArray<{
        emails: ReadonlyArray<{ id: string }>;
        threads?: ReadonlyArray<{ count: number }>;
      }>
    | undefined,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages ?? []) {
    page.emails.forEach((email, index) => {
      const thread = page.threads?.[index];
      if (thread) counts.set(email.id, thread.count);
    });
  }
  return counts;
}

/** The next page's token, or undefined at the end (TanStack Query's getNextPageParam). */
export function nextPageTokenOf(page: { nextPageToken?: string | null }): string | undefined {
  return page.nextPageToken ?? undefined;
}

/**
 * Should the list ask for the next page now? When the last row on screen is within the
 * threshold of the loaded end, there is a next page, and no page is already on its way.
 */
export function shouldLoadMore({
  lastVisibleIndex,
  loadedCount,
  hasNextPage,
  isFetchingNextPage,
  threshold = LOAD_MORE_THRESHOLD,
}: {
  lastVisibleIndex: number | undefined;
  loadedCount: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  threshold?: number;
}): boolean {
  if (!hasNextPage || isFetchingNextPage || lastVisibleIndex === undefined) return false;
  return lastVisibleIndex >= loadedCount - 1 - threshold;
}
