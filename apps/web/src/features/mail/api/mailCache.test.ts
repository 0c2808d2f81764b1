import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  EmailListResponse,
  EmailSummary,
  EmailThread,
  FoldersResponse,
  MailFolder,
} from '@worksphere/contracts';
import { describe, expect, it, vi } from 'vitest';
import { threadCountsOf } from '../utils/messagePages';
import {
  applyEmailChanged,
  applyFolderCounts,
  applyNewMail,
  refetchListsWaitingFor,
  removeFromLists,
} from './mailCache';
import { mailKeys, type MailListParams } from './mailKeys';

function email(id: string, overrides: Partial<EmailSummary> = {}): EmailSummary {
  return {
    id,
    accountId: 'acc-a',
    folder: 'INBOX',
    subject: `Subject ${id}`,
    from: { name: 'Grace', address: 'grace@example.com' },
    to: [],
    cc: [],
    snippet: '',
    date: '2026-11-20T10:00:00.000Z',
    isRead: false,
    isImportant: false,
    isDraft: false,
    hasAttachments: false,
    threadId: null,
    ...overrides,
  };
}

function page(emails: EmailSummary[], nextPageToken: string | null = null): EmailListResponse {
  return { emails, nextPageToken, failures: [], syncing: [] };
}

/** A page of a list by conversation: each row with its conversation of `count` messages. */
function threadPage(rows: Array<[EmailSummary, number]>): EmailListResponse {
  const thread = ([latest, count]: [EmailSummary, number]): EmailThread => ({
    threadId: latest.threadId!,
    accountId: latest.accountId,
    subject: latest.subject,
    count,
    unreadCount: latest.isRead ? 0 : 1,
    participants: latest.from ? [latest.from] : [],
    hasAttachments: false,
    isImportant: false,
    date: latest.date,
    latest,
  });
  return { ...page(rows.map(([latest]) => latest)), threads: rows.map(thread) };
}

const inbox: MailListParams = { accountId: 'all', folder: 'INBOX', query: '', source: 'cached' };
const search: MailListParams = { ...inbox, query: 'budget' };
const archive: MailListParams = { ...inbox, folder: 'Archive' };

function seed(params: MailListParams, pages: EmailListResponse[]) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<EmailListResponse, string | null>>(mailKeys.list(params), {
    pages,
    pageParams: pages.map((_, index) => (index === 0 ? null : `t${index}`)),
  });
  return client;
}

const idsOf = (client: QueryClient, params: MailListParams) =>
  client
    .getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(params))
    ?.pages.flatMap((p) => p.emails.map((e) => e.id));

