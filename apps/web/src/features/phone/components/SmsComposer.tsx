import { Images, Send } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify';
import { FilePreviewList } from '../../../ui/FilePreviewList';
import { IconButton } from '../../../ui/IconButton';
import { useAutoGrowTextarea } from '../../../ui/useAutoGrowTextarea';
// The chat composer's height rule (spec 3 §5 and §9): up to 96 px, then it scrolls.
import { COMPOSER_MAX_HEIGHT_PX } from '../../chat/utils/composerRules';
import { phoneMessages } from '../phone.messages';
import { canSendSms, checkMediaTypes, SMS_MEDIA_TYPES } from '../utils/mediaRules';

const messages = phoneMessages.composer;

export type SmsDraft = { text: string; files: File[] };

type SmsComposerProps = {
  /** Resolves when the message went out (the draft is then cleared); rejects to keep it. */
  onSend: (draft: SmsDraft) => Promise<unknown>;
  isSending: boolean;
  disabled?: boolean;
};

/**
 * The text composer of a conversation: Enter sends, Shift+Enter adds a line; pictures and
 * videos of the allowed types ride along as MMS.
 */
export function SmsComposer({ onSend, isSending, disabled = false }: SmsComposerProps) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const isSendable = canSendSms(text, files.length) && !isSending && !disabled;

  useAutoGrowTextarea(textareaRef, text, COMPOSER_MAX_HEIGHT_PX);

  function send() {
    if (!isSendable) return;
    onSend({ text: text.trim(), files }).then(
      () => {
        setText('');
        setFiles([]);
        textareaRef.current?.focus();
      },
      // The caller showed the failure; the draft stays for another try.
      () => undefined,
    );
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function handleFiles(fileList: FileList | null) {
    const { accepted, errors } = checkMediaTypes(Array.from(fileList ?? []));
    for (const error of errors) toast.error(error);
    if (accepted.length > 0) setFiles((current) => [...current, ...accepted]);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  return (
    <div className="border-t border-zinc-200 bg-white p-3">
      {files.length > 0 ? (
        <FilePreviewList
          compact
          files={files}
          onRemove={(index) => setFiles((current) => current.filter((_, i) => i !== index))}
          labels={{
            list: messages.attachmentsLabel,
            fileSize: messages.fileSize,
            remove: messages.removeAttachment,
          }}
        />
      ) : null}
      <div className="flex items-end gap-2">
        <IconButton
          label={messages.attach}
          icon={<Images className="size-4" />}
          disabled={disabled}
          onClick={() => fileInputRef.current?.click()}
        />
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          accept={SMS_MEDIA_TYPES.join(',')}
          data-testid="sms-media-input"
          onChange={(event) => handleFiles(event.target.files)}
        />
        <textarea
          ref={textareaRef}
          rows={1}
          value={text}
          disabled={disabled}
          aria-label={messages.label}
          placeholder={messages.placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
          className="block min-h-9 flex-1 resize-none rounded-lg border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-zinc-100"
        />
        <IconButton
          label={isSending ? messages.sending : messages.send}
          icon={<Send className="size-4" />}
          tone="accent"
          disabled={!isSendable}
          onClick={send}
        />
      </div>
    </div>
  );
}
