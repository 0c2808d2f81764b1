import {
  ALLOWED_ATTACHMENT_TYPES,
  threadTitleFromMessage,
  type ChatMessage,
  type ChatPerson,
} from '@worksphere/contracts';
import clsx from 'clsx';
import { Megaphone, Paperclip, SendHorizontal, Smile } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { FilePreviewList } from '../../../ui/FilePreviewList';
import { IconButton } from '../../../ui/IconButton';
import { useAutoGrowTextarea } from '../../../ui/useAutoGrowTextarea';
import { useSendChatMutation } from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import { EmojiPickerButton } from '../emoji/EmojiPickerButton';
import { activeMentionQuery, applyMention, suggestMembers } from '../utils/mentions';
import { MentionSuggestions } from './MentionSuggestions';
import { useTypingNotifier } from '../realtime/useTyping';
import {
  canSendChat,
  checkAttachmentTypes,
  COMPOSER_MAX_HEIGHT_PX,
  createClientMessageId,
  isSendKey,
} from '../utils/composerRules';

const messages = chatMessages.composer;

type ChatComposerProps = {
  roomId: string | null;
  threadId: string | null;
  /** Who "@" offers (the organisation's members); the writer is left out. */
  members?: ReadonlyArray<ChatPerson>;
  currentUserId?: string;
  /**
   * Set (even to ''): the message opens a new thread in the room instead of going into
   * threadId, titled this or, when blank, after the message's first line (room view).
   */
  newThreadTitle?: string;
  /** After a send succeeded, with the stored message (the room view opens its thread). */
  onSent?: (chat: ChatMessage) => void;
  /** Shown above the text field (the room view's choice of thread). */
  children?: ReactNode;
};

/**
 * The composer (spec 3 §5): Enter sends, Shift+Enter adds a line, it grows to 96 px; files of
 * the allowed types only; the important switch makes the message an announcement.
 */
