import { useState } from 'react';
import { bulkMessages } from './bulk.messages';

type UndoToastProps = {
  message: string;
  /** Puts things back; the toast closes once it is done (a failure says so itself). */
  onUndo: () => Promise<void> | void;
  closeToast?: () => void;
};

/** "N tasks updated" or "N tasks deleted" with an Undo button: the content of the toast. */
export function UndoToast({ message, onUndo, closeToast }: UndoToastProps) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{message}</span>
      <button
        type="button"
        disabled={isUndoing}
        aria-label={bulkMessages.undoLabel(message)}
        className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
        onClick={(event) => {
          // The toast closes itself on a click; Undo decides when, once it is done.
          event.stopPropagation();
          setIsUndoing(true);
          void Promise.resolve(onUndo()).finally(() => closeToast?.());
        }}
      >
        {bulkMessages.undo}
      </button>
    </div>
  );
}
