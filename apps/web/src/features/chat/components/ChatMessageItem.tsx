import type { ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { FileVideo, Megaphone, Pin } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../ui/Button';
import { useCurrentUser } from '../../auth/components/useAuth';
import {
  useConfirmChatMutation,
  useEditChatMutation,
  useMarkChatReadMutation,
  useMarkImportantMutation,
  usePinChatMutation,
} from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import { formatChatTime } from '../utils/formatChatTime';
import {
  messageOptionsFor,
  needsConfirmation,
  needsReadMark,
  receiptOf,
} from '../utils/messageOptions';
import { MessageOptionsMenu, type MessageOption } from './MessageOptionsMenu';

const messages = chatMessages.messages;

type ChatMessageItemProps = {
  chat: ChatMessage;
  /** Delete, add to note and add to task open dialogs owned by the list. */
  onRequest: (option: 'delete' | 'addToNote' | 'addToTask', chat: ChatMessage) => void;
};

/** One message: sender, time, content, attachments, badges, options, read and confirm. */
export function ChatMessageItem({ chat, onRequest }: ChatMessageItemProps) {
  const user = useCurrentUser();
  const [isEditing, setIsEditing] = useState(false);
  const [draft, setDraft] = useState(chat.content);
  const markRead = useMarkChatReadMutation();
  const confirmChat = useConfirmChatMutation();
  const pinChat = usePinChatMutation();
  const markImportant = useMarkImportantMutation();
  const editChat = useEditChatMutation();
  const isOwn = chat.sender.id === user.id;
  const readRequested = useRef(false);
  const ownReceipt = receiptOf(chat, user.id);

  function handleHover() {
    if (readRequested.current || !needsReadMark(chat, user.id)) return;
    readRequested.current = true;
    markRead.mutate(chat, {
      onError: () => {
        readRequested.current = false;
        toast.error(chatMessages.toasts.markReadFailed);
      },
    });
  }

  function handleOption(option: MessageOption) {
    if (option === 'pin' || option === 'unpin') {
      const isPinned = option === 'pin';
      pinChat.mutate(
        { id: chat.id, isPinned },
        {
          onSuccess: () =>
            toast.success(isPinned ? chatMessages.toasts.pinned : chatMessages.toasts.unpinned),
          onError: () => toast.error(chatMessages.toasts.pinFailed),
        },
      );
      return;
    }
    if (option === 'markImportant' || option === 'unmarkImportant') {
      const isImportant = option === 'markImportant';
      markImportant.mutate(
        { id: chat.id, isImportant },
        {
          onSuccess: () =>
            toast.success(
              isImportant
                ? chatMessages.toasts.markedImportant
                : chatMessages.toasts.unmarkedImportant,
            ),
          onError: () => toast.error(chatMessages.toasts.importantFailed),
        },
      );
      return;
    }
    if (option === 'edit') {
      setDraft(chat.content);
      setIsEditing(true);
      return;
    }
    onRequest(option, chat);
  }

  function handleConfirm() {
    confirmChat.mutate(chat, {
      onSuccess: () => toast.success(chatMessages.toasts.confirmReadDone),
      onError: () => toast.error(chatMessages.toasts.confirmReadFailed),
    });
  }

  function handleEditSubmit(event: FormEvent) {
    event.preventDefault();
    editChat.mutate(
      { id: chat.id, content: draft },
      {
        onSuccess: () => {
          setIsEditing(false);
          toast.success(chatMessages.options.edited);
        },
        onError: (error) =>
          toast.error(error.message ? error.message : chatMessages.options.editFailed),
      },
    );
  }

  return (
    <li
      onMouseEnter={handleHover}
      data-testid="chat-message"
      className={clsx(
        'group flex gap-3 rounded-xl px-3 py-2',
        chat.isImportant ? 'bg-amber-50' : 'hover:bg-zinc-50',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold uppercase',
          isOwn ? 'bg-brand-100 text-brand-700' : 'bg-zinc-200 text-zinc-700',
        )}
      >
        {chat.sender.username.slice(0, 2)}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          <span className="text-sm font-semibold text-zinc-900">{chat.sender.username}</span>
          <time dateTime={chat.createdAt} className="text-xs text-zinc-500">
            {formatChatTime(chat.createdAt)}
          </time>
          {chat.editedAt ? (
            <span className="text-xs text-zinc-400">({messages.edited})</span>
          ) : null}
          {chat.isPinned ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 text-xs font-medium text-brand-700">
              <Pin aria-hidden className="size-3" />
              {messages.pinned}
            </span>
          ) : null}
          {chat.isImportant ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-medium text-amber-800">
              <Megaphone aria-hidden className="size-3" />
              {messages.important}
            </span>
          ) : null}
        </div>
        {isEditing ? (
          <form onSubmit={handleEditSubmit} className="mt-1 space-y-2">
            <textarea
              value={draft}
              aria-label={chatMessages.options.editLabel}
              onChange={(event) => setDraft(event.target.value)}
              rows={2}
              className="block w-full resize-y rounded-lg border border-zinc-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" isLoading={editChat.isPending}>
                {chatMessages.options.saveEdit}
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setIsEditing(false)}>
                {chatMessages.options.cancelEdit}
              </Button>
            </div>
          </form>
        ) : chat.content ? (
          <p className="mt-0.5 text-sm leading-6 break-words whitespace-pre-wrap text-zinc-800">
            {chat.content}
          </p>
        ) : null}
        {chat.attachments.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {chat.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a
                  href={attachment.url}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={messages.attachmentLabel(attachment.filename)}
                  className="block overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50"
                >
                  {attachment.mimetype.startsWith('image/') ? (
                    <img
                      src={attachment.url}
                      alt={attachment.filename}
                      className="max-h-40 max-w-56 object-cover"
                    />
                  ) : (
                    <span className="flex items-center gap-2 px-3 py-2 text-xs text-zinc-700">
                      <FileVideo aria-hidden className="size-4" />
                      {attachment.filename}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {needsConfirmation(chat, user.id) ? (
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            isLoading={confirmChat.isPending}
            onClick={handleConfirm}
          >
            {messages.confirmRead}
          </Button>
        ) : ownReceipt?.confirmedAt ? (
          <p className="mt-1 text-xs text-emerald-700">
            {messages.confirmedAt(formatChatTime(ownReceipt.confirmedAt))}
          </p>
        ) : null}
      </div>
      <div className="transition-opacity sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        <MessageOptionsMenu options={messageOptionsFor(chat, user)} onSelect={handleOption} />
      </div>
    </li>
  );
}