export function ChatComposer({
  roomId,
  threadId,
  members = [],
  currentUserId,
  newThreadTitle,
  onSent,
  children,
}: ChatComposerProps) {
  const [content, setContent] = useState('');
  const [caret, setCaret] = useState(0);
  const [activeIndex, setActiveIndex] = useState(0);
  /** The "@" position whose suggestions Escape closed. */
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const listboxId = useId();
  const [attachments, setAttachments] = useState<File[]>([]);
  const [isImportant, setIsImportant] = useState(false);
  // One id per message being written: a retry after a failure sends the same id again.
  const [clientMessageId, setClientMessageId] = useState(createClientMessageId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /** Where the caret goes once a chosen mention is in the text. */
  const pendingCaretRef = useRef<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const importantId = useId();
  const sendChat = useSendChatMutation();
  const notifyTyping = useTypingNotifier(threadId);
  const isSendable = canSendChat(content, attachments.length) && !sendChat.isPending;
  const mention = activeMentionQuery(content, caret);
  const suggestions =
    mention && mention.start !== dismissedAt
      ? suggestMembers(members, mention.query, currentUserId)
      : [];
  const activeSuggestion = suggestions[Math.min(activeIndex, suggestions.length - 1)];

  function handleTextChange(value: string, selectionStart: number) {
    setContent(value);
    if (value.trim()) notifyTyping();
    setCaret(selectionStart);
    setActiveIndex(0);
  }

  function chooseMention(person: ChatPerson) {
    if (!mention) return;
    const next = applyMention(content, { start: mention.start, caret }, person.username);
    setContent(next.text);
    setCaret(next.caret);
    pendingCaretRef.current = next.caret;
  }

  // Right after the text with the mention is committed, before the next keystroke can land at
  // the old caret position (a frame later would be too late for a fast typist).
  useLayoutEffect(() => {
    const position = pendingCaretRef.current;
    const textarea = textareaRef.current;
    if (position === null || !textarea) return;
    pendingCaretRef.current = null;
    textarea.focus();
    textarea.setSelectionRange(position, position);
  }, [content]);

  useAutoGrowTextarea(textareaRef, content, COMPOSER_MAX_HEIGHT_PX);

  /** The chosen emoji goes where the caret was, and the caret after it. */
  function insertEmoji(emoji: string) {
    const next = `${content.slice(0, caret)}${emoji}${content.slice(caret)}`;
    setContent(next);
    setCaret(caret + emoji.length);
    pendingCaretRef.current = caret + emoji.length;
  }

  function send() {
    if (!canSendChat(content, attachments.length) || sendChat.isPending) return;
    const opensThread = newThreadTitle !== undefined;
    if (!roomId || (!threadId && !opensThread)) {
      toast.error(chatMessages.toasts.noThreadSelected);
      return;
    }
    const target = opensThread
      ? {
          newThreadTitle:
            threadTitleFromMessage(newThreadTitle) ||
            threadTitleFromMessage(
              content,
              attachments.map((file) => file.name),
            ),
        }
      : { threadId: threadId ?? undefined };
    sendChat.mutate(
      {
        ...target,
        chatRoomId: roomId,
        content: content.trim(),
        isImportant,
        clientMessageId,
        attachments,
      },
      {
        onSuccess: (chat) => {
          setContent('');
          setCaret(0);
          setDismissedAt(null);
          setAttachments([]);
          setIsImportant(false);
          setClientMessageId(createClientMessageId());
          if (fileInputRef.current) fileInputRef.current.value = '';
          textareaRef.current?.focus();
          onSent?.(chat);
        },
        onError: (error) => {
          toast.error(
            error instanceof Error && error.message
              ? error.message
              : chatMessages.toasts.sendFailed,
          );
        },
      },
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (suggestions.length > 0 && mention) {
      const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
      if (step !== 0) {
        event.preventDefault();
        setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && activeSuggestion) {
        event.preventDefault();
        chooseMention(activeSuggestion);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        setDismissedAt(mention.start);
        return;
      }
    }
    if (
      !isSendKey({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    )
      return;
    event.preventDefault();
    send();
  }

  function handleFiles(fileList: FileList | null) {
    const { accepted, errors } = checkAttachmentTypes(Array.from(fileList ?? []));
    for (const error of errors) toast.error(error);
    if (accepted.length > 0) setAttachments((current) => [...current, ...accepted]);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  return (
    // Toasts keep off the composer and Send (issue 22).
    <div data-toast-keep-clear="" className="border-t border-zinc-200 bg-white p-3">
      {children}
      {attachments.length > 0 ? (
        <FilePreviewList
          files={attachments}
          onRemove={(index) => setAttachments((current) => current.filter((_, i) => i !== index))}
          labels={{
            list: messages.previewLabel,
            fileSize: messages.fileSize,
            remove: messages.removeAttachment,
          }}
        />
      ) : null}
      <div className="flex items-end gap-2">
        <IconButton
          label={messages.attach}
          icon={<Paperclip className="size-4" />}
          onClick={() => fileInputRef.current?.click()}
        />
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          accept={ALLOWED_ATTACHMENT_TYPES.join(',')}
          data-testid="chat-attachment-input"
          onChange={(event) => handleFiles(event.target.files)}
        />
        <EmojiPickerButton
          label={chatMessages.emoji.open}
          trigger={<Smile aria-hidden className="size-4" />}
          triggerClassName={clsx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
            focusRing,
          )}
          placement="top start"
          onChoose={insertEmoji}
        />
        <div className="relative flex-1">
          {suggestions.length > 0 ? (
            <MentionSuggestions
              id={listboxId}
              people={suggestions}
              activeId={activeSuggestion?.id}
              onChoose={chooseMention}
            />
          ) : null}
          <textarea
            ref={textareaRef}
            rows={1}
            value={content}
            aria-label={messages.label}
            placeholder={messages.placeholder}
            aria-autocomplete="list"
            aria-controls={suggestions.length > 0 ? listboxId : undefined}
            aria-activedescendant={
              activeSuggestion ? `${listboxId}-${activeSuggestion.id}` : undefined
            }
            onChange={(event) =>
              handleTextChange(event.target.value, event.target.selectionStart ?? 0)
            }
            onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
            onKeyDown={handleKeyDown}
            style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
            className="block min-h-9 w-full resize-none rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
        </div>
        <IconButton
          label={messages.send}
          icon={<SendHorizontal className="size-4" />}
          tone="accent"
          disabled={!isSendable}
          onClick={send}
        />
      </div>
      <label
        htmlFor={importantId}
        className={clsx(
          'mt-2 inline-flex cursor-pointer items-center gap-2 rounded-md text-xs text-zinc-600',
          focusRing,
        )}
        title={messages.importantHint}
      >
        <input
          id={importantId}
          type="checkbox"
          checked={isImportant}
          onChange={(event) => setIsImportant(event.target.checked)}
          className="size-4 rounded border-zinc-300 accent-brand-600"
        />
        <Megaphone aria-hidden className="size-3.5 text-amber-600" />
        {messages.important}
      </label>
    </div>
  );
}
