import clsx from 'clsx';
import {
  ListPlus,
  Megaphone,
  MegaphoneOff,
  MoreHorizontal,
  NotebookPen,
  Pencil,
  Pin,
  PinOff,
  Trash2,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { IconButton } from '../../../ui/IconButton';
import { useDismiss } from '../../../ui/useDismiss';
import { chatMessages } from '../chat.messages';

const messages = chatMessages.options;

export type MessageOption =
  | 'pin'
  | 'unpin'
  | 'markImportant'
  | 'unmarkImportant'
  | 'edit'
  | 'delete'
  | 'addToNote'
  | 'addToTask';

const optionView: Record<MessageOption, { label: string; icon: ReactNode; danger?: boolean }> = {
  pin: { label: messages.pin, icon: <Pin className="size-4" /> },
  unpin: { label: messages.unpin, icon: <PinOff className="size-4" /> },
  markImportant: { label: messages.markImportant, icon: <Megaphone className="size-4" /> },
  unmarkImportant: { label: messages.unmarkImportant, icon: <MegaphoneOff className="size-4" /> },
  edit: { label: messages.edit, icon: <Pencil className="size-4" /> },
  addToNote: { label: messages.addToNote, icon: <NotebookPen className="size-4" /> },
  addToTask: { label: messages.addToTask, icon: <ListPlus className="size-4" /> },
  delete: { label: messages.delete, icon: <Trash2 className="size-4" />, danger: true },
};

/** The options of one message; the caller lists only what the user may do (spec 3 §6). */
export function MessageOptionsMenu({
  options,
  onSelect,
}: {
  options: MessageOption[];
  onSelect: (option: MessageOption) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useDismiss(containerRef, isOpen, (reason) => {
    setIsOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  return (
    <div ref={containerRef} className="relative">
      <IconButton
        ref={triggerRef}
        label={messages.trigger}
        icon={<MoreHorizontal className="size-4" />}
        className="size-7"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
      />
      {isOpen ? (
        <ul
          role="menu"
          aria-label={messages.trigger}
          className="absolute top-8 right-0 z-20 w-48 rounded-xl border border-zinc-200 bg-white py-1 shadow-lg"
        >
          {options.map((option) => (
            <li key={option} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setIsOpen(false);
                  onSelect(option);
                }}
                className={clsx(
                  'flex w-full items-center gap-2 px-3 py-2 text-left text-sm hover:bg-zinc-50',
                  optionView[option].danger ? 'text-red-600' : 'text-zinc-700',
                  focusRing,
                )}
              >
                {optionView[option].icon}
                {optionView[option].label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
