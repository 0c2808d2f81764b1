import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DOCUMENT_NAME, type FileEntry, type TrashItem } from '@worksphere/contracts';
import { format, parseISO } from 'date-fns';
import {
  ArrowLeft,
  File,
  FilePlus2,
  FileText,
  Folder,
  FolderPlus,
  Image,
  MoreVertical,
  Trash2,
  Upload,
} from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { API_BASE_URL } from '../../../platform/api/apiRequest';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { fileKeys } from '../api/fileKeys';
import { uploadFiles, useFileMutations, useFolderQuery, useTrashQuery } from '../api/filesApi';
import { FolderBreadcrumbs, folderHref } from '../components/FolderBreadcrumbs';
import { NameDialog } from '../components/NameDialog';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { formatFileSize } from '../utils/formatFileSize';

type Dialog =
  | { kind: 'newFolder' }
  | { kind: 'newDocument' }
  | { kind: 'rename'; entry: FileEntry }
  | { kind: 'move'; entry: FileEntry }
  | { kind: 'delete'; entry: FileEntry }
  | { kind: 'purge'; item: TrashItem };

/** The link that opens a document in the editor. */
export function documentHref(path: string): string {
  return `/documents/edit?${new URLSearchParams({ path }).toString()}`;
}

/** /documents?folder=: the organisation's files, a folder at a time; ?view=trash for the trash. */
export function DocumentsPage() {
  useDocumentTitle(messages.documentTitle);
  const [searchParams, setSearchParams] = useSearchParams();
  const folder = searchParams.get('folder') ?? '';
  const isTrash = searchParams.get('view') === 'trash';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const mutations = useFileMutations();

  const closeDialog = () => {
    setDialog(null);
    setDialogError(null);
  };

  async function confirmDelete(entry: FileEntry) {
    try {
      await mutations.remove.mutateAsync({ path: entry.path });
      notify.success(messages.deleted(entry.name));
      closeDialog();
    } catch (error) {
      setDialogError(describeFileError(error));
    }
  }

  async function confirmPurge(item: TrashItem) {
    try {
      await mutations.purge.mutateAsync(item.id);
      closeDialog();
    } catch (error) {
      setDialogError(describeFileError(error));
    }
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-3 py-6 sm:px-6">
      <PageHeader
        title={isTrash ? messages.trashTitle : messages.title}
        description={isTrash ? undefined : messages.description}
        actions={
          isTrash ? (
            <Button
              variant="secondary"
              icon={<ArrowLeft aria-hidden className="size-4" />}
              onClick={() => setSearchParams({})}
            >
              {messages.backToFiles}
            </Button>
          ) : (
            <Button
              variant="ghost"
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => setSearchParams({ view: 'trash' })}
            >
              {messages.trash}
            </Button>
          )
        }
      />
      {isTrash ? (
        <TrashList onPurge={(item) => setDialog({ kind: 'purge', item })} />
      ) : (
        <FolderView
          folder={folder}
          onNewFolder={() => setDialog({ kind: 'newFolder' })}
          onNewDocument={() => setDialog({ kind: 'newDocument' })}
          onRename={(entry) => setDialog({ kind: 'rename', entry })}
          onMove={(entry) => setDialog({ kind: 'move', entry })}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
        />
      )}

      {dialog?.kind === 'newFolder' ? (
        <NameDialog
          title={messages.newFolder}
          label={messages.nameLabel}
          initialValue=""
          submitLabel={messages.create}
          onClose={closeDialog}
          onSubmit={async (name) => {
            await mutations.createFolder.mutateAsync({ folder, name });
            notify.success(messages.folderCreated);
          }}
        />
      ) : null}
      {dialog?.kind === 'newDocument' ? (
        <NewDocumentDialog folder={folder} onClose={closeDialog} />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={messages.renameTitle(dialog.entry.name)}
          label={messages.nameLabel}
          initialValue={dialog.entry.name}
          submitLabel={messages.save}
          onClose={closeDialog}
          onSubmit={async (name) => {
            await mutations.rename.mutateAsync({ path: dialog.entry.path, name });
            notify.success(messages.renamed);
          }}
        />
      ) : null}
      {dialog?.kind === 'move' ? (
        <NameDialog
          title={messages.moveTitle(dialog.entry.name)}
          label={messages.moveLabel}
          hint={messages.moveHint}
          initialValue={dialog.entry.folder}
          submitLabel={messages.move}
          onClose={closeDialog}
          onSubmit={async (toFolder) => {
            await mutations.move.mutateAsync({
              path: dialog.entry.path,
              toFolder: toFolder.trim().replace(/^\/+|\/+$/g, ''),
            });
            notify.success(messages.moved);
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'delete'}
        title={messages.deleteTitle}
        description={
          dialog?.kind === 'delete' ? (
            <>
              <p>{messages.deleteText(dialog.entry.name)}</p>
              {dialogError ? (
                <Alert tone="error" className="mt-3">
                  {dialogError}
                </Alert>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={messages.delete}
        isBusy={mutations.remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.entry)}
        onClose={closeDialog}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'purge'}
        title={messages.deleteForeverTitle}
        description={
          dialog?.kind === 'purge' ? (
            <>
              <p>{messages.deleteForeverText(dialog.item.name)}</p>
              {dialogError ? (
                <Alert tone="error" className="mt-3">
                  {dialogError}
                </Alert>
              ) : null}
            </>
          ) : null
        }
        confirmLabel={messages.deleteForever}
        isBusy={mutations.purge.isPending}
        onConfirm={() => dialog?.kind === 'purge' && void confirmPurge(dialog.item)}
        onClose={closeDialog}
      />
    </div>
  );
}

function NewDocumentDialog({ folder, onClose }: { folder: string; onClose: () => void }) {
  const mutations = useFileMutations();
  const navigate = useNavigate();
  return (
    <NameDialog
      title={messages.newDocument}
      label={messages.nameLabel}
      hint={messages.documentNameHint}
      initialValue={DEFAULT_DOCUMENT_NAME}
      submitLabel={messages.create}
      onClose={onClose}
      onSubmit={async (name) => {
        const { document } = await mutations.createDocument.mutateAsync({ folder, name });
        void navigate(documentHref(document.path));
      }}
    />
  );
}

type FolderViewProps = {
  folder: string;
  onNewFolder: () => void;
  onNewDocument: () => void;
  onRename: (entry: FileEntry) => void;
  onMove: (entry: FileEntry) => void;
  onDelete: (entry: FileEntry) => void;
};

function FolderView({
  folder,
  onNewFolder,
  onNewDocument,
  onRename,
  onMove,
  onDelete,
}: FolderViewProps) {
  const listing = useFolderQuery(folder);
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function handleUpload(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setUploadError(null);
    setProgress(0);
    try {
      const { files: stored } = await uploadFiles(folder, files, setProgress);
      notify.success(messages.uploaded(stored.length));
    } catch (error) {
      setUploadError(describeFileError(error));
    } finally {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: fileKeys.all });
    }
  }

  const files = listing.data?.files ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FolderBreadcrumbs folder={folder} />
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
            onChange={handleUpload}
          />
          <Button
            size="sm"
            variant="secondary"
            icon={<Upload aria-hidden className="size-4" />}
            isLoading={progress !== null}
            onClick={() => inputRef.current?.click()}
          >
            {messages.upload}
          </Button>
        </div>
      </div>
      {progress !== null ? (
        <div role="status" className="space-y-1">
          <p className="text-sm text-zinc-600">{messages.uploading(Math.round(progress * 100))}</p>
          <progress max={1} value={progress} className="h-1.5 w-full accent-brand-600" />
        </div>
      ) : null}
      {uploadError ? <Alert tone="error">{uploadError}</Alert> : null}
      {listing.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : listing.isError ? (
        <QueryFailed
          message={describeLoadError(listing.error)}
          retryLabel={messages.retry}
          onRetry={() => void listing.refetch()}
        />
      ) : files.length === 0 ? (
        <EmptyState
          icon={<Folder className="size-6" />}
          title={messages.emptyTitle}
          description={messages.emptyText}
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-zinc-100">
            {files.map((entry) => (
              <FileRow
                key={entry.path}
                entry={entry}
                onRename={() => onRename(entry)}
                onMove={() => onMove(entry)}
                onDelete={() => onDelete(entry)}
              />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function describeLoadError(error: unknown): string {
  const text = describeFileError(error);
  return text === messages.genericError ? messages.loadFailed : text;
}

const kindIcons = { folder: Folder, document: FileText, image: Image, file: File } as const;

function FileRow({
  entry,
  onRename,
  onMove,
  onDelete,
}: {
  entry: FileEntry;
  onRename: () => void;
  onMove: () => void;
  onDelete: () => void;
}) {
  const Icon = kindIcons[entry.kind];
  const downloadHref = `${API_BASE_URL}/filemanager/download?${new URLSearchParams({ path: entry.path }).toString()}`;
  const linkClasses = `flex min-w-0 flex-1 items-center gap-3 rounded-md py-1 text-sm font-medium text-zinc-900 hover:text-brand-700 ${focusRing}`;
  const label = (
    <>
      <Icon aria-hidden className="size-5 shrink-0 text-zinc-500" />
      <span className="truncate">{entry.name}</span>
    </>
  );
  return (
    <li className="flex items-center gap-3 px-3 py-2 sm:px-4">
      {entry.kind === 'folder' ? (
        <Link to={folderHref(entry.path)} className={linkClasses}>
          {label}
        </Link>
      ) : entry.kind === 'document' ? (
        <Link to={documentHref(entry.path)} className={linkClasses}>
          {label}
        </Link>
      ) : (
        <a href={downloadHref} download={entry.name} className={linkClasses}>
          {label}
        </a>
      )}
      <span className="hidden w-20 shrink-0 text-right text-xs text-zinc-500 sm:block">
        {entry.kind === 'folder' ? messages.kinds.folder : formatFileSize(entry.size)}
      </span>
      <span className="hidden w-40 shrink-0 text-right text-xs text-zinc-500 md:block">
        {format(parseISO(entry.modified), 'PPp')}
      </span>
      <Menu
        label={messages.actionsFor(entry.name)}
        isIconOnly
        trigger={<MoreVertical aria-hidden className="size-4" />}
        triggerClassName={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 ${focusRing}`}
      >
        {entry.kind !== 'folder' ? (
          <MenuItem id="download" onAction={() => window.open(downloadHref, '_blank', 'noopener')}>
            {messages.download}
          </MenuItem>
        ) : null}
        <MenuItem id="rename" onAction={onRename}>
          {messages.rename}
        </MenuItem>
        <MenuItem id="move" onAction={onMove}>
          {messages.move}
        </MenuItem>
        <MenuItem id="delete" isDanger onAction={onDelete}>
          {messages.delete}
        </MenuItem>
      </Menu>
    </li>
  );
}

function TrashList({ onPurge }: { onPurge: (item: TrashItem) => void }) {
  const trash = useTrashQuery(true);
  const mutations = useFileMutations();
  const [error, setError] = useState<string | null>(null);

  async function restore(item: TrashItem) {
    setError(null);
    try {
      await mutations.restore.mutateAsync(item.id);
      notify.success(messages.restored(item.name));
    } catch (caught) {
      setError(describeFileError(caught));
    }
  }

  if (trash.isPending) return <QueryLoading label={messages.trashLoading} />;
  if (trash.isError) {
    return (
      <QueryFailed
        message={messages.trashFailed}
        retryLabel={messages.retry}
        onRetry={() => void trash.refetch()}
      />
    );
  }
  const items = trash.data.items;
  return (
    <div className="space-y-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<Trash2 className="size-6" />}
          title={messages.trashEmpty}
          description=""
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-zinc-100">
            {items.map((item) => {
              const Icon = kindIcons[item.kind];
              return (
                <li key={item.id} className="flex flex-wrap items-center gap-3 px-3 py-2 sm:px-4">
                  <Icon aria-hidden className="size-5 shrink-0 text-zinc-500" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-zinc-900">{item.name}</p>
                    <p className="text-xs text-zinc-500">
                      {messages.deletedFrom(item.folder)} ·{' '}
                      {format(parseISO(item.deletedAt), 'PPp')}
                    </p>
                  </div>
                  <Button size="sm" variant="secondary" onClick={() => void restore(item)}>
                    {messages.restore}
                  </Button>
                  <Button size="sm" variant="dangerGhost" onClick={() => onPurge(item)}>
                    {messages.deleteForever}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Card>
      )}
    </div>
  );
}
