import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvitationRequest,
  CreateInvitationResponse,
  Invitation,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { settingsKeys } from './settingsKeys';

/** GET /organizations/invitations: pending invitations of the organisation. */
export function useInvitationsQuery() {
  return useQuery({
    queryKey: settingsKeys.invitations(),
    queryFn: async ({ signal }) => {
      const { invitations } = await apiRequest<{ invitations: Invitation[] }>(
        '/organizations/invitations',
        { signal },
      );
      return invitations;
    },
  });
}

/** POST /organizations/invitations: the answer holds the only copy of the invite link. */
export function useCreateInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateInvitationRequest) =>
      apiRequest<CreateInvitationResponse>('/organizations/invitations', {
        method: 'POST',
        body: request,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
  });
}

/** DELETE /organizations/invitations/{id} */
export function useRevokeInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>(`/organizations/invitations/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.invitations() }),
  });
}
