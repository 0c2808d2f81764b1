import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { QueryFailed, QueryLoading } from '../../../ui/QueryStatus';
import { useCreateThreadMutation, useThreadsQuery } from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import { CreateInlineForm } from './CreateInlineForm';

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

  useEffect(() => {
    if (threads.isError)
      toast.error(chatMessages.toasts.fetchThreadsFailed, { toastId: 'chat-threads' });
  }, [threads.isError]);

  async function handleCreate(title: string) {
    try {
      const thread = await createThread.mutateAsync({ chatRoomId: roomId, title });
      toast.success(messages.created(thread.title));
      onSelect(thread.id);
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : messages.createFailed);
      return false;
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <CreateInlineForm
        label={messages.newThreadLabel}
        submitLabel={messages.create}
        isBusy={createThread.isPending}
        onCreate={handleCreate}
      />
      {threads.isPending ? (
        <QueryLoading label={messages.loading} />
      ) : threads.isError ? (
        <QueryFailed
          message={chatMessages.toasts.fetchThreadsFailed}
          retryLabel={messages.retry}
          onRetry={() => void threads.refetch()}
        />
      ) : threads.data.length === 0 ? (
        <div className="px-1 py-4 text-sm text-zinc-500">
          <p className="font-medium text-zinc-700">{messages.empty}</p>
          <p className="mt-1">{messages.emptyHint}</p>
        </div>
      ) : (
        <ul aria-label={messages.title} className="min-h-0 flex-1 space-y-1 overflow-y-auto">
          {threads.data.map((thread) => (
            <li key={thread.id}>
              <button
                type="button"
                onClick={() => onSelect(thread.id)}
                aria-current={thread.id === selectedId ? 'true' : undefined}
                className={clsx(
                  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm',
                  thread.id === selectedId
                    ? 'bg-brand-50 font-semibold text-brand-700'
                    : 'text-zinc-700 hover:bg-zinc-100',
                  focusRing,
                )}
              >
                <MessageCircle aria-hidden className="size-4 shrink-0 text-zinc-400" />
                <span className="truncate">{thread.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
