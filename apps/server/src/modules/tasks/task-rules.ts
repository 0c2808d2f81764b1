import {
  isDueBeforeStart,
  isId,
  priorityToNumber,
  TASK_MESSAGES,
  type TaskFilters,
  type UpdateTaskInput,
} from '@worksphere/contracts';
import { AppError } from '../../platform/errors.js';
import type { TaskFilters as TaskListFilters } from './tasks.list.repo.js';
import type { TaskQuery, TaskRow } from './tasks.repo.js';

/** A request that names something that is not there, or breaks a rule: 400 with the reason. */
export const invalid = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * The list's or the board's filters as the repository takes them: `none` is null, `me` the
 * caller.
 */
export function toTaskListFilters(
  filters: Omit<TaskFilters, 'sort' | 'limit' | 'offset'>,
  userId: string,
): TaskListFilters {
  const reference = (value: string | undefined) => (value === 'none' ? null : value);
  return {
    projectId: reference(filters.projectId),
    categoryId: reference(filters.categoryId),
    assigneeId: filters.assigneeId === 'me' ? userId : filters.assigneeId,
    isCompleted: filters.completed,
    dueFrom: filters.dueFrom ? new Date(filters.dueFrom) : undefined,
    dueTo: filters.dueTo ? new Date(filters.dueTo) : undefined,
    search: filters.q || undefined,
    stateId: filters.stateId,
    priority: filters.priority === undefined ? undefined : priorityToNumber(filters.priority),
    labelId: filters.labelId,
    parentId: reference(filters.parentId),
  };
}

/** The list filters, order and page as the repository takes them. */
export function toTaskQuery(filters: TaskFilters, userId: string): TaskQuery {
  return {
    ...toTaskListFilters(filters, userId),
    sort: filters.sort,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** Refuse a due date before the start date. */
export function assertDatesInOrder(startDate: string | null, dueDate: string | null) {
  if (isDueBeforeStart(startDate, dueDate)) throw invalid(TASK_MESSAGES.dueBeforeStart);
}

/** The dates a task will have once this update is applied. */
export function mergedDates(current: TaskRow, input: UpdateTaskInput) {
  return {
    startDate:
      input.startDate === undefined ? (current.startDate?.toISOString() ?? null) : input.startDate,
    dueDate: input.dueDate === undefined ? (current.dueDate?.toISOString() ?? null) : input.dueDate,
  };
}

/**
 * Completion time after an update: set when the task becomes completed, cleared when it is
 * reopened, kept otherwise.
 */
export function nextCompletedAt(
  current: Pick<TaskRow, 'isCompleted' | 'completedAt'>,
  isCompleted: boolean | undefined,
  now: Date,
): Date | null {
  if (isCompleted === undefined || isCompleted === current.isCompleted) return current.completedAt;
  return isCompleted ? now : null;
}

/** The assignees a change adds (they must be active members); the kept ones may stay as they are. */
export function addedAssignees(currentIds: string[], nextIds: string[]): string[] {
  const current = new Set(currentIds);
  return nextIds.filter((id) => !current.has(id));
}

/** Every id must look like an id before it reaches SQL; a malformed one matches nothing. */
export function allIds(ids: string[]): boolean {
  return ids.every(isId);
}
