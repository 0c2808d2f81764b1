import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchChatMessagesResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** Results a page of chat search brings. */
export const CHAT_SEARCH_PAGE_SIZE = 20;

/** Under the chat key: whatever refreshes chat refreshes open searches too. */
export const chatSearchKey = (queryString: string) => ['chat', 'search', queryString] as const;

/** GET /chat/search/messages, a page at a time; idle while there is no word to search for. */
export function useChatSearchQuery(queryString: string | null) {
  return useInfiniteQuery({
    queryKey: chatSearchKey(queryString ?? ''),
    enabled: queryString !== null,
    initialPageParam: 0,
    // The previous results stay on screen while the next words are asked.
    placeholderData: keepPreviousData,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SearchChatMessagesResponse>(
        `/chat/search/messages?${queryString}&limit=${CHAT_SEARCH_PAGE_SIZE}&offset=${pageParam}`,
        { signal },
      ),
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.length * CHAT_SEARCH_PAGE_SIZE : undefined,
  });
}
