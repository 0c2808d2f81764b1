import type { ConnectedAccount, EmailSummary } from '@worksphere/contracts';
import { Inbox, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeFetchError } from '../../../platform/api/describeFetchError';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import type { useMessageListQuery } from '../api/mailApi';
import type { MailListSource } from '../api/mailKeys';
import { mailMessages } from '../mail.messages';
import { MessageList } from './MessageList';

const messages = mailMessages;

type MessageListPaneProps = {
  list: ReturnType<typeof useMessageListQuery>;
  emails: readonly EmailSummary[];
  /** Messages in each row's conversation, by the row's id (rows not listed stand alone). */
  threadCounts?: ReadonlyMap<string, number>;
  accounts: readonly ConnectedAccount[];
  query: string;
  source: MailListSource;
  selectedId: string | null;
  onOpen: (emailId: string) => void;
  onSearchOnServer: () => void;
  onBackToCached: () => void;
  onClearSearch: () => void;
  /** The search box and, on phones, the account and folder choices above the list. */
  header: ReactNode;
};

/** The list column: search, what the list shows, the accounts that failed, and the rows. */
export function MessageListPane({
  list,
  emails,
  threadCounts,
  accounts,
  query,
  source,
  selectedId,
  onOpen,
  onSearchOnServer,
  onBackToCached,
  onClearSearch,
  header,
}: MessageListPaneProps) {
  const failures = list.data?.pages[0]?.failures ?? [];
  const isSearch = query !== '';
  const labelOf = (accountId: string) =>
    accounts.find((account) => account.id === accountId)?.emailAddress ?? accountId;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-2 border-b border-zinc-100 p-3">
        {header}
        {isSearch ? (
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="min-w-0 flex-1 truncate font-medium text-zinc-800">
              {source === 'server'
                ? messages.search.serverResults(query)
                : messages.search.cachedResults(query)}
            </span>
            {source === 'server' ? (
              <Button size="sm" variant="ghost" onClick={onBackToCached}>
                {messages.search.backToCached}
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={onSearchOnServer}>
                {messages.search.onServer}
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={onClearSearch}>
              {messages.search.clear}
            </Button>
          </div>
        ) : null}
      </div>
      {failures.length > 0 ? (
        <div className="space-y-1 p-3">
          {failures.map((failure) => (
            <Alert key={failure.accountId} tone="error">
              <strong>{labelOf(failure.accountId)}: </strong>
              {failure.error}
            </Alert>
          ))}
        </div>
      ) : null}
      {list.isPending ? (
        <div className="px-4">
          <QueryLoading label={messages.list.loading} />
        </div>
      ) : list.isError ? (
        <div className="p-3">
          <QueryFailed
            message={describeFetchError(list.error, messages.list.failed)}
            retryLabel={messages.retry}
            onRetry={() => void list.refetch()}
          />
        </div>
      ) : emails.length === 0 ? (
        isSearch ? (
          <EmptyState
            icon={<SearchX aria-hidden className="size-6" />}
            title={messages.search.emptyTitle}
            description={messages.search.emptyText}
            action={
              source === 'cached' ? (
                <Button variant="secondary" onClick={onSearchOnServer}>
                  {messages.search.onServer}
                </Button>
              ) : null
            }
          />
        ) : (
          <EmptyState
            icon={<Inbox aria-hidden className="size-6" />}
            title={messages.list.emptyTitle}
            description={messages.list.emptyText}
          />
        )
      ) : (
        <MessageList
          emails={emails}
          threadCounts={threadCounts}
          selectedId={selectedId}
          onOpen={onOpen}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </div>
  );
}
