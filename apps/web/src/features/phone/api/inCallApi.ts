import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Call } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { phoneKeys } from './phoneKeys';

const callPath = (callId: string, action: string) =>
  `/calls/${encodeURIComponent(callId)}/${action}`;

function useCallUpdate<Variables>(request: (variables: Variables) => Promise<Call>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: phoneKeys.calls() }),
  });
}

/** POST /calls/{id}/hold or /resume → {call}: the other party hears the hold music, or us again. */
export function useHoldCallMutation() {
  return useCallUpdate(async ({ callId, onHold }: { callId: string; onHold: boolean }) => {
    const { call } = await apiRequest<{ call: Call }>(
      callPath(callId, onHold ? 'hold' : 'resume'),
      {
        method: 'POST',
      },
    );
    return call;
  });
}

/** POST /calls/{id}/dtmf {digits} → {call}: key presses for the other party (menus, codes). */
export function useSendDigitsMutation() {
  return useCallUpdate(async ({ callId, digits }: { callId: string; digits: string }) => {
    const { call } = await apiRequest<{ call: Call }>(callPath(callId, 'dtmf'), {
      method: 'POST',
      body: { digits },
    });
    return call;
  });
}

/** POST /calls/{id}/transfer {userId} → {call}: the call rings for that member instead. */
export function useTransferCallMutation() {
  return useCallUpdate(async ({ callId, userId }: { callId: string; userId: string }) => {
    const { call } = await apiRequest<{ call: Call }>(callPath(callId, 'transfer'), {
      method: 'POST',
      body: { userId },
    });
    return call;
  });
}
