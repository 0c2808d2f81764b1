import { boardKeys } from '../../board/boardKeys';

/** Query keys of the task page; all under `tasks`, so every task change refreshes them. */
export const taskPageKeys = {
  detail: (taskId: string) => ['tasks', 'detail', taskId] as const,
  subTasks: (taskId: string) => ['tasks', 'sub-tasks', taskId] as const,
  blocking: (taskId: string) => ['tasks', 'blocking', taskId] as const,
  comments: (taskId: string) => ['tasks', 'comments', taskId] as const,
  activity: (taskId: string) => ['tasks', 'activity', taskId] as const,
  watchers: (taskId: string) => ['tasks', 'watchers', taskId] as const,
  /** Shared with the board and Settings > Workflow, so a change there shows here too. */
  states: boardKeys.states,
  labels: boardKeys.labels,
};
