import { useMutation } from '@tanstack/react-query';
import type { ChatArrival, UpdateProfileRequest, User } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** PUT /user/me {chatArrival}: the preference alone; the rest of the profile stays. */
export function useUpdateChatArrivalMutation() {
  return useMutation({
    mutationFn: async (chatArrival: ChatArrival) => {
      const { user } = await apiRequest<{ user: User }>('/user/me', {
        method: 'PUT',
        body: { chatArrival } satisfies UpdateProfileRequest,
      });
      return user;
    },
  });
}
