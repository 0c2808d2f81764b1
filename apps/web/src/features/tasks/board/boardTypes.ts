import type { Task } from '@worksphere/contracts';

/*
 * The board's view of the workflow shapes of issue 25 (contracts taskWorkflow.ts and
 * taskBoard.ts). Written from the shared design so the board builds before the server lands;
 * each is structurally the contract's own, so the server's answers fit them as they are.
 */

export const BOARD_PRIORITIES = ['urgent', 'high', 'medium', 'low', 'none'] as const;
export type BoardPriority = (typeof BOARD_PRIORITIES)[number];

export const BOARD_STATE_TYPES = ['backlog', 'unstarted', 'started', 'done', 'canceled'] as const;
export type BoardStateType = (typeof BOARD_STATE_TYPES)[number];

export type BoardState = { id: string; name: string; color: string; type: BoardStateType };
export type BoardStateRow = BoardState & { position: number };
export type BoardLabel = { id: string; name: string; color: string };

/** A task with the workflow fields the board draws (state, order, priority, labels, sub-tasks). */
export type BoardTask = Task & {
  stateId: string;
  state: BoardState;
  position: string;
  priority: BoardPriority;
  labels: BoardLabel[];
  subTasks: { total: number; completed: number };
};

export const BOARD_GROUPINGS = ['state', 'assignee', 'project', 'priority'] as const;
export type BoardGrouping = (typeof BOARD_GROUPINGS)[number];

/** One column of GET /tasks/board: its first 100 tasks by position, and how many in all. */
export type BoardGroup = {
  key: string;
  label: string;
  state?: BoardState;
  tasks: BoardTask[];
  total: number;
};
export type BoardResponse = { groups: BoardGroup[] };

/** POST /tasks/{id}/move: the target state and the neighbours the task lands between. */
export type MoveTaskRequest = { stateId: string; beforeId: string | null; afterId: string | null };
