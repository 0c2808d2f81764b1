import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/apiRequest';
import { invalidateTaskViews } from '../api/tasksApi';
import { boardKeys } from '../board/boardKeys';
import type { BoardLabel, BoardState, BoardStateType } from '../board/boardTypes';

/** GET /task-states: the organisation's workflow states in column order. */
export function useTaskStatesQuery() {
  return useQuery({
    queryKey: boardKeys.states(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ states: BoardState[] }>('/task-states', { signal })).states,
  });
}

/** GET /task-labels: the organisation's labels by name. */
export function useTaskLabelsQuery() {
  return useQuery({
    queryKey: boardKeys.labels(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ labels: BoardLabel[] }>('/task-labels', { signal })).labels,
  });
}

export type StateChange = { name?: string; color?: string; type?: BoardStateType };
export type LabelChange = { name?: string; color?: string };

/**
 * The admin's changes to the workflow: each refreshes the states or labels and every task view
 * (a state's name, colour and type show on every card).
 */
export function useWorkflowMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardKeys.states() }),
      queryClient.invalidateQueries({ queryKey: boardKeys.labels() }),
      invalidateTaskViews(queryClient),
    ]);
  const id = encodeURIComponent;
  return {
    createState: useMutation({
      mutationFn: (body: Required<StateChange>) =>
        apiRequest<{ state: BoardState }>('/task-states', { method: 'POST', body }),
      onSettled: refresh,
    }),
    updateState: useMutation({
      mutationFn: ({ stateId, change }: { stateId: string; change: StateChange }) =>
        apiRequest<{ state: BoardState }>(`/task-states/${id(stateId)}`, {
          method: 'PUT',
          body: change,
        }),
      onSettled: refresh,
    }),
    reorderStates: useMutation({
      mutationFn: (ids: string[]) =>
        apiRequest<{ states: BoardState[] }>('/task-states/order', {
          method: 'PUT',
          body: { ids },
        }),
      // The new order shows at once; a refusal puts the server's back.
      onMutate: async (ids) => {
        await queryClient.cancelQueries({ queryKey: boardKeys.states() });
        queryClient.setQueryData<BoardState[]>(boardKeys.states(), (states) =>
          states
            ? ids.flatMap((stateId) => states.filter((state) => state.id === stateId))
            : states,
        );
      },
      onSettled: refresh,
    }),
    deleteState: useMutation({
      mutationFn: ({ stateId, moveTo }: { stateId: string; moveTo: string }) =>
        apiRequest<{ ok: true }>(
          `/task-states/${id(stateId)}?moveTo=${encodeURIComponent(moveTo)}`,
          { method: 'DELETE' },
        ),
      onSettled: refresh,
    }),
    createLabel: useMutation({
      mutationFn: (body: Required<LabelChange>) =>
        apiRequest<{ label: BoardLabel }>('/task-labels', { method: 'POST', body }),
      onSettled: refresh,
    }),
    updateLabel: useMutation({
      mutationFn: ({ labelId, change }: { labelId: string; change: LabelChange }) =>
        apiRequest<{ label: BoardLabel }>(`/task-labels/${id(labelId)}`, {
          method: 'PUT',
          body: change,
        }),
      onSettled: refresh,
    }),
    deleteLabel: useMutation({
      mutationFn: (labelId: string) =>
        apiRequest<{ ok: true }>(`/task-labels/${id(labelId)}`, { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}
