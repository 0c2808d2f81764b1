/** The filters of a task list, as GET /tasks takes them (spec 1 §7 plus filters). */
export type TaskListFilters = {
  projectId?: string;
  categoryId?: string;
  /** A user id or `me`. */
  assigneeId?: string;
  completed?: 'true' | 'false';
  q?: string;
  sort?: 'dueDate' | 'createdAt';
};

/** Query keys of tasks; every task change invalidates `all`. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => ['tasks', 'list'] as const,
  list: (filters: TaskListFilters) => ['tasks', 'list', filters] as const,
  dependencyChoices: () => ['tasks', 'dependency-choices'] as const,
  dependents: (taskId: string) => ['tasks', 'dependents', taskId] as const,
  total: () => ['tasks', 'total'] as const,
};
