import type { TaskListFilters } from '../api/taskKeys';

export type TaskView = 'list' | 'status' | 'project';
export type TaskStatusFilter = 'open' | 'completed' | 'all';

/** What the Tasks screen shows, as kept in its address (so a reload or a link keeps it). */
export type TaskListParams = {
  q: string;
  project: string;
  category: string;
  assignee: string;
  status: TaskStatusFilter;
  sort: 'dueDate' | 'createdAt';
  view: TaskView;
};

const VIEWS: readonly TaskView[] = ['list', 'status', 'project'];
const STATUSES: readonly TaskStatusFilter[] = ['open', 'completed', 'all'];

/** Reads the screen's parameters; anything unknown falls back to its default. */
export function readTaskListParams(search: URLSearchParams): TaskListParams {
  const view = search.get('view') as TaskView | null;
  const status = search.get('status') as TaskStatusFilter | null;
  return {
    q: search.get('q') ?? '',
    project: search.get('project') ?? '',
    category: search.get('category') ?? '',
    assignee: search.get('assignee') ?? '',
    status: status && STATUSES.includes(status) ? status : 'open',
    sort: search.get('sort') === 'createdAt' ? 'createdAt' : 'dueDate',
    view: view && VIEWS.includes(view) ? view : 'list',
  };
}

/** The GET /tasks filters for these parameters; the status board shows open and completed. */
export function toTaskListFilters(params: TaskListParams): TaskListFilters {
  const status = params.view === 'status' ? 'all' : params.status;
  return {
    q: params.q.trim() || undefined,
    projectId: params.project || undefined,
    categoryId: params.category || undefined,
    assigneeId: params.assignee || undefined,
    completed: status === 'open' ? 'false' : status === 'completed' ? 'true' : undefined,
    sort: params.sort,
  };
}

/** Are any filters narrowing the list (beyond the default of open tasks)? */
export function hasTaskFilters(params: TaskListParams): boolean {
  return (
    Boolean(params.q || params.project || params.category || params.assignee) ||
    params.status === 'completed'
  );
}

/** How many filters narrow the list (the phone's "Filters" button shows it). */
export function countTaskFilters(params: TaskListParams): number {
  return [
    params.q,
    params.project,
    params.category,
    params.assignee,
    params.status !== 'open',
  ].filter(Boolean).length;
}
