import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateTaskViewRequest,
  SavedTaskView,
  TaskViewsResponse,
  UpdateTaskViewRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

export const taskViewKeys = {
  all: ['task-views'] as const,
};

/** GET /task-views: my views and the ones shared with the organisation, by name. */
export function useTaskViewsQuery() {
  return useQuery({
    queryKey: taskViewKeys.all,
    queryFn: async ({ signal }) =>
      (await apiRequest<TaskViewsResponse>('/task-views', { signal })).views,
  });
}

/** POST /task-views (201 {view}) or PUT /task-views/{id} ({view}). */
export function useSaveTaskViewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      variables:
        | { id?: undefined; request: CreateTaskViewRequest }
        | { id: string; request: UpdateTaskViewRequest },
    ) => {
      const { view } = variables.id
        ? await apiRequest<{ view: SavedTaskView }>(
            `/task-views/${encodeURIComponent(variables.id)}`,
            { method: 'PUT', body: variables.request },
          )
        : await apiRequest<{ view: SavedTaskView }>('/task-views', {
            method: 'POST',
            body: variables.request,
          });
      return view;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskViewKeys.all }),
  });
}

/** DELETE /task-views/{id} (the owner's own view). */
export function useDeleteTaskViewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/task-views/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskViewKeys.all }),
  });
}