describe('mail cache', () => {
  it('prepends new mail to the folder’s list, newest first and each once', () => {
    const client = seed(inbox, [page([email('old', { date: '2026-11-19T00:00:00.000Z' })], 't1')]);
    applyNewMail(client, {
      accountId: 'acc-a',
      folder: 'INBOX',
      emails: [
        email('new1', { date: '2026-11-21T00:00:00.000Z' }),
        email('new2', { date: '2026-11-22T00:00:00.000Z' }),
        email('old', { date: '2026-11-19T00:00:00.000Z' }),
      ],
    });
    expect(idsOf(client, inbox)).toEqual(['new2', 'new1', 'old']);
  });

  it('a reply arriving live joins its conversation’s row, which moves to the top', () => {
    const plans = email('plans-2', { threadId: 't-plans', date: '2026-11-19T00:00:00.000Z' });
    const lunch = email('lunch-1', { threadId: 't-lunch', date: '2026-11-20T00:00:00.000Z' });
    const client = seed(inbox, [threadPage([[lunch, 1]]), threadPage([[plans, 2]])]);
    applyNewMail(client, {
      accountId: 'acc-a',
      folder: 'INBOX',
      emails: [
        email('plans-3', { threadId: 't-plans', date: '2026-11-21T00:00:00.000Z' }),
        email('other-1', { threadId: 't-other', date: '2026-11-20T12:00:00.000Z' }),
      ],
    });
    expect(idsOf(client, inbox)).toEqual(['plans-3', 'other-1', 'lunch-1']);
    const pages = client.getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(inbox))!.pages;
    expect(Object.fromEntries(threadCountsOf(pages))).toEqual({
      'plans-3': 3,
      'other-1': 1,
      'lunch-1': 1,
    });
    expect(pages[0]!.threads!.map((thread) => thread.threadId)).toEqual([
      't-plans',
      't-other',
      't-lunch',
    ]);
    expect(pages[0]!.threads![0]!.unreadCount).toBe(2);
  });

  it('an older message of a listed conversation raises its count but keeps its newest row', () => {
    const latest = email('x-2', { threadId: 't-x', date: '2026-11-21T00:00:00.000Z' });
    const client = seed(inbox, [threadPage([[latest, 1]])]);
    applyNewMail(client, {
      accountId: 'acc-a',
      folder: 'INBOX',
      emails: [email('x-1', { threadId: 't-x', date: '2026-11-18T00:00:00.000Z' })],
    });
    const pages = client.getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(inbox))!.pages;
    expect(Object.fromEntries(threadCountsOf(pages))).toEqual({ 'x-2': 2 });
  });

  it('a row taken out of a list by conversation takes its conversation along', () => {
    const first = email('a', { threadId: 't-a' });
    const second = email('b', { threadId: 't-b' });
    const client = seed(inbox, [
      threadPage([
        [first, 4],
        [second, 2],
      ]),
    ]);
    removeFromLists(client, 'a');
    const pages = client.getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(inbox))!.pages;
    expect(Object.fromEntries(threadCountsOf(pages))).toEqual({ b: 2 });
  });

  it('asks again the lists that waited for an account’s first sync, and only those', () => {
    const client = seed(inbox, [{ ...page([]), syncing: ['acc-a'] }]);
    client.setQueryData(mailKeys.list(archive), {
      pages: [page([email('old', { folder: 'Archive' })])],
      pageParams: [null],
    });
    refetchListsWaitingFor(client, 'acc-b');
    expect(client.getQueryState(mailKeys.list(inbox))?.isInvalidated).toBe(false);
    refetchListsWaitingFor(client, 'acc-a');
    expect(client.getQueryState(mailKeys.list(inbox))?.isInvalidated).toBe(true);
    expect(client.getQueryState(mailKeys.list(archive))?.isInvalidated).toBe(false);
  });

  it('asks a list that is still loading again, as its answer may predate the new mail', async () => {
    const client = new QueryClient();
    const answers = [page([email('earlier')]), page([email('n'), email('earlier')])];
    let calls = 0;
    let answerFirst = () => {};
    const observer = new InfiniteQueryObserver(client, {
      queryKey: mailKeys.list(inbox),
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
      queryFn: () => {
        const answer = answers[calls]!;
        calls += 1;
        // The first answer was read before the mail was stored and lands after the event.
        return calls === 1
          ? new Promise<EmailListResponse>((resolve) => (answerFirst = () => resolve(answer)))
          : Promise.resolve(answer);
      },
    });
    const stop = observer.subscribe(() => {});
    applyNewMail(client, { accountId: 'acc-a', folder: 'INBOX', emails: [email('n')] });
    answerFirst();
    await vi.waitFor(() => expect(idsOf(client, inbox)).toEqual(['n', 'earlier']));
    expect(calls).toBe(2);
    stop();
  });

  it('asks a reloading list again after a flag changes, as its answer may predate the flag', async () => {
    const client = new QueryClient();
    const answers = [
      page([email('m1')]),
      page([email('m1')]),
      page([email('m1', { isImportant: true })]),
    ];
    let calls = 0;
    let answerSecond = () => {};
    const observer = new InfiniteQueryObserver(client, {
      queryKey: mailKeys.list(inbox),
      initialPageParam: null as string | null,
      getNextPageParam: () => null,
      queryFn: () => {
        const answer = answers[calls]!;
        calls += 1;
        // The reload was read before the flag was stored and lands after the flag's answer.
        return calls === 2
          ? new Promise<EmailListResponse>((resolve) => (answerSecond = () => resolve(answer)))
          : Promise.resolve(answer);
      },
    });
    const stop = observer.subscribe(() => {});
    await vi.waitFor(() => expect(idsOf(client, inbox)).toEqual(['m1']));
    void observer.refetch();
    applyEmailChanged(client, 'm1', email('m1', { isImportant: true }));
    answerSecond();
    await vi.waitFor(() => expect(calls).toBe(3));
    await vi.waitFor(() =>
      expect(
        client
          .getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(inbox))
          ?.pages.flatMap((p) => p.emails)
          .map((row) => row.isImportant),
      ).toEqual([true]),
    );
    stop();
  });

  it('leaves other folders alone and only marks searches stale', () => {
    const client = seed(archive, [page([email('a1', { folder: 'Archive' })])]);
    client.setQueryData(mailKeys.list(search), { pages: [page([])], pageParams: [null] });
    applyNewMail(client, { accountId: 'acc-a', folder: 'INBOX', emails: [email('n')] });
    expect(idsOf(client, archive)).toEqual(['a1']);
    expect(idsOf(client, search)).toEqual([]);
    expect(client.getQueryState(mailKeys.list(search))?.isInvalidated).toBe(true);
  });

  it('drops a message from lists of the folder it left and updates it where it stays', () => {
    const client = seed(inbox, [page([email('m1'), email('m2')])]);
    applyEmailChanged(client, 'm1', email('m1', { isRead: true }));
    applyEmailChanged(client, 'm2', email('m2-archived', { folder: 'Archive' }));
    const rows = client
      .getQueryData<InfiniteData<EmailListResponse>>(mailKeys.list(inbox))
      ?.pages.flatMap((p) => p.emails);
    expect(rows?.map((row) => [row.id, row.isRead])).toEqual([['m1', true]]);
  });

  it('drops a deleted message everywhere, and removes at once before an archive answers', () => {
    const client = seed(inbox, [page([email('m1'), email('m2'), email('m3')])]);
    applyEmailChanged(client, 'm1', null);
    removeFromLists(client, 'm3');
    expect(idsOf(client, inbox)).toEqual(['m2']);
  });

  it('replaces one account’s folder counts in the lists that show it', () => {
    const client = new QueryClient();
    const folder = (accountId: string, unreadCount: number): MailFolder => ({
      id: `${accountId}-inbox`,
      accountId,
      path: 'INBOX',
      name: 'INBOX',
      role: 'inbox',
      unreadCount,
      totalCount: 10,
      syncedAt: null,
    });
    client.setQueryData<FoldersResponse>(mailKeys.folderList('all'), {
      folders: [folder('acc-a', 1), folder('acc-b', 2)],
      failures: [],
    });
    client.setQueryData<FoldersResponse>(mailKeys.folderList('acc-b'), {
      folders: [folder('acc-b', 2)],
      failures: [],
    });
    applyFolderCounts(client, { accountId: 'acc-a', folders: [folder('acc-a', 5)] });
    const all = client.getQueryData<FoldersResponse>(mailKeys.folderList('all'));
    expect(all?.folders.map((f) => [f.accountId, f.unreadCount])).toEqual([
      ['acc-b', 2],
      ['acc-a', 5],
    ]);
    expect(
      client.getQueryData<FoldersResponse>(mailKeys.folderList('acc-b'))?.folders[0]?.unreadCount,
    ).toBe(2);
  });
});
