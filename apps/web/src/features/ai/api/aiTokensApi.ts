import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiAccessToken, ApiScope } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { aiKeys } from './aiKeys';

/** POST /ai/tokens answers with the only copy of the secret. */
export type CreatedAiAccessToken = { token: AiAccessToken; secret: string };

/** GET /ai/tokens: the caller's own personal access tokens, newest first. */
export function useAiAccessTokensQuery() {
  return useQuery({
    queryKey: aiKeys.tokens(),
    queryFn: async ({ signal }) => {
      const { tokens } = await apiRequest<{ tokens: AiAccessToken[] }>('/ai/tokens', { signal });
      return tokens;
    },
  });
}

/** POST /ai/tokens {name, actsWithoutConfirmation, scopes} → 201 {token, secret}. */
export function useCreateAiAccessTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name: string;
      actsWithoutConfirmation: boolean;
      scopes: readonly ApiScope[];
    }) =>
      apiRequest<CreatedAiAccessToken>('/ai/tokens', {
        method: 'POST',
        body,
        expectedStatus: 201,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.tokens() }),
  });
}

/** DELETE /ai/tokens/{id}: the token stops working at once. */
export function useRevokeAiAccessTokenMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/ai/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.tokens() }),
  });
}
