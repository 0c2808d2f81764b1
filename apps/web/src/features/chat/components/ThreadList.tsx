import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { useCreateThreadMutation, useThreadsQuery } from '../api/chatApi';
import { useChatUnreadQuery } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { navUnreadOfThread } from '../utils/navUnread';
import { ChatNavList } from './ChatNavList';
import { threadTitleShown } from '../../../platform/i18n/builtinNames';

const messages = chatMessages.threads;

/** The threads of a room (title), with a field to start one. */
export function ThreadList({
  roomId,
  selectedId,
  onSelect,
}: {
  roomId: string;
  selectedId: string | null;
  onSelect: (threadId: string) => void;
}) {
  const threads = useThreadsQuery(roomId);
  const createThread = useCreateThreadMutation();
  const unread = useChatUnreadQuery();

  useEffect(() => {
    if (threads.isError)
      toast.error(chatMessages.toasts.fetchThreadsFailed, { toastId: 'chat-threads' });
  }, [threads.isError]);

  return (
    <ChatNavList
      query={threads}
      labelOf={(thread) => threadTitleShown(thread.title)}
      icon={MessageCircle}
      texts={{
        title: messages.title,
        loading: messages.loading,
        failed: chatMessages.toasts.fetchThreadsFailed,
        retry: messages.retry,
        empty: messages.empty,
        emptyHint: messages.emptyHint,
        newLabel: messages.newThreadLabel,
        create: messages.create,
        created: messages.created,
        createFailed: messages.createFailed,
      }}
      isCreating={createThread.isPending}
      create={(title) => createThread.mutateAsync({ chatRoomId: roomId, title })}
      selectedId={selectedId}
      onSelect={onSelect}
      unreadOf={(thread) => navUnreadOfThread(unread.data, thread.id)}
    />
  );
}
