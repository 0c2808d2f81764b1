import type { BoardGrouping } from './boardTypes';

/** Filters of the board, as GET /tasks/board takes them (the list's, without status and sort). */
export type BoardFilters = {
  projectId?: string;
  categoryId?: string;
  assigneeId?: string;
  q?: string;
};

/** Under `tasks`, so every task change that refreshes the lists refreshes the board too. */
export const boardKeys = {
  all: () => ['tasks', 'board'] as const,
  board: (filters: BoardFilters, grouping: BoardGrouping) =>
    ['tasks', 'board', grouping, filters] as const,
  states: () => ['task-workflow', 'states'] as const,
  labels: () => ['task-workflow', 'labels'] as const,
};

/** Does a board query key carry any filter (then a live change may not belong to it)? */
export function hasBoardFilters(filters: BoardFilters): boolean {
  return Object.values(filters).some(Boolean);
}
