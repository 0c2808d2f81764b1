import { Modal } from '../../../ui/Modal';
import { keyboardMessages as messages } from './keyboard.messages';

/** "?": every shortcut of the tasks screen, in a dialog. */
export function ShortcutSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={messages.sheetTitle}
      description={messages.sheetDescription}
    >
      <dl className="divide-y divide-zinc-100" data-testid="shortcut-sheet">
        {messages.shortcuts.map((shortcut) => (
          <div key={shortcut.action} className="flex items-center justify-between gap-4 py-2">
            <dt className="text-sm text-zinc-700">{shortcut.action}</dt>
            <dd className="flex shrink-0 items-center gap-1">
              {shortcut.keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 ? (
                    <span aria-hidden className="text-xs text-zinc-400">
                      {messages.then}
                    </span>
                  ) : null}
                  <kbd className="min-w-6 rounded-md border border-zinc-300 bg-zinc-50 px-1.5 py-0.5 text-center font-sans text-xs font-semibold text-zinc-800 shadow-[0_1px_0_var(--color-zinc-300)]">
                    {key}
                  </kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
