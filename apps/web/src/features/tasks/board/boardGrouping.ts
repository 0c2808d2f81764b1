import {
  BOARD_GROUPINGS,
  BOARD_PRIORITIES,
  type BoardGrouping,
  type BoardPriority,
  type BoardTask,
} from './boardTypes';

/** The column of tasks without an assignee or a project (the server's key for "none"). */
export const NO_VALUE_KEY = 'none';

/** The grouping kept in the address (`group=`); a board by project (`view=project`) says so. */
export function readBoardGrouping(search: URLSearchParams): BoardGrouping {
  const group = search.get('group') as BoardGrouping | null;
  if (group && BOARD_GROUPINGS.includes(group)) return group;
  return search.get('view') === 'project' ? 'project' : 'state';
}

/** The columns a task belongs in: one, or one per assignee when grouped by assignee. */
export function groupKeysOf(task: BoardTask, grouping: BoardGrouping): string[] {
  switch (grouping) {
    case 'state':
      return [task.stateId];
    case 'priority':
      return [task.priority];
    case 'project':
      return [task.projectId ?? NO_VALUE_KEY];
    case 'assignee':
      return task.assignedUserIds.length > 0 ? [...task.assignedUserIds] : [NO_VALUE_KEY];
  }
}

/** The fields a drop onto another column sets (a subset of PUT /tasks/{id}). */
export type BoardFieldChange = {
  priority?: BoardPriority;
  projectId?: string | null;
  assignedUserIds?: string[];
};

/**
 * What a drop from one column into another changes when the board is not grouped by state
 * (PUT /tasks/{id}); by state the drop is a move instead. Null when nothing changes.
 */
export function changeForDrop(
  grouping: Exclude<BoardGrouping, 'state'>,
  task: BoardTask,
  fromKey: string,
  toKey: string,
): BoardFieldChange | null {
  if (fromKey === toKey) return null;
  switch (grouping) {
    case 'priority':
      return BOARD_PRIORITIES.includes(toKey as BoardPriority)
        ? { priority: toKey as BoardPriority }
        : null;
    case 'project':
      return { projectId: toKey === NO_VALUE_KEY ? null : toKey };
    case 'assignee': {
      if (toKey === NO_VALUE_KEY) return { assignedUserIds: [] };
      const kept = task.assignedUserIds.filter((id) => id !== fromKey && id !== toKey);
      return { assignedUserIds: [...kept, toKey] };
    }
  }
}

/** The task as it looks once the drop's change is saved, for drawing it at once. */
export function applyDropToTask(
  grouping: BoardGrouping,
  task: BoardTask,
  toKey: string,
  change: ReturnType<typeof changeForDrop>,
  stateOf?: (key: string) => BoardTask['state'] | undefined,
): BoardTask {
  if (grouping === 'state') {
    const state = stateOf?.(toKey);
    return state
      ? {
          ...task,
          stateId: toKey,
          state,
          isCompleted: state.type === 'done' || state.type === 'canceled',
        }
      : { ...task, stateId: toKey };
  }
  if (!change) return task;
  return {
    ...task,
    ...(change.priority ? { priority: change.priority } : {}),
    ...(change.projectId !== undefined ? { projectId: change.projectId } : {}),
    ...(change.assignedUserIds
      ? {
          assignedUserIds: change.assignedUserIds,
          assignedUsers: task.assignedUsers.filter((person) =>
            (change.assignedUserIds ?? []).includes(person.id),
          ),
        }
      : {}),
  };
}
