import type { AiConversationSummary } from '@worksphere/contracts';
import clsx from 'clsx';
import { Bot, Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { aiMessages } from '../ai.messages';
import { useAiConversationsQuery } from '../api/aiApi';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = aiMessages.list;

type AiConversationListProps = {
  onOpen: (sessionId: string) => void;
  onNew: () => void;
  onDelete: (sessionId: string) => void;
  onDeleteAll: () => void;
};

/** The AI tab's list (spec 3 §2): 'AI Conversations', newest first, with delete and Delete All. */
export function AiConversationList({
  onOpen,
  onNew,
  onDelete,
  onDeleteAll,
}: AiConversationListProps) {
  const conversations = useAiConversationsQuery();

  useEffect(() => {
    if (conversations.isError) {
      toast.error(messages.fetchFailedToast, { toastId: 'ai-conversations' });
    }
  }, [conversations.isError]);

  const items = conversations.data ?? [];
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-100 px-3 py-2">
        <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-zinc-900">
          {messages.title}
        </h3>
        {items.length > 0 ? (
          <Button size="sm" variant="dangerGhost" onClick={onDeleteAll}>
            {messages.deleteAll}
          </Button>
        ) : null}
        <Button size="sm" icon={<Plus aria-hidden className="size-4" />} onClick={onNew}>
          {messages.newConversation}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {conversations.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 py-8 text-sm text-zinc-500"
          >
            <Spinner />
            {messages.loading}
          </p>
        ) : conversations.isError ? (
          <div className="flex flex-col items-center gap-3 py-8 text-center text-sm text-zinc-600">
            <p>{messages.fetchFailedToast}</p>
            <Button size="sm" variant="secondary" onClick={() => void conversations.refetch()}>
              {messages.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Bot aria-hidden className="size-6" />}
            title={messages.empty}
            description={messages.emptyHint}
          />
        ) : (
          <ul aria-label={messages.listLabel} className="space-y-1">
            {items.map((item) => (
              <ConversationRow
                key={item.sessionId}
                item={item}
                onOpen={onOpen}
                onDelete={onDelete}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  item,
  onOpen,
  onDelete,
}: {
  item: AiConversationSummary;
  onOpen: (sessionId: string) => void;
  onDelete: (sessionId: string) => void;
}) {
  const title = item.title.trim() || messages.untitled;
  const dates = useDateFormatter();
  return (
    <li className="flex items-center gap-1 rounded-lg hover:bg-zinc-50">
      <button
        type="button"
        onClick={() => onOpen(item.sessionId)}
        className={clsx('min-w-0 flex-1 rounded-lg px-2 py-2 text-left', focusRing)}
      >
        <span className="block truncate text-sm font-medium text-zinc-900">{title}</span>
        <span className="block text-xs text-zinc-500">
          {messages.updated(dates.formatTimeOrDateTime(item.updatedAt))}
        </span>
      </button>
      <IconButton
        label={messages.delete(title)}
        icon={<Trash2 className="size-4" />}
        onClick={() => onDelete(item.sessionId)}
      />
    </li>
  );
}
