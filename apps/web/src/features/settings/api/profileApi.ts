import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, UpdateProfileRequest, User } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** PUT /user/me */
export function useUpdateProfileMutation() {
  return useMutation({
    mutationFn: async (request: UpdateProfileRequest) => {
      const { user } = await apiRequest<{ user: User }>('/user/me', {
        method: 'PUT',
        body: request,
      });
      return user;
    },
  });
}

/** PUT /user/me/password: the server signs out the caller's other sessions. */
export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest<{ ok: true }>('/user/me/password', { method: 'PUT', body: request }),
  });
}
