import clsx from 'clsx';
import {
  Link2,
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
import type { ReactNode } from 'react';
import { focusRing } from '../../../ui/focusRing';
import { Menu, MenuItem } from '../../../ui/Menu';
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
  | 'addToTask'
  | 'copyLink';

const optionView: Record<MessageOption, { label: string; icon: ReactNode; danger?: boolean }> = {
  pin: { label: messages.pin, icon: <Pin className="size-4" /> },
  unpin: { label: messages.unpin, icon: <PinOff className="size-4" /> },
  markImportant: { label: messages.markImportant, icon: <Megaphone className="size-4" /> },
  unmarkImportant: { label: messages.unmarkImportant, icon: <MegaphoneOff className="size-4" /> },
  edit: { label: messages.edit, icon: <Pencil className="size-4" /> },
  copyLink: { label: messages.copyLink, icon: <Link2 className="size-4" /> },
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
  return (
    <Menu
      label={messages.trigger}
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      isIconOnly
      triggerClassName={clsx(
        'inline-flex size-7 shrink-0 items-center justify-center rounded-lg text-zinc-600 transition-colors hover:bg-zinc-100 hover:text-zinc-900',
        focusRing,
      )}
      className="w-48"
      onAction={(key) => onSelect(key as MessageOption)}
    >
      {options.map((option) => (
        <MenuItem
          key={option}
          id={option}
          icon={optionView[option].icon}
          isDanger={optionView[option].danger}
        >
          {optionView[option].label}
        </MenuItem>
      ))}
    </Menu>
  );
}
