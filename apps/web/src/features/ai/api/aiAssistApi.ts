import { useMutation } from '@tanstack/react-query';
import type { AiAssistRequest, AiAssistResponse } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** POST /ai/assist: a summary, "catch me up" or a drafted reply of a chat thread or a mail. */
export function useAiAssistMutation() {
  return useMutation({
    mutationFn: (body: AiAssistRequest) =>
      apiRequest<AiAssistResponse>('/ai/assist', { method: 'POST', body }),
  });
}
