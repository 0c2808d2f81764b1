import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  INBOX_PAGE_SIZE,
  type InboxDelivery,
  type InboxKind,
  type InboxListResponse,
  type InboxMailAccountResponse,
  type InboxMailAccountsResponse,
  type InboxPreferencesResponse,
  type InboxReadAllResponse,
  type InboxReadResponse,
  type InboxUnreadResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { withItemsRead, type InboxPages } from './inboxCache';
import { inboxKeys } from './inboxKeys';

/** The bell's count: GET /inbox/unread-count, kept live by the socket listener. */
export function useInboxUnreadCount(): number {
  const query = useQuery({
    queryKey: inboxKeys.unread(),
    queryFn: ({ signal }) => apiRequest<InboxUnreadResponse>('/inbox/unread-count', { signal }),
  });
  return query.data?.unreadCount ?? 0;
}

/** GET /inbox?kind&cursor&limit: newest first, a page at a time. */
export function useInboxQuery(kind: InboxKind | 'all') {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE) });
      if (kind !== 'all') query.set('kind', kind);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<InboxListResponse>(`/inbox?${query.toString()}`, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Apply "these items are read" to every cached list and the count. */
export function applyInboxRead(
  queryClient: QueryClient,
  read: { ids: readonly string[]; all: boolean; unreadCount: number; kind?: InboxKind },
) {
  const readAt = new Date().toISOString();
  queryClient.setQueryData<InboxUnreadResponse>(inboxKeys.unread(), {
    unreadCount: read.unreadCount,
  });
  for (const [key] of queryClient.getQueriesData<InboxPages>({ queryKey: inboxKeys.lists() })) {
    // "All of one kind" read leaves other kinds' items alone; the lists refetch to be exact.
    if (read.all && read.kind) continue;
    queryClient.setQueryData<InboxPages>(key, (pages) => withItemsRead(pages, read, readAt));
  }
  if (read.all && read.kind) void queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
}

/** POST /inbox/{id}/read. */
export function useMarkInboxItemRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiRequest<InboxReadResponse>(`/inbox/${itemId}/read`, { method: 'POST' }),
    onSuccess: ({ item, unreadCount }) =>
      applyInboxRead(queryClient, { ids: [item.id], all: false, unreadCount }),
  });
}

/** POST /inbox/read-all {kind?}. */
export function useMarkAllInboxRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: InboxKind | undefined) =>
      apiRequest<InboxReadAllResponse>('/inbox/read-all', {
        method: 'POST',
        body: kind ? { kind } : {},
      }),
    onSuccess: ({ unreadCount }, kind) =>
      applyInboxRead(queryClient, { ids: [], all: true, unreadCount, kind }),
  });
}

/** GET /inbox/preferences: the delivery of every kind. */
export function useInboxPreferencesQuery() {
  return useQuery({
    queryKey: inboxKeys.preferences(),
    queryFn: ({ signal }) => apiRequest<InboxPreferencesResponse>('/inbox/preferences', { signal }),
  });
}

/** PUT /inbox/preferences with one kind's new delivery. */
export function useUpdateInboxPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { kind: InboxKind; delivery: InboxDelivery }) =>
      apiRequest<InboxPreferencesResponse>('/inbox/preferences', {
        method: 'PUT',
        body: { preferences: { [change.kind]: change.delivery } },
      }),
    onSuccess: (answer) => queryClient.setQueryData(inboxKeys.preferences(), answer),
  });
}

/** GET /inbox/mail-accounts: the user's mail accounts and whether each sends new mail here. */
export function useInboxMailAccountsQuery() {
  return useQuery({
    queryKey: inboxKeys.mailAccounts(),
    queryFn: ({ signal }) =>
      apiRequest<InboxMailAccountsResponse>('/inbox/mail-accounts', { signal }),
  });
}

/** PUT /inbox/mail-accounts/{accountId} {inbox}: one account's new mail in the Inbox, or not. */
export function useUpdateInboxMailAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { accountId: string; inbox: boolean }) =>
      apiRequest<InboxMailAccountResponse>(`/inbox/mail-accounts/${change.accountId}`, {
        method: 'PUT',
        body: { inbox: change.inbox },
      }),
    onSuccess: ({ account }) =>
      queryClient.setQueryData<InboxMailAccountsResponse>(inboxKeys.mailAccounts(), (current) =>
        current
          ? {
              accounts: current.accounts.map((entry) =>
                entry.accountId === account.accountId ? account : entry,
              ),
            }
          : current,
      ),
  });
}
