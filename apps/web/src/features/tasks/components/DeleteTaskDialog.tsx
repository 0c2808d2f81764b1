import type { Task } from '@worksphere/contracts';
import { toast } from 'react-toastify';
import { describeApiError } from '../../../platform/api/describeApiError';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useDeleteTaskMutation } from '../api/tasksApi';
import { tasksMessages } from '../tasks.messages';

const messages = tasksMessages.row;

/** Asks before deleting a task, then deletes it. */
export function DeleteTaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const deleteTask = useDeleteTaskMutation();
  return (
    <ConfirmDialog
      isOpen={task !== null}
      title={messages.deleteTitle}
      description={task ? messages.deleteText(task.title) : null}
      confirmLabel={messages.deleteConfirm}
      isBusy={deleteTask.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!task) return;
        deleteTask.mutate(task.id, {
          onSuccess: () => {
            toast.success(messages.deleted);
            onClose();
          },
          onError: (error) => toast.error(describeApiError(error, messages.deleteFailed)),
        });
      }}
    />
  );
}
