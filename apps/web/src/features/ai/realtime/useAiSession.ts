import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AiChange, AiFinalResponseEvent } from '@worksphere/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { readSessionToken } from '../../../platform/api/sessionToken';
import { createAiSocket, type AiSocket } from '../../../platform/realtime/aiSocket';
import { aiMessages } from '../ai.messages';
import { aiKeys } from '../api/aiKeys';
import { fetchAiConversation, startAiAgent } from '../api/aiApi';
import { aiChatReducer, initialAiChatState, type AiChatAction } from '../utils/aiChatState';
import { createSessionId } from '../utils/createSessionId';

/** How long a first message waits for the live connection before it is sent anyway. */
const CONNECT_WAIT_MS = 5_000;

type UseAiSessionOptions = {
  /** A final response of a request this tab sent (the hand-off and navigation act on it). */
  onOwnFinalResponse: (event: AiFinalResponseEvent) => void;
  /** A new conversation got its id with its first message. */
  onSessionStarted: (sessionId: string) => void;
  socketFactory?: (token: string | null) => AiSocket;
};

/**
 * The open AI conversation and the `/ai` socket (spec 3 §4, §7), connected when the AI tab is
 * first shown and closed with the window. Results of other conversations are ignored here.
 */
export function useAiSession({
  onOwnFinalResponse,
  onSessionStarted,
  socketFactory = createAiSocket,
}: UseAiSessionOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(aiChatReducer, initialAiChatState);
  const socketRef = useRef<AiSocket | null>(null);
  /** The session whose request this tab sent and still waits for. */
  const awaitedSessionRef = useRef<string | null>(null);
  const onFinalRef = useRef(onOwnFinalResponse);
  useEffect(() => {
    onFinalRef.current = onOwnFinalResponse;
  }, [onOwnFinalResponse]);

  useEffect(() => {
    const socket = socketFactory(readSessionToken());
    socketRef.current = socket;
    const now = () => new Date().toISOString();
    let hasConnected = false;
    // Events sent while the connection was down are lost: read the pending conversation again.
    socket.on('connect', () => {
      const sessionId = awaitedSessionRef.current;
      if (hasConnected && sessionId) {
        fetchAiConversation(sessionId)
          .then(({ messages }) => dispatch({ type: 'resynced', sessionId, messages }))
          .catch((error: unknown) => console.error('Reading the AI conversation failed', error));
      }
      hasConnected = true;
    });
    socket.on('aiUpdate', ({ sessionId, update }) =>
      dispatch({ type: 'update', sessionId, text: update, at: now() }),
    );
    socket.on('aiFinalResponse', (event) => {
      dispatch({
        type: 'final',
        sessionId: event.sessionId,
        finalResponse: event.finalResponse,
        at: now(),
      });
      void queryClient.invalidateQueries({ queryKey: aiKeys.all });
      refreshChangedData(queryClient, event.finalResponse.changes);
      if (event.sessionId === awaitedSessionRef.current) {
        awaitedSessionRef.current = null;
        onFinalRef.current(event);
      }
    });
    // A card decided here or in another tab: its action, and the outcome line.
    socket.on('aiActionDecided', (event) => {
      dispatch({ type: 'actionDecided', event });
      // Its conversation got a line: the list's order and counts change.
      void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() });
    });
    socket.on('aiError', ({ sessionId, error }) => {
      dispatch({ type: 'failed', sessionId, error, at: now() });
      void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() });
      if (sessionId === awaitedSessionRef.current) awaitedSessionRef.current = null;
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [socketFactory, queryClient]);

  const send = useCallback(
    async (text: string) => {
      const sessionId = state.sessionId ?? createSessionId();
      const at = new Date().toISOString();
      dispatch({ type: 'sent', sessionId, text, at });
      if (sessionId !== state.sessionId) onSessionStarted(sessionId);
      awaitedSessionRef.current = sessionId;
      // The answer comes only on the socket: do not ask before it can hear.
      if (socketRef.current) await waitForConnection(socketRef.current, CONNECT_WAIT_MS);
      try {
        await startAiAgent(text, sessionId);
        void queryClient.invalidateQueries({ queryKey: aiKeys.conversations() });
      } catch (error) {
        awaitedSessionRef.current = null;
        const message =
          error instanceof ApiError && error.serverMessage
            ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
            : aiMessages.startFailed;
        dispatch({ type: 'startFailed', sessionId, error: message, at: new Date().toISOString() });
      }
      return sessionId;
    },
    [state.sessionId, queryClient, onSessionStarted],
  );

  const dispatchSession = useCallback((action: AiChatAction) => dispatch(action), []);
  return { state, send, dispatch: dispatchSession };
}

function waitForConnection(socket: AiSocket, timeoutMs: number): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket.off('connect', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('connect', done);
  });
}

/** What the assistant created or changed is shown fresh on the screens that list it. */
function refreshChangedData(queryClient: QueryClient, changes: AiChange[]) {
  const roots = new Set(
    changes.map((change) =>
      change.entity === 'task'
        ? 'tasks'
        : change.entity === 'note'
          ? 'notes'
          : change.entity === 'calendarEvent'
            ? 'calendar'
            : null,
    ),
  );
  for (const root of roots) {
    if (root) void queryClient.invalidateQueries({ queryKey: [root] });
  }
}
