import type { InfiniteData } from '@tanstack/react-query';
import type { Task, TasksResponse } from '@worksphere/contracts';
import { groupKeysOf } from './boardGrouping';
import { indexByPosition } from './boardOrder';
import type { BoardGrouping, BoardResponse, BoardTask } from './boardTypes';

/**
 * A changed task merged into a board: out of every column, into the column(s) it now belongs
 * to at its order key. A task whose key falls past a column's loaded part only counts (it
 * comes with "Load more"). `isComplete` is false when it belongs to a column the board does
 * not have yet (a new state, a first task of an assignee): then the board is asked again.
 */
export function mergeChangedTask(
  board: BoardResponse,
  task: BoardTask,
  grouping: BoardGrouping,
): { board: BoardResponse; isComplete: boolean } {
  const keys = groupKeysOf(task, grouping);
  const known = new Set(board.groups.map((group) => group.key));
  const groups = board.groups.map((group) => {
    const others = group.tasks.filter((item) => item.id !== task.id);
    const wasHere = others.length !== group.tasks.length;
    const totalWithout = wasHere ? Math.max(0, group.total - 1) : group.total;
    if (!keys.includes(group.key)) {
      return wasHere ? { ...group, tasks: others, total: totalWithout } : group;
    }
    const at = indexByPosition(others, task.position);
    const isPastLoaded = at === others.length && others.length < totalWithout;
    return {
      ...group,
      tasks: isPastLoaded ? others : [...others.slice(0, at), task, ...others.slice(at)],
      total: totalWithout + 1,
    };
  });
  return { board: { groups }, isComplete: keys.every((key) => known.has(key)) };
}

/** A deleted task taken out of every column. */
export function mergeDeletedTask(board: BoardResponse, taskId: string): BoardResponse {
  return {
    groups: board.groups.map((group) => {
      const tasks = group.tasks.filter((task) => task.id !== taskId);
      return tasks.length === group.tasks.length
        ? group
        : { ...group, tasks, total: Math.max(0, group.total - 1) };
    }),
  };
}

/** More of one column ("Load more") added after what it shows, without doubles. */
export function appendToGroup(
  board: BoardResponse,
  groupKey: string,
  tasks: readonly BoardTask[],
): BoardResponse {
  return {
    groups: board.groups.map((group) => {
      if (group.key !== groupKey) return group;
      const shown = new Set(group.tasks.map((task) => task.id));
      return { ...group, tasks: [...group.tasks, ...tasks.filter((task) => !shown.has(task.id))] };
    }),
  };
}

type TaskPages = InfiniteData<TasksResponse>;

/** A changed task replaced where a cached list shows it (lists are then asked again). */
export function replaceTaskInPages(data: TaskPages | undefined, task: Task): TaskPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      tasks: page.tasks.map((item) => (item.id === task.id ? task : item)),
    })),
  };
}

/** A deleted task taken out of a cached list, its count one less. */
export function removeTaskFromPages(
  data: TaskPages | undefined,
  taskId: string,
): TaskPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const tasks = page.tasks.filter((item) => item.id !== taskId);
      return tasks.length === page.tasks.length
        ? page
        : { ...page, tasks, total: Math.max(0, page.total - 1) };
    }),
  };
}
