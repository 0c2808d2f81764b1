import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AI_DEFAULT_SERVICE,
  type AiAgentAccepted,
  type AiAgentRequest,
  type AiConversation,
  type AiConversationSummary,
} from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';
import { aiKeys } from './aiKeys';

/** GET /ai/conversations: the caller's conversations, newest first. */
export function useAiConversationsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: aiKeys.conversations(),
    enabled,
    queryFn: async ({ signal }) => {
      const { conversations } = await apiRequest<{ conversations: AiConversationSummary[] }>(
        '/ai/conversations',
        { signal },
      );
      return conversations;
    },
  });
}

/** GET /ai/conversations/{sessionId}: its messages. */
export function fetchAiConversation(sessionId: string): Promise<AiConversation> {
  return apiRequest<AiConversation>(`/ai/conversations/${encodeURIComponent(sessionId)}`);
}

/** DELETE /ai/conversations/{sessionId}. */
export function useDeleteAiConversationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<unknown>(`/ai/conversations/${encodeURIComponent(sessionId)}`, {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations() }),
  });
}

/** DELETE /ai/conversations: every conversation of the caller. */
export function useDeleteAllAiConversationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/ai/conversations', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations() }),
  });
}

/**
 * POST /ai/agent (spec 3 §7, §9): accepted only with 202; history and storage always on; the
 * state is the global chat's unless the caller says otherwise.
 */
export function startAiAgent(
  message: string,
  sessionId: string,
  currentState: AiAgentRequest['currentState'] = { service: AI_DEFAULT_SERVICE, details: {} },
): Promise<AiAgentAccepted> {
  const body: AiAgentRequest = {
    message,
    sessionId,
    options: { includeConversationHistory: true, storeConversation: true },
    currentState,
  };
  return apiRequest<AiAgentAccepted>('/ai/agent', {
    method: 'POST',
    body,
    expectedStatus: 202,
  });
}
