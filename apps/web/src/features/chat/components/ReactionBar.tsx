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

/** Adds or takes back the reader's reaction; shared by the pills and the picker. */
function useReact(chatId: string) {
  const toggle = useToggleReactionMutation();
  return (emoji: string) =>
    toggle.mutate({ chatId, emoji }, { onError: () => toast.error(messages.failed) });
}

/**
 * A message's reactions: one pill per emoji with its count (pressed when it is the reader's);
 * the tooltip names who reacted; a click adds or takes back. Nothing when there are none.
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
  const react = useReact(chat.id);
  if (chat.reactions.length === 0) return null;
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
    </div>
  );
}

/** "Add reaction": a small palette of emoji above the button (Escape or a click outside closes it). */
export function ReactionPicker({ chatId }: { chatId: string }) {
  const react = useReact(chatId);
  const [isOpen, setIsOpen] = useState(false);
  const pickerRef = useRef<HTMLDivElement>(null);
  useDismiss(pickerRef, isOpen, () => setIsOpen(false));

  return (
    <div ref={pickerRef} className="relative">
      <IconButton
        label={messages.add}
        icon={<SmilePlus className="size-4" />}
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      />
      {isOpen ? (
        <div
          role="group"
          aria-label={messages.pickerLabel}
          className="absolute right-0 bottom-full z-20 mb-1 flex gap-0.5 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg"
        >
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={messages.react(emoji)}
              title={messages.react(emoji)}
              onClick={() => {
                setIsOpen(false);
                react(emoji);
              }}
              className={clsx('rounded-lg px-1.5 py-1 text-base hover:bg-zinc-100', focusRing)}
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
