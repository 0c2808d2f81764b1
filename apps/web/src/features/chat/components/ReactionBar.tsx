import { QUICK_REACTIONS, type ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { SmilePlus } from 'lucide-react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { PopoverButton } from '../../../ui/PopoverButton';
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

/** "Add reaction": a small palette of emoji in a popover (Escape or a press outside closes it). */
export function ReactionPicker({ chatId }: { chatId: string }) {
  const react = useReact(chatId);
  return (
    <PopoverButton
      label={messages.add}
      trigger={<SmilePlus aria-hidden className="size-4" />}
      triggerClassName={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        focusRing,
      )}
      placement="top end"
      className="!p-1"
    >
      {(close) => (
        <div role="group" aria-label={messages.pickerLabel} className="flex gap-0.5">
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={messages.react(emoji)}
              title={messages.react(emoji)}
              onClick={() => {
                close();
                react(emoji);
              }}
              className={clsx('rounded-lg px-1.5 py-1 text-base hover:bg-zinc-100', focusRing)}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </PopoverButton>
  );
}
