import { useState } from 'react';
import { tasksMessages } from '../tasks.messages';

const messages = tasksMessages.row;

type CompletedToastProps = {
  /** Reopens the task; the toast closes once it is done (or failed, which says so itself). */
  onUndo: () => Promise<void>;
  closeToast?: () => void;
};

/** "Task completed." with an Undo button, the content of the completion toast. */
export function CompletedToast({ onUndo, closeToast }: CompletedToastProps) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{messages.completedToast}</span>
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
