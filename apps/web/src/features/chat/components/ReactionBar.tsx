import { QUICK_REACTIONS, type ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { SmilePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { useDismiss } from '../../../ui/useDismiss';
import { useToggleReactionMutation } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.reactions;

/**
 * A message's reactions: one pill per emoji with its count (pressed when it is the reader's);
 * the tooltip names who reacted; a click adds or takes back. "Add reaction" offers a palette.
 */
export function ReactionBar({
  chat,
  userId,
  nameOf,
}: {
  chat: ChatMessage;
  userId: string;
  nameOf: (userId: string) => string;
}) {
  const toggle = useToggleReactionMutation();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  useDismiss(pickerRef, isPickerOpen, () => setIsPickerOpen(false));

  function react(emoji: string) {
    setIsPickerOpen(false);
    toggle.mutate({ chatId: chat.id, emoji }, { onError: () => toast.error(messages.failed) });
  }

  return (
    <div className="mt-1 flex flex-wrap items-center gap-1">
      {chat.reactions.map((reaction) => {
        const isMine = reaction.userIds.includes(userId);
        const label = messages.summary(reaction.emoji, reaction.userIds.map(nameOf));
        return (
          <button
            key={reaction.emoji}
            type="button"
            aria-pressed={isMine}
            aria-label={label}
            title={label}
            onClick={() => react(reaction.emoji)}
            className={clsx(
              'inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs tabular-nums',
              isMine
                ? 'border-brand-300 bg-brand-50 text-brand-800'
                : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
              focusRing,
            )}
          >
            <span aria-hidden>{reaction.emoji}</span>
            <span aria-hidden>{reaction.count}</span>
          </button>
        );
      })}
      <div ref={pickerRef} className="relative">
        <IconButton
          label={messages.add}
          icon={<SmilePlus className="size-3.5" />}
          aria-expanded={isPickerOpen}
          className={clsx(
            'size-6',
            chat.reactions.length === 0 &&
              'sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100',
          )}
          onClick={() => setIsPickerOpen((open) => !open)}
        />
        {isPickerOpen ? (
          <div
            role="group"
            aria-label={messages.pickerLabel}
            className="absolute bottom-full left-0 z-20 mb-1 flex gap-0.5 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
          >
            {QUICK_REACTIONS.map((emoji) => (
              <button
                key={emoji}
                type="button"
                aria-label={messages.react(emoji)}
                title={messages.react(emoji)}
                onClick={() => react(emoji)}
                className={clsx('rounded-lg px-1.5 py-1 text-base hover:bg-zinc-100', focusRing)}
              >
                {emoji}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
