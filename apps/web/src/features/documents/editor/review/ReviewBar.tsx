import clsx from 'clsx';
import { MessageSquarePlus, MessagesSquare, PenLine } from 'lucide-react';
import { focusRing } from '../../../../ui/focusRing';
import { Toolbar } from '../../../../ui/Toolbar';
import { commentsMessages as messages } from './comments.messages';

const buttonClass = clsx(
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm text-zinc-700 hover:bg-zinc-200',
  focusRing,
);

/** Comment (Ctrl+Alt+M), the Suggesting switch, and the comments panel. */
export function ReviewBar({
  canReview,
  isSuggesting,
  isPanelOpen,
  onComment,
  onToggleSuggesting,
  onTogglePanel,
}: {
  canReview: boolean;
  isSuggesting: boolean;
  isPanelOpen: boolean;
  onComment: () => void;
  onToggleSuggesting: () => void;
  onTogglePanel: () => void;
}) {
  return (
    <Toolbar
      label={messages.toolbarLabel}
      className="flex flex-wrap items-center gap-1 border-b border-zinc-200 bg-zinc-50 px-1 py-0.5"
    >
      {canReview ? (
        <>
          <button
            type="button"
            className={buttonClass}
            title={messages.commentTitle}
            aria-keyshortcuts="Control+Alt+M"
            // Keeps the editor's selection: the click does not take the focus.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onComment}
          >
            <MessageSquarePlus aria-hidden className="size-4" />
            {messages.comment}
          </button>
          <button
            type="button"
            role="switch"
            aria-checked={isSuggesting}
            title={messages.suggestingTitle}
            className={clsx(buttonClass, isSuggesting && 'bg-emerald-100 text-emerald-900')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={onToggleSuggesting}
          >
            <PenLine aria-hidden className="size-4" />
            {messages.suggesting}
          </button>
        </>
      ) : null}
      <button
        type="button"
        aria-pressed={isPanelOpen}
        className={clsx(buttonClass, 'ml-auto')}
        onClick={onTogglePanel}
      >
        <MessagesSquare aria-hidden className="size-4" />
        {messages.showPanel}
      </button>
    </Toolbar>
  );
}
