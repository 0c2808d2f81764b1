import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  EmailContent,
  EmailCountsEvent,
  EmailListResponse,
  EmailNewMailEvent,
  EmailSummary,
  EmailThread,
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

/**
 * Maps every row; a list by conversation keeps its `threads` beside its rows (same index): a
 * row dropped takes its conversation along, a changed row becomes its conversation's latest.
 */
function mapEmails(data: ListData, map: (email: EmailSummary) => EmailSummary | null): ListData {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const emails: EmailSummary[] = [];
      const threads: EmailThread[] = [];
      page.emails.forEach((email, index) => {
        const next = map(email);
        if (!next) return;
        emails.push(next);
        const thread = page.threads?.[index];
        if (!thread) return;
        const readChange = next.isRead === email.isRead ? 0 : next.isRead ? -1 : 1;
        threads.push({
          ...thread,
          latest: next,
          unreadCount: Math.max(0, thread.unreadCount + readChange),
        });
      });
      return page.threads ? { ...page, emails, threads } : { ...page, emails };
    }),
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
    const first = data.pages[0];
    if (!first) continue;
    if (first.threads) {
      queryClient.setQueryData<ListData>(queryKey, joinConversations(data, arriving));
      continue;
    }
    const merged = [...arriving, ...first.emails].sort((a, b) => b.date.localeCompare(a.date));
    queryClient.setQueryData<ListData>(queryKey, {
      ...data,
      pages: [{ ...first, emails: merged }, ...data.pages.slice(1)],
    });
  }
  void queryClient.invalidateQueries({ queryKey: mailKeys.unreadWidget });
  // An open conversation may have just got this message.
  void queryClient.invalidateQueries({ queryKey: mailKeys.threads });
}

/** Lists whose first page said this account was still syncing are asked again. */
export function refetchListsWaitingFor(queryClient: QueryClient, accountId: string) {
  void queryClient.invalidateQueries({
    queryKey: mailKeys.lists,
    predicate: (query) =>
      (query.state.data as ListData | undefined)?.pages[0]?.syncing.includes(accountId) ?? false,
  });
}

/** A conversation of one message: a new row of a list by conversation. */
function conversationOf(email: EmailSummary): EmailThread {
  return {
    threadId: email.threadId ?? email.id,
    accountId: email.accountId,
    subject: email.subject,
    count: 1,
    unreadCount: email.isRead ? 0 : 1,
    participants: email.from ? [email.from] : [],
    hasAttachments: email.hasAttachments,
    isImportant: email.isImportant,
    date: email.date,
    latest: email,
  };
}

/** The conversation with one more message in the folder; its row shows the newer one. */
function withMessage(thread: EmailThread, email: EmailSummary): EmailThread {
  const isNewer = email.date >= thread.latest.date;
  const known = new Set(thread.participants.map((person) => person.address.toLowerCase()));
  return {
    ...thread,
    count: thread.count + 1,
    unreadCount: thread.unreadCount + (email.isRead ? 0 : 1),
    participants:
      email.from && !known.has(email.from.address.toLowerCase())
        ? [...thread.participants, email.from]
        : thread.participants,
    hasAttachments: thread.hasAttachments || email.hasAttachments,
    isImportant: thread.isImportant || email.isImportant,
    date: isNewer ? email.date : thread.date,
    latest: isNewer ? email : thread.latest,
  };
}

/**
 * New mail in a list by conversation: a message of a conversation already listed (a reply)
 * joins its row, which moves to the top with its count raised; any other starts a row. The
 * first page is kept newest first.
 */
function joinConversations(data: ListData, arriving: readonly EmailSummary[]): ListData {
  const keyOf = (accountId: string, threadId: string) => `${accountId}\u0000${threadId}`;
  const joined = new Map<string, EmailThread>();
  const pages = data.pages.map((page) => ({
    ...page,
    emails: [...page.emails],
    threads: [...(page.threads ?? [])],
  }));
  // Oldest first, so a conversation that gets several messages at once ends on its newest.
  for (const email of [...arriving].reverse()) {
    const key = email.threadId ? keyOf(email.accountId, email.threadId) : null;
    let thread = key ? joined.get(key) : undefined;
    if (!thread && key) {
      for (const page of pages) {
        const index = page.threads.findIndex(
          (entry) => keyOf(entry.accountId, entry.threadId) === key,
        );
        if (index < 0) continue;
        thread = page.threads[index];
        page.threads.splice(index, 1);
        page.emails.splice(index, 1);
        break;
      }
    }
    const next = thread ? withMessage(thread, email) : conversationOf(email);
    joined.set(key ?? keyOf(email.accountId, `message:${email.id}`), next);
  }
  const [first, ...rest] = pages;
  const rows = [
    ...[...joined.values()].map((thread) => ({ email: thread.latest, thread })),
    ...first!.emails.map((email, index) => ({ email, thread: first!.threads[index]! })),
  ].sort((a, b) => b.email.date.localeCompare(a.email.date));
  return {
    ...data,
    pages: [
      {
        ...first!,
        emails: rows.map((row) => row.email),
        threads: rows.map((row) => row.thread),
      },
      ...rest,
    ],
  };
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
