import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  TASK_EVENTS,
  type TaskLabelsChangedEvent,
  type TasksResponse,
  type TaskStatesChangedEvent,
} from '@worksphere/contracts';
import { useContext, useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { ChatContext } from '../../chat/realtime/ChatContext';
import { taskKeys } from '../api/taskKeys';
import { boardKeys, hasBoardFilters, type BoardFilters } from './boardKeys';
import {
  mergeChangedTask,
  mergeDeletedTask,
  removeTaskFromPages,
  replaceTaskInPages,
} from './boardLiveMerge';
import type { BoardGrouping, BoardResponse, BoardTask } from './boardTypes';

type TaskChangedEvent = { task: BoardTask };
type TaskDeletedEvent = { taskId: string };
type TaskSocket = Socket<{
  [TASK_EVENTS.changed]: (event: TaskChangedEvent) => void;
  [TASK_EVENTS.deleted]: (event: TaskDeletedEvent) => void;
  [TASK_EVENTS.statesChanged]: (event: TaskStatesChangedEvent) => void;
  [TASK_EVENTS.labelsChanged]: (event: TaskLabelsChangedEvent) => void;
}>;

/**
 * A task changed by anyone in the organisation goes into every cached board and list at once,
 * so two people looking at the same board see each other's moves. A board with filters, or one
 * missing the task's column, is then asked again (the change may take the task out of it).
 */
export function applyTaskChanged(queryClient: QueryClient, task: BoardTask) {
  for (const [key, board] of queryClient.getQueriesData<BoardResponse>({
    queryKey: boardKeys.all(),
  })) {
    if (!board) continue;
    const [, , grouping, filters] = key as ReturnType<typeof boardKeys.board>;
    const merged = mergeChangedTask(board, task, grouping as BoardGrouping);
    queryClient.setQueryData(key, merged.board);
    if (!merged.isComplete || hasBoardFilters(filters as BoardFilters)) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    }
  }
  queryClient.setQueriesData<InfiniteData<TasksResponse>>({ queryKey: taskKeys.lists() }, (data) =>
    replaceTaskInPages(data, task),
  );
  // Lists are sorted by other fields and filtered: they read the server again in the background.
  void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
}

/** A task deleted by anyone: out of every cached board and list. */
export function applyTaskDeleted(queryClient: QueryClient, taskId: string) {
  queryClient.setQueriesData<BoardResponse>(
    { queryKey: boardKeys.all() },
    (board) => board && mergeDeletedTask(board, taskId),
  );
  queryClient.setQueriesData<InfiniteData<TasksResponse>>({ queryKey: taskKeys.lists() }, (data) =>
    removeTaskFromPages(data, taskId),
  );
}

/** Listens for task events on the app's socket while a task screen is open. */
export function useTaskLiveUpdates() {
  // Outside the signed-in shell (a component test) there is no socket, and nothing is live.
  const socket = useContext(ChatContext)?.socket ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const live = socket as unknown as TaskSocket;
    const handleChanged = ({ task }: TaskChangedEvent) => applyTaskChanged(queryClient, task);
    const handleDeleted = ({ taskId }: TaskDeletedEvent) => applyTaskDeleted(queryClient, taskId);
    // A status or label changed by an admin may rename or move many tasks: all are read again.
    const handleStates = ({ states }: TaskStatesChangedEvent) => {
      queryClient.setQueryData(boardKeys.states(), states);
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    };
    const handleLabels = ({ labels }: TaskLabelsChangedEvent) => {
      queryClient.setQueryData(boardKeys.labels(), labels);
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    };
    // Changes made while the connection was down: read everything again.
    const handleReconnect = () => void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    live.on(TASK_EVENTS.changed, handleChanged);
    live.on(TASK_EVENTS.deleted, handleDeleted);
    live.on(TASK_EVENTS.statesChanged, handleStates);
    live.on(TASK_EVENTS.labelsChanged, handleLabels);
    socket.on('connect', handleReconnect);
    return () => {
      // The socket is shared with chat and others: only these listeners go.
      live.off(TASK_EVENTS.changed, handleChanged);
      live.off(TASK_EVENTS.deleted, handleDeleted);
      live.off(TASK_EVENTS.statesChanged, handleStates);
      live.off(TASK_EVENTS.labelsChanged, handleLabels);
      socket.off('connect', handleReconnect);
    };
  }, [socket, queryClient]);
}
