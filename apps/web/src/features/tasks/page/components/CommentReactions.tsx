import clsx from 'clsx';
import { SmilePlus } from 'lucide-react';
import { Menu, MenuItem } from '../../../../ui/Menu';
import { focusRing } from '../../../../ui/focusRing';
import type { CommentReaction } from '../pageTypes';
import { taskPageMessages } from '../taskPage.messages';

const messages = taskPageMessages.comments;
/** The emoji the small menu offers. */
export const REACTION_EMOJI = ['👍', '❤️', '🎉', '😄', '👀', '🙏'] as const;

/** Reactions under a comment: each a toggle of one's own, and a menu to add another. */
export function CommentReactions({
  reactions,
  onToggle,
}: {
  reactions: ReadonlyArray<CommentReaction>;
  /** isAdding: true to add one's reaction, false to take it back. */
  onToggle: (emoji: string, isAdding: boolean) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {reactions.map((reaction) => (
        <button
          key={reaction.emoji}
          type="button"
          aria-pressed={reaction.mine}
          aria-label={messages.reaction(reaction.emoji, reaction.count, reaction.mine)}
          onClick={() => onToggle(reaction.emoji, !reaction.mine)}
          className={clsx(
            'inline-flex h-7 items-center gap-1 rounded-full border px-2 text-xs font-medium',
            focusRing,
            reaction.mine
              ? 'border-brand-300 bg-brand-50 text-brand-800'
              : 'border-zinc-200 bg-white text-zinc-700 hover:bg-zinc-50',
          )}
        >
          <span aria-hidden>{reaction.emoji}</span>
          <span aria-hidden>{reaction.count}</span>
        </button>
      ))}
      <Menu
        label={messages.addReaction}
        isIconOnly
        placement="bottom start"
        className="w-auto"
        triggerClassName={`inline-flex size-7 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 ${focusRing}`}
        trigger={<SmilePlus aria-hidden className="size-4" />}
      >
        {REACTION_EMOJI.map((emoji) => (
          <MenuItem
            key={emoji}
            id={emoji}
            textValue={emoji}
            onAction={() => {
              const existing = reactions.find((reaction) => reaction.emoji === emoji);
              if (!existing?.mine) onToggle(emoji, true);
            }}
          >
            <span className="text-lg">{emoji}</span>
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
