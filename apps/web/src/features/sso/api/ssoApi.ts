import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthResponse,
  SsoConfigRequest,
  SsoConfigResponse,
  SsoStartResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

export const ssoKeys = {
  config: () => ['sso', 'config'] as const,
};

/** GET /organizations/sso (admins): the provider, without its secret. */
export function useSsoConfigQuery() {
  return useQuery({
    queryKey: ssoKeys.config(),
    queryFn: ({ signal }) => apiRequest<SsoConfigResponse>('/organizations/sso', { signal }),
  });
}

/** PUT /organizations/sso: the server reads the provider's discovery document first. */
export function useSaveSsoConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoConfigRequest) =>
      apiRequest<SsoConfigResponse>('/organizations/sso', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.config(), saved),
  });
}

/** DELETE /organizations/sso */
export function useDeleteSsoConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SsoConfigResponse>('/organizations/sso', { method: 'DELETE' }),
    onSuccess: (saved) => queryClient.setQueryData(ssoKeys.config(), saved),
  });
}

/** POST /user/sso/start: the provider's sign-in address for this work e-mail. */
export function startSso(email: string): Promise<SsoStartResponse> {
  return apiRequest<SsoStartResponse>('/user/sso/start', {
    method: 'POST',
    body: { email },
    skipSessionExpiredToast: true,
  });
}

/** POST /user/sso/complete: the callback's one-time ticket for a session. */
export function completeSso(ticket: string): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/user/sso/complete', {
    method: 'POST',
    body: { ticket },
    skipSessionExpiredToast: true,
  });
}
