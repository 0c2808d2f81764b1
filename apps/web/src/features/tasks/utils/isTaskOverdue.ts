import type { Task } from '@worksphere/contracts';
import { isBefore, parseISO } from 'date-fns';

/** An open task whose due instant has passed. */
export function isTaskOverdue(task: Pick<Task, 'isCompleted' | 'dueDate'>, now = new Date()) {
  return !task.isCompleted && task.dueDate !== null && isBefore(parseISO(task.dueDate), now);
}
