import { useState } from 'react';
import { contactsMessages } from '../contacts.messages';

const messages = contactsMessages.contact;

/** "{name} deleted." with Undo, the content of the delete toast. */
export function DeletedContactToast({
  name,
  onUndo,
  closeToast,
}: {
  name: string;
  /** Puts the contact back; the toast closes once it is done (a failure says so itself). */
  onUndo: () => Promise<void>;
  closeToast?: () => void;
}) {
  const [isUndoing, setIsUndoing] = useState(false);
  return (
    <div className="flex items-center justify-between gap-3">
      <span>{messages.deleted(name)}</span>
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
