import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateTaskRequest,
  Task,
  TaskDependentsResponse,
  TasksResponse,
  UpdateTaskRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { dashboardKeys } from '../../dashboard/api/dashboardKeys';
import { projectKeys } from '../../projects/api/projectKeys';
import { taskKeys, type TaskListFilters } from './taskKeys';

export const TASK_PAGE_SIZE = 50;
/** The most open tasks the "Depends On" select offers (the server's page limit). */
const DEPENDENCY_CHOICES_LIMIT = 200;

function listPath(filters: TaskListFilters, limit: number, offset: number) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) query.set(key, value);
  }
  query.set('limit', String(limit));
  query.set('offset', String(offset));
  return `/tasks?${query.toString()}`;
}

/** GET /tasks with filters, a page at a time ("Load more"). */
export function useTasksQuery(filters: TaskListFilters) {
  return useInfiniteQuery({
    queryKey: taskKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TasksResponse>(listPath(filters, TASK_PAGE_SIZE, pageParam), { signal }),
    getNextPageParam: (lastPage) => {
      const next = lastPage.offset + lastPage.tasks.length;
      return lastPage.tasks.length > 0 && next < lastPage.total ? next : undefined;
    },
  });
}

/** Open tasks of the organisation, for the "Depends On" select (spec 1 §4). */
export function useDependencyChoicesQuery() {
  return useQuery({
    queryKey: taskKeys.dependencyChoices(),
    queryFn: async ({ signal }) => {
      const { tasks } = await apiRequest<TasksResponse>(
        listPath({ completed: 'false', sort: 'createdAt' }, DEPENDENCY_CHOICES_LIMIT, 0),
        { signal },
      );
      return tasks;
    },
  });
}

/**
 * Tasks that already depend on this one, directly or through others: choosing one of them as
 * its dependency would close a cycle. A new task has none.
 */
export function useTaskDependentsQuery(taskId: string | undefined) {
  return useQuery({
    queryKey: taskKeys.dependents(taskId ?? ''),
    enabled: Boolean(taskId),
    queryFn: async ({ signal }) => {
      const { taskIds } = await apiRequest<TaskDependentsResponse>(
        `/tasks/${encodeURIComponent(taskId ?? '')}/dependents`,
        { signal },
      );
      return taskIds;
    },
  });
}

/**
 * How many tasks the organisation has at all, open or completed; asked only when a list comes
 * back empty, to tell "no tasks yet" from "nothing open".
 */
export function useTaskTotalQuery(enabled: boolean) {
  return useQuery({
    queryKey: taskKeys.total(),
    enabled,
    queryFn: async ({ signal }) => {
      const { total } = await apiRequest<TasksResponse>(listPath({}, 1, 0), { signal });
      return total;
    },
  });
}

/** Everything that shows tasks or counts them. */
export function invalidateTaskViews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.summary() }),
  ]);
}

export type SaveTaskVariables =
  { id?: undefined; request: CreateTaskRequest } | { id: string; request: UpdateTaskRequest };

/** POST /tasks (201 {task}) or PUT /tasks/{id} ({task}). */
export function useSaveTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: SaveTaskVariables) => {
      const { task } = id
        ? await apiRequest<{ task: Task }>(`/tasks/${encodeURIComponent(id)}`, {
            method: 'PUT',
            body: request,
          })
        : await apiRequest<{ task: Task }>('/tasks', { method: 'POST', body: request });
      return task;
    },
    onSuccess: () => invalidateTaskViews(queryClient),
  });
}

export type TaskCompletion = { id: string; isCompleted: boolean };

/**
 * PUT /tasks/{id} {isCompleted}, then the lists follow. Also the Undo of a completion toast,
 * which outlives the row it came from, so it needs no component.
 */
export async function saveTaskCompletion(
  queryClient: QueryClient,
  { id, isCompleted }: TaskCompletion,
): Promise<Task> {
  const { task } = await apiRequest<{ task: Task }>(`/tasks/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { isCompleted } satisfies UpdateTaskRequest,
  });
  // The row changes at once; the lists are fetched again for what it moves in or out of.
  queryClient.setQueriesData<InfiniteData<TasksResponse>>(
    { queryKey: taskKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          tasks: page.tasks.map((item) => (item.id === task.id ? task : item)),
        })),
      },
  );
  await invalidateTaskViews(queryClient);
  return task;
}

/** The one-click complete toggle of the lists. */
export function useSetTaskCompletedMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (completion: TaskCompletion) => saveTaskCompletion(queryClient, completion),
  });
}

/** DELETE /tasks/{id}: tasks that depended on it lose the dependency. */
export function useDeleteTaskMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidateTaskViews(queryClient),
  });
}
