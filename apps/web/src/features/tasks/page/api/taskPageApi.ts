import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskDependentsResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../../platform/api/apiRequest';
import { invalidateTaskViews } from '../../api/tasksApi';
import type { PageTask, PageTaskUpdate, TaskLabelRef, TaskStateRef } from '../pageTypes';
import { taskPageKeys } from './taskPageKeys';

/** The most sub-tasks, and tasks it blocks, the page lists (the server's page limit). */
const RELATED_LIMIT = 200;

const taskUrl = (taskId: string) => `/tasks/${encodeURIComponent(taskId)}`;

/** GET /tasks/{id}: the task, or a 404 ApiError for one that is gone or of another org. */
export function useTaskQuery(taskId: string) {
  return useQuery({
    queryKey: taskPageKeys.detail(taskId),
    queryFn: async ({ signal }) => {
      const { task } = await apiRequest<{ task: PageTask }>(taskUrl(taskId), { signal });
      return task;
    },
    // A missing task stays missing; asking three times only delays the empty state.
    retry: false,
  });
}

/** PUT /tasks/{id} with the changed fields only; the page shows the answer at once. */
export function useUpdateTaskMutation(taskId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PageTaskUpdate) => {
      const { task } = await apiRequest<{ task: PageTask }>(taskUrl(taskId), {
        method: 'PUT',
        body: changes,
      });
      return task;
    },
    onSuccess: (task) => {
      queryClient.setQueryData(taskPageKeys.detail(taskId), task);
      return invalidateTaskViews(queryClient);
    },
  });
}

/** POST /tasks with a parent: a new sub-task. */
export function useCreateSubTaskMutation(parentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (title: string) => {
      const { task } = await apiRequest<{ task: PageTask }>('/tasks', {
        method: 'POST',
        body: { title, parentId },
      });
      return task;
    },
    onSuccess: () => invalidateTaskViews(queryClient),
  });
}

/** The task's sub-tasks, oldest first (GET /tasks?parentId=). */
export function useSubTasksQuery(taskId: string) {
  return useQuery({
    queryKey: taskPageKeys.subTasks(taskId),
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        parentId: taskId,
        sort: 'createdAt',
        limit: String(RELATED_LIMIT),
      });
      const { tasks } = await apiRequest<{ tasks: PageTask[] }>(`/tasks?${query.toString()}`, {
        signal,
      });
      // Oldest first; kept to this task's children should a server ever ignore the filter.
      return tasks.filter((task) => task.parentId === taskId).reverse();
    },
  });
}

/**
 * The tasks that wait on this one directly. /dependents answers the whole chain (tasks waiting on
 * tasks that wait on this one), so each is read and only direct dependents are kept.
 */
export function useBlockingTasksQuery(taskId: string) {
  return useQuery({
    queryKey: taskPageKeys.blocking(taskId),
    queryFn: async ({ signal }) => {
      const { taskIds } = await apiRequest<TaskDependentsResponse>(
        `${taskUrl(taskId)}/dependents`,
        { signal },
      );
      const tasks = await Promise.all(
        taskIds.slice(0, RELATED_LIMIT).map(async (id) => {
          const { task } = await apiRequest<{ task: PageTask }>(taskUrl(id), { signal });
          return task;
        }),
      );
      return tasks.filter((task) => task.dependencyId === taskId);
    },
  });
}

/** Open tasks to choose a parent from (the same page the dialog's "Depends On" uses). */
export function useParentChoicesQuery() {
  return useQuery({
    queryKey: ['tasks', 'parent-choices'] as const,
    queryFn: async ({ signal }) => {
      const { tasks } = await apiRequest<{ tasks: PageTask[] }>(
        `/tasks?completed=false&sort=createdAt&limit=${RELATED_LIMIT}`,
        { signal },
      );
      return tasks;
    },
  });
}

/** GET /task-states: the organisation's workflow states in column order. */
export function useTaskStatesQuery() {
  return useQuery({
    queryKey: taskPageKeys.states(),
    queryFn: async ({ signal }) => {
      const { states } = await apiRequest<{ states: TaskStateRef[] }>('/task-states', { signal });
      return states;
    },
  });
}

/** GET /task-labels: the organisation's labels. */
export function useTaskLabelsQuery() {
  return useQuery({
    queryKey: taskPageKeys.labels(),
    queryFn: async ({ signal }) => {
      const { labels } = await apiRequest<{ labels: TaskLabelRef[] }>('/task-labels', { signal });
      return labels;
    },
  });
}

/** POST /task-labels: any member may add a label. */
export function useCreateTaskLabelMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: { name: string; color: string }) => {
      const { label } = await apiRequest<{ label: TaskLabelRef }>('/task-labels', {
        method: 'POST',
        body: request,
      });
      return label;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskPageKeys.labels() }),
  });
}
