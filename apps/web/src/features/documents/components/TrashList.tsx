import type { TrashItem } from '@worksphere/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';
import { notify } from '../../../platform/notify/notify';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useFileMutations, useTrashQuery } from '../api/filesApi';
import { documentsMessages as messages } from '../documents.messages';
import { describeFileError } from '../utils/describeFileError';
import { fileTypeOf } from '../utils/fileType';
import { FileTypeIcon } from './FileTypeIcon';

type Confirm = { kind: 'purge'; item: TrashItem } | { kind: 'empty' };

/**
 * The trash, newest first. Restoring needs documents:edit; deleting for good (one item, or
 * emptying it all) is for admins only.
 */
export function TrashList({ canEdit, canPurge }: { canEdit: boolean; canPurge: boolean }) {
  const trash = useTrashQuery(true);
  const dates = useDateFormatter();
  const mutations = useFileMutations();
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  async function restore(item: TrashItem) {
    setError(null);
    try {
      await mutations.restore.mutateAsync(item.id);
      notify.success(messages.restored(item.name));
    } catch (caught) {
      setError(describeFileError(caught));
    }
  }

  function closeConfirm() {
    setConfirm(null);
    setConfirmError(null);
  }

  async function confirmDeletion(current: Confirm) {
    try {
      if (current.kind === 'purge') {
        await mutations.purge.mutateAsync(current.item.id);
      } else {
        await mutations.emptyTrash.mutateAsync();
        notify.success(messages.trashEmptied);
      }
      closeConfirm();
    } catch (caught) {
      setConfirmError(describeFileError(caught));
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
      {canPurge && items.length > 0 ? (
        <div className="flex justify-end">
          <Button
            size="sm"
            variant="dangerGhost"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => setConfirm({ kind: 'empty' })}
          >
            {messages.emptyTrash}
          </Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon={<Trash2 className="size-6" />}
          title={messages.trashEmpty}
          description=""
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-zinc-100">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-3 px-3 py-2 sm:px-4">
                <FileTypeIcon type={fileTypeOf({ ...item, mimetype: null })} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-zinc-900">{item.name}</p>
                  <p className="text-xs text-zinc-500">
                    {messages.deletedFrom(item.folder)} · {dates.formatDateTime(item.deletedAt)}
                  </p>
                </div>
                {canEdit ? (
                  <Button size="sm" variant="secondary" onClick={() => void restore(item)}>
                    {messages.restore}
                  </Button>
                ) : null}
                {canPurge ? (
                  <Button
                    size="sm"
                    variant="dangerGhost"
                    onClick={() => setConfirm({ kind: 'purge', item })}
                  >
                    {messages.deleteForever}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      )}
      <ConfirmDialog
        isOpen={confirm !== null}
        title={confirm?.kind === 'empty' ? messages.emptyTrashTitle : messages.deleteForeverTitle}
        description={
          <>
            <p>
              {confirm?.kind === 'purge'
                ? messages.deleteForeverText(confirm.item.name)
                : messages.emptyTrashText}
            </p>
            {confirmError ? (
              <Alert tone="error" className="mt-3">
                {confirmError}
              </Alert>
            ) : null}
          </>
        }
        confirmLabel={confirm?.kind === 'empty' ? messages.emptyTrash : messages.deleteForever}
        isBusy={mutations.purge.isPending || mutations.emptyTrash.isPending}
        onConfirm={() => confirm && void confirmDeletion(confirm)}
        onClose={closeConfirm}
      />
    </div>
  );
}
