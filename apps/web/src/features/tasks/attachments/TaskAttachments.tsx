import { TASK_ATTACHMENTS_MAX, type TaskAttachment } from '@worksphere/contracts';
import { Paperclip } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../../platform/notify/notify';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DesktopFileDropZone } from '../../../ui/DesktopFileDropZone';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCurrentUser } from '../../auth/components/useAuth';
import { AttachmentItem } from './AttachmentItem';
import { attachmentsMessages as messages } from './attachments.messages';
import { canAttachFiles, canDeleteAttachment } from './attachmentRules';
import { useDeleteTaskAttachment, useTaskAttachmentsQuery } from './taskAttachmentsApi';
import { UploadProgressList } from './UploadProgressList';
import { useAttachmentUploads } from './useAttachmentUploads';

/** A task's files: list, upload by button or drop, download, delete own (admins any). */
export function TaskAttachments({ taskId }: { taskId: string }) {
  const user = useCurrentUser();
  const query = useTaskAttachmentsQuery(taskId);
  const attachments = query.data ?? [];
  const uploads = useAttachmentUploads(taskId, attachments.length);
  const deletion = useDeleteTaskAttachment(taskId);
  const [toDelete, setToDelete] = useState<TaskAttachment | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const canAttach = canAttachFiles(user);
  const isFull = attachments.length >= TASK_ATTACHMENTS_MAX;

  const handleConfirmDelete = () => {
    if (!toDelete) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => notify.success(messages.deleted),
      onError: () => notify.error(messages.deleteFailed),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="task-attachments-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="task-attachments-heading"
          className="flex items-center gap-2 text-base font-semibold text-zinc-900"
        >
          {messages.heading}
          {attachments.length > 0 ? (
            <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600">
              {messages.count(attachments.length)}
            </span>
          ) : null}
        </h2>
        {canAttach ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              icon={<Paperclip aria-hidden className="size-4" />}
              disabled={isFull || !query.isSuccess}
              onClick={() => inputRef.current?.click()}
            >
              {messages.attach}
            </Button>
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              aria-label={messages.chooseFiles}
              data-testid="task-attachments-input"
              onChange={(event) => {
                uploads.start(Array.from(event.currentTarget.files ?? []));
                event.currentTarget.value = '';
              }}
            />
          </>
        ) : null}
      </div>

      <DesktopFileDropZone
        isEnabled={canAttach && query.isSuccess}
        onFiles={uploads.start}
        label={messages.dropHere}
        testId="task-attachments-drop-zone"
        size="sm"
      >
        <div className="space-y-3">
          {query.isPending ? (
            <QueryLoading label={messages.loading} />
          ) : query.isError ? (
            <QueryFailed
              message={messages.loadFailed}
              retryLabel={messages.retry}
              onRetry={() => void query.refetch()}
            />
          ) : attachments.length === 0 && uploads.uploads.length === 0 ? (
            <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed border-zinc-300 px-4 py-6 text-center">
              <Paperclip aria-hidden className="size-5 text-zinc-400" />
              <p className="text-sm font-medium text-zinc-700">{messages.emptyTitle}</p>
              <p className="text-sm text-zinc-500">
                {messages.emptyText}
                {canAttach ? ` ${messages.dropHint}` : ''}
              </p>
            </div>
          ) : attachments.length > 0 ? (
            <ul
              aria-label={messages.heading}
              className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white px-3"
            >
              {attachments.map((attachment) => (
                <AttachmentItem
                  key={attachment.id}
                  attachment={attachment}
                  canDelete={canDeleteAttachment(user, attachment)}
                  onDelete={setToDelete}
                />
              ))}
            </ul>
          ) : null}
          <UploadProgressList uploads={uploads.uploads} onDismiss={uploads.dismiss} />
          {canAttach && isFull ? <p className="text-sm text-zinc-500">{messages.full}</p> : null}
        </div>
      </DesktopFileDropZone>

      <ConfirmDialog
        isOpen={toDelete !== null}
        title={messages.confirmTitle}
        description={toDelete ? messages.confirmText(toDelete.filename) : ''}
        confirmLabel={messages.confirmDelete}
        isBusy={deletion.isPending}
        onConfirm={handleConfirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
