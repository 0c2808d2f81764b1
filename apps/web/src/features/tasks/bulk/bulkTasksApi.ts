import type { QueryClient } from '@tanstack/react-query';
import type {
  BulkDeleteTasksRequest,
  BulkDeleteTasksResponse,
  BulkTaskBefore,
  BulkTaskChanges,
  BulkUpdateTasksRequest,
  BulkUpdateTasksResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { invalidateTaskViews } from '../api/tasksApi';

/** The one change the bulk bar makes, the same for every selected task. */
export type BulkChange = Partial<{
  stateId: string;
  assignedUserIds: string[];
  priority: NonNullable<BulkTaskChanges['priority']>;
  labelIds: string[];
  projectId: string | null;
  dueDate: string | null;
}>;

/** POST /tasks/bulk body: the same change for every id. */
export function buildBulkUpdate(
  taskIds: readonly string[],
  change: BulkChange,
): BulkUpdateTasksRequest {
  return { updates: taskIds.map((id) => ({ id, changes: { ...change } })) };
}

/**
 * The Undo of a bulk change: the server's `before` (each task's previous values of exactly the
 * changed fields) sent back as another bulk change.
 */
export function buildBulkUndo(before: readonly BulkTaskBefore[]): BulkUpdateTasksRequest {
  return { updates: before.map(({ id, changes }) => ({ id, changes: { ...changes } })) };
}

/** POST /tasks/bulk, then every list and board reads the server again. */
export async function sendBulkUpdate(
  queryClient: QueryClient,
  request: BulkUpdateTasksRequest,
): Promise<BulkUpdateTasksResponse> {
  const response = await apiRequest<BulkUpdateTasksResponse>('/tasks/bulk', {
    method: 'POST',
    body: request,
  });
  await invalidateTaskViews(queryClient);
  return response;
}

/** POST /tasks/bulk-delete, then every list and board reads the server again. */
export async function sendBulkDelete(
  queryClient: QueryClient,
  taskIds: readonly string[],
): Promise<BulkDeleteTasksResponse> {
  const response = await apiRequest<BulkDeleteTasksResponse>('/tasks/bulk-delete', {
    method: 'POST',
    body: { taskIds: [...taskIds] } satisfies BulkDeleteTasksRequest,
  });
  await invalidateTaskViews(queryClient);
  return response;
}
