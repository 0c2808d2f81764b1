import type { AiActionResponse, AiPendingAction } from '@worksphere/contracts';
import { apiRequest } from '../../../platform/api/apiRequest';

/** POST /ai/actions/{id}/confirm or /cancel: the action as decided (a repeat runs nothing). */
export function decideAiAction(id: string, decision: 'confirm' | 'cancel') {
  return apiRequest<AiActionResponse>(`/ai/actions/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
  });
}

/** GET /ai/actions/{id}: the action now (after a press was refused, e.g. it expired). */
export function fetchAiAction(id: string) {
  return apiRequest<AiPendingAction>(`/ai/actions/${encodeURIComponent(id)}`);
}
