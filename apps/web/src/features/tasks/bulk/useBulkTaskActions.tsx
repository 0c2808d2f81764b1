import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BulkTaskBefore } from '@worksphere/contracts';
import { useCallback, useMemo } from 'react';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { invalidateTaskViews } from '../api/tasksApi';
import { applyTaskDeleted } from '../board/useTaskLiveUpdates';
import { bulkMessages } from './bulk.messages';
import {
  buildBulkUndo,
  buildBulkUpdate,
  sendBulkDelete,
  sendBulkUpdate,
  type BulkChange,
} from './bulkTasksApi';
import { hideTasks, unhideTasks } from './hiddenTaskIds';
import { UndoToast } from './UndoToast';

/** How long an Undo stays on offer; a delete is sent when it runs out. */
export const UNDO_WINDOW_MS = 6000;

async function undoChange(queryClient: QueryClient, before: readonly BulkTaskBefore[]) {
  try {
    await sendBulkUpdate(queryClient, buildBulkUndo(before));
  } catch (error) {
    notify.error(describeApiError(error, bulkMessages.undoFailed));
  }
}

/**
 * Delete with Undo, without losing anything: the tasks leave the screen at once, but the
 * delete request goes out only when the toast closes without Undo. Undo then needs no request
 * and restores everything (comments, history, attachments, ids) because nothing was deleted;
 * closing the tab before the toast closes keeps the tasks.
 */
function deleteWithUndo(queryClient: QueryClient, taskIds: readonly string[]) {
  const ids = [...taskIds];
  hideTasks(ids);
  for (const id of ids) applyTaskDeleted(queryClient, id);
  let isUndone = false;
  const restore = async () => {
    isUndone = true;
    unhideTasks(ids);
    await invalidateTaskViews(queryClient);
  };
  const commit = async () => {
    if (isUndone) return;
    try {
      await sendBulkDelete(queryClient, ids);
    } catch (error) {
      notify.error(describeApiError(error, bulkMessages.deleteFailed));
      await invalidateTaskViews(queryClient);
    } finally {
      unhideTasks(ids);
    }
  };
  notify.success(
    ({ closeToast }) => (
      <UndoToast
        message={bulkMessages.deleted(ids.length)}
        onUndo={restore}
        closeToast={closeToast}
      />
    ),
    { autoClose: UNDO_WINDOW_MS, onClose: () => void commit() },
  );
}

/** The bulk bar's actions: one request for every selected task, one toast with one Undo. */
export function useBulkTaskActions() {
  const queryClient = useQueryClient();

  /** Set one field on every task; resolves true when it was saved. */
  const applyChange = useCallback(
    async (taskIds: readonly string[], change: BulkChange): Promise<boolean> => {
      try {
        const { tasks, before } = await sendBulkUpdate(
          queryClient,
          buildBulkUpdate(taskIds, change),
        );
        notify.success(
          ({ closeToast }) => (
            <UndoToast
              message={bulkMessages.updated(tasks.length)}
              onUndo={() => undoChange(queryClient, before)}
              closeToast={closeToast}
            />
          ),
          { autoClose: UNDO_WINDOW_MS },
        );
        return true;
      } catch (error) {
        notify.error(describeApiError(error, bulkMessages.updateFailed));
        return false;
      }
    },
    [queryClient],
  );

  const deleteTasks = useCallback(
    (taskIds: readonly string[]) => deleteWithUndo(queryClient, taskIds),
    [queryClient],
  );

  return useMemo(() => ({ applyChange, deleteTasks }), [applyChange, deleteTasks]);
}
