import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SignedInDevice,
  SignedInDevicesResponse,
  SignOutOthersResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { settingsKeys } from './settingsKeys';

/** GET /user/me/sessions: the caller's live sessions, most recently used first. */
export function useSignedInDevicesQuery() {
  return useQuery({
    queryKey: settingsKeys.signedInDevices(),
    queryFn: async ({ signal }): Promise<SignedInDevice[]> => {
      const { sessions } = await apiRequest<SignedInDevicesResponse>('/user/me/sessions', {
        signal,
      });
      return sessions;
    },
  });
}

/** DELETE /user/me/sessions/{id}: that device is signed out at once. */
export function useSignOutDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/user/me/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        expectedStatus: 204,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signedInDevices() }),
  });
}

/** POST /user/me/sessions/sign-out-others: every session but this one. */
export function useSignOutOthersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<SignOutOthersResponse>('/user/me/sessions/sign-out-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signedInDevices() }),
  });
}
