import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  EmailContent,
  EmailCountsEvent,
  EmailListResponse,
  EmailNewMailEvent,
  EmailSummary,
  FoldersResponse,
} from '@worksphere/contracts';
import { refetchIfLoading } from '../../../platform/query/refetchIfLoading';
import { listParamsOfKey, mailKeys, type MailListParams } from './mailKeys';

type ListData = InfiniteData<EmailListResponse, string | null>;

function showsAccount(params: { accountId: string }, accountId: string): boolean {
  return params.accountId === 'all' || params.accountId === accountId;
}

/**
 * Applies `update` to every cached list. With `refetchLoading`, for a change the server has
 * already stored, a list still loading is asked again instead (refetchIfLoading), as its answer
 * may predate the change.
 */
function mapLists(
  queryClient: QueryClient,
  update: (data: ListData, params: MailListParams) => ListData,
  { refetchLoading = false } = {},
) {
  for (const [queryKey, data] of queryClient.getQueriesData<ListData>({
    queryKey: mailKeys.lists,
  })) {
    const params = listParamsOfKey(queryKey);
    if (!params) continue;
    if (refetchLoading && data && refetchIfLoading(queryClient, queryKey)) continue;
    if (!data) continue;
    queryClient.setQueryData<ListData>(queryKey, update(data, params));
  }
}

function mapEmails(data: ListData, map: (email: EmailSummary) => EmailSummary | null): ListData {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      emails: page.emails.flatMap((email) => {
        const next = map(email);
        return next ? [next] : [];
      }),
    })),
  };
}

/** Takes a message out of every list at once (archive, move: before the server answers). */
export function removeFromLists(queryClient: QueryClient, emailId: string) {
  mapLists(queryClient, (data) =>
    mapEmails(data, (email) => (email.id === emailId ? null : email)),
  );
}

/**
 * A message changed (answer of a change, or the socket's email:updated): lists of its folder
 * show it as it is now, lists of other folders drop it, and so does every list when it is gone.
 * `previousId` is its id before the change (a move gives it a new one on IMAP).
 */
export function applyEmailChanged(
  queryClient: QueryClient,
  previousId: string,
  email: EmailSummary | null,
) {
  mapLists(
    queryClient,
    (data, params) =>
      mapEmails(data, (row) => {
        if (row.id !== previousId && row.id !== email?.id) return row;
        if (!email) return null;
        const staysHere = showsAccount(params, email.accountId) && params.folder === email.folder;
        return staysHere ? email : null;
      }),
    { refetchLoading: true },
  );
  const previous = queryClient.getQueryData<EmailContent>(mailKeys.content(previousId));
  if (previous && email) {
    queryClient.setQueryData<EmailContent>(mailKeys.content(email.id), { ...previous, ...email });
  }
}

/**
 * New mail from a sync: prepended to the folder's plain lists (newest first, each once); a
 * search or a server search is marked stale instead, since where new mail ranks is the server's
 * business. A list still loading is asked again: its answer may have been read before this mail
 * was stored, and would otherwise replace it when it lands.
 */
export function applyNewMail(queryClient: QueryClient, event: EmailNewMailEvent) {
  for (const [queryKey, data] of queryClient.getQueriesData<ListData>({
    queryKey: mailKeys.lists,
  })) {
    const params = listParamsOfKey(queryKey);
    if (!params || !showsAccount(params, event.accountId)) continue;
    if (params.folder !== event.folder) continue;
    if (refetchIfLoading(queryClient, queryKey) || !data) continue;
    if (params.query !== '' || params.source !== 'cached') {
      void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      continue;
    }
    const present = new Set(data.pages.flatMap((page) => page.emails.map((email) => email.id)));
    const arriving = event.emails
      .filter((email) => !present.has(email.id))
      .sort((a, b) => b.date.localeCompare(a.date));
    if (arriving.length === 0) continue;
    const [first, ...rest] = data.pages;
    if (!first) continue;
    const merged = [...arriving, ...first.emails].sort((a, b) => b.date.localeCompare(a.date));
    queryClient.setQueryData<ListData>(queryKey, {
      ...data,
      pages: [{ ...first, emails: merged }, ...rest],
    });
  }
  void queryClient.invalidateQueries({ queryKey: mailKeys.unreadWidget });
}

/** New folder counts of one account: every folder list that shows that account takes them. */
export function applyFolderCounts(queryClient: QueryClient, event: EmailCountsEvent) {
  for (const [queryKey, data] of queryClient.getQueriesData<FoldersResponse>({
    queryKey: mailKeys.folders,
  })) {
    const accountId = queryKey[2];
    if (!data || typeof accountId !== 'string') continue;
    if (accountId !== 'all' && accountId !== event.accountId) continue;
    const others = data.folders.filter((folder) => folder.accountId !== event.accountId);
    queryClient.setQueryData<FoldersResponse>(queryKey, {
      ...data,
      folders: [...others, ...event.folders],
    });
  }
  void queryClient.invalidateQueries({ queryKey: mailKeys.unreadWidget });
}
