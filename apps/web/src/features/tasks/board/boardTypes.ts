import type {
  MoveTaskRequest,
  Task,
  TaskBoardGroup,
  TaskBoardGrouping,
  TaskBoardResponse,
  TaskLabel,
  TaskPriority,
  TaskState,
  TaskStateType,
} from '@worksphere/contracts';

/*
 * The board's names for the workflow shapes of the contracts (taskWorkflow.ts, taskBoard.ts),
 * so the board, bulk actions and the task page share one vocabulary.
 */
export {
  TASK_BOARD_GROUPINGS as BOARD_GROUPINGS,
  TASK_PRIORITIES as BOARD_PRIORITIES,
  TASK_STATE_TYPES as BOARD_STATE_TYPES,
} from '@worksphere/contracts';

export type BoardPriority = TaskPriority;
export type BoardStateType = TaskStateType;
export type BoardState = TaskState;
export type BoardLabel = TaskLabel;
/** A task with its workflow fields (state, order, priority, labels, sub-task progress). */
export type BoardTask = Task;
export type BoardGrouping = TaskBoardGrouping;
/** One column of GET /tasks/board: its first 100 tasks by position, and how many in all. */
export type BoardGroup = TaskBoardGroup;
export type BoardResponse = TaskBoardResponse;
export type { MoveTaskRequest };
