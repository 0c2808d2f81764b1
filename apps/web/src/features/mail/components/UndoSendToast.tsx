import { useState } from 'react';
import { mailMessages } from '../mail.messages';

const messages = mailMessages.writing;

/** "Sending in 10 s." (or "Scheduled for ...") with Undo: the toast after Send. */
export function UndoSendToast({
  text,
  onUndo,
  closeToast,
}: {
  text: string;
  /** Cancels the message; the toast closes once that is done (a failure says so itself). */
  onUndo: () => Promise<void>;
  closeToast?: () => void;
}) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{text}</span>
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
