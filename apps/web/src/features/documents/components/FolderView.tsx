import type { FileEntry } from '@worksphere/contracts';
import { FilePlus2, Folder, FolderPlus, Upload } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { DebouncedSearchField } from '../../../ui/DebouncedSearchField';
import { DesktopFileDropZone } from '../../../ui/DesktopFileDropZone';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useFolderQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { FileRow, type FileRowActions } from './FileRow';
import { FileSearchResults } from './FileSearchResults';
import { MoveBreadcrumbs } from './MoveBreadcrumbs';
import { MoveDnd } from './MoveDnd';
import { StorageUsage } from './StorageUsage';
import { UploadList } from './UploadList';
import type { useFileUploads } from './useFileUploads';

type FolderViewProps = FileRowActions & {
  folder: string;
  canEdit: boolean;
  uploads: ReturnType<typeof useFileUploads>;
  onNewFolder: () => void;
  onNewDocument: () => void;
  onDropMove: (entry: FileEntry, toFolder: string) => void;
};

/**
 * A folder of the file manager: breadcrumbs (drop targets for "up"), the actions, search across
 * folders, storage usage, the uploads in progress and the entries (a drop zone for files).
 */
export function FolderView({
  folder,
  canEdit,
  uploads,
  onNewFolder,
  onNewDocument,
  onDropMove,
  ...rowActions
}: FolderViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('q') ?? '';
  const inputRef = useRef<HTMLInputElement>(null);

  const commitSearch = useCallback(
    (value: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return (
    <MoveDnd onMove={onDropMove}>
      <div className="space-y-4">
        {canEdit ? null : <Alert tone="info">{messages.readOnlyNote}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <MoveBreadcrumbs folder={folder} />
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                icon={<FilePlus2 aria-hidden className="size-4" />}
                onClick={onNewDocument}
              >
                {messages.newDocument}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                icon={<FolderPlus aria-hidden className="size-4" />}
                onClick={onNewFolder}
              >
                {messages.newFolder}
              </Button>
              <input
                ref={inputRef}
                type="file"
                multiple
                className="sr-only"
                tabIndex={-1}
                aria-hidden
                data-testid="documents-upload-input"
                onChange={(event) => {
                  const files = Array.from(event.target.files ?? []);
                  event.target.value = '';
                  uploads.start(folder, files);
                }}
              />
              <Button
                size="sm"
                variant="secondary"
                icon={<Upload aria-hidden className="size-4" />}
                onClick={() => inputRef.current?.click()}
              >
                {messages.upload}
              </Button>
            </div>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <DebouncedSearchField
            label={messages.searchLabel}
            value={search}
            onCommit={commitSearch}
            className="w-full space-y-1 sm:max-w-sm"
          />
          <StorageUsage />
        </div>
        <UploadList items={uploads.items} onClear={uploads.clearFinished} />
        {search.trim() ? (
          <FileSearchResults
            search={search}
            canEdit={canEdit}
            onClear={() => commitSearch('')}
            {...rowActions}
          />
        ) : (
          <DesktopFileDropZone
            isEnabled={canEdit}
            onFiles={(files) => uploads.start(folder, files)}
            label={messages.dropFilesHere(folder)}
            testId="documents-drop-zone"
            isOverlayAnnounced
          >
            <FolderListing folder={folder} canEdit={canEdit} {...rowActions} />
          </DesktopFileDropZone>
        )}
      </div>
    </MoveDnd>
  );
}

function FolderListing({
  folder,
  canEdit,
  ...rowActions
}: FileRowActions & { folder: string; canEdit: boolean }) {
  const listing = useFolderQuery(folder);
  if (listing.isPending) return <QueryLoading label={messages.loading} />;
  if (listing.isError) {
    return (
      <QueryFailed
        message={describeLoadError(listing.error)}
        retryLabel={messages.retry}
        onRetry={() => void listing.refetch()}
      />
    );
  }
  const files = listing.data.files;
  if (files.length === 0) {
    return (
      <EmptyState
        icon={<Folder className="size-6" />}
        title={messages.emptyTitle}
        description={canEdit ? messages.emptyText : ''}
      />
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-zinc-100">
        {files.map((entry) => (
          <FileRow key={entry.path} entry={entry} canEdit={canEdit} {...rowActions} />
        ))}
      </ul>
    </Card>
  );
}

function describeLoadError(error: unknown): string {
  const text = describeFileError(error);
  return text === messages.genericError ? messages.loadFailed : text;
}
