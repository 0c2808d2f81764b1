import type { AiActionDecidedEvent, AiPendingAction } from '@worksphere/contracts';
import type { AiChatLine, AiFinalResponse } from './aiTypes';

/**
 * The open AI conversation and its request flow (spec 3 §4): the user sends (pending), the
 * server accepts with 202, progress arrives as system lines, then a final response (assistant
 * line) or an error (error line) ends the pending state. Events of another session are ignored.
 */
export type AiChatState = {
  sessionId: string | null;
  messages: AiChatLine[];
  isPending: boolean;
};

export type AiChatAction =
  | { type: 'reset' }
  | { type: 'loaded'; sessionId: string; messages: AiChatLine[] }
  /** The stored conversation read again after the socket reconnected (answers may have been missed). */
  | { type: 'resynced'; sessionId: string; messages: AiChatLine[] }
  | { type: 'sent'; sessionId: string; text: string; at: string }
  | { type: 'startFailed'; sessionId: string; error: string; at: string }
  | { type: 'update'; sessionId: string; text: string; at: string }
  | { type: 'final'; sessionId: string; finalResponse: AiFinalResponse; at: string }
  | { type: 'failed'; sessionId: string; error: string; at: string }
  /** A card's action changed (the answer of its press): shown on whichever line holds it. */
  | { type: 'actionChanged'; action: AiPendingAction }
  /** aiActionDecided: the action, and the outcome line its conversation got. */
  | { type: 'actionDecided'; event: AiActionDecidedEvent };

export const initialAiChatState: AiChatState = { sessionId: null, messages: [], isPending: false };

export function aiChatReducer(state: AiChatState, action: AiChatAction): AiChatState {
  switch (action.type) {
    case 'reset':
      return initialAiChatState;
    case 'loaded':
      // A request still running in this session keeps its pending state.
      return {
        sessionId: action.sessionId,
        messages: action.messages,
        isPending: state.sessionId === action.sessionId && state.isPending,
      };
    case 'actionChanged':
      return withAction(state, action.action);
    case 'actionDecided': {
      const updated = withAction(state, action.event.action);
      const { line } = action.event;
      if (!line || action.event.sessionId !== state.sessionId) return updated;
      return { ...updated, messages: [...updated.messages, line] };
    }
    case 'sent':
      return {
        sessionId: action.sessionId,
        messages: [...state.messages, { role: 'user', content: action.text, timestamp: action.at }],
        isPending: true,
      };
    default:
      break;
  }
  if (action.sessionId !== state.sessionId) return state;
  switch (action.type) {
    case 'resynced': {
      // Stored lines end with the answer or the error once the run is over.
      const lastRole = action.messages.at(-1)?.role;
      const isOver = lastRole === 'llm' || lastRole === 'error';
      if (!state.isPending || !isOver) return state;
      return { ...state, messages: action.messages, isPending: false };
    }
    case 'update':
      return {
        ...state,
        messages: [
          ...state.messages,
          { role: 'system', content: action.text, timestamp: action.at },
        ],
      };
    case 'final':
      return {
        ...state,
        isPending: false,
        messages: [
          ...state.messages,
          {
            role: 'llm',
            content: action.finalResponse.chatMessage,
            reasoning: action.finalResponse.reasoning || undefined,
            timestamp: action.at,
            changes: action.finalResponse.changes,
            uiUpdateData: action.finalResponse.uiUpdateData ?? undefined,
            ...(action.finalResponse.suggestions?.length
              ? { suggestions: action.finalResponse.suggestions }
              : {}),
            ...(action.finalResponse.actions?.length
              ? { actions: action.finalResponse.actions }
              : {}),
          },
        ],
      };
    case 'startFailed':
    case 'failed':
      return {
        ...state,
        isPending: false,
        messages: [
          ...state.messages,
          { role: 'error', content: action.error, timestamp: action.at },
        ],
      };
  }
}

/** The lines with this action replaced wherever it is shown; the same state if it is not. */
function withAction(state: AiChatState, changed: AiPendingAction): AiChatState {
  if (!state.messages.some((line) => line.actions?.some((one) => one.id === changed.id))) {
    return state;
  }
  return {
    ...state,
    messages: state.messages.map((line) =>
      line.actions?.some((one) => one.id === changed.id)
        ? { ...line, actions: line.actions.map((one) => (one.id === changed.id ? changed : one)) }
        : line,
    ),
  };
}

/** Spec 3 §5: nothing to send after trimming, or a request already pending, blocks sending. */
export function canSendAiMessage(text: string, isPending: boolean): boolean {
  return text.trim() !== '' && !isPending;
}
