import type { ChatMessage } from '@worksphere/contracts';
import { displayNameOf } from '../../auth/utils/displayNameOf';
import { initialsOf } from '../../auth/utils/initialsOf';
import clsx from 'clsx';
import { Megaphone, Pin } from 'lucide-react';
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
import { useMemberNames } from '../api/useMemberNames';
import { chatMessages } from '../chat.messages';
import {
  messageOptionsFor,
  needsConfirmation,
  needsReadMark,
  receiptOf,
} from '../utils/messageOptions';
import { AnnouncementConfirmations } from './AnnouncementConfirmations';
import { MessageAttachments } from './MessageAttachments';
import { MessageContent } from './MessageContent';
import { MessageOptionsMenu, type MessageOption } from './MessageOptionsMenu';
import { copyMessageLink } from '../utils/messageLink';
import { MemberCardButton } from './MemberCardButton';
import { PresenceDot } from './PresenceDot';
import { ReactionBar, ReactionPicker } from './ReactionBar';
import { useDateFormatter } from '../../../platform/dates/useDateFormatter';

const messages = chatMessages.messages;

type ChatMessageItemProps = {
  chat: ChatMessage;
  /** The first message of a sender's group shows avatar, name and time; the others only the time on hover. */
  isGroupStart?: boolean;
  /** Delete, add to note and add to task open dialogs owned by the list. */
  onRequest: (option: 'delete' | 'addToNote' | 'addToTask', chat: ChatMessage) => void;
  /** Opened by its link (or a search result): stands out for a moment. */
  isHighlighted?: boolean;
};

/** One message: sender, time, content, attachments, badges, options, read and confirm. */
export function ChatMessageItem({
  chat,
  isGroupStart = true,
  onRequest,
  isHighlighted = false,
}: ChatMessageItemProps) {
  const user = useCurrentUser();
  const dates = useDateFormatter();
  const { members, nameOf } = useMemberNames();
  const senderName = displayNameOf(chat.sender);
  const seesConfirmations =
    chat.isImportant && (chat.sender.id === user.id || user.role === 'ADMIN');
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
    if (option === 'copyLink') {
      copyMessageLink(chat).then(
        () => toast.success(chatMessages.options.linkCopied),
        () => toast.error(chatMessages.options.linkCopyFailed),
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
      data-message-id={chat.id}
      data-highlighted={isHighlighted || undefined}
      className={clsx(
        'group relative flex gap-3 rounded-xl px-3',
        isGroupStart ? 'pt-2 pb-1' : 'py-0.5',
        chat.isImportant ? 'bg-amber-50' : 'hover:bg-zinc-50',
        'scroll-my-16 transition-shadow duration-700',
        isHighlighted && 'bg-brand-50 ring-2 ring-brand-400',
      )}
    >
      {isGroupStart ? (
        <span className="relative mt-0.5 size-8 shrink-0">
          <span
            aria-hidden
            className={clsx(
              'flex size-8 items-center justify-center rounded-full text-xs font-semibold',
              isOwn ? 'bg-brand-100 text-brand-700' : 'bg-zinc-200 text-zinc-700',
            )}
          >
            {initialsOf(senderName)}
          </span>
          <PresenceDot userId={chat.sender.id} />
        </span>
      ) : (
        <time
          dateTime={chat.createdAt}
          title={dates.formatTimeOrDateTime(chat.createdAt)}
          className="w-8 shrink-0 pt-1 text-right text-[10px] text-zinc-400 opacity-0 group-hover:opacity-100"
        >
          {dates.formatTime(chat.createdAt)}
        </time>
      )}
      <div className="min-w-0 flex-1">
        {isGroupStart ? (
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <MemberCardButton member={chat.sender} />
            <time dateTime={chat.createdAt} className="text-xs text-zinc-500">
              {dates.formatTimeOrDateTime(chat.createdAt)}
            </time>
            {chat.editedAt ? (
              <span className="text-xs text-zinc-400">({messages.edited})</span>
            ) : null}
            {chat.isPinned ? <PinnedBadge /> : null}
            {chat.isImportant ? <ImportantBadge /> : null}
          </div>
        ) : chat.editedAt || chat.isPinned ? (
          <div className="flex flex-wrap items-baseline gap-x-2">
            {chat.editedAt ? (
              <span className="text-xs text-zinc-400">({messages.edited})</span>
            ) : null}
            {chat.isPinned ? <PinnedBadge /> : null}
          </div>
        ) : null}
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
          <MessageContent chat={chat} userId={user.id} />
        ) : null}
        {chat.attachments.length > 0 ? <MessageAttachments attachments={chat.attachments} /> : null}
        <ReactionBar chat={chat} userId={user.id} nameOf={nameOf} />
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
            {messages.confirmedAt(dates.formatTimeOrDateTime(ownReceipt.confirmedAt))}
          </p>
        ) : null}
        {seesConfirmations ? (
          <AnnouncementConfirmations chat={chat} memberCount={members.length} nameOf={nameOf} />
        ) : null}
      </div>
      {/* Phones show the actions beside the message; larger screens float them on hover. */}
      <div className="flex shrink-0 items-start transition-opacity sm:absolute sm:-top-3 sm:right-2 sm:z-10 sm:rounded-lg sm:border sm:border-zinc-200 sm:bg-white sm:opacity-0 sm:shadow-sm sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
        <ReactionPicker chatId={chat.id} />
        <MessageOptionsMenu options={messageOptionsFor(chat, user)} onSelect={handleOption} />
      </div>
    </li>
  );
}

function PinnedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 text-xs font-medium text-brand-700">
      <Pin aria-hidden className="size-3" />
      {messages.pinned}
    </span>
  );
}

function ImportantBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 text-xs font-medium text-amber-800">
      <Megaphone aria-hidden className="size-3" />
      {messages.important}
    </span>
  );
}
