import { Modal } from '../../../ui/Modal';
import { mailMessages } from '../mail.messages';
import { MAIL_SHORTCUTS } from '../utils/mailShortcuts';

const messages = mailMessages.shortcuts;

/** The list of Mail's single-key shortcuts, opened with ? or the keyboard button. */
export function ShortcutHelpDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.title} description={messages.intro}>
      <dl className="divide-y divide-zinc-100">
        {MAIL_SHORTCUTS.map(({ key, action }) => (
          <div key={key} className="flex items-center justify-between gap-4 py-2 text-sm">
            <dt className="text-zinc-700">{messages[action]}</dt>
            <dd>
              <kbd className="inline-flex min-w-7 justify-center rounded-md border border-zinc-300 bg-zinc-50 px-2 py-0.5 font-mono text-xs text-zinc-800 shadow-sm">
                {key}
              </kbd>
            </dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
