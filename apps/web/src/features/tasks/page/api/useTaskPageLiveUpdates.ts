import { useQueryClient } from '@tanstack/react-query';
import { TASK_EVENTS } from '@worksphere/contracts';
import { useContext, useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { ChatContext } from '../../../chat/realtime/ChatContext';
import type { PageTask } from '../pageTypes';
import { taskPageKeys } from './taskPageKeys';

type TaskPageSocket = Socket<{
  [TASK_EVENTS.changed]: (event: { task: PageTask }) => void;
  [TASK_EVENTS.deleted]: (event: { taskId: string }) => void;
}>;

/**
 * Someone else's change to this task (or to one of its sub-tasks) shows at once: the task is
 * replaced, its history and sub-tasks are read again; a deletion turns into "not found".
 */
export function useTaskPageLiveUpdates(taskId: string) {
  // Outside the signed-in shell (a component test) there is no socket, and nothing is live.
  const socket = useContext(ChatContext)?.socket ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    const live = socket as unknown as TaskPageSocket;
    const handleChanged = ({ task }: { task: PageTask }) => {
      if (task.id === taskId) {
        queryClient.setQueryData(taskPageKeys.detail(taskId), task);
        void queryClient.invalidateQueries({ queryKey: taskPageKeys.activity(taskId) });
        void queryClient.invalidateQueries({ queryKey: taskPageKeys.watchers(taskId) });
      } else if (task.parentId === taskId || task.dependencyId === taskId) {
        void queryClient.invalidateQueries({ queryKey: taskPageKeys.subTasks(taskId) });
        void queryClient.invalidateQueries({ queryKey: taskPageKeys.blocking(taskId) });
      }
    };
    const handleDeleted = ({ taskId: deletedId }: { taskId: string }) => {
      if (deletedId === taskId) {
        void queryClient.invalidateQueries({ queryKey: taskPageKeys.detail(taskId) });
      }
    };
    live.on(TASK_EVENTS.changed, handleChanged);
    live.on(TASK_EVENTS.deleted, handleDeleted);
    return () => {
      // The socket is shared with chat and others: only these listeners go.
      live.off(TASK_EVENTS.changed, handleChanged);
      live.off(TASK_EVENTS.deleted, handleDeleted);
    };
  }, [socket, queryClient, taskId]);
}
