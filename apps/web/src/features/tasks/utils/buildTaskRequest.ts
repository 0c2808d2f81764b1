import type { CreateTaskRequest, UpdateTaskRequest } from '@worksphere/contracts';
import { toUtcIso } from './dateInput';

/** What the task dialog holds while the user edits it. */
export type TaskFormValues = {
  title: string;
  description: string;
  assignedUserIds: string[];
  projectId: string;
  /** `datetime-local` values, '' when empty. */
  startDate: string;
  dueDate: string;
  categoryId: string;
  dependencyId: string;
  isCompleted: boolean;
};

/** The body of POST /tasks (spec 1 §7): empty selects are null, dates UTC ISO or null (§5). */
export function buildCreateTaskRequest(values: TaskFormValues): CreateTaskRequest {
  // A new task never sends isCompleted (spec 1 §4).
  return {
    title: values.title.trim(),
    description: values.description,
    categoryId: values.categoryId || null,
    startDate: toUtcIso(values.startDate),
    dueDate: toUtcIso(values.dueDate),
    assignedUserIds: values.assignedUserIds,
    dependencyId: values.dependencyId || null,
    projectId: values.projectId || null,
  };
}

/** The body of PUT /tasks/{id}: the create fields plus isCompleted. */
export function buildUpdateTaskRequest(values: TaskFormValues): UpdateTaskRequest {
  return { ...buildCreateTaskRequest(values), isCompleted: values.isCompleted };
}
