import {
  INBOX_KINDS,
  inboxKindSchema,
  type InboxItem,
  type InboxKind,
} from '@worksphere/contracts';
import { Bell, CheckCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { SelectField } from '../../../ui/SelectField';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useInboxQuery, useMarkAllInboxRead, useMarkInboxItemRead } from '../api/inboxApi';
import { itemsOf } from '../api/inboxCache';
import { useOpenInboxItem } from '../api/useOpenInboxItem';
import { InboxItemRow } from '../components/InboxItemRow';
import { PageFrame } from '../../../ui/PageFrame';
import { inboxMessages } from '../inbox.messages';

const KIND_OPTIONS = [
  { value: '', label: inboxMessages.allKinds },
  ...INBOX_KINDS.map((kind) => ({ value: kind, label: inboxMessages.kinds[kind] })),
];

/** The kind filter of the address (?kind=mention); anything else shows everything. */
function kindOf(value: string | null): InboxKind | 'all' {
  const parsed = inboxKindSchema.safeParse(value);
  return parsed.success ? parsed.data : 'all';
}

/** /inbox: what needs the user, newest first, filtered by kind; open, mark read, mark all read. */
export function InboxPage() {
  useDocumentTitle(inboxMessages.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOf(searchParams.get('kind'));
  const query = useInboxQuery(kind);
  const items = itemsOf(query.data);
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const markRead = useMarkInboxItemRead();
  const markAllRead = useMarkAllInboxRead();
  const openItem = useOpenInboxItem();
  const hasUnreadShown = items.some((item) => item.readAt === null);

  function handleKindChange(value: string) {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('kind', value);
    else next.delete('kind');
    setSearchParams(next, { replace: true });
  }

  function handleMarkRead(item: InboxItem) {
    markRead.mutate(item.id, { onError: () => toast.error(inboxMessages.markReadFailed) });
  }

  function handleMarkAllRead() {
    markAllRead.mutate(kind === 'all' ? undefined : kind, {
      onError: () => toast.error(inboxMessages.markReadFailed),
    });
  }

  return (
    <PageFrame>
      <PageHeader
        title={inboxMessages.title}
        actions={
          <Button
            variant="secondary"
            size="sm"
            icon={<CheckCheck className="size-4" aria-hidden />}
            onClick={handleMarkAllRead}
            isLoading={markAllRead.isPending}
            disabled={unreadCount === 0 && !hasUnreadShown}
          >
            {inboxMessages.markAllRead}
          </Button>
        }
      />
      <div className="mb-4 max-w-xs">
        <SelectField
          label={inboxMessages.filterLabel}
          options={KIND_OPTIONS}
          value={kind === 'all' ? '' : kind}
          onChange={(change) => handleKindChange(change.target.value)}
        />
      </div>
      <Card className="overflow-hidden">
        {query.isPending ? (
          <div className="px-4">
            <QueryLoading label={inboxMessages.loading} />
          </div>
        ) : query.isError ? (
          <div className="p-4">
            <QueryFailed
              message={inboxMessages.loadFailed}
              retryLabel={inboxMessages.retry}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Bell className="size-6" aria-hidden />}
            title={kind === 'all' ? inboxMessages.empty : inboxMessages.emptyFiltered}
            description={inboxMessages.emptyHint}
          />
        ) : (
          <ul aria-label={inboxMessages.title} className="divide-y divide-zinc-100">
            {items.map((item) => (
              <InboxItemRow
                key={item.id}
                item={item}
                onOpen={(opened) =>
                  openItem(opened.id, opened.subject.link, opened.readAt === null)
                }
                onMarkRead={handleMarkRead}
                isMarking={markRead.isPending && markRead.variables === item.id}
              />
            ))}
          </ul>
        )}
      </Card>
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            isLoading={query.isFetchingNextPage}
          >
            {inboxMessages.loadMore}
          </Button>
        </div>
      ) : null}
    </PageFrame>
  );
}
