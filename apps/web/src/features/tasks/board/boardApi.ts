import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TasksResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { describeApiError } from '../../../platform/api/describeApiError';
import { notify } from '../../../platform/notify/notify';
import { invalidateTaskViews } from '../api/tasksApi';
import { boardMessages } from './board.messages';
import { boardKeys, type BoardFilters } from './boardKeys';
import type { BoardFieldChange } from './boardGrouping';
import { appendToGroup } from './boardLiveMerge';
import type { BoardGrouping, BoardResponse, BoardTask, MoveTaskRequest } from './boardTypes';

/** How many tasks a column shows at first and adds per "Load more" (the server's page). */
export const BOARD_COLUMN_PAGE = 100;

function boardPath(filters: BoardFilters, grouping: BoardGrouping) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  query.set('groupBy', grouping);
  return `/tasks/board?${query.toString()}`;
}

/** GET /tasks/board: the columns of this grouping, each with its first tasks by position. */
export function useTaskBoardQuery(filters: BoardFilters, grouping: BoardGrouping) {
  return useQuery({
    queryKey: boardKeys.board(filters, grouping),
    queryFn: ({ signal }) => apiRequest<BoardResponse>(boardPath(filters, grouping), { signal }),
  });
}

/** "Load more" of one state column: GET /tasks?stateId=..&sort=position past what it shows. */
export async function loadMoreOfColumn(
  queryClient: QueryClient,
  key: readonly unknown[],
  filters: BoardFilters,
  stateId: string,
  offset: number,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  query.set('stateId', stateId);
  query.set('sort', 'position');
  query.set('limit', String(BOARD_COLUMN_PAGE));
  query.set('offset', String(offset));
  const { tasks } = await apiRequest<TasksResponse>(`/tasks?${query.toString()}`);
  queryClient.setQueryData<BoardResponse>(
    key,
    (board) => board && appendToGroup(board, stateId, tasks as BoardTask[]),
  );
}

export type BoardDrop = {
  task: BoardTask;
  /** The board as drawn after the drop, shown at once and kept if the server agrees. */
  optimistic: BoardResponse;
  /** The move by state, or the field change of another grouping. */
  request: { kind: 'move'; body: MoveTaskRequest } | { kind: 'update'; body: BoardFieldChange };
};

/**
 * A card dropped: the board shows the new place at once; the server is asked
 * (POST /tasks/{id}/move, or PUT /tasks/{id} when grouped by another field); on failure the
 * board goes back to how it was and a toast says so.
 */
export function useBoardDropMutation(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ task, request }: BoardDrop) => {
      const path =
        request.kind === 'move'
          ? `/tasks/${encodeURIComponent(task.id)}/move`
          : `/tasks/${encodeURIComponent(task.id)}`;
      return apiRequest<{ task: BoardTask }>(path, {
        method: request.kind === 'move' ? 'POST' : 'PUT',
        body: request.body,
      });
    },
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<BoardResponse>(key);
      queryClient.setQueryData(key, optimistic);
      return { previous };
    },
    onError: (error, { task }, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(boardMessages.moveFailed(task.title, describeApiError(error, '')), {
        toastId: `board-move-${task.id}`,
      });
    },
    // The lists, counts and other boards learn of it too; this board reads the server's order.
    onSettled: () => invalidateTaskViews(queryClient),
  });
}
