import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { ApiError } from '../../../platform/api/ApiError';
import { errorParamsOf, localizeServerText } from '../../../platform/api/serverText';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { confirmImportantChat } from '../api/chatApi';
import { chatKeys } from '../api/chatKeys';
import { chatMessages } from '../chat.messages';
import { useChat } from '../realtime/ChatContext';
import { chatPagePath } from '../utils/openChatParams';
import { roomNameShown, threadTitleShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.announcement;

/** The failure text of a confirmation: the server's own error when it sent one (spec 3 §8). */
export function describeConfirmError(error: unknown): string {
  return error instanceof ApiError && error.serverMessage
    ? localizeServerText(error.serverMessage, error.code, errorParamsOf(error.payload))
    : messages.confirmFailed;
}

/** The important-announcement modal (spec 3 §2, §4, §8): one announcement at a time. */
export function AnnouncementModal() {
  const {
    currentAnnouncement: announcement,
    announcementCount,
    closeAnnouncement,
    dispatchChatWindow,
  } = useChat();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);

  if (!announcement) return null;

  async function confirm(): Promise<boolean> {
    if (!announcement) return false;
    setIsBusy(true);
    try {
      await confirmImportantChat(announcement.id);
      toast.success(messages.confirmed);
      void queryClient.invalidateQueries({ queryKey: chatKeys.importantActive() });
      return true;
    } catch (error) {
      toast.error(describeConfirmError(error));
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  async function handleConfirmRead() {
    if (await confirm()) closeAnnouncement();
  }

  async function handleGoToChat() {
    if (!announcement) return;
    const target = chatPagePath(announcement.chatRoomId, announcement.threadId);
    // A failed confirmation shows its error, but navigation and closing still happen.
    await confirm();
    void navigate(target);
    // The page shows the thread: the floating window would only repeat it.
    dispatchChatWindow({ type: 'close' });
    closeAnnouncement();
  }

  return (
    <Modal
      key={announcement.id}
      isOpen
      onClose={closeAnnouncement}
      title={messages.title}
      description={announcementCount > 1 ? messages.waiting(announcementCount - 1) : undefined}
      footer={
        <>
          <Button variant="secondary" disabled={isBusy} onClick={() => void handleGoToChat()}>
            {messages.goToChat}
          </Button>
          <Button isLoading={isBusy} onClick={() => void handleConfirmRead()}>
            {messages.confirmRead}
          </Button>
        </>
      }
    >
      <p className="text-sm font-semibold text-zinc-900">
        {messages.says(displayNameOf(announcement.sender))}
      </p>
      <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap text-zinc-800">
        {announcement.content}
      </p>
      <p className="mt-3 text-xs text-zinc-500">
        {roomNameShown(announcement.chatRoom.name)} · {threadTitleShown(announcement.thread.title)}
      </p>
    </Modal>
  );
}
