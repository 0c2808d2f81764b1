import type { QueryClient } from '@tanstack/react-query';
import type { Task } from '@worksphere/contracts';
import { taskKeys } from '../api/taskKeys';

/** Rows and cards mark themselves with `data-task-id`. */
const TASK_SELECTOR = '[data-task-id]';

/**
 * The tasks in the order the screen shows them: down the list, or column by column down the
 * board. Read from the page, so the list and the board need not agree on a data shape; a card
 * shown twice (the copy following a drag) counts once.
 */
export function readTaskIdsInOrder(area: ParentNode | null): string[] {
  if (!area) return [];
  const ids = new Set<string>();
  for (const element of area.querySelectorAll<HTMLElement>(TASK_SELECTOR)) {
    const id = element.dataset.taskId;
    if (id) ids.add(id);
  }
  return [...ids];
}

/** Bring the task the keyboard moved to into view, scrolling as little as needed. */
export function scrollTaskIntoView(area: ParentNode | null, taskId: string) {
  const element = area?.querySelector<HTMLElement>(`[data-task-id="${CSS.escape(taskId)}"]`);
  element?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
}

function tasksIn(data: unknown): Task[] {
  if (!data || typeof data !== 'object') return [];
  const holder = data as { pages?: { tasks?: Task[] }[]; groups?: { tasks?: Task[] }[] };
  return [...(holder.pages ?? []), ...(holder.groups ?? [])].flatMap((part) => part.tasks ?? []);
}

/** A task shown somewhere on the screen (a list page or a board column), from the cache. */
export function findCachedTask(queryClient: QueryClient, taskId: string): Task | undefined {
  for (const [, data] of queryClient.getQueriesData({ queryKey: taskKeys.all })) {
    const found = tasksIn(data).find((task) => task.id === taskId);
    if (found) return found;
  }
  return undefined;
}
