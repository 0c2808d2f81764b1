import type { ChatMessage } from '@worksphere/contracts';
import clsx from 'clsx';
import { SmilePlus } from 'lucide-react';
import { toast } from 'react-toastify';
import { focusRing } from '../../../ui/focusRing';
import { useToggleReactionMutation } from '../api/chatUnreadApi';
import { chatMessages } from '../chat.messages';
import { EmojiImage } from '../emoji/EmojiImage';
import { EmojiPickerButton } from '../emoji/EmojiPickerButton';

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
            <EmojiImage emoji={reaction.emoji} className="size-4" />
            <span aria-hidden>{reaction.count}</span>
          </button>
        );
      })}
    </div>
  );
}

/** "Add reaction": the emoji picker in a popover; the chosen emoji is added as the reader's. */
export function ReactionPicker({ chatId }: { chatId: string }) {
  const react = useReact(chatId);
  return (
    <EmojiPickerButton
      label={messages.add}
      trigger={<SmilePlus aria-hidden className="size-4" />}
      triggerClassName={clsx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        focusRing,
      )}
      onChoose={react}
    />
  );
}
