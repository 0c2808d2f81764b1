import { Search } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useSearchQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { FileRow, type FileRowActions } from './FileRow';

/** Entries of every folder whose name contains the search, each saying where it is. */
export function FileSearchResults({
  search,
  canEdit,
  onClear,
  ...actions
}: FileRowActions & { search: string; canEdit: boolean; onClear: () => void }) {
  const results = useSearchQuery(search);
  const query = search.trim();
  return (
    <section aria-label={messages.searchResultsLabel(query)} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 className="min-w-0 truncate text-sm font-medium text-zinc-700">
          {messages.searchResultsLabel(query)}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {messages.clearSearch}
        </Button>
      </div>
      {results.isPending ? (
        <QueryLoading label={messages.searching} />
      ) : results.isError ? (
        <QueryFailed
          message={describeSearchError(results.error)}
          retryLabel={messages.retry}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.files.length === 0 ? (
        <EmptyState
          icon={<Search className="size-6" />}
          title={messages.searchEmpty(query)}
          description=""
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-zinc-100">
            {results.data.files.map((entry) => (
              <FileRow key={entry.path} entry={entry} canEdit={canEdit} showFolder {...actions} />
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}

function describeSearchError(error: unknown): string {
  const text = describeFileError(error);
  return text === messages.genericError ? messages.searchFailed : text;
}
