import type { AiFinalResponseEvent, AiPendingAction } from '@worksphere/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useChat } from '../../chat/realtime/ChatContext';
import { aiMessages } from '../ai.messages';
import {
  fetchAiConversation,
  useDeleteAiConversationMutation,
  useDeleteAllAiConversationsMutation,
} from '../api/aiApi';
import { useAiSession } from '../realtime/useAiSession';
import { AiActionUpdatesContext } from '../utils/aiActionUpdates';
import { applyUiUpdate } from '../utils/applyUiUpdate';
import { AiConversationList } from './AiConversationList';
import { AiConversationView } from './AiConversationView';

type PendingDelete = { kind: 'one'; sessionId: string } | { kind: 'all' } | null;

/**
 * The AI Assistant tab of the floating window (spec 3 §2, §4): the conversation list and one
 * conversation, the request flow over the `/ai` socket, deletes with their confirmations, and
 * what a final response asks of the screen (the POS hand-off, navigation).
 */
export function AiAssistantPanel() {
  const { chatWindow, dispatchChatWindow } = useChat();
  const { aiView, aiSessionId } = chatWindow;
  const navigate = useNavigate();
  const location = useLocation();
  const pathnameRef = useRef(location.pathname);
  useEffect(() => {
    pathnameRef.current = location.pathname;
  }, [location.pathname]);

  const handleOwnFinalResponse = useCallback(
    ({ finalResponse }: AiFinalResponseEvent) => {
      if (!finalResponse.uiUpdateData) return;
      applyUiUpdate(finalResponse.uiUpdateData, {
        pathname: pathnameRef.current,
        navigate: (path) => void navigate(path),
        closeChat: () => dispatchChatWindow({ type: 'close' }),
      });
    },
    [navigate, dispatchChatWindow],
  );
  const handleSessionStarted = useCallback(
    (sessionId: string) => dispatchChatWindow({ type: 'setAiSession', sessionId }),
    [dispatchChatWindow],
  );
  const { state, send, dispatch } = useAiSession({
    onOwnFinalResponse: handleOwnFinalResponse,
    onSessionStarted: handleSessionStarted,
  });

  // Choosing a conversation (or the aiSessionId URL) loads it; a new one starts empty.
  const sessionIdRef = useRef(state.sessionId);
  sessionIdRef.current = state.sessionId;
  const [loadingId, setLoadingId] = useState<string | null>(null);
  useEffect(() => {
    if (aiView !== 'chat' || aiSessionId === sessionIdRef.current) return;
    if (aiSessionId === null) {
      dispatch({ type: 'reset' });
      return;
    }
    let isCurrent = true;
    setLoadingId(aiSessionId);
    fetchAiConversation(aiSessionId)
      .then((conversation) => {
        if (isCurrent) {
          dispatch({ type: 'loaded', sessionId: aiSessionId, messages: conversation.messages });
        }
      })
      .catch(() => {
        if (!isCurrent) return;
        toast.error(aiMessages.toasts.fetchConversationFailed);
        dispatchChatWindow({ type: 'showAiList' });
      })
      .finally(() => {
        if (isCurrent) setLoadingId(null);
      });
    return () => {
      isCurrent = false;
    };
  }, [aiView, aiSessionId, dispatch, dispatchChatWindow]);

  const startNewConversation = () => {
    dispatch({ type: 'reset' });
    dispatchChatWindow({ type: 'openAiConversation', sessionId: null });
    toast.info(aiMessages.toasts.newConversation);
  };

  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const deleteOne = useDeleteAiConversationMutation();
  const deleteAll = useDeleteAllAiConversationsMutation();

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const closeOpenConversation = () => {
      dispatch({ type: 'reset' });
      dispatchChatWindow({ type: 'showAiList' });
    };
    if (pendingDelete.kind === 'all') {
      deleteAll.mutate(undefined, {
        onSuccess: () => {
          toast.success(aiMessages.toasts.allDeleted);
          closeOpenConversation();
        },
        onError: () => toast.error(aiMessages.toasts.deleteAllFailed),
        onSettled: () => setPendingDelete(null),
      });
      return;
    }
    const { sessionId } = pendingDelete;
    deleteOne.mutate(sessionId, {
      onSuccess: () => {
        toast.success(aiMessages.toasts.deleted);
        // Deleting the open conversation returns to the list (spec 3 §4).
        if (sessionId === sessionIdRef.current) closeOpenConversation();
      },
      onError: () => toast.error(aiMessages.toasts.deleteFailed),
      onSettled: () => setPendingDelete(null),
    });
  };

  // A confirmation card's press shows its answer at once (the live event may come later).
  const updateAction = useCallback(
    (action: AiPendingAction) => dispatch({ type: 'actionChanged', action }),
    [dispatch],
  );

  const confirm = aiMessages.confirm;
  return (
    <AiActionUpdatesContext.Provider value={updateAction}>
      {aiView === 'list' ? (
        <AiConversationList
          onOpen={(sessionId) => dispatchChatWindow({ type: 'openAiConversation', sessionId })}
          onNew={startNewConversation}
          onDelete={(sessionId) => setPendingDelete({ kind: 'one', sessionId })}
          onDeleteAll={() => setPendingDelete({ kind: 'all' })}
        />
      ) : (
        <AiConversationView
          lines={state.messages}
          isPending={state.isPending}
          isLoading={loadingId !== null}
          canDelete={state.sessionId !== null && state.messages.length > 0}
          onBack={() => dispatchChatWindow({ type: 'showAiList' })}
          onNew={startNewConversation}
          onDelete={() => {
            if (state.sessionId) setPendingDelete({ kind: 'one', sessionId: state.sessionId });
          }}
          onSend={(text) => void send(text)}
        />
      )}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title={pendingDelete?.kind === 'all' ? confirm.deleteAllTitle : confirm.deleteOneTitle}
        description={pendingDelete?.kind === 'all' ? confirm.deleteAll : confirm.deleteOne}
        confirmLabel={
          pendingDelete?.kind === 'all' ? confirm.deleteAllConfirm : confirm.deleteConfirm
        }
        isBusy={deleteOne.isPending || deleteAll.isPending}
        onConfirm={confirmDelete}
        onClose={() => setPendingDelete(null)}
      />
    </AiActionUpdatesContext.Provider>
  );
}
