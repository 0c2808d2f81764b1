import { useState } from 'react';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.actions;

/** "Conversation archived." with Undo, the content of the archive toast. */
export function ArchivedToast({
  onUndo,
  closeToast,
}: {
  /** Moves the message back; the toast closes once it is done (a failure says so itself). */
  onUndo: () => Promise<void>;
  closeToast?: () => void;
}) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{messages.archived}</span>
      <button
        type="button"
        disabled={isUndoing}
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        onClick={() => {
          setIsUndoing(true);
          void onUndo().finally(() => closeToast?.());
        }}
      >
        {messages.undo}
      </button>
    </div>
  );
}
