import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuthResponse,
  Passkey,
  RecoveryCodesResponse,
  TotpDisableRequest,
  TotpSetupResponse,
  TwoFactorPolicy,
  TwoFactorStatus,
  TwoFactorVerifyRequest,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
  policy: () => [...twoFactorKeys.all, 'policy'] as const,
};

/** GET /user/two-factor: what the user has set up, and whether the organisation requires it. */
export function useTwoFactorStatusQuery() {
  return useQuery({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => apiRequest<TwoFactorStatus>('/user/two-factor', { signal }),
  });
}

function useInvalidateStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all });
}

/** POST /user/two-factor/totp/setup: a new secret to scan (shown once). */
export function useTotpSetupMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest<TotpSetupResponse>('/user/two-factor/totp/setup', { method: 'POST' }),
  });
}

/** POST /user/two-factor/totp/enable: the first code turns it on; the recovery codes answer. */
export function useTotpEnableMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<RecoveryCodesResponse>('/user/two-factor/totp/enable', {
        method: 'POST',
        body: { code },
      }),
    onSuccess: invalidate,
  });
}

/** POST /user/two-factor/totp/disable with the password and a code. */
export function useTotpDisableMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (request: TotpDisableRequest) =>
      apiRequest<TwoFactorStatus>('/user/two-factor/totp/disable', {
        method: 'POST',
        body: request,
      }),
    onSuccess: invalidate,
  });
}

/** Options from the server, the browser's passkey ceremony, then POST /user/two-factor/passkeys. */
export function useAddPasskeyMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { options } = await apiRequest<{
        options: Parameters<typeof startRegistration>[0]['optionsJSON'];
      }>('/user/two-factor/passkeys/options', { method: 'POST' });
      const response = await startRegistration({ optionsJSON: options });
      return apiRequest<{ passkey: Passkey }>('/user/two-factor/passkeys', {
        method: 'POST',
        body: { name, response },
        expectedStatus: 201,
      });
    },
    onSuccess: invalidate,
  });
}

/** DELETE /user/two-factor/passkeys/{id} */
export function useRemovePasskeyMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`/user/two-factor/passkeys/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        expectedStatus: 204,
      }),
    onSettled: invalidate,
  });
}

/** GET /organizations/two-factor-policy */
export function useTwoFactorPolicyQuery(enabled: boolean) {
  return useQuery({
    queryKey: twoFactorKeys.policy(),
    queryFn: ({ signal }) =>
      apiRequest<TwoFactorPolicy>('/organizations/two-factor-policy', { signal }),
    enabled,
  });
}

/** PUT /organizations/two-factor-policy (admins). */
export function useSetTwoFactorPolicyMutation() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiRequest<TwoFactorPolicy>('/organizations/two-factor-policy', {
        method: 'PUT',
        body: { required },
      }),
    onSuccess: invalidate,
  });
}

/** POST /user/login/two-factor: the second step with a code or a recovery code. */
export function verifyTwoFactorSignIn(request: TwoFactorVerifyRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/user/login/two-factor', {
    method: 'POST',
    body: request,
    skipSessionExpiredToast: true,
  });
}

/** The second step with a passkey: options for this pending sign-in, the ceremony, the check. */
export async function signInWithPasskey(pendingToken: string): Promise<AuthResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const { options } = await apiRequest<{
    options: Parameters<typeof startAuthentication>[0]['optionsJSON'];
  }>('/user/login/two-factor/passkey/options', {
    method: 'POST',
    body: { pendingToken },
    skipSessionExpiredToast: true,
  });
  const response = await startAuthentication({ optionsJSON: options });
  return apiRequest<AuthResponse>('/user/login/two-factor/passkey', {
    method: 'POST',
    body: { pendingToken, response },
    skipSessionExpiredToast: true,
  });
}
