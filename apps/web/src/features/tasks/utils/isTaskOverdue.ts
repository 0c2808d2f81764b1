import type { Task } from '@worksphere/contracts';

/** An open task whose due instant has passed. */
export function isTaskOverdue(task: Pick<Task, 'isCompleted' | 'dueDate'>, now = new Date()) {
  return !task.isCompleted && task.dueDate !== null && Date.parse(task.dueDate) < now.getTime();
}
