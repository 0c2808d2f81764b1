import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Call, CallLogFilter, CallLogResponse, MakeCallRequest } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { phoneKeys } from './phoneKeys';

export const CALL_LOG_PAGE_SIZE = 50;

/** GET /calls/log?filter&limit&offset: newest first, a page at a time. */
export function useCallLogQuery(filter: CallLogFilter) {
  return useInfiniteQuery({
    queryKey: phoneKeys.callLog(filter),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({
        filter,
        limit: String(CALL_LOG_PAGE_SIZE),
        offset: String(pageParam),
      });
      return apiRequest<CallLogResponse>(`/calls/log?${query.toString()}`, { signal });
    },
    getNextPageParam: (lastPage) => {
      const next = lastPage.page.offset + lastPage.calls.length;
      return lastPage.calls.length === lastPage.page.limit && next < lastPage.page.total
        ? next
        : undefined;
    },
  });
}

/** The latest inbound calls, to find those still ringing when the connection (re)starts. */
export async function fetchRecentInboundCalls(): Promise<Call[]> {
  const { calls } = await apiRequest<CallLogResponse>('/calls/log?filter=inbound&limit=10');
  return calls;
}

/** POST /calls/make-call {from, to} (spec 3 §7) → 201 {call}. */
export function useMakeCallMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: MakeCallRequest) => {
      const { call } = await apiRequest<{ call: Call }>('/calls/make-call', {
        method: 'POST',
        body: request,
      });
      return call;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: phoneKeys.calls() }),
  });
}

type CallAction = 'answer' | 'decline' | 'hang-up';

/** POST /calls/{id}/answer | /decline | /hang-up → {call}. */
export function useCallActionMutation(action: CallAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (callId: string) => {
      const { call } = await apiRequest<{ call: Call }>(
        `/calls/${encodeURIComponent(callId)}/${action}`,
        { method: 'POST' },
      );
      return call;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.calls() }),
  });
}
