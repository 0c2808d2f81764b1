import type { BoardGroup, BoardTask } from './boardTypes';

/*
 * A card's identity on the board is its column and its task: grouped by assignee, one task
 * shows in the column of each of its assignees, and dnd-kit needs every draggable id unique.
 */
const SEPARATOR = '|';

export function cardIdOf(groupKey: string, taskId: string): string {
  return `${groupKey}${SEPARATOR}${taskId}`;
}

/** The column and task of a card id; a column's own id (its empty space) has no task. */
export function readCardId(id: string): { groupKey: string; taskId: string | null } {
  const at = id.indexOf(SEPARATOR);
  return at < 0
    ? { groupKey: id, taskId: null }
    : { groupKey: id.slice(0, at), taskId: id.slice(at + 1) };
}

/** Moves one card: out of its column, into `toKey` at `toIndex` (clamped); totals follow. */
export function placeCard(
  groups: readonly BoardGroup[],
  card: { fromKey: string; taskId: string },
  toKey: string,
  toIndex: number,
  changedTask?: BoardTask,
): BoardGroup[] {
  const source = groups.find((group) => group.key === card.fromKey);
  const task = changedTask ?? source?.tasks.find((item) => item.id === card.taskId);
  if (!source || !task) return [...groups];
  return groups.map((group) => {
    if (group.key === toKey) {
      const others = group.tasks.filter((item) => item.id !== task.id);
      const at = Math.max(0, Math.min(toIndex, others.length));
      const wasHere = others.length !== group.tasks.length;
      return {
        ...group,
        tasks: [...others.slice(0, at), task, ...others.slice(at)],
        total: wasHere ? group.total : group.total + 1,
      };
    }
    if (group.key === card.fromKey) {
      return {
        ...group,
        tasks: group.tasks.filter((item) => item.id !== task.id),
        total: Math.max(0, group.total - 1),
      };
    }
    return group;
  });
}

/**
 * The tasks right above and right below one in its column: what POST /tasks/{id}/move takes,
 * so the server puts its order key between theirs (null at either end).
 */
export function neighboursOf(
  group: BoardGroup,
  taskId: string,
): { beforeId: string | null; afterId: string | null } {
  const index = group.tasks.findIndex((task) => task.id === taskId);
  if (index < 0) return { beforeId: null, afterId: null };
  return {
    beforeId: group.tasks[index - 1]?.id ?? null,
    afterId: group.tasks[index + 1]?.id ?? null,
  };
}

/** Where in a column's loaded tasks a task of this order key belongs (keys sort as strings). */
export function indexByPosition(tasks: readonly BoardTask[], position: string): number {
  const at = tasks.findIndex((task) => task.position > position);
  return at < 0 ? tasks.length : at;
}
