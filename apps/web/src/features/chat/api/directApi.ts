import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDirectMessageRequest,
  DirectMessageResponse,
  DirectMessagesResponse,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { chatKeys } from './chatKeys';

/** Query key of the caller's direct messages (beside chatKeys, which other features share). */
export const directKey = () => [...chatKeys.all, 'direct'] as const;

/** GET /chat/direct: the caller's direct messages, the most recently active first. */
export function useDirectMessagesQuery(enabled = true) {
  return useQuery({
    queryKey: directKey(),
    enabled,
    queryFn: async ({ signal }) => {
      const { directMessages } = await apiRequest<DirectMessagesResponse>('/chat/direct', {
        signal,
      });
      return directMessages;
    },
  });
}

/** POST /chat/direct {memberIds}: opens the conversation, or reopens the same members' one. */
export function useOpenDirectMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateDirectMessageRequest) => {
      const { directMessage } = await apiRequest<DirectMessageResponse>('/chat/direct', {
        method: 'POST',
        body: request,
      });
      return directMessage;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directKey() }),
  });
}
