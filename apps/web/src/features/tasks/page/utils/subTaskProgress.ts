/** How far the sub-tasks are: done of total, and the share done as a whole percent. */
export function subTaskProgress(subTasks: ReadonlyArray<{ isCompleted: boolean }>): {
  done: number;
  total: number;
  percent: number;
} {
  const total = subTasks.length;
  const done = subTasks.filter((task) => task.isCompleted).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}
