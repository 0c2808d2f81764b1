import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Member, UpdateMemberRequest } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { settingsKeys } from './settingsKeys';

/** GET /user: the members of the caller's organisation. */
export function useMembersQuery() {
  return useQuery({
    queryKey: settingsKeys.members(),
    queryFn: async ({ signal }) => {
      const { users } = await apiRequest<{ users: Member[] }>('/user', { signal });
      return users;
    },
  });
}

/** PATCH /user/{id}: role, permissions or active state of another member. */
export function useUpdateMemberMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateMemberRequest }) => {
      const { user } = await apiRequest<{ user: Member }>(`/user/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: changes,
      });
      return user;
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<Member[]>(settingsKeys.members(), (members) =>
        members?.map((member) => (member.id === updated.id ? updated : member)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.members() }),
  });
}
