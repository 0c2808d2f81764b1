import clsx from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { aiMessages } from '../ai.messages';
import { canSendAiMessage } from '../utils/aiChatState';

const messages = aiMessages.composer;

/** Text put in the input from outside (a suggestion chip); a new `nonce` fills it again. */
export type AiComposerFill = { text: string; nonce: number };

type AiComposerProps = {
  isPending: boolean;
  fill?: AiComposerFill | null;
  /** Receives the trimmed text. */
  onSend: (text: string) => void;
};

/**
 * The AI input (spec 3 §2, §5): two rows, Enter sends, Shift+Enter adds a line; disabled while
 * a request is pending; nothing is sent when the text is empty after trimming.
 */
export function AiComposer({ isPending, fill, onSend }: AiComposerProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hadFocusRef = useRef(false);
  const inputId = useId();

  // A chip fills the input and hands it the focus, so the user can edit or send at once.
  useEffect(() => {
    if (!fill) return;
    setText(fill.text);
    const input = inputRef.current;
    if (input) {
      input.focus();
      input.setSelectionRange(fill.text.length, fill.text.length);
    }
  }, [fill]);

  // The input was disabled while the assistant worked: give the focus back to whoever typed.
  useEffect(() => {
    if (!isPending && hadFocusRef.current) {
      hadFocusRef.current = false;
      inputRef.current?.focus();
    }
  }, [isPending]);

  const send = () => {
    if (!canSendAiMessage(text, isPending)) return;
    hadFocusRef.current = document.activeElement === inputRef.current;
    onSend(text.trim());
    setText('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-zinc-100 p-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {messages.label}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={2}
        value={text}
        disabled={isPending}
        placeholder={messages.placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        className={clsx(
          'min-w-0 flex-1 resize-none rounded-lg border border-zinc-300 px-3 py-2 text-sm leading-5 text-zinc-900 placeholder:text-zinc-400 disabled:bg-zinc-50 disabled:text-zinc-500',
          focusRing,
        )}
      />
      <IconButton
        type="submit"
        label={messages.send}
        tone="accent"
        disabled={!canSendAiMessage(text, isPending)}
        icon={<SendHorizontal className="size-4" />}
      />
    </form>
  );
}
