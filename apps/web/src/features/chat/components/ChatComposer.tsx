import { ALLOWED_ATTACHMENT_TYPES } from '@worksphere/contracts';
import clsx from 'clsx';
import { Megaphone, Paperclip, SendHorizontal, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { useSendChatMutation } from '../api/chatApi';
import { chatMessages } from '../chat.messages';
import {
  canSendChat,
  checkAttachmentTypes,
  COMPOSER_MAX_HEIGHT_PX,
  createClientMessageId,
  formatKilobytes,
  isSendKey,
} from '../utils/composerRules';

const messages = chatMessages.composer;

type ChatComposerProps = {
  roomId: string | null;
  threadId: string | null;
};

/**
 * The composer (spec 3 §5): Enter sends, Shift+Enter adds a line, it grows to 96 px; files of
 * the allowed types only; the important switch makes the message an announcement.
 */
export function ChatComposer({ roomId, threadId }: ChatComposerProps) {
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState<File[]>([]);
  const [isImportant, setIsImportant] = useState(false);
  // One id per message being written: a retry after a failure sends the same id again.
  const [clientMessageId, setClientMessageId] = useState(createClientMessageId);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const importantId = useId();
  const sendChat = useSendChatMutation();
  const isSendable = canSendChat(content, attachments.length) && !sendChat.isPending;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [content]);

  function send() {
    if (!canSendChat(content, attachments.length) || sendChat.isPending) return;
    if (!threadId || !roomId) {
      toast.error(chatMessages.toasts.noThreadSelected);
      return;
    }
    sendChat.mutate(
      {
        threadId,
        chatRoomId: roomId,
        content: content.trim(),
        isImportant,
        clientMessageId,
        attachments,
      },
      {
        onSuccess: () => {
          setContent('');
          setAttachments([]);
          setIsImportant(false);
          setClientMessageId(createClientMessageId());
          if (fileInputRef.current) fileInputRef.current.value = '';
          textareaRef.current?.focus();
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
    <div className="border-t border-zinc-200 bg-white p-3">
      {attachments.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={messages.attach}>
          {attachments.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 pr-1 pl-3 text-xs text-zinc-700"
            >
              <span className="max-w-40 truncate font-medium">{file.name}</span>
              <span className="text-zinc-500">{messages.fileSize(formatKilobytes(file.size))}</span>
              <IconButton
                label={messages.removeAttachment(file.name)}
                icon={<X className="size-3.5" />}
                className="size-6"
                onClick={() => setAttachments((current) => current.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
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
        <textarea
          ref={textareaRef}
          rows={1}
          value={content}
          aria-label={messages.label}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={handleKeyDown}
          style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
          className="block min-h-9 flex-1 resize-none rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        />
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
