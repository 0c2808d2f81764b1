/**
 * The AI action event (spec 3 §2): any screen may open the floating window on the AI tab, on a
 * given conversation or on the list. Kept apart from the AI panel so it costs nothing to import.
 */
export const OPEN_AI_ASSISTANT_EVENT = 'openAiAssistant';

export type OpenAiAssistantDetail = { sessionId?: string | null };

export function openAiAssistant(detail: OpenAiAssistantDetail = {}) {
  window.dispatchEvent(new CustomEvent(OPEN_AI_ASSISTANT_EVENT, { detail }));
}

export function readOpenAiDetail(event: Event): OpenAiAssistantDetail {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (typeof detail !== 'object' || detail === null) return {};
  const { sessionId } = detail as { sessionId?: unknown };
  return typeof sessionId === 'string' && sessionId !== '' ? { sessionId } : {};
}
